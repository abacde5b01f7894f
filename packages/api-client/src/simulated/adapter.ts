// Plugs the simulated backend in place of the network, so the very same resources, checks and
// hooks run against it: only the transport is replaced.
import { SIMULATED_DELAY_MS, SIMULATED_SHORT_DELAY_MS } from '../contract/timings';
import type { Transport } from '../transport/http';
import type { SimulatedBackend } from './backend';

export interface SimulatedDelays {
  /** Delay of a simulated auth / users call; default 1000 ms. 0 answers at once (tests, stories). */
  delayMs?: number | undefined;
  /** Delay of verify and logout; default 500 ms. */
  shortDelayMs?: number | undefined;
}

/** How long a simulated call takes. Sample data answers at once. */
export function simulatedDelay(method: string, path: string, delays: SimulatedDelays = {}): number {
  const full = delays.delayMs ?? SIMULATED_DELAY_MS;
  const short = delays.shortDelayMs ?? (delays.delayMs === undefined ? SIMULATED_SHORT_DELAY_MS : full / 2);
  const route = `${method.toUpperCase()} ${path}`;
  if (route === 'GET /auth/verify' || route === 'POST /auth/logout') return short;
  if (path.startsWith('/auth/') || path.startsWith('/users/')) return full;
  return 0;
}

const aborted = () => new DOMException('The request was cancelled', 'AbortError');

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  // No timer at all for 0, so tests with fake timers need not advance anything.
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(aborted());
    });
  });
}

/**
 * `backend` may be a function that loads it: the client passes one, so the backend's code is
 * fetched by the first simulated call rather than with the page.
 */
export function createSimulatedAdapter(
  backend: SimulatedBackend | (() => Promise<SimulatedBackend>),
  options: SimulatedDelays & { onSimulatedAnswer?: () => void } = {},
): Transport {
  return async ({ method, url: target, params, data, headers, signal }) => {
    const url = new URL(target, 'http://simulated.invalid');
    const path = url.pathname;
    const query: Record<string, unknown> = { ...Object.fromEntries(url.searchParams), ...params };
    const authorization = headers.get('Authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;

    if (signal.aborted) throw aborted();
    const [loaded] = await Promise.all([
      typeof backend === 'function' ? backend() : backend,
      sleep(simulatedDelay(method, path, options), signal),
    ]);

    const answer = loaded.handle({ method, path, query, body: data, token });
    if (answer.simulated) options.onSimulatedAnswer?.();
    return { status: answer.status, headers: new Headers({ 'content-type': 'application/json' }), body: answer.body ?? '' };
  };
}
