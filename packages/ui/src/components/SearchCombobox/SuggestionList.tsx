import type { SearchSuggestion } from '@agent-registry/api-client/rules';
import { Bot, Layers, Search, Tag, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
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
        <p className={styles.message}>
          <span className={`${spinnerStyles.ring} ${spinnerStyles.size.small}`} aria-hidden="true" />
          Searching…
        </p>
      )}
      {status === 'error' && (
        <p className={styles.errorMessage}>
          Suggestions are unavailable right now.
          {onRetry && (
            <Button variant="outline" size="small" onClick={onRetry}>
              Try again
            </Button>
          )}
        </p>
      )}
      {status === 'success' && !hasSuggestions && <p className={styles.message}>No suggestions for “{query}”.</p>}
      {status === 'success' && options.length > 0 && (
        <ul id={listboxId} role="listbox" aria-label="Suggestions" className={styles.listbox}>
          {options.map((option, index) => {
            const Icon = option.type === 'suggestion' ? kindIcons[option.suggestion.kind] : Search;
            const key =
              option.type === 'suggestion'
                ? `${option.suggestion.kind}:${option.suggestion.id ?? option.suggestion.label}`
                : `correction:${option.text}`;
            return (
              <li
                key={key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
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
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
