// The queries of the app shell and the landing page (spec section 7), with section 9's cache
// times and retries; the other pages' queries are in agentQueries.ts, so their code loads with them.
import { useQuery } from '@tanstack/react-query';
import { FRAMEWORK_LIMIT, PAGE_SIZES } from '@agent-registry/api-client/contract';
import type { AgentsListFilters } from './agentQueries';
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

/** Frameworks (limit 50); cached 30 min; one retry. */
export function useFrameworks() {
  return useQuery({
    queryKey: queryKeys.frameworks,
    queryFn: ({ signal }) => api.frameworks.list({ limit: FRAMEWORK_LIMIT }, { signal }),
    staleTime: CACHE_TIMES.frameworks,
    retry: RETRIES.landingFrameworks,
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

/** Whether the signed-in user is an operator (the profile says; false until it has loaded). */
export function useIsOperator(signedIn: boolean): boolean {
  return useProfile(signedIn).data?.is_operator === true;
}
