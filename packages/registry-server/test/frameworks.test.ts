import { FrameworkListResponseSchema, FrameworkSchema, SAMPLE_FRAMEWORKS } from '@agent-registry/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { databases, useHarness } from './helpers.js';

const OPERATOR_EMAIL = 'catalogue-operator@example.com';

describe.each(databases)('frameworks on $name', (database) => {
  const h = useHarness(database, { config: { operators: [OPERATOR_EMAIL] } });
  let token: string;
  beforeEach(async () => {
    token = (await h.signUp(OPERATOR_EMAIL)).token;
  });

  it('seed loads the curated set with every field', async () => {
    expect((await h.request('POST', '/api/frameworks/seed')).status).toBe(401);
    const seed = await h.request('POST', '/api/frameworks/seed', { token });
    expect(seed.status).toBe(200);
    expect(seed.body).toEqual({ message: 'Frameworks seeded successfully', count: SAMPLE_FRAMEWORKS.length });
    // Seeding again refreshes instead of duplicating.
    await h.request('POST', '/api/frameworks/seed', { token });

    const list = await h.request('GET', '/api/frameworks?limit=50');
    FrameworkListResponseSchema.parse(list.body);
    expect(list.body.count).toBe(SAMPLE_FRAMEWORKS.length);
    const names = list.body.data.map((f: any) => f.name);
    for (const n of [
      'LangChain',
      'LangGraph',
      'LlamaIndex',
      'CrewAI',
      'AutoGen',
      'Semantic Kernel',
      'OpenAI Agents SDK',
      'Haystack',
      'smolagents',
      'Pydantic AI',
      'Mastra',
      'Agno',
      'DSPy',
      'Google ADK',
    ]) {
      expect(names).toContain(n);
    }
    for (const f of list.body.data) {
      FrameworkSchema.parse(f);
      expect(f.subtitle && f.description && f.category && f.best_for && f.icon).toBeTruthy();
      expect(f.website).toMatch(/^https:\/\//);
      expect(f.stars).toBeGreaterThan(0);
      expect(f.popularity).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(list.body.data.map((f: any) => f.tier))).toEqual(new Set([1, 2, 3]));
    // Ordered by tier, then stars.
    const tiers = list.body.data.map((f: any) => f.tier);
    expect([...tiers].sort()).toEqual(tiers);
  });

  it('filters by tier, category, trending and limit', async () => {
    await h.request('POST', '/api/frameworks/seed', { token });
    const tier1 = await h.request('GET', '/api/frameworks?tier=1');
    expect(tier1.body.data.every((f: any) => f.tier === 1)).toBe(true);
    expect(tier1.body.count).toBe(SAMPLE_FRAMEWORKS.filter((f) => f.tier === 1).length);
    const research = await h.request('GET', '/api/frameworks?category=research');
    expect(research.body.count).toBeGreaterThan(0);
    expect(research.body.data.every((f: any) => f.category === 'Research')).toBe(true);
    const trending = await h.request('GET', '/api/frameworks?trending=true');
    expect(trending.body.data.every((f: any) => f.trending === true)).toBe(true);
    expect((await h.request('GET', '/api/frameworks?limit=3')).body.count).toBe(3);
    expect((await h.request('GET', '/api/frameworks?tier=7')).status).toBe(400);
  });

  it('create, read, update, delete (signed in)', async () => {
    const body = { name: 'My Framework', tier: 3, stars: '12k', category: 'Research', website: 'https://example.org', icon: 'rocket' };
    expect((await h.request('POST', '/api/frameworks', { body })).status).toBe(401);
    const created = await h.request('POST', '/api/frameworks', { token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'my-framework', name: 'My Framework', stars: 12000, tier: 3, icon: 'rocket' });
    const dup = await h.request('POST', '/api/frameworks', { token, body });
    expect(dup.body.id).toBe('my-framework-2');

    expect((await h.request('GET', '/api/frameworks/my-framework')).body.name).toBe('My Framework');
    const upd = await h.request('PUT', '/api/frameworks/my-framework', { token, body: { trending: true, tier: 2 } });
    expect(upd.body).toMatchObject({ trending: true, tier: 2, name: 'My Framework' });
    expect((await h.request('PUT', '/api/frameworks/my-framework', { body: { tier: 1 } })).status).toBe(401);

    const del = await h.request('DELETE', '/api/frameworks/my-framework', { token });
    expect(del.body.message).toBe('Framework deleted successfully');
    const gone = await h.request('GET', '/api/frameworks/my-framework');
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'not_found', message: 'Framework not found' });
    expect((await h.request('DELETE', '/api/frameworks/my-framework', { token })).status).toBe(404);
  });

  it('validates framework input', async () => {
    const bad = await h.request('POST', '/api/frameworks', { token, body: { name: '', tier: 9, website: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'tier']));
    const js = await h.request('POST', '/api/frameworks', { token, body: { name: 'X', tier: 1, website: 'javascript:alert(1)' } });
    expect(js.status).toBe(400);
    expect(js.body.fields.website).toBeDefined();
    const stars = await h.request('POST', '/api/frameworks', { token, body: { name: 'X', tier: 1, stars: 'lots' } });
    expect(stars.status).toBe(400);
  });

  it('only operators change the catalogue: anyone else gets 403 and the list stays as it was', async () => {
    await h.request('POST', '/api/frameworks/seed', { token });
    const before = await h.request('GET', '/api/frameworks/langchain');
    const someone = (await h.signUp()).token;
    const refused = { error: 'operator_required', message: 'Only registry operators can change the framework catalogue.' };
    for (const [method, path, body] of [
      ['DELETE', '/api/frameworks/langchain', undefined],
      ['PUT', '/api/frameworks/langchain', { name: 'Hijacked', website: 'https://evil.example' }],
      ['POST', '/api/frameworks', { name: 'Spam', tier: 1 }],
      ['POST', '/api/frameworks/seed', undefined],
    ] as const) {
      const answer = await h.request(method, path, { token: someone, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual(refused);
    }
    expect((await h.request('GET', '/api/frameworks/langchain')).body).toEqual(before.body);
    expect((await h.request('GET', '/api/frameworks?limit=50')).body.count).toBe(SAMPLE_FRAMEWORKS.length);
    // The profile tells the app who is an operator.
    expect((await h.request('GET', '/api/users/profile', { token: someone })).body.is_operator).toBe(false);
    expect((await h.request('GET', '/api/users/profile', { token })).body.is_operator).toBe(true);
  });
});

describe.each(databases)('operators named by username on $name', (database) => {
  const h = useHarness(database, { config: { operators: ['Catalogue-Keeper'] } });

  it('an operator listed by username writes; the same request from another account is refused', async () => {
    const keeper = await h.signUp('catalogue-keeper@example.com');
    const other = await h.signUp('someone-else@example.com');
    const body = { name: 'Keeper Framework', tier: 2 };
    expect((await h.request('POST', '/api/frameworks', { token: other.token, body })).status).toBe(403);
    const created = await h.request('POST', '/api/frameworks', { token: keeper.token, body });
    expect(created.status).toBe(201);
    expect((await h.request('DELETE', `/api/frameworks/${created.body.id}`, { token: other.token })).status).toBe(403);
    expect((await h.request('DELETE', `/api/frameworks/${created.body.id}`, { token: keeper.token })).status).toBe(200);
  });
});
