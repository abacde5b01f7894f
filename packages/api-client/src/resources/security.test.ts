// The named-token calls (users) and the session calls (auth) against a server: routes, ids
// encoded as one segment, input refused before sending, and which failures fall back.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '../contract/security';
import { isReauthRequired } from '../errors';
import { mockMode } from '../simulated/mock-mode';
import { api, expectSessionEnded, makeClient, networkDown, recorder, signIn, useServer } from '../test/helpers';

const server = useServer();

const TOKEN = 'cd'.repeat(32);
const named = {
  id: 'b6f1c0de-7d1e-4a47-9e0a-0c3b2a1d9e8f',
  name: 'CI',
  kind: 'named',
  scopes: ['agents:read'],
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  expires_at: '2027-01-30T10:00:00.000Z',
  revoked_at: null,
};
const cli = { ...named, id: 'cli', name: 'CLI token', kind: 'cli', scopes: ['agents:read', 'agents:publish'], expires_at: null };
const session = {
  id: 's1',
  device: 'Firefox on macOS',
  created_at: '2026-11-01T10:00:00.000Z',
  last_seen_at: '2026-11-01T11:00:00.000Z',
  expires_at: '2026-11-02T10:00:00.000Z',
  current: true,
};

/** Answers every token and session route with `body` (per route) and records each request. */
function serve(bodies: Record<string, { body: unknown; status?: number }>) {
  const rec = recorder();
  server.use(
    http.all(api('/*'), async ({ request }) => {
      await rec.record(request);
      const route = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
      const found = bodies[route];
      if (!found) return HttpResponse.json({ error: 'not_found', message: `No ${route}` }, { status: 404 });
      return HttpResponse.json(found.body as Record<string, unknown>, { status: found.status ?? 200 });
    }),
  );
  return rec;
}

describe('token calls', () => {
  it('list, create, revoke one and revoke all on their routes, with the session token', async () => {
    signIn();
    const rec = serve({
      'GET /users/tokens': { body: { data: [cli, named], remaining: 19 } },
      'POST /users/tokens': { body: { token: TOKEN, info: named, message: SECURITY_MESSAGES.tokenCreated('CI') }, status: 201 },
      'DELETE /users/tokens/b6f1c0de-7d1e-4a47-9e0a-0c3b2a1d9e8f': {
        body: { ...named, status: 'revoked', revoked_at: '2026-11-02T10:00:00.000Z' },
      },
      'DELETE /users/tokens': { body: { message: SECURITY_MESSAGES.allTokensRevoked, count: 2, extra: 1 } },
    });
    const { client } = makeClient();

    expect(await client.users.tokens()).toEqual({ data: [cli, named], remaining: 19 });
    const made = await client.users.createToken({ name: '  CI  ', scopes: ['agents:read'], expires_in_days: 90 });
    expect(made).toEqual({ token: TOKEN, info: named, message: 'Token "CI" created' });
    expect((await client.users.revokeToken(named.id)).status).toBe('revoked');
    expect(await client.users.revokeAllTokens()).toEqual({ message: 'Every token was revoked', count: 2 });

    expect(rec.calls).toEqual(['GET /users/tokens', 'POST /users/tokens', `DELETE /users/tokens/${named.id}`, 'DELETE /users/tokens']);
    // The name goes out trimmed, as the schema reads it.
    expect(rec.requests[1]!.body).toEqual({ name: 'CI', scopes: ['agents:read'], expires_in_days: 90 });
    expect(rec.requests.every((r) => r.headers.get('authorization') === 'Bearer tok-123')).toBe(true);
  });

  it('sends an id as one URL-encoded segment', async () => {
    signIn();
    const rec = serve({});
    const { client } = makeClient({ mock: 'never' });
    await expect(client.users.revokeToken(' a/b c?d ')).rejects.toMatchObject({ kind: 'not_found' });
    expect(rec.last.path).toBe('/users/tokens/a%2Fb%20c%3Fd');
  });

  it('refuses a token the schema refuses, and a blank id, before sending anything', async () => {
    signIn();
    const rec = serve({});
    const { client, onError } = makeClient();
    await expect(client.users.createToken({ name: '  ', scopes: [], expires_in_days: 90 })).rejects.toMatchObject({
      kind: 'validation',
      status: undefined,
      message: 'This field is required',
      fields: { name: 'This field is required', scopes: SECURITY_MESSAGES.scopesRequired },
    });
    await expect(
      // A caller without the types: an unknown lifetime and an unknown key.
      client.users.createToken({ name: 'CI', scopes: ['agents:read'], expires_in_days: 7, note: 'x' } as never),
    ).rejects.toMatchObject({ kind: 'validation', fields: { expires_in_days: 'Invalid input', '(root)': 'Unrecognized key: "note"' } });
    await expect(client.users.revokeToken('   ')).rejects.toMatchObject({ kind: 'validation', fields: { id: 'This field is required' } });
    expect(rec.requests).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
    expect(mockMode.get()).toBe(false);
  });

  it("leaves a server's 403 reauthentication_required to the caller, without toast or fallback", async () => {
    signIn();
    serve({
      'POST /users/tokens': {
        body: { error: 'reauthentication_required', message: 'Please confirm your password to continue.' },
        status: 403,
      },
    });
    const { client, onError } = makeClient();
    const error = await client.users.createToken({ name: 'CI', scopes: ['agents:read'], expires_in_days: null }).catch((e: unknown) => e);
    expect(isReauthRequired(error)).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(mockMode.get()).toBe(false);
  });

  it("a server's 409 too_many_tokens reaches the caller and the toast hook, without falling back", async () => {
    signIn();
    serve({ 'POST /users/tokens': { body: { error: 'too_many_tokens', message: SECURITY_MESSAGES.tooManyTokens }, status: 409 } });
    const { client, onError } = makeClient();
    await expect(client.users.createToken({ name: 'CI', scopes: ['agents:read'], expires_in_days: 30 })).rejects.toMatchObject({
      status: 409,
      code: 'too_many_tokens',
      message: SECURITY_MESSAGES.tooManyTokens,
    });
    expect(onError).toHaveBeenCalledWith(SECURITY_MESSAGES.tooManyTokens, expect.anything());
    expect(mockMode.get()).toBe(false);
  });

  it('rejects a created token whose value is not 64 hex characters', async () => {
    signIn();
    serve({ 'POST /users/tokens': { body: { token: 'short', info: named, message: 'x' }, status: 201 } });
    const { client } = makeClient({ mock: 'never' });
    await expect(client.users.createToken({ name: 'CI', scopes: ['agents:read'], expires_in_days: 30 })).rejects.toMatchObject({
      kind: 'validation',
    });
  });
});

