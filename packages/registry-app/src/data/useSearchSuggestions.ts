// Suggestions as you type, for any search box: the text is debounced, a request whose text the
// user has typed past is cancelled (react-query aborts its signal), and the last answer stays
// on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUGGEST_MAX_LENGTH, SUGGEST_MIN_LENGTH, type SearchSuggestion } from '@agent-registry/api-client/contract';
import { SUGGEST_DEBOUNCE_MS } from '@agent-registry/api-client/rules';
import type { SearchFormSuggest } from '@agent-registry/ui';
import { agentPath, searchPath, tagPath } from '../router/paths';
import { api } from './api';
import { queryKeys } from './queries';

/** Suggestions change as agents are published, but not within a typing session. */
const SUGGEST_STALE_MS = 60_000;

export function useSearchSuggestions(): SearchFormSuggest {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Past SUGGEST_MAX_LENGTH a sentence is being typed: no suggestions (the API would refuse the text).
  const enabled = debounced.length >= SUGGEST_MIN_LENGTH && debounced.length <= SUGGEST_MAX_LENGTH;
  const query = useQuery({
    queryKey: queryKeys.suggest(debounced.toLowerCase()),
    queryFn: ({ signal }) => api.agents.suggest(debounced, { signal }),
    enabled,
    staleTime: SUGGEST_STALE_MS,
    retry: 0,
    placeholderData: keepPreviousData,
  });

  const onSelect = useCallback(
    (suggestion: SearchSuggestion) => {
      if (suggestion.kind === 'agent' && suggestion.id) navigate(agentPath(suggestion.id));
      else if (suggestion.kind === 'tag') navigate(tagPath(suggestion.label));
      else navigate(searchPath(suggestion.label));
    },
    [navigate],
  );
  const { refetch } = query;
  const onRetry = useCallback(() => void refetch(), [refetch]);

  const typed = text.trim().length >= SUGGEST_MIN_LENGTH && text.trim().length <= SUGGEST_MAX_LENGTH;
  const status = !typed ? 'idle' : query.isError ? 'error' : query.data ? 'success' : 'loading';
  return useMemo(
    () => ({
      onQueryChange: setText,
      status,
      suggestions: query.data?.suggestions ?? [],
      didYouMean: query.data?.did_you_mean ?? null,
      onSelect,
      onRetry,
    }),
    [status, query.data, onSelect, onRetry],
  );
}
