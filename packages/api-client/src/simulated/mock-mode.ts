// The global mock-mode flag: true once the simulated backend answered for a missing server.
// The header's 'Mock API Mode' badge follows it:
//   const on = useSyncExternalStore(mockMode.subscribe, mockMode.get, () => false);
import { createObservable, type Observable } from './observable';

const flag = createObservable(false);

export interface MockMode extends Observable<boolean> {
  /** Turn the flag on (done by the client) or off (tests, stories, a "retry server" button). */
  set(on: boolean): void;
}

export const mockMode: MockMode = {
  get: flag.get,
  subscribe: flag.subscribe,
  set: flag.set,
};
