// The queries of the pages past the landing page (spec section 7), with section 9's cache times
// and retries. Apart from queries.ts so that their code (and react-query's paging) loads with
// those pages, not with the first paint.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type AgentFilterCategory, type AgentSort } from '@agent-registry/api-client/contract';
import { CACHE_TIMES, RETRIES } from '@agent-registry/api-client/rules';
import { api } from './api';
import { queryKeys } from './queries';

/** Dashboard: popular agents (sort=popular, size 5). */
export function usePopularAgents() {
  return useQuery({
    queryKey: queryKeys.popularAgents,
    queryFn: ({ signal }) => api.agents.list({ sort: 'popular', page: 1, page_size: PAGE_SIZES.dashboard }, { signal }),
  });
}

/** Dashboard: my agents. */
export function useMyAgents() {
  return useQuery({ queryKey: queryKeys.myAgents, queryFn: ({ signal }) => api.agents.myAgents({}, { signal }) });
}

/** Search page: page 1, size 20, visibility public; runs only when the trimmed query is non-empty. */
export function useAgentSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.search(query),
    queryFn: ({ signal }) => api.agents.list({ query, page: 1, page_size: PAGE_SIZES.search, visibility: 'public' }, { signal }),
    enabled: query.length > 0,
    staleTime: CACHE_TIMES.search,
    retry: RETRIES.search,
  });
}

export interface AgentsListFilters {
  q: string;
  category: AgentFilterCategory | 'all';
  sort: AgentSort;
  tag: string;
}

/** Agents list: size 18, public only, cursor paging with next_token. */
export function useAgentsList(filters: AgentsListFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.agentsList(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.agents.list(
        {
          query: filters.q,
          category: filters.category,
          sort: filters.sort,
          tag: filters.tag,
          visibility: 'public',
          page: 1,
          page_size: PAGE_SIZES.agentsList,
          next_token: pageParam,
        },
        { signal },
      ),
    getNextPageParam: (last) => last.next_token ?? null,
    placeholderData: keepPreviousData,
  });
}

/**
 * How many agents match a query (and tag) per category, for the category tiles and options; the
 * counts follow the list's own cache time. 'all' is the total.
 */
export function useAgentFacets(q: string, tag = '', options: { enabled?: boolean } = {}) {
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.facets(query, tag),
    queryFn: ({ signal }) => api.agents.facets({ query, tag }, { signal }),
    enabled: options.enabled ?? true,
    staleTime: CACHE_TIMES.search,
    retry: 0,
    placeholderData: keepPreviousData,
    select: (facets): Record<string, number> => ({ all: facets.total, ...facets.categories }),
  });
}

/** Agent detail: cached 5 min, one retry. */
export function useAgent(id: string) {
  return useQuery({
    queryKey: queryKeys.agent(id),
    queryFn: ({ signal }) => api.agents.get(id, { signal }),
    staleTime: CACHE_TIMES.agentDetail,
    retry: RETRIES.agentDetail,
  });
}
