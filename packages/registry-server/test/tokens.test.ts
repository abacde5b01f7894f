// Named access tokens: scopes, expiry, revocation and the token list (with the CLI token), on
// both databases.
import crypto from 'node:crypto';
import {
  API_MESSAGES,
  ApiTokenCreatedResponseSchema,
  ApiTokenListResponseSchema,
  ApiTokenSchema,
  CountResponseSchema,
  DEMO_ACCOUNT,
  MAX_NAMED_TOKENS,
  REAUTH_WINDOW_MS,
  SECURITY_ERROR_CODES,
  SECURITY_MESSAGES,
  SIMULATED_ERRORS,
  type ApiTokenCreateInput,
  type TokenScope,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoAccount } from '../src/services/seed.js';
import { agentYaml, databases, useHarness } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(databases)('named access tokens on $name', (database) => {
  const h = useHarness(database);

  const createToken = (session: string, body: Partial<ApiTokenCreateInput> = {}) =>
    h.request('POST', '/api/users/tokens', {
      token: session,
      body: { name: 'CI', scopes: ['agents:read', 'agents:publish'], expires_in_days: 90, ...body },
    });
  /** A new token's value and id. */
  const newToken = async (session: string, scopes: TokenScope[], body: Partial<ApiTokenCreateInput> = {}) => {
    const res = await createToken(session, { scopes, ...body });
    expect(res.status, res.text).toBe(201);
    return { value: res.body.token as string, id: res.body.info.id as string };
  };
  /** alice's private agent `secret` at 1.0.0; its id. */
  const privateAgent = async (session: string) => {
    const res = await h.request('POST', '/api/agents', {
      token: session,
      body: { agent_yaml: agentYaml('secret'), category: 'productivity', visibility: 'private' },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  const list = async (session: string) => {
    const res = await h.request('GET', '/api/users/tokens', { token: session });
    expect(res.status).toBe(200);
    return ApiTokenListResponseSchema.parse(res.body);
  };
  const scopeError = (scope: TokenScope) => ({
    error: SECURITY_ERROR_CODES.insufficientScope,
    message: SECURITY_MESSAGES.scopeRequired(scope),
  });

  it("a read-only token pulls its owner's private agent, changes nothing, and stops at revocation", async () => {
    const alice = await h.signUp();
    const id = await privateAgent(alice.token);

    const created = await createToken(alice.token, { name: 'CI pull', scopes: ['agents:read'], expires_in_days: 30 });
    expect(created.status).toBe(201);
    const body = ApiTokenCreatedResponseSchema.parse(created.body);
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.message).toBe(SECURITY_MESSAGES.tokenCreated('CI pull'));
    expect(body.info).toMatchObject({
      name: 'CI pull',
      kind: 'named',
      scopes: ['agents:read'],
      status: 'active',
      created_at: h.clock.now().toISOString(),
      last_used_at: null,
      expires_at: new Date(h.clock.now().getTime() + 30 * DAY).toISOString(),
      revoked_at: null,
    });
    const token = body.token;

    const dl = await h.request('GET', `/api/agents/${id}/download`, { token });
    expect(dl.status).toBe(200);
    expect(dl.body.version).toBe('1.0.0');
    expect((await h.request('GET', `/api/agents/${id}`, { token })).status).toBe(200);
    expect((await h.request('GET', `/api/agents/${id}/versions`, { token })).status).toBe(200);
    expect((await h.request('GET', `/api/agents/${id}/versions/1.0.0`, { token })).status).toBe(200);
    const mine = await h.request('GET', '/api/agents/my-agents', { token });
    expect(mine.body.data.map((a: { id: string }) => a.id)).toEqual([id]);

    const writes: Array<[string, string, unknown?]> = [
      ['POST', '/api/agents', { agent_yaml: agentYaml('other'), category: 'productivity' }],
      ['PUT', `/api/agents/${id}`, { description: 'changed' }],
      ['POST', `/api/agents/${id}/versions`, { agent_yaml: agentYaml('secret', '1.1.0') }],
      ['POST', `/api/agents/${id}/versions/1.0.0/yank`, { reason: 'Broken' }],
      ['DELETE', `/api/agents/${id}/versions/1.0.0/yank`],
      ['POST', `/api/agents/${id}/deprecate`, { message: 'Use another' }],
      ['DELETE', `/api/agents/${id}/deprecate`],
      ['DELETE', `/api/agents/${id}`],
    ];
    for (const [method, path, payload] of writes) {
      const res = await h.request(method, path, { token, body: payload });
      expect({ call: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        body: scopeError('agents:publish'),
      });
    }
    const after = (await h.request('GET', `/api/agents/${id}`, { token: alice.token })).body;
    expect(after).toMatchObject({ description: '', current_version: '1.0.0', deprecation_message: null });
    expect((await h.request('GET', `/api/agents/${id}/versions`, { token: alice.token })).body.data).toHaveLength(1);

    const revoked = await h.request('DELETE', `/api/users/tokens/${body.info.id}`, { token: alice.token });
    expect(revoked.status).toBe(200);
    expect(ApiTokenSchema.parse(revoked.body)).toMatchObject({
      id: body.info.id,
      status: 'revoked',
      revoked_at: h.clock.now().toISOString(),
    });
    const refused = { error: SECURITY_ERROR_CODES.tokenRevoked, message: SECURITY_MESSAGES.tokenRevoked };
    for (const path of [`/api/agents/${id}/download`, '/api/agents', '/api/agents/my-agents']) {
      const res = await h.request('GET', path, { token });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 401, body: refused });
    }
    // Revoking again answers the same, with the first revocation's time.
    h.clock.advance(1000);
    const again = await h.request('DELETE', `/api/users/tokens/${body.info.id}`, { token: alice.token });
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
    expect((await list(alice.token)).data.map((t) => [t.name, t.status])).toEqual([['CI pull', 'revoked']]);
  });

  it('a publish token publishes, yanks, deprecates and deletes, but cannot read through the token', async () => {
    const alice = await h.signUp();
    const { value: token } = await newToken(alice.token, ['agents:publish'], { expires_in_days: null });
    const created = await h.request('POST', '/api/agents', {
      token,
      body: { agent_yaml: agentYaml('ci-agent'), category: 'productivity' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    expect(
      (await h.request('POST', `/api/agents/${id}/versions`, { token, body: { agent_yaml: agentYaml('ci-agent', '1.1.0') } })).status,
    ).toBe(201);
    expect((await h.request('POST', `/api/agents/${id}/versions/1.1.0/yank`, { token, body: { reason: 'Broken' } })).status).toBe(200);
    expect((await h.request('DELETE', `/api/agents/${id}/versions/1.1.0/yank`, { token })).status).toBe(200);
    expect((await h.request('POST', `/api/agents/${id}/deprecate`, { token, body: { message: 'Old' } })).status).toBe(200);
    expect((await h.request('PUT', `/api/agents/${id}`, { token, body: { visibility: 'private' } })).status).toBe(200);

    for (const path of [
      `/api/agents/${id}`,
      `/api/agents/${id}/download`,
      `/api/agents/${id}/versions`,
      '/api/agents/my-agents',
      '/api/agents',
    ]) {
      const res = await h.request('GET', path, { token });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: scopeError('agents:read') });
    }
    // A token is a tool's own credential: deleting needs no password proof, only the scope.
    h.clock.advance(REAUTH_WINDOW_MS + 1000);
    expect((await h.request('DELETE', `/api/agents/${id}`, { token })).status).toBe(200);
    expect((await h.request('GET', `/api/agents/${id}`, { token: alice.token })).status).toBe(404);
  });

  it('an expired token answers 401 token_expired and no longer counts toward the limit', async () => {
    const alice = await h.signUp();
    const id = await privateAgent(alice.token);
    const { value: token } = await newToken(alice.token, ['agents:read'], { expires_in_days: 30 });
    expect((await list(alice.token)).remaining).toBe(MAX_NAMED_TOKENS - 1);
    h.clock.advance(30 * DAY - 1000);
    expect((await h.request('GET', `/api/agents/${id}/download`, { token })).status).toBe(200);
    h.clock.advance(1000);
    const res = await h.request('GET', `/api/agents/${id}/download`, { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: SECURITY_ERROR_CODES.tokenExpired, message: SECURITY_MESSAGES.tokenExpired });
    // Even on a public read, so a tool learns its token no longer works.
    expect((await h.request('GET', '/api/agents', { token })).body.error).toBe(SECURITY_ERROR_CODES.tokenExpired);

    const session = (await h.request('POST', '/api/auth/login', { body: { email: alice.email, password: alice.password } })).body.token;
    const listed = await list(session);
    expect(listed.data.map((t) => t.status)).toEqual(['expired']);
    expect(listed.remaining).toBe(MAX_NAMED_TOKENS);
    // Revoked wins over expired.
    const revoked = await h.request('DELETE', `/api/users/tokens/${listed.data[0].id}`, { token: session });
    expect(revoked.body.status).toBe('revoked');
  });

  it("another user's token never sees a private agent, nor can anyone revoke someone else's token", async () => {
    const alice = await h.signUp();
    const bob = await h.signUp();
    const id = await privateAgent(alice.token);
    const aliceToken = await newToken(alice.token, ['agents:read']);
    const bobToken = await newToken(bob.token, ['agents:read', 'agents:publish']);
    for (const path of [`/api/agents/${id}`, `/api/agents/${id}/download`, `/api/agents/${id}/versions`]) {
      expect((await h.request('GET', path, { token: bobToken.value })).status, path).toBe(404);
    }
    expect((await h.request('GET', '/api/agents/my-agents', { token: bobToken.value })).body.data).toEqual([]);
    expect((await h.request('DELETE', `/api/agents/${id}`, { token: bobToken.value })).status).toBe(404);

    const notFound = { error: 'not_found', message: SECURITY_MESSAGES.tokenNotFound };
    for (const tokenId of [aliceToken.id, crypto.randomUUID(), 'not-a-token', 'cli']) {
      const res = await h.request('DELETE', `/api/users/tokens/${tokenId}`, { token: bob.token });
      expect({ tokenId, status: res.status, body: res.body }).toEqual({ tokenId, status: 404, body: notFound });
    }
    expect((await h.request('GET', `/api/agents/${id}/download`, { token: aliceToken.value })).status).toBe(200);
  });

  it(`holds at most ${MAX_NAMED_TOKENS} active tokens`, async () => {
    const alice = await h.signUp();
    const ids: string[] = [];
    for (let i = 0; i < MAX_NAMED_TOKENS; i++) ids.push((await newToken(alice.token, ['agents:read'], { name: `t${i}` })).id);
    expect((await list(alice.token)).remaining).toBe(0);
    const refused = await createToken(alice.token, { name: 'one too many' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: SECURITY_ERROR_CODES.tooManyTokens, message: SECURITY_MESSAGES.tooManyTokens });
    await h.request('DELETE', `/api/users/tokens/${ids[0]}`, { token: alice.token });
    expect((await list(alice.token)).remaining).toBe(1);
    expect((await createToken(alice.token, { name: 'fits again' })).status).toBe(201);
    const listed = await list(alice.token);
    expect(listed.remaining).toBe(0);
    expect(listed.data).toHaveLength(MAX_NAMED_TOKENS + 1);
  });

  it('lists the CLI token first, then named tokens newest first, never a value or a hash', async () => {
    const alice = await h.signUp();
    expect(await list(alice.token)).toEqual({ data: [], remaining: MAX_NAMED_TOKENS });
    const pat = (await h.request('POST', '/api/users/pat/generate', { token: alice.token })).body.pat as string;
    const patAt = h.clock.now().toISOString();
    h.clock.advance(1000);
    const first = await newToken(alice.token, ['agents:read'], { name: 'first' });
    h.clock.advance(1000);
    const second = await newToken(alice.token, ['agents:publish', 'agents:read'], { name: 'second', expires_in_days: null });

    const res = await h.request('GET', '/api/users/tokens', { token: alice.token });
    const listed = ApiTokenListResponseSchema.parse(res.body);
    expect(listed.remaining).toBe(MAX_NAMED_TOKENS - 2);
    expect(listed.data[0]).toEqual({
      id: 'cli',
      name: 'CLI token',
      kind: 'cli',
      scopes: ['agents:read', 'agents:publish'],
      status: 'active',
      created_at: patAt,
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
    });
    expect(listed.data.slice(1).map((t) => [t.id, t.name, t.kind, t.scopes, t.expires_at])).toEqual([
      [second.id, 'second', 'named', ['agents:read', 'agents:publish'], null],
      [first.id, 'first', 'named', ['agents:read'], expect.any(String)],
    ]);
    for (const secret of [pat, first.value, second.value]) {
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toContain(sha256(secret));
    }
    // Stored as a hash only.
    const rows = await h.db.query<Record<string, unknown>>(sql`SELECT * FROM api_tokens`);
    expect(JSON.stringify(rows)).not.toContain(first.value);
    expect(rows.map((r) => r.token_hash).sort()).toEqual([sha256(first.value), sha256(second.value)].sort());

    // The CLI token is revoked by id 'cli', like DELETE /users/pat/revoke.
    const revoked = await h.request('DELETE', '/api/users/tokens/cli', { token: alice.token });
    expect(revoked.status).toBe(200);
    expect(ApiTokenSchema.parse(revoked.body)).toMatchObject({
      id: 'cli',
      kind: 'cli',
      status: 'revoked',
      revoked_at: h.clock.now().toISOString(),
    });
    const used = await h.request('GET', '/api/agents/my-agents', { token: pat });
    expect(used.status).toBe(401);
    expect(used.body.error).toBe('invalid_token');
    expect((await h.request('GET', '/api/users/pat', { token: alice.token })).body.has_pat).toBe(false);
    expect((await list(alice.token)).data.map((t) => t.id)).toEqual([second.id, first.id]);
    expect((await h.request('DELETE', '/api/users/tokens/cli', { token: alice.token })).status).toBe(404);
  });

  it('DELETE /users/tokens revokes every token, the CLI token included', async () => {
    const alice = await h.signUp();
    const pat = (await h.request('POST', '/api/users/pat/generate', { token: alice.token })).body.pat as string;
    const a = await newToken(alice.token, ['agents:read']);
    const b = await newToken(alice.token, ['agents:publish']);
    const c = await newToken(alice.token, ['agents:read']);
    await h.request('DELETE', `/api/users/tokens/${c.id}`, { token: alice.token });
    const bob = await h.signUp();
    const bobs = await newToken(bob.token, ['agents:read']);

    const res = await h.request('DELETE', '/api/users/tokens', { token: alice.token });
    expect(res.status).toBe(200);
    expect(CountResponseSchema.parse(res.body)).toEqual({ message: SECURITY_MESSAGES.allTokensRevoked, count: 3 });
    for (const token of [pat, a.value, b.value]) expect((await h.request('GET', '/api/agents', { token })).status).toBe(401);
    expect((await list(alice.token)).data.map((t) => t.status)).toEqual(['revoked', 'revoked', 'revoked']);
    expect((await h.request('GET', '/api/agents', { token: bobs.value })).status).toBe(200);
    expect((await h.request('DELETE', '/api/users/tokens', { token: alice.token })).body.count).toBe(0);
  });

  it('no token manages tokens or sessions (401 session_required)', async () => {
    const alice = await h.signUp();
    const { value } = await newToken(alice.token, ['agents:read', 'agents:publish']);
    const pat = (await h.request('POST', '/api/users/pat/generate', { token: alice.token })).body.pat as string;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/users/tokens'],
      ['POST', '/api/users/tokens', { name: 'escalate', scopes: ['agents:publish'], expires_in_days: null }],
      ['DELETE', '/api/users/tokens/cli'],
      ['DELETE', '/api/users/tokens'],
      ['GET', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions'],
      ['GET', '/api/users/pat/value'],
    ];
    for (const token of [value, pat]) {
      for (const [method, path, body] of calls) {
        const res = await h.request(method, path, { token, body });
        expect({ call: `${method} ${path}`, status: res.status, error: res.body.error }).toEqual({
          call: `${method} ${path}`,
          status: 401,
          error: 'session_required',
        });
      }
    }
    expect((await list(alice.token)).data).toHaveLength(2);
  });

  it('creating a token needs a recent password proof and valid input', async () => {
    const alice = await h.signUp();
    const bad: Array<[Partial<ApiTokenCreateInput> | Record<string, unknown>, string]> = [
      [{ scopes: [] }, 'scopes'],
      [{ scopes: ['agents:admin' as TokenScope] }, 'scopes.0'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(65) }, 'name'],
      [{ expires_in_days: 7 as never }, 'expires_in_days'],
      [{ extra: true }, 'extra'],
    ];
    for (const [body, field] of bad) {
      const res = await createToken(alice.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await createToken(alice.token, { scopes: [] })).body.message).toBe(SECURITY_MESSAGES.scopesRequired);

    h.clock.advance(REAUTH_WINDOW_MS + 1000);
    const stale = await createToken(alice.token);
    expect(stale.status).toBe(403);
    expect(stale.body.error).toBe('reauthentication_required');
    await h.request('POST', '/api/auth/confirm-password', { token: alice.token, body: { password: alice.password } });
    const created = await createToken(alice.token, { name: '  trimmed  ' });
    expect(created.status).toBe(201);
    expect(created.body.info.name).toBe('trimmed');
    expect((await list(alice.token)).data).toHaveLength(1);
  });

  it('records the last use at most once a minute', async () => {
    const alice = await h.signUp();
    const { value: token } = await newToken(alice.token, ['agents:read']);
    const lastUsed = async () => (await list(alice.token)).data[0].last_used_at;
    const used = h.clock.now().toISOString();
    await h.request('GET', '/api/agents/my-agents', { token });
    expect(await lastUsed()).toBe(used);
    h.clock.advance(30_000);
    await h.request('GET', '/api/agents/my-agents', { token });
    expect(await lastUsed()).toBe(used);
    h.clock.advance(31_000);
    await h.request('GET', '/api/agents/my-agents', { token });
    expect(await lastUsed()).toBe(h.clock.now().toISOString());
  });

  it('mails the owner when a token is created', async () => {
    const alice = await h.signUp();
    h.mailer.clear();
    await newToken(alice.token, ['agents:read', 'agents:publish'], { name: 'Deploy bot', expires_in_days: 365 });
    await newToken(alice.token, ['agents:read'], { name: 'Forever', expires_in_days: null });
    expect(h.mailer.sent).toHaveLength(2);
    const [first, second] = h.mailer.sent;
    expect(first.to).toBe(alice.email);
    expect(first.subject).toBe('Agent Registry: a new access token was created');
    expect(first.text).toContain('Deploy bot');
    expect(first.text).toContain('agents:read, agents:publish');
    expect(first.text).toContain(new Date(h.clock.now().getTime() + 365 * DAY).toISOString().slice(0, 10));
    expect(first.text).toContain(`${h.config.publicUrl}/settings`);
    expect(second.text).toMatch(/Expires: never/);
    // The value is never mailed.
    expect(h.mailer.sent.map((m) => m.text).join('\n')).not.toMatch(/[0-9a-f]{64}/);
  });

  it('the demo account lists its tokens but creates none', async () => {
    await seedDemoAccount(h.app.ctx);
    const login = await h.request('POST', '/api/auth/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    const token = login.body.token as string;
    await h.request('POST', '/api/users/pat/generate', { token });
    expect((await list(token)).data.map((t) => t.kind)).toEqual(['cli']);
    const refused = await createToken(token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'demo_read_only', message: API_MESSAGES.demoReadOnly });
    expect((await h.request('DELETE', '/api/users/tokens/cli', { token })).status).toBe(200);
    expect((await list(token)).data).toEqual([]);
  });

  it('a missing or unknown token answers as before', async () => {
    const alice = await h.signUp();
    await privateAgent(alice.token);
    const unknown = await h.request('GET', '/api/agents/my-agents', { token: 'b'.repeat(64) });
    expect(unknown.body).toEqual({ error: 'invalid_token', message: SIMULATED_ERRORS.invalidToken });
    expect((await h.request('GET', '/api/users/tokens')).status).toBe(401);
  });

  it('the OpenAPI document lists the token calls with their security and scopes', async () => {
    const doc = (await h.request('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/users/tokens']).sort()).toEqual(['delete', 'get', 'post']);
    expect(Object.keys(doc.paths['/users/tokens/{id}'])).toEqual(['delete']);
    for (const op of [doc.paths['/users/tokens'].get, doc.paths['/users/tokens'].post, doc.paths['/users/tokens/{id}'].delete]) {
      expect(op.security).toEqual([{ sessionToken: [] }]);
      expect(op.summary).toBeTruthy();
    }
    expect(doc.paths['/agents/{id}/versions'].post.security).toEqual([{ bearerAuth: ['agents:publish'] }]);
    expect(doc.paths['/agents/{id}/download'].get.security).toEqual([{}, { bearerAuth: ['agents:read'] }]);
    expect(doc.paths['/agents/my-agents'].get.security).toEqual([{ bearerAuth: ['agents:read'] }]);
    const docs = await h.request('GET', '/api/docs');
    expect(docs.text).toContain('named token with agents:publish');
  });
});
