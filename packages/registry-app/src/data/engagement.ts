// Stars and download trends: their own module, so only the pages that show them load it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentStarResponse, DownloadPeriod } from '@agent-registry/api-client/contract';
import { api } from './api';
import { queryKeys } from './queries';

export const engagementKeys = {
  star: (agentId: string) => ['me', 'star', agentId] as const,
  starred: ['me', 'starred'] as const,
  downloads: (agentId: string, period: DownloadPeriod) => ['agents', 'downloads', agentId, period] as const,
};

/** Whether I starred the agent (signed in only). */
export function useStar(agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: engagementKeys.star(agentId),
    queryFn: ({ signal }) => api.agents.starStatus(agentId, { signal }),
    enabled: enabled && !!agentId,
  });
}

/** Stars or unstars; the answer (with the new count) replaces the cached one at once. */
export function useToggleStar(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (starred: boolean) => (starred ? api.agents.star(agentId) : api.agents.unstar(agentId)),
    onSuccess: (answer: AgentStarResponse) => {
      queryClient.setQueryData(engagementKeys.star(agentId), answer);
      void queryClient.invalidateQueries({ queryKey: engagementKeys.starred });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAgents });
    },
  });
}

/** The agents I starred. */
export function useStarredAgents(enabled: boolean) {
  return useQuery({ queryKey: engagementKeys.starred, queryFn: ({ signal }) => api.agents.starred({ signal }), enabled });
}

/** Downloads per day over `period`. */
export function useDownloadTrend(agentId: string, period: DownloadPeriod, enabled = true) {
  return useQuery({
    queryKey: engagementKeys.downloads(agentId, period),
    queryFn: ({ signal }) => api.agents.downloads(agentId, { period, signal }),
    enabled: enabled && !!agentId,
    staleTime: 5 * 60_000,
  });
}
