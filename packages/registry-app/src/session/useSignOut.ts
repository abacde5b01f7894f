import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@agent-registry/ui';
import { api } from '../data/api';

/**
 * Sign-out (spec section 4): the api-client clears auth_user and auth_token whatever the
 * server answers, and the toast shows even if the server call fails.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await api.auth.logout().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['me'] });
    notify.success('Signed out successfully');
  }, [queryClient]);
}
