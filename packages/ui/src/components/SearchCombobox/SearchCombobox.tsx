import { SUGGEST_MIN_LENGTH, type SearchSuggestion } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { lazy, Suspense, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import * as styles from './SearchCombobox.css';
import type { ComboboxOption } from './SuggestionList';

export type SuggestStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchComboboxProps {
  /** The text in the box (controlled). */
  value: string;
  /** The text changed (typing, Escape clearing it). */
  onValueChange: (value: string) => void;
  /** Enter or click on an agent/tag/framework suggestion. */
  onSelect: (suggestion: SearchSuggestion) => void;
  /** Enter or click on the 'Did you mean' option: search the corrected text. */
  onSearchCorrection?: (text: string) => void;
  /** Where the suggestions for `value` are: 'idle' (too short to ask), 'loading', 'success' or 'error'. */
  status: SuggestStatus;
  /** The suggestions for the current text, in order. */
  suggestions: readonly SearchSuggestion[];
  /** A corrected spelling to offer as the first option ('Did you mean …?'). */
  didYouMean?: string | null;
  /** 'Try again' was pressed after an error. */
  onRetry?: () => void;
  /** Accessible name of the box (rendered as a visually hidden label). */
  label: string;
  /** Placeholder of the box. */
  placeholder?: string;
  /** Id of the input (default: generated). */
  id?: string;
  /** Class of the <input> (the host form styles it). */
  inputClassName?: string;
  /** Class of the wrapper, for the host's layout. */
  className?: string;
  /** Focus the box when it mounts. */
  autoFocus?: boolean;
  /** The most characters the box takes. */
  maxLength?: number | undefined;
  /** Id of an element that describes the box (e.g. its length limit). */
  describedBy?: string | undefined;
}

// The popup's code is not needed for the first paint: it loads when the box is first focused or
// hovered, so it is usually there by the time enough has been typed.
let listLoaded = false;
const loadList = () => import('./SuggestionList').then((module) => ((listLoaded = true), module));
const SuggestionList = lazy(loadList);
// A failed preload is left to the popup's first render, whose lazy load tries again.
const preloadList = () => {
  if (!listLoaded) void loadList().catch(() => undefined);
};

function announcement(status: SuggestStatus, suggestionCount: number, didYouMean: string | null | undefined) {
  if (status === 'loading') return 'Loading suggestions';
  if (status === 'error') return 'Suggestions are unavailable right now.';
  const correction = didYouMean ? `Did you mean ${didYouMean}?` : '';
  if (suggestionCount === 0) return correction ? `No suggestions. ${correction}` : 'No suggestions';
  const available = `${suggestionCount} ${suggestionCount === 1 ? 'suggestion' : 'suggestions'} available`;
  return correction ? `${correction} ${available}` : available;
}

/**
 * A search box with suggestions as you type (the WAI-ARIA combobox pattern with a listbox popup).
 * Controlled: the host fetches suggestions for `value` and passes them with their `status`. The
 * host wraps the box in its `<form role="search">`: Enter with no active option submits it.
 */
export function SearchCombobox({
  value,
  onValueChange,
  onSelect,
  onSearchCorrection,
  status,
  suggestions,
  didYouMean,
  onRetry,
  label,
  placeholder,
  id,
  inputClassName,
  className,
  autoFocus,
  maxLength,
  describedBy,
}: SearchComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const options = useMemo<ComboboxOption[]>(() => {
    if (status !== 'success') return [];
    const list: ComboboxOption[] = suggestions.map((suggestion) => ({ type: 'suggestion', suggestion }));
    if (didYouMean) list.unshift({ type: 'correction', text: didYouMean });
    return list;
  }, [status, suggestions, didYouMean]);

  // New options (a new answer, or none while loading) start with none active.
  const [optionsSeen, setOptionsSeen] = useState(options);
  if (optionsSeen !== options) {
    setOptionsSeen(options);
    setActiveIndex(-1);
  }

  const query = value.trim();
  const canOpen = query.length >= SUGGEST_MIN_LENGTH && status !== 'idle';
  const open = focused && canOpen && !dismissed;
  const active = open && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  // Expanded only while the listbox itself is shown; the other states are announced.
  const expanded = open && options.length > 0;

  function close() {
    setDismissed(true);
    setActiveIndex(-1);
  }

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    close();
    if (option.type === 'suggestion') onSelect(option.suggestion);
    else onSearchCorrection?.(option.text);
  }

  function retry() {
    // The button goes away with the error, so the focus returns to the box.
    inputRef.current?.focus();
    onRetry?.();
  }

  function move(step: 1 | -1) {
    setDismissed(false);
    if (options.length === 0) return;
    if (!open || active < 0) setActiveIndex(step === 1 ? 0 : options.length - 1);
    else setActiveIndex((active + step + options.length) % options.length);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!canOpen) return;
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          choose(active);
        } else if (open) {
          // The host's form submits the text; the popup gets out of the way.
          close();
        }
        return;
      case 'Escape':
        if (open) {
          // Also keeps the browser from clearing a search box on this first Escape.
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        return;
    }
  }

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    preloadList();
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(true);
    setDismissed(false);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Moving to the popup's Try again button keeps it open.
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(false);
    setActiveIndex(-1);
  }

  return (
    <div className={clsx(styles.root, className)} onFocus={handleFocus} onBlur={handleBlur} onPointerEnter={preloadList}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        maxLength={maxLength}
        aria-describedby={describedBy}
        className={inputClassName ?? styles.input}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          setDismissed(false);
          setActiveIndex(-1);
          onValueChange(event.target.value);
        }}
        onKeyDown={handleKeyDown}
      />
      {open && (
        <Suspense fallback={null}>
          <SuggestionList
            listboxId={listboxId}
            optionId={optionId}
            status={status}
            options={options}
            activeIndex={active}
            query={query}
            onActivate={setActiveIndex}
            onChoose={choose}
            onRetry={onRetry && retry}
          />
        </Suspense>
      )}
      <div role="status" className={visuallyHidden}>
        {open ? announcement(status, suggestions.length, didYouMean) : ''}
      </div>
    </div>
  );
}
