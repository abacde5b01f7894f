import { API_MESSAGES, MODERATION_MESSAGES, REAUTH_WINDOW_MS, ReportListResponseSchema } from '@agent-registry/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { takedownOf } from '../src/services/takedowns.js';
import { accountDeletedAnswer, agentYaml, countRows, databases, PASSWORD, useHarness } from './helpers.js';

const OPERATOR = 'trust-operator@example.com';

/** Reports from users, takedowns by operators: hidden everywhere but for the owner and operators. */
describe.each(databases)('reports and takedowns on $name', (database) => {
  const h = useHarness(database, { config: { operators: [OPERATOR] } });
  let owner: { token: string; email: string };
  let reporter: { token: string; email: string };
  let operator: { token: string; email: string };
  let agentId: string;
  const REF = 'owner-agent%2Fmail-thief';

  beforeEach(async () => {
    owner = await h.signUp('owner-agent@example.com');
    reporter = await h.signUp('watchful@example.com');
    operator = await h.signUp(OPERATOR);
    const created = await h.request('POST', '/api/agents', {
      token: owner.token,
      body: {
        agent_yaml: agentYaml('mail-thief', '1.0.0', { description: 'Sorts mail thievishly' }),
        readme: '# Mail',
        category: 'productivity',
      },
    });
    expect(created.status).toBe(201);
    agentId = created.body.id;
    const next = await h.request('POST', `/api/agents/${REF}/versions`, {
      token: owner.token,
      body: { agent_yaml: agentYaml('mail-thief', '1.1.0') },
    });
    expect(next.status).toBe(201);
    h.mailer.clear();
  });

  const report = (token: string, body: unknown = { reason: 'malware', details: 'Posts my inbox to a pastebin' }) =>
    h.request('POST', `/api/agents/${REF}/reports`, { token, body });

  it('a signed-in user reports an agent; the operator sees it; the reporter gets a receipt', async () => {
    expect((await h.request('POST', `/api/agents/${REF}/reports`, { body: { reason: 'malware' } })).status).toBe(401);
    const bad = await report(reporter.token, { reason: 'boring' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.reason).toBe(MODERATION_MESSAGES.reasonRequired);
    const own = await report(owner.token);
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ error: 'own_agent', message: MODERATION_MESSAGES.ownAgent });
    expect((await report(reporter.token, { reason: 'spam', version: '9.9.9' })).status).toBe(400);

    const sent = await report(reporter.token);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(MODERATION_MESSAGES.reportSent);
    expect(sent.body.report).toMatchObject({
      agent_ref: 'owner-agent/mail-thief',
      reason: 'malware',
      status: 'open',
      reporter: 'watchful',
    });
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['watchful@example.com', 'We received your report about owner-agent/mail-thief'],
      [OPERATOR, 'New report: owner-agent/mail-thief'],
    ]);

    expect((await h.request('GET', '/api/admin/reports', { token: reporter.token })).body).toEqual({
      error: 'operator_required',
      message: MODERATION_MESSAGES.operatorOnly,
    });
    const queue = await h.request('GET', '/api/admin/reports', { token: operator.token });
    ReportListResponseSchema.parse(queue.body);
    expect(queue.body.data.map((r: any) => [r.agent_ref, r.details])).toEqual([['owner-agent/mail-thief', 'Posts my inbox to a pastebin']]);

    const dismissed = await h.request('POST', `/api/admin/reports/${sent.body.report.id}/dismiss`, { token: operator.token });
    expect(dismissed.body.status).toBe('dismissed');
    expect((await h.request('GET', '/api/admin/reports', { token: operator.token })).body.count).toBe(0);
    expect((await h.request('GET', '/api/admin/reports?status=dismissed', { token: operator.token })).body.count).toBe(1);
    expect(h.mailer.sent.at(-1)).toMatchObject({ to: 'watchful@example.com', subject: 'Your report about owner-agent/mail-thief' });
  });

  it('reports are rate-limited per user', async () => {
    const limit = h.config.rateLimits.reportPerUser.limit;
    for (let i = 0; i < limit; i++) expect((await report(reporter.token, { reason: 'spam' })).status).toBe(201);
    const over = await report(reporter.token, { reason: 'spam' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(await countRows(h.db, 'reports')).toBe(limit);
  });

  it('a taken-down agent leaves lists, search, suggestions and facets, and answers 451 with its reason', async () => {
    const filed = await report(reporter.token);
    h.mailer.clear();
    const reason = 'Sends the mail it reads to a third party.';
    expect((await h.request('POST', `/api/admin/agents/${REF}/takedown`, { token: reporter.token, body: { reason } })).status).toBe(403);
    expect((await h.request('POST', `/api/admin/agents/${REF}/takedown`, { token: operator.token, body: { reason: ' ' } })).status).toBe(
      400,
    );
    const down = await h.request('POST', `/api/admin/agents/${REF}/takedown`, { token: operator.token, body: { reason } });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ message: 'The agent owner-agent/mail-thief was taken down', version: null, takedown: { reason } });

    const gone = { error: 'taken_down', message: reason };
    for (const path of [`/api/agents/${REF}`, `/api/agents/${agentId}`, `/api/agents/${REF}/versions`, `/api/agents/${REF}/download`]) {
      const anonymous = await h.request('GET', path);
      expect({ path, status: anonymous.status, body: anonymous.body }).toEqual({ path, status: 451, body: gone });
      expect((await h.request('GET', path, { token: reporter.token })).status).toBe(451);
    }
    expect((await h.request('GET', `/api/agents/${REF}/download?version=1.0.0`)).status).toBe(451);
    for (const path of ['/api/agents?query=thief', '/api/agents', '/api/agents?sort=newest']) {
      expect(
        (await h.request('GET', path)).body.data.map((a: any) => a.id),
        path,
      ).not.toContain(agentId);
    }
    expect((await h.request('GET', '/api/agents/suggest?q=mail')).body.suggestions.map((s: any) => s.id)).not.toContain(agentId);
    expect((await h.request('GET', '/api/agents/facets?query=thief')).body.total).toBe(0);

    // The owner still sees it, with the reason; downloads stay refused for everyone.
    const mine = await h.request('GET', `/api/agents/${REF}`, { token: owner.token });
    expect(mine.body.takedown).toMatchObject({ reason });
    expect((await h.request('GET', '/api/agents/my-agents', { token: owner.token })).body.data[0].takedown.reason).toBe(reason);
    // Outside their own list it is hidden from its owner too.
    for (const path of ['/api/agents?query=thief', '/api/agents', '/api/agents?category=productivity']) {
      const listed = await h.request('GET', path, { token: owner.token });
      expect(
        listed.body.data.map((a: any) => a.id),
        path,
      ).not.toContain(agentId);
      expect(listed.body.pagination.total, path).toBe(0);
    }
    expect((await h.request('GET', '/api/agents/my-agents?query=thief', { token: owner.token })).body.data.map((a: any) => a.id)).toContain(
      agentId,
    );
    expect((await h.request('GET', `/api/agents/${REF}/download`, { token: owner.token })).status).toBe(451);
    // Operators see it in lists too.
    expect((await h.request('GET', '/api/agents?query=thief', { token: operator.token })).body.data.map((a: any) => a.id)).toContain(
      agentId,
    );
    // The micro-cache does not hand the owner's answer to others.
    expect((await h.request('GET', `/api/agents/${REF}`)).status).toBe(451);

    // The report is actioned; owner and reporter are mailed.
    const actioned = await h.request('GET', '/api/admin/reports?status=actioned', { token: operator.token });
    expect(actioned.body.data.map((r: any) => [r.id, r.takedown?.reason])).toEqual([[filed.body.report.id, reason]]);
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['owner-agent@example.com', 'The agent owner-agent/mail-thief was taken down'],
      ['watchful@example.com', 'Your report about owner-agent/mail-thief'],
    ]);
    expect(h.mailer.sent[0]!.text).toContain(reason);
    expect(await takedownOf(h.app.ctx, { namespace: 'owner-agent', slug: 'mail-thief' })).toMatchObject({ scope: 'agent', reason });

    const restored = await h.request('DELETE', `/api/admin/agents/${REF}/takedown`, { token: operator.token });
    expect(restored.body).toMatchObject({ message: 'The agent owner-agent/mail-thief was restored', takedown: null });
    expect((await h.request('GET', `/api/agents/${REF}`)).status).toBe(200);
    expect((await h.request('GET', `/api/agents/${REF}/download`)).status).toBe(200);
    expect((await h.request('GET', '/api/agents?query=thief')).body.data.map((a: any) => a.id)).toContain(agentId);
    expect((await h.request('DELETE', `/api/admin/agents/${REF}/takedown`, { token: operator.token })).status).toBe(409);
    expect(await takedownOf(h.app.ctx, { id: agentId })).toBeNull();
  });

  it('a taken-down version is never current, answers 451, and comes back when restored', async () => {
    const reason = 'This version ships a credential stealer.';
    const down = await h.request('POST', `/api/admin/agents/${REF}/takedown`, {
      token: operator.token,
      body: { reason, version: '1.1.0' },
    });
    expect(down.body).toMatchObject({ version: '1.1.0', takedown: { reason } });
    expect(down.body.agent.current_version).toBe('1.0.0');

    const agent = await h.request('GET', `/api/agents/${REF}`);
    expect(agent.status).toBe(200);
    expect(agent.body.current_version).toBe('1.0.0');
    const versions = await h.request('GET', `/api/agents/${REF}/versions`);
    expect(versions.body.current_version).toBe('1.0.0');
    expect(versions.body.data.find((v: any) => v.version === '1.1.0').takedown.reason).toBe(reason);
    expect((await h.request('GET', `/api/agents/${REF}/versions/1.1.0`)).body).toEqual({ error: 'taken_down', message: reason });
    expect((await h.request('GET', `/api/agents/${REF}/versions/1.1.0`, { token: owner.token })).body.agent_yaml).toContain('1.1.0');
    expect((await h.request('GET', `/api/agents/${REF}/download?version=1.1.0`)).body).toEqual({ error: 'taken_down', message: reason });
    expect((await h.request('GET', `/api/agents/${REF}/download`)).body.version).toBe('1.0.0');
    expect(await takedownOf(h.app.ctx, { namespace: 'owner-agent', slug: 'mail-thief' }, '1.1.0')).toMatchObject({
      scope: 'version',
      reason,
    });
    expect(await takedownOf(h.app.ctx, { namespace: 'owner-agent', slug: 'mail-thief' }, '1.0.0')).toBeNull();

    await h.request('DELETE', `/api/admin/agents/${REF}/takedown?version=1.1.0`, { token: operator.token });
    expect((await h.request('GET', `/api/agents/${REF}`)).body.current_version).toBe('1.1.0');
    expect((await h.request('GET', `/api/agents/${REF}/download?version=1.1.0`)).status).toBe(200);
  });
});

