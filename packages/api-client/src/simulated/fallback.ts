// The mock fallback, composed around resources: the same method is redone on the simulated
// transport when the real one fails in a way the spec covers. No endpoint knows about it.
import { TAKEDOWN_STATUS } from '../contract/constants';
import { isApiError, isBackendUnavailable } from '../errors';

type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/** Decides, per method, whether a failure of the real call is answered by the simulated one. */
export type FallbackPolicy<T> = (error: unknown, method: keyof T) => boolean;

/** Only when no API answered (no server, offline, timeout): auth, profile and token calls. */
export const whenUnavailable = (error: unknown): boolean => isBackendUnavailable(error);

/**
 * On any failure except an expired session (401: the session handling already ran), a cancel,
 * input refused before sending, or a takedown (451): the agent and framework lists.
 */
export const onAnyFailure = (error: unknown): boolean => {
  if (!isApiError(error)) return false;
  if (error.kind === 'unauthorized' || error.kind === 'aborted') return false;
  if (error.kind === 'validation' && error.status === undefined) return false;
  // Taken down by the registry's operators: the server's last word, never replaced by a sample.
  if (error.status === TAKEDOWN_STATUS) return false;
  return true;
};

export function withFallback<T extends AsyncMethods<T>>(real: T, simulated: T, policy: FallbackPolicy<T>, onUnavailable: () => void): T {
  const wrapped = {} as T;
  for (const name of Object.keys(real) as (keyof T)[]) {
    const call = real[name] as (...args: unknown[]) => Promise<unknown>;
    const fallback = simulated[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = (async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (!policy(error, name)) throw error;
        if (isBackendUnavailable(error)) onUnavailable();
        return fallback(...args);
      }
    }) as T[keyof T];
  }
  return wrapped;
}
