// The search index as callers meet it: text in any script (astral-plane letters, mixed scripts)
// answered on both paths, private agents found by their owner (or their organisation's members) only, and the change feed that
// keeps two instances on one PostgreSQL in step within a second.
import { AgentFacetsResponseSchema, AgentListResponseSchema, SearchSuggestResponseSchema } from '@agent-registry/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { agentYaml, databases, makeHarness, openTestDatabase, useHarness, type Harness } from './helpers.js';

const setups = databases.flatMap((database) => [
  { ...database, path: 'the index', searchIndex: true },
  { ...database, path: 'SQL', searchIndex: false },
]);

/** Queries that once split a surrogate pair (swapped-letter variants) or mix scripts. */
const QUERIES = ['𠮷野家', 'ℌ𝔢𝔩𝔩𝔬', '𠮷野家 ordr', 'ℌ𝔢𝔩𝔩𝔬 wörld', 'café 𝔢𝔩', 'Ελληνικός 𠮷', 'переводчик 😀', '😀😀😀😀', 'a𠮷b𠮷c𠮷d'];

describe.each(setups)('search text in any script on $name, from $path', (database) => {
  const h = useHarness(database, { emptyBeforeEach: false, config: { searchIndex: database.searchIndex } });
  let owner: { token: string };

  beforeAll(async () => {
    await h.reset();
    owner = await h.signUp();
    const publish = async (slug: string, name: string, visibility: 'public' | 'private', tags: string[]) => {
      const res = await h.request('POST', '/api/agents', {
        token: owner.token,
        body: { agent_yaml: agentYaml(slug), name, description: `${name} does its work.`, tags, category: 'productivity', visibility },
      });
      expect(res.status).toBe(201);
    };
    await publish('yoshinoya', '𠮷野家 Order Bot', 'public', ['ℌ𝔢𝔩𝔩𝔬']);
    await publish('hidden-zebra', 'Zephyrine Secret Planner', 'private', ['zephyrine']);
  });

  it('answers astral-plane and mixed-script queries to search, suggest and facets with 200', async () => {
    for (const q of QUERIES) {
      const enc = encodeURIComponent(q);
      const list = await h.request('GET', `/api/agents?query=${enc}`);
      expect([q, list.status]).toEqual([q, 200]);
      AgentListResponseSchema.parse(list.body);
      const suggest = await h.request('GET', `/api/agents/suggest?q=${enc}`);
      expect([q, suggest.status]).toEqual([q, 200]);
      SearchSuggestResponseSchema.parse(suggest.body);
      const facets = await h.request('GET', `/api/agents/facets?query=${enc}`);
      expect([q, facets.status]).toEqual([q, 200]);
      AgentFacetsResponseSchema.parse(facets.body);
    }
    const found = await h.request('GET', `/api/agents?query=${encodeURIComponent('𠮷野家')}`);
    expect(found.body.data.map((a: { name: string }) => a.name)).toEqual(['𠮷野家 Order Bot']);
    const suggested = await h.request('GET', `/api/agents/suggest?q=${encodeURIComponent('𠮷野')}`);
    expect(suggested.body.suggestions[0]).toMatchObject({ kind: 'agent', label: '𠮷野家 Order Bot', match: [0, 3] });
  });

  it('shows each agent found exactly as reading it by id does, its timestamps to the millisecond', async () => {
    // Written with microseconds, kept (rounded) to the millisecond: both paths show what is kept.
    await h.db.raw(
      `UPDATE agents SET created_at = '2026-03-04 05:06:07.891999+00', updated_at = '2026-03-05 23:59:59.9999+00' WHERE slug = 'yoshinoya'`,
      [],
    );
    // The owner's search first: it reads the change feed before answering, so the index holds the update.
    for (const [query, token] of [
      ['zephyrine', owner.token],
      ['order bot', undefined],
    ] as const) {
      const list = await h.request('GET', `/api/agents?query=${encodeURIComponent(query)}`, { token });
      expect(list.body.data).toHaveLength(1);
      const [{ highlights, ...found }] = list.body.data as Array<{ id: string; highlights: unknown }>;
      expect(highlights).not.toHaveLength(0);
      const read = await h.request('GET', `/api/agents/${found.id}`, { token });
      expect(found).toEqual(read.body);
    }
    const [bot] = (await h.request('GET', `/api/agents?query=yoshinoya`, { token: owner.token })).body.data;
    expect([bot.created_at, bot.updated_at]).toEqual(['2026-03-04T05:06:07.892Z', '2026-03-06T00:00:00.000Z']);
  });

  it('finds a private agent for its owner only, and never suggests it', async () => {
    const mine = await h.request('GET', '/api/agents?query=zephyrine', { token: owner.token });
    expect(mine.body.data.map((a: { name: string }) => a.name)).toEqual(['Zephyrine Secret Planner']);
    const other = await h.signUp();
    for (const token of [undefined, other.token]) {
      const list = await h.request('GET', '/api/agents?query=zephyrine', { token });
      expect(list.body.data).toEqual([]);
      expect(list.body.pagination.total).toBe(0);
      const facets = await h.request('GET', '/api/agents/facets?query=zephyrine', { token });
      expect(facets.body.total).toBe(0);
      // A misspelling is not read as the private agent's word either.
      expect((await h.request('GET', '/api/agents?query=zephyrone', { token })).body.did_you_mean).toBeNull();
    }
    const suggest = await h.request('GET', '/api/agents/suggest?q=zephyr', { token: owner.token });
    expect(suggest.body.suggestions).toEqual([]);
  });

  it("finds an organisation's private agent for its members, in search and in their own list", async () => {
    const member = await h.signUp();
    const memberEmail = (await h.request('GET', '/api/users/profile', { token: member.token })).body.email as string;
    const org = 'quokka-team';
    expect((await h.request('POST', '/api/orgs', { token: owner.token, body: { name: org } })).status).toBe(201);
    expect((await h.request('POST', `/api/orgs/${org}/invitations`, { token: owner.token, body: { invitee: memberEmail } })).status).toBe(
      201,
    );
    const invitation = /Invitation: ([0-9a-f-]{36})/.exec(h.mailer.sent.at(-1)?.text ?? '')?.[1];
    expect((await h.request('POST', `/api/orgs/invitations/${invitation}/accept`, { token: member.token })).status).toBe(200);
    const made = await h.request('POST', '/api/agents', {
      token: owner.token,
      body: {
        agent_yaml: agentYaml('quokka-plan'),
        name: 'Quokkaroo Planner',
        category: 'productivity',
        visibility: 'private',
        namespace: org,
      },
    });
    expect(made.status).toBe(201);

    const names = (res: { body: { data: Array<{ name: string }> } }) => res.body.data.map((a) => a.name);
    expect(names(await h.request('GET', '/api/agents?query=quokkaroo', { token: member.token }))).toEqual(['Quokkaroo Planner']);
    expect(names(await h.request('GET', '/api/agents/my-agents?query=quokkaroo', { token: member.token }))).toEqual(['Quokkaroo Planner']);
    const outsider = await h.signUp();
    expect((await h.request('GET', '/api/agents?query=quokkaroo', { token: outsider.token })).body.data).toEqual([]);
    expect((await h.request('GET', '/api/agents/my-agents?query=quokkaroo', { token: outsider.token })).body.data).toEqual([]);
  });
});

