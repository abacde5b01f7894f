import { PatResponseSchema, SIMULATED_ERRORS as E } from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentBody, databases, PASSWORD, useHarness, makeHarness } from './helpers.js';

describe.each(databases)('personal access token on $name', (database) => {
  const h = useHarness(database);

  it('generate, info, reveal, replace and revoke', async () => {
    const { token } = await h.signUp();
    expect((await h.request('GET', '/api/users/pat', { token })).body).toEqual({ has_pat: false, created_at: null, last_used: null });
    const none = await h.request('GET', '/api/users/pat/value', { token });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('not_found');

    const gen = await h.request('POST', '/api/users/pat/generate', { token });
    expect(gen.status).toBe(200);
    PatResponseSchema.parse(gen.body);
    expect(gen.body.pat).toMatch(/^[0-9a-f]{64}$/);

    const info = await h.request('GET', '/api/users/pat', { token });
    expect(info.body).toMatchObject({ has_pat: true, last_used: null });
    expect(info.body.created_at).toBeTruthy();
    expect((await h.request('GET', '/api/users/profile', { token })).body.pat_info.has_pat).toBe(true);

    const value = await h.request('GET', '/api/users/pat/value', { token });
    expect(value.body.pat).toBe(gen.body.pat);

    // Never stored as plain text: a SHA-256 and an AES-GCM box only.
    const rows = await h.db.query<Record<string, string>>(sql`SELECT * FROM personal_access_tokens`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(gen.body.pat);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    const second = await h.request('POST', '/api/users/pat/generate', { token });
    expect(second.body.pat).not.toBe(gen.body.pat);
    expect((await h.request('GET', '/api/agents/my-agents', { token: gen.body.pat })).status).toBe(401);
    expect((await h.request('GET', '/api/agents/my-agents', { token: second.body.pat })).status).toBe(200);

    const revoke = await h.request('DELETE', '/api/users/pat/revoke', { token });
    expect(revoke.status).toBe(200);
    expect(revoke.body.message).toBeTruthy();
    const revoked = await h.request('GET', '/api/agents/my-agents', { token: second.body.pat });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ error: 'invalid_token', message: E.invalidToken });
    expect((await h.request('GET', '/api/users/pat', { token })).body.has_pat).toBe(false);
  });

  it('a PAT works for agent calls and records its last use', async () => {
    const { token } = await h.signUp();
    const { pat } = (await h.request('POST', '/api/users/pat/generate', { token })).body;
    const created = await h.request('POST', '/api/agents', { token: pat, body: agentBody({ name: 'CLI agent', category: 'development' }) });
    expect(created.status).toBe(201);
    const mine = await h.request('GET', '/api/agents/my-agents', { token: pat.toUpperCase() });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((a: { name: string }) => a.name)).toEqual(['CLI agent']);
    const dl = await h.request('GET', `/api/agents/${created.body.id}/download`, { token: pat });
    expect(dl.status).toBe(200);
    const info = await h.request('GET', '/api/users/pat', { token });
    expect(info.body.last_used).toBe(h.clock.now().toISOString());
  });

  it('a PAT is refused (401) for account, profile and token management', async () => {
    const { token } = await h.signUp();
    const { pat } = (await h.request('POST', '/api/users/pat/generate', { token })).body;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/auth/verify'],
      ['POST', '/api/auth/change-password', { old_password: PASSWORD, new_password: 'Changed789@' }],
      ['PUT', '/api/auth/profile', { name: 'Hacked' }],
      ['GET', '/api/users/profile'],
      ['PUT', '/api/users/profile', { bio: 'hacked' }],
      ['POST', '/api/users/pat/generate'],
      ['GET', '/api/users/pat'],
      ['GET', '/api/users/pat/value'],
      ['DELETE', '/api/users/pat/revoke'],
      ['POST', '/api/frameworks/seed'],
    ];
    for (const [method, path, body] of calls) {
      const res = await h.request(method, path, { token: pat, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error, `${method} ${path}`).toBe('session_required');
      expect(res.body.message).toBe(E.authRequired);
    }
    // Nothing changed: the token still works and is the same.
    expect((await h.request('GET', '/api/users/pat/value', { token })).body.pat).toBe(pat);
    expect((await h.request('GET', '/api/users/profile', { token })).body.profile.bio).toBe('');
  });

  it('an unknown PAT is refused even on public reads, a stale session is not', async () => {
    const fake = 'a'.repeat(64);
    const res = await h.request('GET', '/api/agents', { token: fake });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(E.invalidToken);
    const stale = await h.request('GET', '/api/agents', { token: 'expired-session-token' });
    expect(stale.status).toBe(200);
  });

  it('rate-limits PAT use, with counters in the database', async () => {
    const local = makeHarness(h.db, {
      rateLimits: { ...h.config.rateLimits, patUsePerToken: { limit: 3, windowSeconds: 60 } },
    });
    const { token } = await local.signUp();
    const { pat } = (await local.request('POST', '/api/users/pat/generate', { token })).body;
    for (let i = 0; i < 3; i++) expect((await local.request('GET', '/api/agents/my-agents', { token: pat })).status).toBe(200);
    const blocked = await local.request('GET', '/api/agents/my-agents', { token: pat });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('rate_limited');
    local.clock.advance(61_000);
    expect((await local.request('GET', '/api/agents/my-agents', { token: pat })).status).toBe(200);
  });
});
