import type { SearchSuggestion } from '@agent-registry/api-client/rules';
import { Bot, Layers, Search, Tag, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Inline } from '../Box/Inline';
import { Button } from '../Button/Button';
import * as spinnerStyles from '../Spinner/Spinner.css';
import * as styles from './SearchCombobox.css';

/** One choice of the listbox: a suggestion, or the corrected spelling to search. */
export type ComboboxOption = { type: 'suggestion'; suggestion: SearchSuggestion } | { type: 'correction'; text: string };

export interface SuggestionListProps {
  listboxId: string;
  optionId: (index: number) => string;
  status: 'loading' | 'success' | 'error';
  options: readonly ComboboxOption[];
  activeIndex: number;
  /** The trimmed text in the box. */
  query: string;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
  onRetry?: () => void;
}

const kindIcons: Record<SearchSuggestion['kind'], LucideIcon> = { agent: Bot, tag: Tag, framework: Layers };
const kindLabels: Record<SearchSuggestion['kind'], string> = { agent: 'Agent', tag: 'Tag', framework: 'Framework' };

function Highlighted({ label, match }: Pick<SearchSuggestion, 'label' | 'match'>) {
  if (!match) return <>{label}</>;
  const start = Math.max(0, Math.min(match[0], label.length));
  const end = Math.max(start, Math.min(match[1], label.length));
  if (start === end) return <>{label}</>;
  return (
    <>
      {label.slice(0, start)}
      <strong className={styles.match}>{label.slice(start, end)}</strong>
      {label.slice(end)}
    </>
  );
}

/** A line of the popup in place of the options: loading, failed or nothing found. */
function Message({ error = false, children }: { error?: boolean; children: ReactNode }) {
  return (
    <Inline
      as="p"
      margin={0}
      paddingBlock={2}
      paddingInline={3}
      justify={error ? 'space-between' : undefined}
      fontSize="sm"
      color={error ? 'danger' : 'muted'}
      className={styles.message}
    >
      {children}
    </Inline>
  );
}

/**
 * The popup of SearchCombobox: its states and the listbox. Loaded on first use, so it is not in
 * the first JavaScript of a page; the keyboard logic stays in SearchCombobox.
 */
export default function SuggestionList({
  listboxId,
  optionId,
  status,
  options,
  activeIndex,
  query,
  onActivate,
  onChoose,
  onRetry,
}: SuggestionListProps) {
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const hasSuggestions = options.some((option) => option.type === 'suggestion');

  return (
    // Pressing inside keeps the focus in the box, so the popup stays open and a click lands.
    <div className={styles.popup} onMouseDown={(event) => event.preventDefault()}>
      {status === 'loading' && (
        <Message>
          <span className={`${spinnerStyles.ring} ${spinnerStyles.size.small}`} aria-hidden="true" />
          Searching…
        </Message>
      )}
      {status === 'error' && (
        <Message error>
          Suggestions are unavailable right now.
          {onRetry && (
            <Button variant="outline" size="small" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Message>
      )}
      {status === 'success' && !hasSuggestions && <Message>No suggestions for “{query}”.</Message>}
      {status === 'success' && options.length > 0 && (
        <ul id={listboxId} role="listbox" aria-label="Suggestions" className={styles.listbox}>
          {options.map((option, index) => {
            const Icon = option.type === 'suggestion' ? kindIcons[option.suggestion.kind] : Search;
            const key =
              option.type === 'suggestion'
                ? `${option.suggestion.kind}:${option.suggestion.id ?? option.suggestion.label}`
                : `correction:${option.text}`;
            return (
              <Inline
                as="li"
                key={key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                nowrap
                gap={3}
                paddingBlock={2}
                paddingInline={3}
                borderRadius="medium"
                fontSize="sm"
                className={styles.option}
                onMouseMove={() => index !== activeIndex && onActivate(index)}
                onClick={() => onChoose(index)}
              >
                <Icon size={16} aria-hidden="true" className={styles.optionIcon} />{' '}
                {option.type === 'suggestion' ? (
                  <>
                    <span className={styles.optionLabel}>
                      <Highlighted label={option.suggestion.label} match={option.suggestion.match} />
                    </span>{' '}
                    <span className={styles.kind}>{kindLabels[option.suggestion.kind]}</span>
                  </>
                ) : (
                  <span className={styles.optionLabel}>
                    Did you mean <strong className={styles.match}>{option.text}</strong>?
                  </span>
                )}
              </Inline>
            );
          })}
        </ul>
      )}
    </div>
  );
}