describe.each(setups)('the catalogue without a query on $name, counted by $path', (database) => {
  const OPERATOR = 'counting-operator@example.com';
  const h = useHarness(database, { config: { searchIndex: database.searchIndex, operators: [OPERATOR] } });

  it('counts the catalogue without a query (totals and facets) for every filter and order, for each caller', async () => {
    const owner = await h.signUp();
    const operator = await h.signUp(OPERATOR);
    const publish = async (slug: string, category: string, tags: string[], visibility: 'public' | 'private' = 'public') => {
      const res = await h.request('POST', '/api/agents', {
        token: owner.token,
        body: { agent_yaml: agentYaml(slug), name: `Counted ${slug}`, description: 'Counted.', tags, category, visibility },
      });
      expect(res.status).toBe(201);
    };
    await publish('count-one', 'productivity', ['ledger']);
    await publish('count-two', 'productivity', ['ledger', 'tally']);
    await publish('count-three', 'creative', ['tally']);
    await publish('count-four', 'creative', ['ledger'], 'private');
    await publish('count-five', 'analysis', ['ledger']);
    const username = (await h.request('GET', '/api/users/profile', { token: owner.token })).body.username as string;
    const takedown = await h.request('POST', `/api/admin/agents/${encodeURIComponent(`${username}/count-five`)}/takedown`, {
      token: operator.token,
      body: { reason: 'Counted out' },
    });
    expect(takedown.status).toBe(200);
    const stranger = await h.signUp();
    const total = async (path: string, token?: string) => {
      const res = await h.request('GET', path, { token });
      expect([path, res.status]).toEqual([path, 200]);
      return res.body.pagination.total as number;
    };
    // path: [anonymous and a stranger, the owner (their private agent too), an operator (the taken-down one too)]
    const expected: Record<string, [number, number, number]> = {
      '/api/agents': [3, 4, 4],
      '/api/agents?category=productivity': [2, 2, 2],
      '/api/agents?category=creative': [1, 2, 1],
      '/api/agents?category=analysis': [0, 0, 1],
      '/api/agents?tag=ledger': [2, 3, 3],
      '/api/agents?tag=tally&category=creative': [1, 1, 1],
      '/api/agents?featured=false': [3, 4, 4],
      '/api/agents?featured=true': [0, 0, 0],
      '/api/agents?visibility=public&sort=popular': [3, 3, 4],
      '/api/agents?visibility=private': [0, 1, 0],
      '/api/agents?sort=downloads&page=2&page_size=1': [3, 4, 4],
      // The owner's own list holds their taken-down agent.
      '/api/agents/my-agents': [0, 5, 0],
    };
    for (const [path, [anyone, theirs, operators]] of Object.entries(expected)) {
      if (!path.includes('my-agents')) expect([path, await total(path)]).toEqual([path, anyone]);
      expect([path, await total(path, stranger.token)]).toEqual([path, anyone]);
      expect([path, await total(path, owner.token)]).toEqual([path, theirs]);
      expect([path, await total(path, operator.token)]).toEqual([path, operators]);
    }
    // The catalogue's facets, counted the same way: [total, productivity, creative, analysis].
    const facets = async (path: string, token?: string) => {
      const res = await h.request('GET', path, { token });
      expect([path, res.status]).toEqual([path, 200]);
      const { total: n, categories: c } = res.body as { total: number; categories: Record<string, number> };
      return [n, c.productivity, c.creative, c.analysis];
    };
    const expectedFacets: Record<string, [number[], number[], number[]]> = {
      '/api/agents/facets': [
        [3, 2, 1, 0],
        [4, 2, 2, 0],
        [4, 2, 1, 1],
      ],
      '/api/agents/facets?tag=ledger': [
        [2, 2, 0, 0],
        [3, 2, 1, 0],
        [3, 2, 0, 1],
      ],
    };
    for (const [path, [anyone, theirs, operators]] of Object.entries(expectedFacets)) {
      expect([path, await facets(path)]).toEqual([path, anyone]);
      expect([path, await facets(path, stranger.token)]).toEqual([path, anyone]);
      expect([path, await facets(path, owner.token)]).toEqual([path, theirs]);
      expect([path, await facets(path, operator.token)]).toEqual([path, operators]);
    }
    // The owner's next agent is counted at once.
    await publish('count-six', 'creative', ['tally']);
    expect(await total('/api/agents?category=creative', owner.token)).toBe(3);
    expect(await facets('/api/agents/facets', owner.token)).toEqual([5, 2, 3, 0]);
  });
});

