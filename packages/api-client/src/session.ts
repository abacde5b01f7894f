// The browser session of spec section 3: `auth_user` (user JSON) and `auth_token` in storage.
// The transport reads it for its headers; the auth resource writes it; the app subscribes to it.
import { STORAGE_KEYS } from './contract/constants';
import type { User, UserWire } from './contract/entities';
import { normalizeUser } from './contract/normalize';

/** The subset of the Web Storage API the client needs (written out, so no DOM types are needed). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** In-memory storage, for environments without localStorage (server rendering, workers). */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The given storage, else localStorage when usable, else memory. */
export function resolveStorage(storage?: KeyValueStorage): KeyValueStorage {
  if (storage) return storage;
  try {
    // Accessing localStorage throws in some sandboxes and privacy modes.
    const local = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (local) return local;
  } catch {
    /* fall through */
  }
  return createMemoryStorage();
}

export interface SessionSnapshot {
  user: User | null;
  token: string | null;
}

export interface SessionStore {
  getToken(): string | null;
  getUser(): User | null;
  /** Stable between changes, for React's useSyncExternalStore. */
  getSnapshot(): SessionSnapshot;
  /** Signed in when both a user and a token are stored. */
  isAuthenticated(): boolean;
  save(user: User, token: string): void;
  setUser(user: User): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<() => void>();
  let cached: { rawUser: string | null; token: string | null; snapshot: SessionSnapshot } | null = null;

  // `auth_user` is what save() wrote: a user of a checked answer, normalised. Read back, it only
  // needs to survive a corrupt or foreign value (which reads as signed out); the contract's
  // schemas are not loaded for it, so a first render knows who is signed in without them.
  const parseUser = (raw: string | null): User | null => {
    if (!raw) return null;
    try {
      const stored: unknown = JSON.parse(raw);
      const email = typeof stored === 'object' && stored !== null ? (stored as { email?: unknown }).email : undefined;
      return typeof email === 'string' ? normalizeUser(stored as UserWire) : null;
    } catch {
      return null; // corrupted JSON: behave as signed out rather than crash
    }
  };

  const notify = () => listeners.forEach((listener) => listener());

  const getSnapshot = (): SessionSnapshot => {
    const rawUser = storage.getItem(STORAGE_KEYS.user);
    const token = storage.getItem(STORAGE_KEYS.token);
    if (!cached || cached.rawUser !== rawUser || cached.token !== token) {
      cached = { rawUser, token, snapshot: { user: parseUser(rawUser), token } };
    }
    return cached.snapshot;
  };

  return {
    getToken: () => storage.getItem(STORAGE_KEYS.token),
    getUser: () => getSnapshot().user,
    getSnapshot,
    isAuthenticated: () => {
      const { user, token } = getSnapshot();
      return user !== null && !!token;
    },
    save(user, token) {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      storage.setItem(STORAGE_KEYS.token, token);
      notify();
    },
    setUser(user) {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      notify();
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.user);
      storage.removeItem(STORAGE_KEYS.token);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
