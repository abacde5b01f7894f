import { API_MESSAGES, DEMO_ACCOUNT } from '@agent-registry/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoAccount, seedDemoAccount } from '../src/services/seed.js';
import { agentBody, databases, useHarness } from './helpers.js';

/** On a public registry anyone can sign in as 'demo': it may look around, never change anything. */
describe.each(databases)('the read-only demo account on $name', (database) => {
  const h = useHarness(database);
  beforeEach(async () => {
    await seedDemoAccount(h.app.ctx);
  });

  const signInDemo = async () => {
    const res = await h.request('POST', '/api/auth/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const readOnly = { error: 'demo_read_only', message: API_MESSAGES.demoReadOnly };

  it('reads everything but changes nothing shared', async () => {
    const token = await signInDemo();
    expect((await h.request('GET', '/api/users/profile', { token })).body.role).toBe('demo');
    expect((await h.request('GET', '/api/agents/my-agents', { token })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(200);

    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/agents', agentBody({ name: 'Spam', category: 'development' })],
      ['PUT', '/api/users/profile', { bio: 'defaced' }],
      ['PUT', '/api/auth/profile', { name: 'Defaced' }],
      ['POST', '/api/auth/change-password', { old_password: DEMO_ACCOUNT.password, new_password: 'Locked@123' }],
      ['POST', '/api/frameworks/seed', undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await h.request(method, path, { token, body });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: readOnly });
    }
    // The password still works for the next visitor.
    await signInDemo();
  });

  it('tries the token panel in a sandbox: the token is shown but opens nothing', async () => {
    const token = await signInDemo();
    const pat = (await h.request('POST', '/api/users/pat/generate', { token })).body.pat as string;
    expect(pat).toMatch(/^[0-9a-f]{64}$/);
    expect((await h.request('GET', '/api/users/pat/value', { token })).body.pat).toBe(pat);
    const used = await h.request('GET', '/api/agents/my-agents', { token: pat });
    expect(used.status).toBe(401);
    expect(used.body).toEqual({ error: 'demo_token', message: API_MESSAGES.demoTokenInert });
    expect((await h.request('GET', '/api/agents', { token: pat })).status).toBe(401);
    expect((await h.request('DELETE', '/api/users/pat/revoke', { token })).status).toBe(200);
    expect((await h.request('POST', '/api/auth/logout', { token })).status).toBe(200);
  });

  it('is put back as seeded on every start: password, profile, sessions and tokens', async () => {
    const token = await signInDemo();
    await h.request('POST', '/api/users/pat/generate', { token });
    // Whatever happened to it (say, before it was read-only), the reset undoes it.
    await h.db.raw("UPDATE users SET password_hash = 'x', bio = 'defaced', role = 'user' WHERE email = $1", [DEMO_ACCOUNT.email]);
    expect(await resetDemoAccount(h.app.ctx)).toBe(true);

    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    const again = await signInDemo();
    const profile = (await h.request('GET', '/api/users/profile', { token: again })).body;
    expect(profile).toMatchObject({ role: 'demo', pat_info: { has_pat: false } });
    expect(profile.profile.bio).toMatch(/read-only and reset on every start/);
  });

  it('a registry without a demo account has nothing to reset', async () => {
    await h.reset();
    expect(await resetDemoAccount(h.app.ctx)).toBe(false);
  });
});

describe.each(databases)('the demo account listed in OPERATORS on $name', (database) => {
  const h = useHarness(database, { config: { operators: [DEMO_ACCOUNT.email, 'demo'] } });
  beforeEach(async () => {
    await seedDemoAccount(h.app.ctx);
  });

  it('is never an operator', async () => {
    const login = await h.request('POST', '/api/auth/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    const token = login.body.token as string;
    expect((await h.request('GET', '/api/users/profile', { token })).body.is_operator).toBe(false);
    expect((await h.request('GET', '/api/admin/reports', { token })).status).toBe(403);
    expect((await h.request('DELETE', '/api/frameworks/langchain', { token })).status).toBe(403);
  });
});
