// The account's tokens and sessions, as react-query queries and mutations (profile page).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFailureMessage } from '@agent-registry/api-client';
import { FAILURE_TOASTS, type ApiTokenCreateInput, type ChangePasswordRequest } from '@agent-registry/api-client/contract';
import { api } from './api';
import { queryKeys } from './queries';

const securityKeys = {
  tokens: ['me', 'tokens'] as const,
  sessions: ['me', 'sessions'] as const,
};

export function useTokens(enabled: boolean) {
  return useQuery({ queryKey: securityKeys.tokens, queryFn: ({ signal }) => api.users.tokens({ signal }), enabled });
}

export function useSessions(enabled: boolean) {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: ({ signal }) => api.auth.sessions({ signal }), enabled });
}

/**
 * Token and profile writes refresh the token list and the profile: the PAT panel shows the CLI
 * token, and the token list shows the PAT as its CLI token.
 */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.tokens }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
    ]);
}

export function useCreateToken() {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: (input: ApiTokenCreateInput) => api.users.createToken(input), onSuccess: refresh });
}

export function useRevokeToken() {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: (id: string) => api.users.revokeToken(id), onSuccess: refresh });
}

export function useRevokeAllTokens() {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: () => api.users.revokeAllTokens(), onSuccess: refresh });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? api.auth.endOtherSessions() : api.auth.endSession(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

/**
 * The password change: an auth answer that is not a success becomes the mutation's error (its
 * message), and the sessions list refreshes (the other sessions have ended).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ChangePasswordRequest) => {
      const result = await api.auth.changePassword(values);
      if (!result.success) throw new Error(authFailureMessage(result, FAILURE_TOASTS.changePassword));
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
