// An agent's versions and their files, for the detail and publishing pages (kept apart from
// queries.ts, which the first bundle carries).
import { useQuery } from '@tanstack/react-query';
import { CACHE_TIMES, RETRIES } from '@agent-registry/api-client/rules';
import { api } from './api';

/** Under 'agents', so a write that refreshes every agent view refreshes these too. */
export const versionKeys = {
  versions: (id: string) => ['agents', 'versions', id] as const,
  version: (id: string, version: string) => ['agents', 'versions', id, version] as const,
};

/** An agent's versions, newest first (with the current one named). */
export function useAgentVersions(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: versionKeys.versions(id),
    queryFn: ({ signal }) => api.agents.versions(id, { signal }),
    enabled: (options.enabled ?? true) && id !== '',
    staleTime: CACHE_TIMES.agentDetail,
    retry: RETRIES.agentDetail,
  });
}

/** One version with its agent.yaml and README; published versions never change, so never stale. */
export function useAgentVersion(id: string, version: string | null | undefined) {
  return useQuery({
    queryKey: versionKeys.version(id, version ?? ''),
    queryFn: ({ signal }) => api.agents.version(id, version!, { signal }),
    enabled: id !== '' && !!version,
    staleTime: Infinity,
    retry: RETRIES.agentDetail,
  });
}
