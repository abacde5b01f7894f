// A minimal external store: get / subscribe, shaped for React's useSyncExternalStore.

export interface Observable<T> {
  get(): T;
  subscribe(listener: (value: T) => void): () => void;
}

export interface WritableObservable<T> extends Observable<T> {
  set(value: T): void;
}

export function createObservable<T>(initial: T): WritableObservable<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      // Copy: a listener may unsubscribe while we iterate.
      [...listeners].forEach((listener) => listener(value));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
