// Named tokens and the sessions list against the simulated backend, through the client with no
// server at all: the same answers and errors the registry server gives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT, REAUTH_WINDOW_MS } from '../contract/constants';
import type { ApiTokenCreateInput } from '../contract/schemas';
import { MAX_NAMED_TOKENS, SECURITY_MESSAGES } from '../contract/security';
import { isReauthRequired } from '../errors';
import { ada, demoClient, failure, makeClient, signInAsAda, signUpAda, useServer } from '../test/helpers';
import { sessionId, simulatedDevice } from './security';
import { SIMULATED_STORAGE_KEY } from './store';

useServer();

const DAY = 24 * 60 * 60 * 1000;

const ci: ApiTokenCreateInput = { name: 'CI', scopes: ['agents:read'], expires_in_days: 90 };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('named tokens in mock mode', () => {
  it('creates a token shown once, lists it without its value, and revokes it', async () => {
    const { client } = await demoClient();
    expect(await client.users.tokens()).toEqual({ data: [], remaining: MAX_NAMED_TOKENS });

    const before = Date.now();
    const made = await client.users.createToken({ name: '  CI  ', scopes: ['agents:read', 'agents:publish'], expires_in_days: 30 });
    expect(made.token).toMatch(/^[0-9a-f]{64}$/);
    expect(made.message).toBe('Token "CI" created');
    expect(made.info).toMatchObject({
      name: 'CI',
      kind: 'named',
      scopes: ['agents:read', 'agents:publish'],
      status: 'active',
      last_used_at: null,
      revoked_at: null,
    });
    const expires = Date.parse(made.info.expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(30 * DAY);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * DAY);

    const listed = await client.users.tokens();
    expect(listed).toEqual({ data: [made.info], remaining: MAX_NAMED_TOKENS - 1 });
    // Neither the answer nor the browser storage holds the value.
    expect(JSON.stringify(listed)).not.toContain(made.token);
    expect(localStorage.getItem(SIMULATED_STORAGE_KEY)).not.toContain(made.token);

    const revoked = await client.users.revokeToken(made.info.id);
    expect(revoked).toMatchObject({ id: made.info.id, status: 'revoked', revoked_at: expect.any(String) });
    expect(await client.users.tokens()).toMatchObject({ data: [{ id: made.info.id, status: 'revoked' }], remaining: MAX_NAMED_TOKENS });
    // Revoking again keeps the first time.
    expect((await client.users.revokeToken(made.info.id)).revoked_at).toBe(revoked.revoked_at);
  });

  it('lists named tokens newest first and reads an expired one as expired', async () => {
    const { client } = await demoClient();
    const first = await client.users.createToken({ ...ci, name: 'first' });
    const second = await client.users.createToken({ ...ci, name: 'second', expires_in_days: null });
    expect((await client.users.tokens()).data.map((t) => t.name)).toEqual(['second', 'first']);
    expect(second.info.expires_at).toBeNull();

    // Its lifetime over (a session lasts a day, so the date is moved in the store instead).
    const store = client.simulatedBackend!.store;
    const state = store.read();
    const token = state.users[DEMO_ACCOUNT.email.toLowerCase()]!.tokens!.find((t) => t.id === first.info.id)!;
    token.expires_at = new Date(Date.now() - 1000).toISOString();
    store.write(state);
    const { data, remaining } = await client.users.tokens();
    expect(data.map((t) => [t.name, t.status])).toEqual([
      ['second', 'active'],
      ['first', 'expired'],
    ]);
    // An expired token does not count against the limit.
    expect(remaining).toBe(MAX_NAMED_TOKENS - 1);
  });

  it(`holds at most ${MAX_NAMED_TOKENS} active tokens: 409 too_many_tokens, until one is revoked`, async () => {
    const { client } = await demoClient();
    const made = [];
    for (let i = 0; i < MAX_NAMED_TOKENS; i++) made.push(await client.users.createToken({ ...ci, name: `token ${i}` }));
    expect((await client.users.tokens()).remaining).toBe(0);
    const error = await failure(client.users.createToken({ ...ci, name: 'one more' }));
    expect(error).toMatchObject({ status: 409, code: 'too_many_tokens', message: SECURITY_MESSAGES.tooManyTokens });
    await client.users.revokeToken(made[0]!.info.id);
    await expect(client.users.createToken({ ...ci, name: 'one more' })).resolves.toMatchObject({ info: { name: 'one more' } });
  });

  it('asks for the password again ten minutes after sign-in, as for the PAT', async () => {
    const { client } = await demoClient();
    vi.useFakeTimers({ now: Date.now() + REAUTH_WINDOW_MS + 1000, toFake: ['Date'] });
    const stale = await failure(client.users.createToken(ci));
    expect(isReauthRequired(stale)).toBe(true);
    expect(stale).toMatchObject({ status: 403, message: 'Please confirm your password to continue.' });
    // Listing and revoking need no fresh proof.
    expect((await client.users.tokens()).data).toEqual([]);
    expect(await client.auth.confirmPassword({ password: DEMO_ACCOUNT.password })).toMatchObject({ success: true });
    await expect(client.users.createToken(ci)).resolves.toMatchObject({ info: { name: 'CI' } });
  });

  it("keeps the scopes in the contract's order, each once", async () => {
    const { client } = await demoClient();
    const made = await client.users.createToken({ ...ci, scopes: ['agents:publish', 'agents:read', 'agents:publish'] });
    expect(made.info.scopes).toEqual(['agents:read', 'agents:publish']);
    expect((await client.users.revokeToken(made.info.id.toUpperCase())).status).toBe('revoked');
  });

  it('refuses what the schema refuses with a 400, as the server does', async () => {
    const { client } = await demoClient();
    const backend = (await client.loadSimulatedBackend())!;
    const token = client.session.getToken();
    const answer = backend.handle({ method: 'POST', path: '/users/tokens', token, body: { name: 'CI', scopes: [], expires_in_days: 90 } });
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation_error', message: SECURITY_MESSAGES.scopesRequired } });
  });

  it("lists the CLI token first, with both scopes, and revokes it as 'cli'", async () => {
    const { client } = await demoClient();
    const { pat } = await client.users.generatePat();
    const named = await client.users.createToken(ci);
    const { data } = await client.users.tokens();
    expect(data.map((t) => t.id)).toEqual(['cli', named.info.id]);
    expect(data[0]).toEqual({
      id: 'cli',
      kind: 'cli',
      name: 'CLI token',
      scopes: ['agents:read', 'agents:publish'],
      status: 'active',
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(data)).not.toContain(pat);
    // The CLI token does not count against the named tokens' limit.
    expect((await client.users.tokens()).remaining).toBe(MAX_NAMED_TOKENS - 1);

    expect(await client.users.revokeToken('cli')).toMatchObject({ id: 'cli', status: 'revoked', revoked_at: expect.any(String) });
    expect(await client.users.getPatInfo()).toMatchObject({ has_pat: false });
    expect((await client.users.tokens()).data.map((t) => t.id)).toEqual([named.info.id]);
    await expect(client.users.revokeToken('cli')).rejects.toMatchObject({ kind: 'not_found', message: SECURITY_MESSAGES.tokenNotFound });
  });

  it('revokes every live token at once, the CLI token included', async () => {
    const { client } = await demoClient();
    await client.users.generatePat();
    const revoked = await client.users.createToken({ ...ci, name: 'revoked' });
    const expired = await client.users.createToken({ ...ci, name: 'expired' });
    await client.users.createToken({ ...ci, name: 'live' });
    await client.users.revokeToken(revoked.info.id);
    const store = client.simulatedBackend!.store;
    const state = store.read();
    const stored = state.users[DEMO_ACCOUNT.email.toLowerCase()]!.tokens!.find((t) => t.id === expired.info.id)!;
    stored.expires_at = new Date(Date.now() - 1000).toISOString();
    store.write(state);

    // The PAT and 'live': the others had already stopped working.
    expect(await client.users.revokeAllTokens()).toEqual({ message: SECURITY_MESSAGES.allTokensRevoked, count: 2 });
    const { data, remaining } = await client.users.tokens();
    expect(data.map((t) => [t.name, t.status])).toEqual([
      ['live', 'revoked'],
      ['expired', 'expired'],
      ['revoked', 'revoked'],
    ]);
    expect(remaining).toBe(MAX_NAMED_TOKENS);
    expect(await client.users.getPatInfo()).toMatchObject({ has_pat: false });
    expect(await client.users.revokeAllTokens()).toMatchObject({ count: 0 });
  });

  it("answers 404 for an unknown token and for another account's", async () => {
    const { client } = await demoClient();
    const demos = await client.users.createToken(ci);
    await expect(client.users.revokeToken('no-such-token')).rejects.toMatchObject({ kind: 'not_found', message: 'Token not found' });
    await signInAsAda(client);
    await expect(client.users.revokeToken(demos.info.id)).rejects.toMatchObject({ kind: 'not_found', message: 'Token not found' });
    expect((await client.users.tokens()).data).toEqual([]);
  });

  it('refuses a token (not a session) on the account calls: 401 session_required', async () => {
    const { client } = await demoClient();
    const { token } = await client.users.createToken(ci);
    const backend = (await client.loadSimulatedBackend())!;
    for (const [method, path] of [
      ['GET', '/users/tokens'],
      ['DELETE', '/users/tokens/cli'],
      ['GET', '/auth/sessions'],
      ['DELETE', '/auth/sessions'],
    ] as const) {
      expect(backend.handle({ method, path, token })).toMatchObject({ status: 401, body: { error: 'session_required' } });
    }
    expect(backend.handle({ method: 'GET', path: '/users/tokens' })).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });
});

describe('sessions in mock mode', () => {
  it('lists the sessions of the account, the current one first, and ends one', async () => {
    const { client } = await demoClient();
    const firstToken = client.session.getToken()!;
    // A second sign-in (another tab, say): this client now holds the newer session.
    await client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const current = client.session.getToken()!;
    expect(current).not.toBe(firstToken);

    const { data } = await client.auth.sessions();
    expect(data.map((s) => [s.id, s.current])).toEqual([
      [sessionId(current), true],
      [sessionId(firstToken), false],
    ]);
    expect(data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      device: simulatedDevice(),
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      expires_at: expect.any(String),
      current: true,
      // No proxy tells this browser's place.
      place: null,
    });
    // The id tells nothing of the token.
    expect(JSON.stringify(data)).not.toContain(firstToken.slice(4));

    expect(await client.auth.endSession(data[1]!.id)).toEqual({ message: SECURITY_MESSAGES.sessionEnded });
    expect((await client.auth.sessions()).data.map((s) => s.current)).toEqual([true]);
    const backend = (await client.loadSimulatedBackend())!;
    expect(backend.handle({ method: 'GET', path: '/auth/verify', token: firstToken })).toMatchObject({ status: 401 });
    await expect(client.auth.endSession(data[1]!.id)).rejects.toMatchObject({
      kind: 'not_found',
      message: SECURITY_MESSAGES.sessionNotFound,
    });
  });

  it("ends every other session of the account, not another account's", async () => {
    const { client } = await demoClient();
    const backend = (await client.loadSimulatedBackend())!;
    const demoOld = client.session.getToken()!;
    await signInAsAda(client);
    const adaOther = client.session.getToken()!;
    await client.auth.login({ email: ada.email, password: ada.password });
    await client.auth.login({ email: ada.email, password: ada.password });
    const adaCurrent = client.session.getToken()!;

    expect((await client.auth.sessions()).data).toHaveLength(3);
    expect(await client.auth.endOtherSessions()).toEqual({ message: SECURITY_MESSAGES.otherSessionsEnded, count: 2 });
    expect((await client.auth.sessions()).data.map((s) => s.id)).toEqual([sessionId(adaCurrent)]);
    expect(backend.handle({ method: 'GET', path: '/auth/verify', token: adaOther })).toMatchObject({ status: 401 });
    // The demo account's session was signed out by logout, not by ada.
    expect(backend.handle({ method: 'GET', path: '/auth/verify', token: demoOld })).toMatchObject({ status: 401 });
    expect(await client.auth.endOtherSessions()).toMatchObject({ count: 0 });
  });

  it("does not list or end another account's session", async () => {
    const { client } = await demoClient();
    const backend = (await client.loadSimulatedBackend())!;
    const other = makeClient({ mock: 'always', storage: createSeparateSessionStorage() });
    // The second client keeps its session elsewhere but shares the simulated backend's data.
    await signUpAda(other.client);
    const adaToken = other.client.session.getToken()!;

    expect((await client.auth.sessions()).data).toHaveLength(1);
    await expect(client.auth.endSession(sessionId(adaToken))).rejects.toMatchObject({ kind: 'not_found' });
    expect(await client.auth.endOtherSessions()).toMatchObject({ count: 0 });
    expect(backend.handle({ method: 'GET', path: '/auth/verify', token: adaToken })).toMatchObject({ status: 200 });
  });

  it("names the device from the browser's user agent, else 'This browser'", () => {
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    });
    expect(simulatedDevice()).toBe('Chrome on Linux');
    vi.stubGlobal('navigator', { userAgent: 'SomethingElse/1.0' });
    expect(simulatedDevice()).toBe('This browser');
    vi.stubGlobal('navigator', undefined);
    expect(simulatedDevice()).toBe('This browser');
  });

  it('records when a session was last seen, at most once a minute', async () => {
    const { client } = await demoClient();
    const start = Date.now();
    vi.useFakeTimers({ now: start + 5 * 60_000, toFake: ['Date'] });
    await client.users.getProfile();
    const seen = (await client.auth.sessions()).data[0]!.last_seen_at;
    expect(seen).toBe(new Date(start + 5 * 60_000).toISOString());
    vi.setSystemTime(start + 5 * 60_000 + 30_000);
    expect((await client.auth.sessions()).data[0]!.last_seen_at).toBe(seen);
  });
});

/**
 * Storage that keeps a client's own session apart while sharing the simulated backend's data
 * with the global localStorage (two browsers' sessions on one simulated backend).
 */
function createSeparateSessionStorage() {
  const own = new Map<string, string>();
  const shared = (key: string) => key === SIMULATED_STORAGE_KEY;
  return {
    getItem: (key: string) => (shared(key) ? localStorage.getItem(key) : (own.get(key) ?? null)),
    setItem: (key: string, value: string) => (shared(key) ? localStorage.setItem(key, value) : void own.set(key, value)),
    removeItem: (key: string) => (shared(key) ? localStorage.removeItem(key) : void own.delete(key)),
  };
}
