// Mock-mode flags: true once the simulated backend answered for a missing server. Each client has
// its own (`api.mockMode`, what its badge should follow); the package-wide `mockMode` is set by
// every client, for apps that have only one:
//   const on = useSyncExternalStore(api.mockMode.subscribe, api.mockMode.get, () => false);
import { createObservable, type Observable } from './observable';

export interface MockMode extends Observable<boolean> {
  /** Turn the flag on (done by the client) or off (tests, stories, a "retry server" button). */
  set(on: boolean): void;
}

export function createMockMode(): MockMode {
  const flag = createObservable(false);
  return { get: flag.get, subscribe: flag.subscribe, set: flag.set };
}

/** Set by every client of this package; prefer the client's own `api.mockMode`. */
export const mockMode: MockMode = createMockMode();
