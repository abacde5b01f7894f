// Shared test setup: an msw server per test file, a client wired to spy hooks, clean globals.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../client';
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
  };
}

export const signIn = (user = { id: 'u1', email: 'ada@example.com', name: 'Ada', username: 'ada' }, token = 'tok-123') => {
  localStorage.setItem('auth_user', JSON.stringify(user));
  localStorage.setItem('auth_token', token);
};
