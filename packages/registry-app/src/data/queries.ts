// Every screen query of spec section 7, with section 9's cache times and retries.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FRAMEWORK_LIMIT, PAGE_SIZES, type AgentFilterCategory, type AgentSort } from '@agent-registry/api-client/contract';
import { CACHE_TIMES, REFETCH_ON_WINDOW_FOCUS, RETRIES } from '@agent-registry/api-client/rules';
import { api } from './api';

export const queryKeys = {
  featuredAgents: ['agents', 'featured'] as const,
  recentAgents: (size: number) => ['agents', 'recent', size] as const,
  popularAgents: ['agents', 'popular'] as const,
  myAgents: ['me', 'agents'] as const,
  frameworks: ['frameworks', FRAMEWORK_LIMIT] as const,
  search: (q: string) => ['agents', 'search', q] as const,
  suggest: (text: string) => ['agents', 'suggest', text] as const,
  facets: (q: string, tag: string) => ['agents', 'facets', q, tag] as const,
  agentsList: (filters: AgentsListFilters) => ['agents', 'list', filters] as const,
  agent: (id: string) => ['agents', 'detail', id] as const,
  profile: ['me', 'profile'] as const,
};

/** Landing: featured agents (featured filter, page 1, size 6); cached 5 min; no retry. */
export function useFeaturedAgents() {
  return useQuery({
    queryKey: queryKeys.featuredAgents,
    queryFn: ({ signal }) => api.agents.list({ featured: true, page: 1, page_size: PAGE_SIZES.landing }, { signal }),
    staleTime: CACHE_TIMES.landingAgents,
    retry: RETRIES.landingAgents,
  });
}

/** Landing: recent agents (page 1, size 6); dashboard: recent agents (page 1, size 5). */
export function useRecentAgents(size: number = PAGE_SIZES.landing) {
  return useQuery({
    queryKey: queryKeys.recentAgents(size),
    queryFn: ({ signal }) => api.agents.list({ sort: 'newest', page: 1, page_size: size }, { signal }),
    staleTime: CACHE_TIMES.landingAgents,
    retry: size === PAGE_SIZES.landing ? RETRIES.landingAgents : RETRIES.global,
  });
}

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

/** Frameworks (limit 50); cached 30 min; one retry. */
export function useFrameworks() {
  return useQuery({
    queryKey: queryKeys.frameworks,
    queryFn: ({ signal }) => api.frameworks.list({ limit: FRAMEWORK_LIMIT }, { signal }),
    staleTime: CACHE_TIMES.frameworks,
    retry: RETRIES.landingFrameworks,
  });
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

/** My profile; no refetch on window focus. */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.users.getProfile({ signal }),
    enabled,
    refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
  });
}
