// The sessions list (device, current, last seen), ending sessions, and what a password change or
// reset does to sessions and tokens (with the mails that say so), on both databases.
import crypto from 'node:crypto';
import {
  API_MESSAGES,
  CountResponseSchema,
  DEMO_ACCOUNT,
  SECURITY_MESSAGES,
  SessionListResponseSchema,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoAccount } from '../src/services/seed.js';
import { databases, useHarness } from './helpers.js';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(databases)('sessions on $name', (database) => {
  const h = useHarness(database);

  const login = async (email: string, password: string, userAgent?: string) => {
    const res = await h.request('POST', '/api/auth/login', {
      body: { email, password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    expect(res.status, res.text).toBe(200);
    return res.body.token as string;
  };
  const sessions = async (token: string) => {
    const res = await h.request('GET', '/api/auth/sessions', { token });
    expect(res.status, res.text).toBe(200);
    return SessionListResponseSchema.parse(res.body).data;
  };
  const works = async (token: string) => (await h.request('GET', '/api/auth/verify', { token })).status === 200;
  /** The one mail sent: a password notice to `to`, saying `says`, that tokens live on, and where to see them. */
  const expectPasswordNotice = (to: string, subject: string, says: string) => {
    expect(h.mailer.sent).toHaveLength(1);
    const [mail] = h.mailer.sent;
    expect(mail.to).toBe(to);
    expect(mail.subject).toBe(subject);
    for (const text of [says, 'keep working until you revoke them', `${h.config.publicUrl}/settings`]) {
      expect(mail.text).toContain(text);
    }
  };

  it('lists the live sessions with their device, the current one first', async () => {
    const alice = await h.signUp();
    h.clock.advance(1000);
    const chrome = await login(alice.email, alice.password, CHROME_LINUX);
    h.clock.advance(1000);
    const firefox = await login(alice.email, alice.password, FIREFOX_WINDOWS);
    await h.signUp(); // someone else's session is never listed

    const res = await h.request('GET', '/api/auth/sessions', { token: chrome });
    const list = SessionListResponseSchema.parse(res.body).data;
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Linux', true],
      ['Firefox on Windows', false],
      ['Unknown device', false],
    ]);
    expect(list[0]).toMatchObject({ last_seen_at: h.clock.now().toISOString() });
    expect(list[1]).toMatchObject({ last_seen_at: null, created_at: h.clock.now().toISOString() });
    expect(new Date(list[0].expires_at).getTime()).toBe(h.clock.now().getTime() - 1000 + h.config.sessionTtlSeconds * 1000);
    for (const s of list) expect(s.id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(list.map((s) => s.id)).size).toBe(3);
    // Neither the tokens nor their hashes are shown.
    for (const token of [alice.token, chrome, firefox]) {
      expect(res.text).not.toContain(token);
      expect(res.text).not.toContain(sha256(token));
    }
    // Seen from another session, that one is current.
    expect((await sessions(firefox)).map((s) => [s.device, s.current])[0]).toEqual(['Firefox on Windows', true]);

    // The User-Agent is kept, cut to a sane length.
    await login(alice.email, alice.password, `${SAFARI_IPHONE} ${'x'.repeat(2000)}`);
    const stored = await h.db.query<{ n: number }>(sql`SELECT max(length(user_agent))::int AS n FROM sessions`);
    expect(Number(stored[0].n)).toBe(512);
    expect((await sessions(chrome)).map((s) => s.device)).toContain('Safari on iOS');
  });

  it('believes no place header unless the operator trusts the proxy (TRUST_PROXY_GEO)', async () => {
    expect(h.config.trustProxyGeo).toBe(false);
    const alice = await h.signUp();
    const res = await h.request('POST', '/api/auth/login', {
      body: { email: alice.email, password: alice.password },
      headers: { 'cf-ipcountry': 'PT', 'cf-ipcity': 'Lisbon', 'x-vercel-ip-country': 'PT' },
    });
    expect(res.status, res.text).toBe(200);
    const list = await sessions(res.body.token as string);
    expect(list.map((s) => s.place)).toEqual([null, null]);
    const stored = await h.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sessions WHERE country IS NOT NULL OR city IS NOT NULL`,
    );
    expect(Number(stored[0].n)).toBe(0);
  });

  it('records when a session was last used, at most once a minute', async () => {
    const alice = await h.signUp();
    const other = await login(alice.email, alice.password);
    const seen = async () => (await sessions(other)).find((s) => !s.current)!.last_seen_at;
    expect(await seen()).toBe(null);
    const first = h.clock.now().toISOString();
    await works(alice.token);
    expect(await seen()).toBe(first);
    h.clock.advance(59_000);
    await works(alice.token);
    expect(await seen()).toBe(first);
    h.clock.advance(1000);
    await works(alice.token);
    expect(await seen()).toBe(h.clock.now().toISOString());
  });

  it('ending another session makes its token 401; ending the current one signs out', async () => {
    const alice = await h.signUp();
    const laptop = await login(alice.email, alice.password, CHROME_LINUX);
    const bob = await h.signUp();
    const listed = await sessions(alice.token);
    const laptopId = listed.find((s) => s.device === 'Chrome on Linux')!.id;
    const { pat } = (await h.request('POST', '/api/users/pat/generate', { token: laptop })).body;

    const ended = await h.request('DELETE', `/api/auth/sessions/${laptopId}`, { token: alice.token });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: SECURITY_MESSAGES.sessionEnded });
    const refused = await h.request('GET', '/api/auth/verify', { token: laptop });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_token');
    expect((await sessions(alice.token)).map((s) => s.current)).toEqual([true]);
    // Tokens are not sessions: the PAT made on that laptop still works.
    expect((await h.request('GET', '/api/agents/my-agents', { token: pat })).status).toBe(200);

    // Gone, unknown, malformed, or another user's: 404 alike.
    const bobId = (await sessions(bob.token))[0].id;
    const notFound = { error: 'not_found', message: SECURITY_MESSAGES.sessionNotFound };
    for (const id of [laptopId, bobId, '0123456789abcdef', 'nope']) {
      const res = await h.request('DELETE', `/api/auth/sessions/${id}`, { token: alice.token });
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: notFound });
    }
    expect(await works(bob.token)).toBe(true);

    const own = (await sessions(alice.token))[0].id;
    expect((await h.request('DELETE', `/api/auth/sessions/${own}`, { token: alice.token })).status).toBe(200);
    expect(await works(alice.token)).toBe(false);
  });

  it('DELETE /auth/sessions ends every other session and keeps the current one', async () => {
    const alice = await h.signUp();
    const a = await login(alice.email, alice.password, CHROME_LINUX);
    const b = await login(alice.email, alice.password, FIREFOX_WINDOWS);
    const bob = await h.signUp();
    const res = await h.request('DELETE', '/api/auth/sessions', { token: a });
    expect(res.status).toBe(200);
    expect(CountResponseSchema.parse(res.body)).toEqual({ message: SECURITY_MESSAGES.otherSessionsEnded, count: 2 });
    expect(await works(a)).toBe(true);
    expect(await works(b)).toBe(false);
    expect(await works(alice.token)).toBe(false);
    expect(await works(bob.token)).toBe(true);
    expect((await sessions(a)).map((s) => s.current)).toEqual([true]);
    expect((await h.request('DELETE', '/api/auth/sessions', { token: a })).body.count).toBe(0);
  });

  it('expired sessions are not listed', async () => {
    const alice = await h.signUp();
    h.clock.advance(h.config.sessionTtlSeconds * 1000 - 60_000);
    const fresh = await login(alice.email, alice.password);
    expect(await sessions(fresh)).toHaveLength(2);
    h.clock.advance(60_000);
    expect(await sessions(fresh)).toHaveLength(1);
  });

  it('change-password ends every other session, keeps tokens, and mails the owner', async () => {
    const alice = await h.signUp();
    const other = await login(alice.email, alice.password, FIREFOX_WINDOWS);
    const { pat } = (await h.request('POST', '/api/users/pat/generate', { token: alice.token })).body;
    h.mailer.clear();
    const res = await h.request('POST', '/api/auth/change-password', {
      token: alice.token,
      body: { old_password: alice.password, new_password: 'Changed789@' },
    });
    expect(res.status).toBe(200);
    expect(await works(alice.token)).toBe(true);
    expect(await works(other)).toBe(false);
    expect((await sessions(alice.token)).map((s) => s.current)).toEqual([true]);
    expect((await h.request('GET', '/api/agents/my-agents', { token: pat })).status).toBe(200);

    expectPasswordNotice(alice.email, 'Agent Registry: your password was changed', 'other sessions were signed out');
    // A wrong current password changes nothing and mails nothing.
    const wrong = await h.request('POST', '/api/auth/change-password', {
      token: alice.token,
      body: { old_password: 'Wrong123!', new_password: 'Changed000@' },
    });
    expect(wrong.status).toBe(400);
    expect(h.mailer.sent).toHaveLength(1);
  });

  it('reset-password ends every session, keeps tokens, and mails the owner', async () => {
    const alice = await h.signUp();
    const created = await h.request('POST', '/api/users/tokens', {
      token: alice.token,
      body: { name: 'CI', scopes: ['agents:read'], expires_in_days: 30 },
    });
    const token = created.body.token as string;
    await h.request('POST', '/api/auth/forgot-password', { body: { email: alice.email } });
    const code = h.mailer.lastCode(alice.email);
    h.mailer.clear();
    const reset = await h.request('POST', '/api/auth/reset-password', {
      body: { email: alice.email, code, new_password: 'Reset789@' },
    });
    expect(reset.status).toBe(200);
    expect(await works(alice.token)).toBe(false);
    expect((await h.request('GET', '/api/agents/my-agents', { token })).status).toBe(200);

    expectPasswordNotice(alice.email, 'Agent Registry: your password was reset', 'Every session was signed out');
    // The notice carries no code, and the next code mailed is still found.
    expect(h.mailer.lastCode(alice.email)).toBeUndefined();
    const fresh = await login(alice.email, 'Reset789@');
    expect(await sessions(fresh)).toHaveLength(1);
  });

  it('access tokens cannot see or end sessions', async () => {
    const alice = await h.signUp();
    const { pat } = (await h.request('POST', '/api/users/pat/generate', { token: alice.token })).body;
    const id = (await sessions(alice.token))[0].id;
    for (const [method, path] of [
      ['GET', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions'],
      ['DELETE', `/api/auth/sessions/${id}`],
    ]) {
      const res = await h.request(method, path, { token: pat });
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 401, error: 'session_required' });
    }
    expect((await h.request('GET', '/api/auth/sessions')).status).toBe(401);
    expect(await works(alice.token)).toBe(true);
  });

  it("the shared demo account sees only its own session and cannot end the others'", async () => {
    await seedDemoAccount(h.app.ctx);
    const visitor1 = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, CHROME_LINUX);
    const visitor2 = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, FIREFOX_WINDOWS);
    const list = await sessions(visitor2);
    expect(list.map((s) => [s.device, s.current])).toEqual([['Firefox on Windows', true]]);
    const readOnly = { error: 'demo_read_only', message: API_MESSAGES.demoReadOnly };
    expect((await h.request('DELETE', '/api/auth/sessions', { token: visitor2 })).body).toEqual(readOnly);
    expect((await h.request('DELETE', `/api/auth/sessions/${list[0].id}`, { token: visitor2 })).body).toEqual(readOnly);
    expect(await works(visitor1)).toBe(true);
  });

  it('the OpenAPI document lists the session calls', async () => {
    const doc = (await h.request('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/auth/sessions']).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/auth/sessions/{id}'])).toEqual(['delete']);
    for (const op of [doc.paths['/auth/sessions'].get, doc.paths['/auth/sessions'].delete, doc.paths['/auth/sessions/{id}'].delete]) {
      expect(op.security).toEqual([{ sessionToken: [] }]);
      expect(op.summary).toBeTruthy();
    }
  });
});