describe.each(databases)('deleting an account on $name', (database) => {
  const h = useHarness(database);

  it('needs a recent password proof and the username; then sessions, tokens and agents go at once', async () => {
    const me = await h.signUp('leaving-user@example.com');
    const second = (await h.request('POST', '/api/auth/login', { body: { email: me.email, password: PASSWORD } })).body.token as string;
    const pat = (await h.request('POST', '/api/users/pat/generate', { token: me.token })).body.pat as string;
    const created = await h.request('POST', '/api/agents', {
      token: me.token,
      body: { agent_yaml: agentYaml('farewell'), readme: '# Bye', category: 'productivity' },
    });
    expect(created.status).toBe(201);
    await h.request('POST', '/api/auth/forgot-password', { body: { email: me.email } });

    const wrong = await h.request('POST', '/api/users/me/delete', { token: me.token, body: { username: 'someone' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.username).toBe(MODERATION_MESSAGES.usernameMismatch);
    expect((await h.request('POST', '/api/users/me/delete', { token: pat, body: { username: 'leaving-user' } })).status).toBe(401);
    h.clock.advance(REAUTH_WINDOW_MS + 1000);
    const stale = await h.request('POST', '/api/users/me/delete', { token: me.token, body: { username: 'leaving-user' } });
    expect(stale.body).toEqual({ error: 'reauthentication_required', message: API_MESSAGES.reauthRequired });
    await h.request('POST', '/api/auth/confirm-password', { token: me.token, body: { password: PASSWORD } });

    h.mailer.clear();
    const done = await h.request('POST', '/api/users/me/delete', { token: me.token, body: { username: 'Leaving-User' } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual(accountDeletedAnswer({ agents_deleted: 1 }));
    for (const token of [me.token, second]) expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect((await h.request('GET', '/api/agents/my-agents', { token: pat })).status).toBe(401);
    expect((await h.request('GET', `/api/agents/${created.body.id}`)).status).toBe(404);
    for (const table of ['users', 'sessions', 'personal_access_tokens', 'verification_codes', 'agents', 'agent_versions']) {
      expect(await countRows(h.db, table), table).toBe(0);
    }
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([['leaving-user@example.com', 'Your Agent Registry account was deleted']]);
    // The email is free again.
    expect((await h.request('POST', '/api/auth/login', { body: { email: me.email, password: PASSWORD } })).status).toBe(401);
  });
});
