import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@agent-registry/ui';
import { useSession } from './SessionProvider';

/**
 * Guarded routes (spec section 2): a large spinner while authentication loads; signed-out
 * visitors go to /auth with the requested location, replacing the history entry.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner size="large" label="Checking your session" />;
  if (status === 'anonymous') return <Navigate to="/auth" replace state={{ from: location }} />;
  return <>{children}</>;
}
