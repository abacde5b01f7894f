import { SEARCH_QUERY_MAX_LENGTH, SEARCH_SUGGESTIONS, type SearchSuggestion } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { SearchCombobox, type SuggestStatus } from '../SearchCombobox/SearchCombobox';
import { visuallyHidden } from '../../private/styles/utilities.css';
import * as styles from './SearchForm.css';

/** Suggestions as you type, fetched by the host for the text it is told about. */
export interface SearchFormSuggest {
  /** Called with the text as it changes (the host debounces it and fetches). */
  onQueryChange: (text: string) => void;
  status: SuggestStatus;
  suggestions: readonly SearchSuggestion[];
  didYouMean?: string | null;
  /** A suggestion was chosen (an agent to open, a tag or framework to search). */
  onSelect: (suggestion: SearchSuggestion) => void;
  onRetry?: () => void;
}

export interface SearchFormProps {
  /** Called with the trimmed text; never for blank or whitespace-only text. */
  onSearch: (query: string) => void;
  /** Text the box starts with (and follows when it changes, e.g. a new ?q=). */
  defaultValue?: string;
  /** Accessible name of the box. */
  label?: string;
  /** Placeholder of the box. */
  placeholder?: string;
  /** Quick-search chips; each fills the box and searches. Defaults to the registry's five (`SEARCH_SUGGESTIONS`). */
  suggestions?: readonly string[];
  /** Suggestions as you type: the box becomes a combobox. */
  suggest?: SearchFormSuggest;
  /** A slim box without the Search button and chips (the header's). */
  compact?: boolean;
  /** The most characters the box takes (default SEARCH_QUERY_MAX_LENGTH, what the API accepts). */
  maxLength?: number;
  /** Class of the form, for the host's layout. */
  className?: string;
}

/** What the box says about its length limit: always to screen readers, on screen once it is reached. */
export const searchLimitHint = (max: number) => `Searches can be up to ${max} characters.`;
export const searchLimitReached = (max: number) => `That's the limit: searches can be up to ${max} characters.`;

/**
 * The search box with its Search button and quick-search chips (landing and search pages).
 * Blank or whitespace-only text does nothing.
 */
export function SearchForm({
  onSearch,
  defaultValue = '',
  label = 'Search AI agents',
  placeholder = 'Search AI agents...',
  suggestions = SEARCH_SUGGESTIONS,
  suggest,
  compact = false,
  maxLength = SEARCH_QUERY_MAX_LENGTH,
  className,
}: SearchFormProps) {
  const [value, setValue] = useState(defaultValue);
  const inputId = useId();
  const chipsLabelId = useId();
  const limitId = useId();
  const atLimit = value.length >= maxLength;

  useEffect(() => setValue(defaultValue), [defaultValue]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    onSearch(query);
  }

  function pick(suggestion: string) {
    setValue(suggestion);
    suggest?.onQueryChange(suggestion);
    onSearch(suggestion);
  }

  function change(text: string) {
    setValue(text);
    suggest?.onQueryChange(text);
  }

  const chips = compact ? [] : suggestions;

  return (
    <Stack gap={4} className={clsx(styles.root, className)}>
      {/* Named, so the header's search and a page's are told apart. */}
      <Box
        as="form"
        role="search"
        aria-label={label}
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        alignItems={{ md: 'center' }}
        gap={2}
        padding={compact ? 0 : 2}
        className={styles.form({ compact })}
        onSubmit={submit}
      >
        <Box display="flex" alignItems="center" minWidth={0} className={styles.field}>
          <Search size={compact ? 16 : 20} aria-hidden="true" className={styles.icon} />
          {suggest ? (
            <SearchCombobox
              id={inputId}
              label={label}
              placeholder={placeholder}
              className={styles.combobox}
              inputClassName={styles.input({ compact })}
              value={value}
              onValueChange={change}
              status={suggest.status}
              suggestions={suggest.suggestions}
              didYouMean={suggest.didYouMean}
              onSelect={suggest.onSelect}
              onSearchCorrection={pick}
              onRetry={suggest.onRetry}
              maxLength={maxLength}
              describedBy={limitId}
            />
          ) : (
            <>
              <label htmlFor={inputId} className={visuallyHidden}>
                {label}
              </label>
              <input
                id={inputId}
                type="search"
                className={styles.input({ compact })}
                value={value}
                placeholder={placeholder}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={maxLength}
                aria-describedby={limitId}
                onChange={(event) => change(event.target.value)}
              />
            </>
          )}
        </Box>
        {!compact && (
          <Button type="submit" size="large" className={styles.submit}>
            Search
          </Button>
        )}
      </Box>
      {/* Polite: said once the limit is reached, not at every keystroke before. */}
      <p id={limitId} className={atLimit ? styles.limit : visuallyHidden} aria-live="polite">
        {atLimit ? searchLimitReached(maxLength) : searchLimitHint(maxLength)}
      </p>
      {chips.length > 0 && (
        <Inline justify="center">
          <span id={chipsLabelId} className={styles.chipsLabel}>
            Popular searches:
          </span>
          <Inline as="ul" justify="center" margin={0} padding={0} className={styles.chips} aria-labelledby={chipsLabelId}>
            {chips.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.chip} onClick={() => pick(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </Inline>
        </Inline>
      )}
    </Stack>
  );
}