describe('session calls', () => {
  it('list, end one and end the others on their routes', async () => {
    signIn();
    const rec = serve({
      'GET /auth/sessions': { body: { data: [session, { ...session, id: 's/2', current: false }] } },
      'DELETE /auth/sessions/s%2F2': { body: { message: SECURITY_MESSAGES.sessionEnded } },
      'DELETE /auth/sessions': { body: { message: SECURITY_MESSAGES.otherSessionsEnded, count: 3 } },
    });
    const { client } = makeClient();
    const { data } = await client.auth.sessions();
    expect(data.map((s) => [s.id, s.current])).toEqual([
      ['s1', true],
      ['s/2', false],
    ]);
    expect(await client.auth.endSession('s/2')).toEqual({ message: 'Session ended' });
    expect(await client.auth.endOtherSessions()).toEqual({ message: 'Every other session was ended', count: 3 });
    expect(rec.calls).toEqual(['GET /auth/sessions', 'DELETE /auth/sessions/s%2F2', 'DELETE /auth/sessions']);
  });

  it('reject with an ApiError, unlike the AuthResult calls, and refuse a blank id before sending', async () => {
    signIn();
    const rec = serve({});
    const { client, onError } = makeClient({ mock: 'never' });
    await expect(client.auth.endSession('gone')).rejects.toMatchObject({ kind: 'not_found', message: 'No DELETE /auth/sessions/gone' });
    expect(onError).not.toHaveBeenCalled();
    await expect(client.auth.endSession('')).rejects.toMatchObject({ kind: 'validation', fields: { id: 'This field is required' } });
    expect(rec.requests).toHaveLength(1);
  });

  it('a 401 session_required ends the stored session', async () => {
    signIn();
    serve({ 'GET /auth/sessions': { body: { error: 'session_required', message: 'Authentication required' }, status: 401 } });
    await expectSessionEnded((client) => client.auth.sessions(), { code: 'session_required' });
  });
});

describe('without a server', () => {
  it('token and session calls fall back to the simulated backend', async () => {
    server.use(networkDown);
    const { client } = makeClient();
    await client.auth.login({ email: 'demo@agentregistry.dev', password: 'Demo@1234' });
    mockMode.set(false);
    expect(await client.users.tokens()).toEqual({ data: [], remaining: 20 });
    expect(mockMode.get()).toBe(true);
    expect((await client.auth.sessions()).data).toHaveLength(1);
  });
});
