import { useCallback } from 'react';
import { notify } from '@agent-registry/ui';
import { useSession } from './SessionProvider';

/** Sign-out clears the session and says so even if the server call fails (spec section 4). */
export function useSignOut() {
  const session = useSession();
  return useCallback(async () => {
    session.clear();
    notify.success('Signed out successfully');
  }, [session]);
}
