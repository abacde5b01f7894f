import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSessionStore } from '../session';
import { BASE, api, recorder, signIn, useServer } from '../test/helpers';
import { createHttp, type ApiHooks } from './http';

const server = useServer();

function setup(options: { timeoutMs?: number } = {}) {
  const hooks: ApiHooks = { onError: vi.fn(), onUnauthorized: vi.fn() };
  const session = createSessionStore(localStorage);
  const client = createHttp({ baseURL: BASE, session, hooks, ...options });
  return { client, hooks, onError: hooks.onError!, onUnauthorized: hooks.onUnauthorized! };
}

const Any = z.unknown();
const get = (client: ReturnType<typeof setup>['client'], url = '/thing') => client.request({ method: 'GET', url }, Any);
const reply = (status: number, body?: unknown, headers?: Record<string, string>) =>
  server.use(
    http.get(api('/thing'), () => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status, headers }))),
  );

describe('request headers', () => {
  it('sends neither Authorization nor X-User-Data when nothing is stored', async () => {
    const rec = recorder();
    server.use(http.get(api('/thing'), async ({ request }) => (await rec.record(request), HttpResponse.json({}))));
    await get(setup().client);
    expect(rec.last.headers.get('authorization')).toBeNull();
    expect(rec.last.headers.get('x-user-data')).toBeNull();
    expect(rec.last.headers.get('accept')).toContain('application/json');
  });

  it('sends the Bearer token and the user data when stored', async () => {
    signIn({ id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', username: 'ada' }, 'tok-123');
    const rec = recorder();
    server.use(http.get(api('/thing'), async ({ request }) => (await rec.record(request), HttpResponse.json({}))));
    await get(setup().client);
    expect(rec.last.headers.get('authorization')).toBe('Bearer tok-123');
    expect(JSON.parse(rec.last.headers.get('x-user-data')!)).toEqual({
      user_id: 'u1',
      email: 'ada@example.com',
      username: 'ada',
      full_name: 'Ada Lovelace',
    });
  });

  it('keeps the user data header ASCII so names in any script can be sent', async () => {
    signIn({ id: 'u2', email: 'wei@example.com', name: '张伟 Ünal', username: 'wei' });
    const rec = recorder();
    server.use(http.get(api('/thing'), async ({ request }) => (await rec.record(request), HttpResponse.json({}))));
    await get(setup().client);
    const header = rec.last.headers.get('x-user-data')!;
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(header).full_name).toBe('张伟 Ünal');
  });

  it('does not send the sign-in session marker as a Bearer token', async () => {
    signIn(undefined, 'session');
    const rec = recorder();
    server.use(http.get(api('/thing'), async ({ request }) => (await rec.record(request), HttpResponse.json({}))));
    await get(setup().client);
    expect(rec.last.headers.get('authorization')).toBeNull();
    expect(rec.last.headers.get('x-user-data')).not.toBeNull();
  });
});

describe('HTTP handling of section 8', () => {
  it('401 clears auth_user and auth_token and calls onUnauthorized, without a toast', async () => {
    signIn();
    reply(401, { error: 'unauthorized', message: 'Invalid token' });
    const { client, onUnauthorized, onError } = setup();
    await expect(get(client)).rejects.toMatchObject({ kind: 'unauthorized', status: 401, message: 'Invalid token' });
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('404 reaches the caller as NotFoundError and nothing else happens', async () => {
    signIn();
    reply(404, { error: 'not_found', message: 'Agent not found' });
    const { client, onUnauthorized, onError } = setup();
    await expect(get(client)).rejects.toMatchObject({ kind: 'not_found', name: 'NotFoundError', message: 'Agent not found' });
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).toBe('tok-123');
  });

  it("toasts the response's message for other statuses >= 400", async () => {
    reply(500, { error: 'internal_error', message: 'Database is down' });
    const { client, onError } = setup();
    await expect(get(client)).rejects.toMatchObject({ kind: 'http', status: 500, code: 'internal_error' });
    expect(onError).toHaveBeenCalledWith('Database is down', expect.objectContaining({ status: 500 }));
  });

  it("toasts 'An error occurred' when the response has no message", async () => {
    reply(403, { error: 'forbidden' });
    const { client, onError } = setup();
    await expect(get(client)).rejects.toMatchObject({ status: 403, message: 'An error occurred' });
    expect(onError).toHaveBeenCalledWith('An error occurred', expect.anything());
  });

  it('maps 400 to ValidationError with its field messages', async () => {
    reply(400, {
      error: 'validation_error',
      message: 'Invalid GitHub username format',
      fields: { github_username: 'Invalid GitHub username format' },
    });
    const { client, onError } = setup();
    await expect(get(client)).rejects.toMatchObject({
      kind: 'validation',
      fields: { github_username: 'Invalid GitHub username format' },
    });
    expect(onError).toHaveBeenCalledWith('Invalid GitHub username format', expect.anything());
  });

  it('maps 429 to RateLimitError with Retry-After', async () => {
    reply(429, { error: 'rate_limited', message: 'Too many requests. Please try again later.' }, { 'Retry-After': '30' });
    const { client } = setup();
    await expect(get(client)).rejects.toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 30 });
  });

  it('maps a network failure to ConnectionError, with no hook called', async () => {
    server.use(http.get(api('/thing'), () => HttpResponse.error()));
    const { client, onError, onUnauthorized } = setup();
    const error = await get(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'connection', name: 'ConnectionError' });
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps a slow answer to TimeoutError', async () => {
    server.use(http.get(api('/thing'), async () => (await delay(500), HttpResponse.json({}))));
    const { client } = setup({ timeoutMs: 50 });
    await expect(get(client)).rejects.toMatchObject({ kind: 'timeout', name: 'TimeoutError' });
  });

  it('treats an HTML page (no API behind the base URL) as ConnectionError', async () => {
    server.use(http.get(api('/thing'), () => HttpResponse.html('<!doctype html><html></html>')));
    await expect(get(setup().client)).rejects.toMatchObject({ kind: 'connection' });
    server.use(http.get(api('/thing'), () => HttpResponse.text('Bad Gateway', { status: 502 })));
    const { client, onError } = setup();
    await expect(get(client)).rejects.toMatchObject({ kind: 'connection', status: 502 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects an answer that breaks the contract with a ValidationError naming the field', async () => {
    reply(200, { pat: 42 });
    const { client } = setup();
    await expect(client.request({ method: 'GET', url: '/thing' }, z.object({ pat: z.string() }))).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringContaining('pat'),
    });
  });

  it('sends through the fetch it is given', async () => {
    const calls: string[] = [];
    const own: typeof fetch = async (input) => (calls.push(String(input)), new Response('{"ok":true}', { status: 200 }));
    const client = createHttp({ baseURL: 'https://registry.example/api/', session: createSessionStore(localStorage), fetch: own });
    await expect(client.request({ method: 'GET', url: '/agents', params: { q: 'a b', page: 2 } }, Any)).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['https://registry.example/api/agents?q=a+b&page=2']);
  });

  it('lets a request opt out of the toast and the 401 handling', async () => {
    signIn();
    reply(401, { error: 'invalid_credentials', message: 'Invalid email or password' });
    const { client, onError, onUnauthorized } = setup();
    await expect(
      client.request({ method: 'GET', url: '/thing', toastErrors: false, handleUnauthorized: false }, Any),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).toBe('tok-123');
  });

  it('uses hooks set after creation', async () => {
    reply(500, { error: 'x', message: 'late' });
    const { client } = setup();
    const onError = vi.fn();
    client.setHooks({ onError });
    await get(client).catch(() => undefined);
    expect(onError).toHaveBeenCalledWith('late', expect.anything());
  });

  it("defaults to the '/api' base and a 10 s timeout", async () => {
    vi.useFakeTimers();
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const client = createHttp({ session: createSessionStore(localStorage), fetch: never });
    expect(client.baseURL).toBe('/api');
    const call = get(client).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ kind: 'timeout' });
  });
});
