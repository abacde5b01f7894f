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
    Promise.all([queryClient.invalidateQueries({ queryKey: ['agents'] }), queryClient.invalidateQueries({ queryKey: queryKeys.myAgents })]);
}

/** A write to agents that refreshes every cached view of them once it succeeds. */
function useAgentWrite<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const refresh = useRefreshAgents();
  return useMutation({ mutationFn, onSuccess: refresh });
}

export function useCreateAgent() {
  return useAgentWrite((input: AgentCreateInput) => api.agents.create(input));
}

export function usePublishVersion(id: string) {
  return useAgentWrite((input: AgentPublishInput) => api.agents.publish(id, input));
}

export function useUpdateAgent(id: string) {
  return useAgentWrite((input: AgentUpdateInput) => api.agents.update(id, input));
}

export function useYankVersion(id: string) {
  return useAgentWrite(({ version, reason }: { version: string; reason: string }) => api.agents.yank(id, version, reason));
}

export function useUnyankVersion(id: string) {
  return useAgentWrite((version: string) => api.agents.unyank(id, version));
}

export function useDeprecateAgent(id: string) {
  return useAgentWrite((message: string | null) => (message === null ? api.agents.undeprecate(id) : api.agents.deprecate(id, message)));
}

export function useDeleteAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.agents.remove(id),
    // The detail of a deleted agent must not be refetched (it would 404): drop it, refresh the rest.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.agent(id) });
      queryClient.removeQueries({ queryKey: versionKeys.versions(id) });
      return queryClient
        .invalidateQueries({ queryKey: ['agents', 'list'] })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.myAgents }));
    },
  });
}
