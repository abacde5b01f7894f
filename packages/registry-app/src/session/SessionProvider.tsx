import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, type User } from '@agent-registry/api-client/contract';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Stores the user and token after a successful sign-in. */
  signIn: (user: User, token: string) => void;
  /** Clears the stored user and token (the caller tells the server). */
  clear: () => void;
}

const SessionContext = createContext<Session | null>(null);

function readStoredUser(): User | null {
  try {
    const user = localStorage.getItem(STORAGE_KEYS.user);
    const token = localStorage.getItem(STORAGE_KEYS.token);
    // Spec section 4: signed in at start only when both a stored user and a token exist.
    return user && token ? (JSON.parse(user) as User) : null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<User | null>(null);

  useEffect(() => {
    const stored = readStoredUser();
    setUser(stored);
    setStatus(stored ? 'authenticated' : 'anonymous');
    // Another tab signing in or out, or the api-client clearing storage on a 401.
    const onStorage = () => {
      const next = readStoredUser();
      setUser(next);
      setStatus(next ? 'authenticated' : 'anonymous');
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('auth-storage-changed', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('auth-storage-changed', onStorage);
    };
  }, []);

  const signIn = useCallback((next: User, token: string) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
    localStorage.setItem(STORAGE_KEYS.token, token);
    setUser(next);
    setStatus('authenticated');
  }, []);

  const clear = useCallback(() => {
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.token);
    setUser(null);
    setStatus('anonymous');
  }, []);

  const value = useMemo(() => ({ status, user, signIn, clear }), [status, user, signIn, clear]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
