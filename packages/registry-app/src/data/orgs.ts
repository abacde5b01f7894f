// Organisations, namespace pages and transfers, as react-query hooks. A membership change
// refreshes the members; a transfer refreshes every cached view of agents.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgCreateInput, OrgInviteInput, OrgMember, OrgRole, OrgUpdate } from '@agent-registry/api-client/contract';
import { api } from './api';

export const orgKeys = {
  namespace: (name: string) => ['namespaces', name] as const,
  mine: ['me', 'orgs'] as const,
  invitations: ['me', 'invitations'] as const,
  org: (name: string) => ['orgs', name] as const,
  members: (name: string) => ['orgs', name, 'members'] as const,
};

export function useNamespacePage(name: string) {
  return useQuery({ queryKey: orgKeys.namespace(name), queryFn: ({ signal }) => api.orgs.namespacePage(name, { signal }), retry: false });
}

/** The signed-in user's organisations (with their role); nothing when signed out. */
export function useMyOrgs(enabled = true) {
  return useQuery({ queryKey: orgKeys.mine, queryFn: ({ signal }) => api.orgs.mine({ signal }), enabled });
}

export function useMyInvitations() {
  return useQuery({ queryKey: orgKeys.invitations, queryFn: ({ signal }) => api.orgs.invitations({ signal }) });
}

export function useOrg(name: string) {
  return useQuery({ queryKey: orgKeys.org(name), queryFn: ({ signal }) => api.orgs.get(name, { signal }), retry: false });
}

export function useOrgMembers(name: string, enabled: boolean) {
  return useQuery({ queryKey: orgKeys.members(name), queryFn: ({ signal }) => api.orgs.members(name, { signal }), enabled });
}

export function useCreateOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrgCreateInput) => api.orgs.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.mine }),
  });
}

/** Save an organisation's settings (owners): its page, its card in "my organisations" and namespace pages refresh. */
export function useUpdateOrg(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrgUpdate) => api.orgs.update(name, input),
    onSuccess: (org) => {
      queryClient.setQueryData(orgKeys.org(name), org);
      void queryClient.invalidateQueries({ queryKey: orgKeys.namespace(name) });
      void queryClient.invalidateQueries({ queryKey: orgKeys.mine });
    },
  });
}

export type MemberChange =
  { kind: 'invite'; input: OrgInviteInput } | { kind: 'role'; member: OrgMember; role: OrgRole } | { kind: 'remove'; member: OrgMember };

/** Invite, change a role or remove: each refreshes the members (and the organisation's count). */
export function useMemberChange(org: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MemberChange): Promise<{ message: string }> => {
      if (change.kind === 'invite') return api.orgs.invite(org, change.input);
      if (change.kind === 'role') return api.orgs.setRole(org, change.member.username, change.role);
      return api.orgs.removeMember(org, change.member.username);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orgs', org] });
      void queryClient.invalidateQueries({ queryKey: orgKeys.mine });
    },
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.orgs.accept(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orgKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: orgKeys.mine });
    },
  });
}

export function useTransferAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (namespace: string) => api.orgs.transfer(id, namespace),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['agents'] });
      void queryClient.invalidateQueries({ queryKey: ['namespaces'] });
    },
  });
}
