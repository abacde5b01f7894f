import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable key of the tab. */
  id: string;
  /** The tab's visible name. */
  label: string;
  /** Rendered only while the tab is selected, so a heavy panel (a README) loads on demand. */
  content: () => ReactNode;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly (TabItem & { id: Id })[];
  /** The open tab, when the host keeps it (e.g. in the address); else the tabs keep their own. */
  selected?: Id | undefined;
  /** A tab was chosen (click, arrow keys, Home, End). */
  onSelect?: ((id: Id) => void) | undefined;
  className?: string | undefined;
}

/**
 * Tabs as WAI-ARIA describes them: one tab stop for the list, arrow keys (and Home / End) move
 * between tabs and select them, Tab moves into the panel.
 */
export function Tabs<Id extends string>({ label, tabs, selected: controlled, onSelect, className }: TabsProps<Id>) {
  const base = useId();
  const [local, setLocal] = useState(tabs[0]?.id);
  const selected = controlled ?? local;
  const setSelected = (id: Id) => {
    setLocal(id);
    onSelect?.(id);
  };
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function move(event: KeyboardEvent<HTMLElement>) {
    const index = tabs.findIndex((tab) => tab.id === active?.id);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <Stack gap={4} className={className}>
      <Box display="flex" gap={1} role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {tabs.map((tab) => {
          const isActive = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </Box>
      {tabs.map((tab) => {
        const isActive = tab.id === active?.id;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={!isActive}
            tabIndex={0}
            className={styles.panel}
          >
            {isActive && tab.content()}
          </div>
        );
      })}
    </Stack>
  );
}