const postgres = databases.filter((d) => d.name === 'postgres');

describe.each(postgres)('two instances on one $name', (database) => {
  let handles: DbHandle[] = [];
  let a: Harness;
  let b: Harness;

  beforeAll(async () => {
    const first = await openTestDatabase(database); // emptied
    const second = await openDatabase({ databaseUrl: database.url, poolSize: 3 });
    handles = [first.handle, second];
    // As in production: no waiting for the feed; each instance follows it (LISTEN/NOTIFY).
    a = makeHarness(first.handle, { searchIndexStrict: false });
    b = makeHarness(second, { searchIndexStrict: false });
    await Promise.all([a.app.ctx.search!.start(), b.app.ctx.search!.start()]);
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  /** Milliseconds until `seen` holds for instance B's anonymous answer to `url` (fails after 1 s). */
  async function within1s(url: string, seen: (body: any) => boolean): Promise<number> {
    const started = performance.now();
    for (;;) {
      const res = await b.request('GET', url);
      expect(res.status).toBe(200);
      const ms = performance.now() - started;
      if (seen(res.body)) return ms;
      if (ms > 1_000)
        throw new Error(`not seen on the other instance within 1 s: ${url} answered ${JSON.stringify(res.body).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const names = (body: any) => body.data.map((x: { name: string }) => x.name);

  it('shows a publish, a rename, a change to private and a delete on the other instance within 1 s', async () => {
    const { token } = await a.signUp();
    const created = await a.request('POST', '/api/agents', {
      token,
      body: { agent_yaml: agentYaml('quokka-helper'), name: 'Quokka Helper', description: 'Helps quokkas.', category: 'productivity' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await within1s('/api/agents?query=quokka', (body) => names(body).includes('Quokka Helper'));
    await within1s('/api/agents/suggest?q=quok', (body) => body.suggestions.some((s: { label: string }) => s.label === 'Quokka Helper'));

    expect((await a.request('PUT', `/api/agents/${id}`, { token, body: { name: 'Wombat Helper' } })).status).toBe(200);
    await within1s('/api/agents?query=wombat', (body) => names(body).includes('Wombat Helper'));
    await within1s('/api/agents?query=quokka%20helper', (body) => !names(body).includes('Quokka Helper'));

    expect((await a.request('PUT', `/api/agents/${id}`, { token, body: { visibility: 'private' } })).status).toBe(200);
    await within1s('/api/agents?query=wombat', (body) => body.data.length === 0);
    await within1s('/api/agents/facets?query=wombat', (body) => body.total === 0);

    expect((await a.request('PUT', `/api/agents/${id}`, { token, body: { visibility: 'public' } })).status).toBe(200);
    await within1s('/api/agents?query=wombat', (body) => names(body).includes('Wombat Helper'));
    expect((await a.request('DELETE', `/api/agents/${id}`, { token })).status).toBe(200);
    await within1s('/api/agents?query=wombat', (body) => body.data.length === 0);
    // Both answered from their indexes, not from SQL.
    expect(a.app.ctx.search!.index).not.toBeNull();
    expect(b.app.ctx.search!.index).not.toBeNull();
  });
});
