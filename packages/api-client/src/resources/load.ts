// Code fetched on first need rather than with a visitor's first page: the client's checks (zod and
// the contract's schemas) and each resource's routes.

/**
 * A loader that runs once: the module is shared by every call. A failed load (a chunk the
 * network lost) is tried again by the next call.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

/** What the client checks with (./checks.ts). */
export type Checks = typeof import('./checks');

/** The client's checks, loaded once for every client (createApiClient starts loading them). */
export const loadChecks = once(() => import('./checks'));
