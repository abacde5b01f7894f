// Calls whose code loads on first use: the resource holds one small stub per call, so the client
// a visitor's first page loads does not carry their checks and parsers.

/**
 * Each named call as a stub that awaits `load()` and hands its arguments to the real call: one
 * loop rather than a wrapper per call. `load` should cache its promise.
 */
export function lazyCalls<T extends object>(names: readonly (keyof T & string)[], load: () => Promise<T>): T {
  const stubs: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of names) {
    stubs[name] = async (...args) => ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  }
  return stubs as T;
}

/**
 * A loader that runs once: the module and the calls built from it are shared by every call. A
 * failed load (a chunk the network lost) is tried again by the next call.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
