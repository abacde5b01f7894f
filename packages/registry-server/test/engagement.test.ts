// Stars (one per user and agent, counted on the agent, rate-limited, never by the demo account)
// and downloads per day (one row per agent, version and day), on both databases.
import {
  AgentDownloadsResponseSchema,
  AgentListResponseSchema,
  AgentStarResponseSchema,
  API_MESSAGES,
  DEMO_ACCOUNT,
} from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoAccount } from '../src/services/seed.js';
import { agentYaml, countRows, databases, useHarness } from './helpers.js';

describe.each(databases)('stars and download trends on $name', (database) => {
  const h = useHarness(database);

  /** A user with one published agent (1.0.0 and 1.1.0); returns the owner's token and the agent. */
  async function publishedAgent(local: string, name = 'star-gazer') {
    const owner = await h.signUp(`${local}@example.com`);
    const created = await h.request('POST', '/api/agents', {
      token: owner.token,
      body: { agent_yaml: agentYaml(name, '1.0.0'), category: 'development' },
    });
    expect(created.status).toBe(201);
    const next = await h.request('POST', `/api/agents/${created.body.id}/versions`, {
      token: owner.token,
      body: { agent_yaml: agentYaml(name, '1.1.0') },
    });
    expect(next.status).toBe(201);
    return { owner, agent: created.body as { id: string; namespace: string; slug: string } };
  }

  it('stars once per user, counts on the agent, unstars, and lists the starred agents', async () => {
    const { agent } = await publishedAgent('owner');
    const ann = await h.signUp('ann@example.com');
    const ben = await h.signUp('ben@example.com');

    expect((await h.request('GET', `/api/agents/${agent.id}/star`, { token: ann.token })).body).toEqual({
      agent_id: agent.id,
      starred: false,
      star_count: 0,
    });
    const first = await h.request('PUT', `/api/agents/${agent.id}/star`, { token: ann.token });
    expect(first.status).toBe(200);
    expect(AgentStarResponseSchema.parse(first.body)).toEqual({ agent_id: agent.id, starred: true, star_count: 1 });
    // Again: still one star.
    expect((await h.request('PUT', `/api/agents/${agent.id}/star`, { token: ann.token })).body.star_count).toBe(1);
    // By owner/name too.
    const ref = encodeURIComponent(`${agent.namespace}/${agent.slug}`);
    expect((await h.request('PUT', `/api/agents/${ref}/star`, { token: ben.token })).body.star_count).toBe(2);
    expect(await countRows(h.db, 'agent_stars')).toBe(2);

    // The count is on the agent, in lists and the detail.
    expect((await h.request('GET', `/api/agents/${agent.id}`)).body.star_count).toBe(2);
    const starred = await h.request('GET', '/api/agents/starred', { token: ann.token });
    expect(AgentListResponseSchema.parse(starred.body).data.map((a) => a.id)).toEqual([agent.id]);

    const off = await h.request('DELETE', `/api/agents/${agent.id}/star`, { token: ann.token });
    expect(off.body).toEqual({ agent_id: agent.id, starred: false, star_count: 1 });
    // Unstarring again changes nothing.
    expect((await h.request('DELETE', `/api/agents/${agent.id}/star`, { token: ann.token })).body.star_count).toBe(1);
    expect((await h.request('GET', '/api/agents/starred', { token: ann.token })).body.data).toEqual([]);
  });

  it('sorts by stars, refuses the signed-out, unknown agents and the demo account', async () => {
    const { agent: one } = await publishedAgent('first', 'first-agent');
    const { agent: two } = await publishedAgent('second', 'second-agent');
    const fan = await h.signUp('fan@example.com');
    await h.request('PUT', `/api/agents/${two.id}/star`, { token: fan.token });
    const sorted = await h.request('GET', '/api/agents?sort=stars');
    expect(sorted.body.data.map((a: { id: string }) => a.id)).toEqual([two.id, one.id]);

    expect((await h.request('PUT', `/api/agents/${one.id}/star`)).status).toBe(401);
    const missing = await h.request('PUT', '/api/agents/nobody%2Fnothing/star', { token: fan.token });
    expect(missing.status).toBe(404);

    await seedDemoAccount(h.app.ctx);
    const demo = await h.request('POST', '/api/auth/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    const refused = await h.request('PUT', `/api/agents/${one.id}/star`, { token: demo.body.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'demo_read_only', message: API_MESSAGES.demoReadOnly });
    expect((await h.request('GET', `/api/agents/${one.id}`)).body.star_count).toBe(0);
  });

  it('rate-limits stars per user', async () => {
    const { agent } = await publishedAgent('limited');
    const fan = await h.signUp('quick@example.com');
    const limit = h.config.rateLimits.starPerUser.limit;
    for (let i = 0; i < limit; i++) {
      expect((await h.request(i % 2 ? 'DELETE' : 'PUT', `/api/agents/${agent.id}/star`, { token: fan.token })).status).toBe(200);
    }
    const over = await h.request('PUT', `/api/agents/${agent.id}/star`, { token: fan.token });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
  });

  it('counts downloads per day and version, one row per day, zeros for quiet days', async () => {
    const { agent } = await publishedAgent('popular');
    const download = (version?: string) =>
      h.request('GET', `/api/agents/${agent.id}/download${version ? `?version=${version}` : ''}`).then((r) => expect(r.status).toBe(200));
    await download();
    await download();
    await download('1.0.0');
    h.clock.set(new Date('2025-06-03T09:00:00.000Z'));
    await download();
    // Three (agent, version, day) pairs, not four downloads.
    expect(await countRows(h.db, 'agent_downloads_daily')).toBe(3);

    const trend = await h.request('GET', `/api/agents/${agent.id}/downloads?period=7d`);
    expect(trend.status).toBe(200);
    const body = AgentDownloadsResponseSchema.parse(trend.body);
    expect(body.days.map((d) => d.date)).toEqual([
      '2025-05-28',
      '2025-05-29',
      '2025-05-30',
      '2025-05-31',
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
    ]);
    expect(body.days.map((d) => d.count)).toEqual([0, 0, 0, 0, 3, 0, 1]);
    expect(body.total).toBe(4);

    const one = await h.request('GET', `/api/agents/${agent.id}/downloads?period=7d&version=1.0.0`);
    expect(one.body.days.map((d: { count: number }) => d.count)).toEqual([0, 0, 0, 0, 1, 0, 0]);
    expect(one.body.version).toBe('1.0.0');
    // The default period is 90 days.
    expect((await h.request('GET', `/api/agents/${agent.id}/downloads`)).body.days).toHaveLength(90);

    const bad = await h.request('GET', `/api/agents/${agent.id}/downloads?period=2y`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.period).toBeTruthy();
    expect((await h.request('GET', '/api/agents/nobody%2Fnothing/downloads')).status).toBe(404);
  });
});
