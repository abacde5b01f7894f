import { SEARCH_SUGGESTIONS } from '@agent-registry/api-client/contract';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './SearchForm.css';

export interface SearchFormProps {
  /** Called with the trimmed text; never for blank or whitespace-only text. */
  onSearch: (query: string) => void;
  /** Text the box starts with (and follows when it changes, e.g. a new ?q=). */
  defaultValue?: string;
  /** Accessible name of the box. */
  label?: string;
  placeholder?: string;
  /** Quick-search chips; each fills the box and searches. Defaults to the spec's five. */
  suggestions?: readonly string[];
  className?: string;
}

/**
 * The search box with its Search button and quick-search chips (landing and search pages).
 * Blank or whitespace-only text does nothing (spec section 5, Search box).
 */
export function SearchForm({
  onSearch,
  defaultValue = '',
  label = 'Search AI agents',
  placeholder = 'Search AI agents...',
  suggestions = SEARCH_SUGGESTIONS,
  className,
}: SearchFormProps) {
  const [value, setValue] = useState(defaultValue);
  const inputId = useId();
  const chipsLabelId = useId();

  useEffect(() => setValue(defaultValue), [defaultValue]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    onSearch(query);
  }

  function pick(suggestion: string) {
    setValue(suggestion);
    onSearch(suggestion);
  }

  return (
    <div className={clsx(styles.root, className)}>
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {label}
        </label>
        <div className={styles.field}>
          <Search size={20} aria-hidden="true" className={styles.icon} />
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button type="submit" size="large" className={styles.submit}>
          Search
        </Button>
      </form>
      {suggestions.length > 0 && (
        <div className={styles.chipsRow}>
          <span id={chipsLabelId} className={styles.chipsLabel}>
            Popular searches:
          </span>
          <ul className={styles.chips} aria-labelledby={chipsLabelId}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.chip} onClick={() => pick(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
