import { createContext, startTransition, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@agent-registry/api-client/contract';
import { api } from '../data/api';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Spec section 4 'Session': signed in at start when both a stored user and a token exist.
 * The api-client owns auth_user / auth_token (it writes them on sign-in, clears them on
 * sign-out and on any 401); this provider only follows that store.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(api.session.subscribe, api.session.getSnapshot);
  // Authentication is 'loading' until the app has mounted and read storage once. The first full
  // render that follows is a transition: React renders it in slices, never blocking input long.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);

  const value = useMemo<Session>(() => {
    if (!mounted) return { status: 'loading', user: null };
    const signedIn = Boolean(snapshot.user && snapshot.token);
    return { status: signedIn ? 'authenticated' : 'anonymous', user: signedIn ? snapshot.user : null };
  }, [mounted, snapshot]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
