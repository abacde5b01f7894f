import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@agent-registry/ui';
import { signInPath } from '../router/authParams';
import { useSession } from './SessionProvider';

/**
 * Guarded routes (spec section 2): a large spinner while authentication loads; signed-out
 * visitors go to /auth?next=<the requested page>, replacing the history entry, and come back to
 * it once signed in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner size="large" label="Checking your session" />;
  if (status === 'anonymous') return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
