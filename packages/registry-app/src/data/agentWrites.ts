// The writes of publishing, as react-query mutations: each one refreshes what it changed, so
// the detail page, the dashboard and the lists show the new state without a reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentCreateInput, AgentPublishInput, AgentUpdateInput } from '@agent-registry/api-client/contract';
import { versionKeys } from './agentVersions';
import { api } from './api';
import { queryKeys } from './queries';

/** Every cached view of agents: lists, searches, details and versions. */
function useRefreshAgents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['agents'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.myAgents }),
    ]);
}

export function useCreateAgent() {
  const refresh = useRefreshAgents();
  return useMutation({ mutationFn: (input: AgentCreateInput) => api.agents.create(input), onSuccess: refresh });
}

export function usePublishVersion(id: string) {
  const refresh = useRefreshAgents();
  return useMutation({ mutationFn: (input: AgentPublishInput) => api.agents.publish(id, input), onSuccess: refresh });
}

export function useUpdateAgent(id: string) {
  const refresh = useRefreshAgents();
  return useMutation({ mutationFn: (input: AgentUpdateInput) => api.agents.update(id, input), onSuccess: refresh });
}

export function useYankVersion(id: string) {
  const refresh = useRefreshAgents();
  return useMutation({
    mutationFn: ({ version, reason }: { version: string; reason: string }) => api.agents.yank(id, version, reason),
    onSuccess: refresh,
  });
}

export function useUnyankVersion(id: string) {
  const refresh = useRefreshAgents();
  return useMutation({ mutationFn: (version: string) => api.agents.unyank(id, version), onSuccess: refresh });
}

export function useDeprecateAgent(id: string) {
  const refresh = useRefreshAgents();
  return useMutation({
    mutationFn: (message: string | null) => (message === null ? api.agents.undeprecate(id) : api.agents.deprecate(id, message)),
    onSuccess: refresh,
  });
}

export function useDeleteAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.agents.remove(id),
    // The detail of a deleted agent must not be refetched (it would 404): drop it, refresh the rest.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.agent(id) });
      queryClient.removeQueries({ queryKey: versionKeys.versions(id) });
      return queryClient.invalidateQueries({ queryKey: ['agents', 'list'] }).then(() =>
        queryClient.invalidateQueries({ queryKey: queryKeys.myAgents }),
      );
    },
  });
}
