// Shared test setup: an msw server per test file, a client wired to spy hooks, clean globals.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../client';
import { DEMO_ACCOUNT } from '../contract/constants';
import { mockMode } from '../simulated/mock-mode';
import { simulatedMail } from '../simulated/mail';

export const BASE = 'http://api.test/api';
export const api = (path: string) => `${BASE}${path}`;

/** Every request to the API fails at the network level (no server). */
export const networkDown = http.all(`${BASE}/*`, () => HttpResponse.error());

/** The API answers `method path` with the error body `{ error, message }` and `status`. */
export const failing = (method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, error: string, message: string) =>
  http[method](api(path), () => HttpResponse.json({ error, message }, { status }));

export function useServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    mockMode.set(false);
    simulatedMail.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}

export function makeClient(options: ApiClientOptions = {}) {
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseURL: BASE,
    simulated: { delayMs: 0 },
    onError,
    onUnauthorized,
    ...options,
  });
  return { client, onError, onUnauthorized };
}

/** Records each request's method, path, query, headers and JSON body. */
export function recorder() {
  const requests: { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown }[] = [];
  return {
    requests,
    async record(request: Request) {
      const url = new URL(request.url);
      const text = ['GET', 'HEAD'].includes(request.method) ? '' : await request.clone().text();
      requests.push({
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
    },
    get last() {
      return requests[requests.length - 1]!;
    },
    /** Each request as 'METHOD /path', in order. */
    get calls() {
      return requests.map((r) => `${r.method} ${r.path}`);
    },
  };
}

/** A handler answering `method path` with `respond(request)`, each request recorded in `rec` first. */
export function recorded(
  rec: ReturnType<typeof recorder>,
  method: 'get' | 'post' | 'put' | 'delete' | 'all',
  path: string,
  respond: (request: Request) => Response,
) {
  return http[method](api(path), async ({ request }) => {
    await rec.record(request);
    return respond(request);
  });
}

export const signIn = (user = { id: 'u1', email: 'ada@example.com', name: 'Ada', username: 'ada' }, token = 'tok-123') => {
  localStorage.setItem('auth_user', JSON.stringify(user));
  localStorage.setItem('auth_token', token);
};

/**
 * Runs `call` on a fresh client and checks that it rejects as `unauthorized` (and matches
 * `expected`), that `onUnauthorized` was called once and that the stored session is gone.
 */
export async function expectSessionEnded(call: (client: ApiClient) => Promise<unknown>, expected: Record<string, unknown> = {}) {
  const { client, onUnauthorized } = makeClient();
  await expect(call(client)).rejects.toMatchObject({ kind: 'unauthorized', ...expected });
  expect(onUnauthorized).toHaveBeenCalledOnce();
  expect(client.session.isAuthenticated()).toBe(false);
}

/** The rejection of a call, to look at. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );

// --- Against the simulated backend (no network) ----------------------------------------------

/** A second account, for the tests of the simulated backend. */
export const ada = { email: 'ada@example.com', password: 'Secret@12', name: 'Ada Lovelace' };

/** A client with no network, signed in as the demo account. */
export async function demoClient() {
  const ctx = makeClient({ mock: 'always' });
  await ctx.client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  return ctx;
}

/** Registers `ada` with the simulated backend, confirms her email and signs her in on `client`. */
export async function signUpAda(client: ApiClient) {
  await client.auth.register(ada);
  await client.auth.confirmEmail({ email: ada.email, confirmation_code: simulatedMail.get()!.code });
  await client.auth.login({ email: ada.email, password: ada.password });
}

/** The same browser, now signed in as a second, confirmed account. */
export async function signInAsAda(client: ApiClient) {
  await client.auth.logout();
  await signUpAda(client);
}
