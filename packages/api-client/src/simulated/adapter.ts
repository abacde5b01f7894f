// Plugs the simulated backend under axios, so the very same resources, interceptors and hooks
// run against it: only the network is replaced.
import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { SIMULATED_DELAY_MS, SIMULATED_SHORT_DELAY_MS } from '../contract/constants';
import type { SimulatedBackend } from './backend';

export interface SimulatedDelays {
  /** Delay of a simulated auth / users call; default 1000 ms. 0 answers at once (tests, stories). */
  delayMs?: number;
  /** Delay of verify and logout; default 500 ms. */
  shortDelayMs?: number;
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

function sleep(ms: number, signal?: AbortSignal | { aborted?: boolean }): Promise<void> {
  // No timer at all for 0, so tests with fake timers need not advance anything.
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    if (signal && 'addEventListener' in signal) {
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new CanceledError());
      });
    }
  });
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return data ?? undefined;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * `backend` may be a function that loads it: the client passes one, so the backend's code is
 * fetched by the first simulated call rather than with the page.
 */
export function createSimulatedAdapter(
  backend: SimulatedBackend | (() => Promise<SimulatedBackend>),
  options: SimulatedDelays & { onSimulatedAnswer?: () => void } = {},
): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = new URL(config.url ?? '/', 'http://simulated.invalid');
    const path = url.pathname;
    const method = (config.method ?? 'get').toUpperCase();
    const query: Record<string, unknown> = Object.fromEntries(url.searchParams);
    Object.assign(query, config.params ?? {});
    const authorization = AxiosHeaders.from(config.headers).get('Authorization');
    const token =
      typeof authorization === 'string' && authorization.startsWith('Bearer ')
        ? authorization.slice('Bearer '.length)
        : null;

    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const [loaded] = await Promise.all([
      typeof backend === 'function' ? backend() : backend,
      sleep(simulatedDelay(method, path, options), config.signal),
    ]);

    const answer = loaded.handle({ method, path, query, body: parseBody(config.data), token });
    if (answer.simulated) options.onSimulatedAnswer?.();

    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: { simulated: true },
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (validate(answer.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      response.request,
      response,
    );
  };
}
