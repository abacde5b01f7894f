// The profile page's own writes, as react-query mutations: the profile save and the personal
// access token. A write refreshes the profile and the token list (the PAT is the list's CLI
// token) in its onSuccess, and counts as done once they are fresh.
import { useMutation } from '@tanstack/react-query';
import { api } from './api';
import { useRefreshAccount } from './security';

type ProfileUpdate = Parameters<typeof api.users.updateProfile>[0];

/**
 * What the page does with an answer. onSuccess runs as soon as the API has answered, before the
 * refresh: the toast and the new token show at once, while the write still reads as pending.
 */
interface WriteHandlers<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

function useAccountWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, onError }: WriteHandlers<TData, TVariables>,
) {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn,
    onSuccess: async (data: TData, variables: TVariables) => {
      onSuccess?.(data, variables);
      await refresh();
    },
    onError: (error: Error, variables: TVariables) => onError?.(error, variables),
  });
}

/** PUT /users/profile. A refused save fails with the API's error (a ValidationError carries `fields`). */
export function useUpdateProfile(handlers: WriteHandlers<Awaited<ReturnType<typeof api.users.updateProfile>>, ProfileUpdate> = {}) {
  return useAccountWrite((payload: ProfileUpdate) => api.users.updateProfile(payload), handlers);
}

type PatAnswer = Awaited<ReturnType<typeof api.users.generatePat>>;

/** POST /users/pat/generate: answers the new token, shown once. Needs a recent password proof. */
export function useGeneratePat(handlers: WriteHandlers<PatAnswer, void> = {}) {
  return useAccountWrite(() => api.users.generatePat(), handlers);
}

/** DELETE /users/pat/revoke. */
export function useRevokePat(handlers: WriteHandlers<unknown, void> = {}) {
  return useAccountWrite(() => api.users.revokePat(), handlers);
}

/**
 * GET /users/pat/value, on demand: a mutation rather than a query, so the secret is fetched only
 * when asked for and never kept in the cache. Needs a recent password proof.
 */
export function useRevealPat({ onSuccess, onError }: WriteHandlers<PatAnswer, void> = {}) {
  return useMutation({
    mutationFn: () => api.users.getPatValue(),
    onSuccess: (data: PatAnswer) => onSuccess?.(data),
    onError: (error: Error) => onError?.(error),
  });
}
