import { AgentListResponseSchema, AgentResponseSchema, INLINE_MESSAGES } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { agentBody, collectPages, databases, useHarness, makeHarness } from './helpers.js';

const XSS = '<img src=x onerror=alert(1)>';

describe.each(databases)('agents on $name', (database) => {
  const h = useHarness(database);

  const create = (token: string, body: Record<string, unknown>) => h.request('POST', '/api/agents', { token, body: agentBody(body) });

  it('create, read, update, delete (owner)', async () => {
    const { token, userId } = await h.signUp(undefined, undefined, 'Ada Lovelace');
    const created = await create(token, {
      name: 'Report Writer',
      description: 'Writes weekly reports from your notes.',
      category: 'productivity',
      tags: ['reports', 'writing'],
      current_version: '1.2.0',
      repository_url: 'https://github.com/example/report-writer',
    });
    expect(created.status).toBe(201);
    AgentResponseSchema.parse(created.body);
    expect(created.body).toMatchObject({
      name: 'Report Writer',
      author_name: 'Ada Lovelace',
      owner_id: userId,
      category: 'productivity',
      visibility: 'public',
      status: 'published',
      current_version: '1.2.0',
      tags: ['reports', 'writing'],
      rating: 0,
      download_count: 0,
      featured: false,
      documentation_url: null,
    });
    // One field per fact: no agent_id or downloads beside id and download_count.
    expect(created.body).not.toHaveProperty('agent_id');
    expect(created.body).not.toHaveProperty('downloads');
    const id = created.body.id;

    const read = await h.request('GET', `/api/agents/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Report Writer');

    const upd = await h.request('PUT', `/api/agents/${id}`, { token, body: { description: 'Better.', tags: ['a'] } });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ name: 'Report Writer', description: 'Better.', tags: ['a'] });

    const del = await h.request('DELETE', `/api/agents/${id}`, { token });
    expect(del.status).toBe(200);
    const gone = await h.request('GET', `/api/agents/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'not_found', message: INLINE_MESSAGES.agentNotFound });
  });

  it("another user's agent: 403 for public, 404 for private, never changed", async () => {
    const owner = await h.signUp();
    const other = await h.signUp();
    const pub = (await create(owner.token, { name: 'Public one', category: 'analysis' })).body;
    const priv = (await create(owner.token, { name: 'Private one', category: 'analysis', visibility: 'private' })).body;

    const put = await h.request('PUT', `/api/agents/${pub.id}`, { token: other.token, body: { name: 'Hijacked' } });
    expect(put.status).toBe(403);
    expect(put.body.error).toBe('forbidden');
    const del = await h.request('DELETE', `/api/agents/${pub.id}`, { token: other.token });
    expect(del.status).toBe(403);
    expect((await h.request('PUT', `/api/agents/${priv.id}`, { token: other.token, body: { name: 'x' } })).status).toBe(404);
    expect((await h.request('DELETE', `/api/agents/${priv.id}`, { token: other.token })).status).toBe(404);
    expect((await h.request('GET', `/api/agents/${priv.id}`, { token: other.token })).status).toBe(404);
    expect((await h.request('GET', `/api/agents/${priv.id}`)).status).toBe(404);
    expect((await h.request('GET', `/api/agents/${priv.id}/download`)).status).toBe(404);

    expect((await h.request('GET', `/api/agents/${pub.id}`)).body.name).toBe('Public one');
    expect((await h.request('GET', `/api/agents/${priv.id}`, { token: owner.token })).body.name).toBe('Private one');
    // Writes need a caller.
    expect((await h.request('PUT', `/api/agents/${pub.id}`, { body: { name: 'x' } })).status).toBe(401);
    expect((await h.request('POST', '/api/agents', { body: agentBody({ name: 'x', category: 'creative' }) })).status).toBe(401);
  });

  it('validates agent input', async () => {
    const { token } = await h.signUp();
    const bad = await create(token, { name: '', category: 'nope', repository_url: 'javascript:alert(1)', tags: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'category', 'repository_url', 'tags']));
    const unknownField = await create(token, { name: 'x', category: 'creative', featured: true });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.fields.featured).toBeDefined();
    expect((await h.request('GET', '/api/agents/not-a-uuid')).status).toBe(404);
    expect((await h.request('PUT', '/api/agents/not-a-uuid', { token, body: { name: 'x' } })).status).toBe(404);
  });

  it('stores markup as plain data', async () => {
    const { token } = await h.signUp();
    const created = await create(token, {
      name: XSS,
      description: `${XSS} "quotes" \\ back`,
      category: 'creative',
      tags: [XSS, 'a,b', '{c}', 'd"e'],
    });
    expect(created.status).toBe(201);
    const read = await h.request('GET', `/api/agents/${created.body.id}`);
    expect(read.body.name).toBe(XSS);
    expect(read.body.description).toBe(`${XSS} "quotes" \\ back`);
    expect(read.body.tags).toEqual([XSS, 'a,b', '{c}', 'd"e']);
    const search = await h.request('GET', '/api/agents?query=onerror');
    expect(search.body.data[0].name).toBe(XSS);
  });

  it('lists: visibility, category, featured, sort and my-agents', async () => {
    const a = await h.signUp();
    const b = await h.signUp();
    await create(a.token, { name: 'A public', category: 'productivity' });
    h.clock.advance(1000);
    await create(a.token, { name: 'A private', category: 'development', visibility: 'private' });
    h.clock.advance(1000);
    await create(b.token, { name: 'B public', category: 'development' });

    const anon = await h.request('GET', '/api/agents');
    expect(anon.status).toBe(200);
    AgentListResponseSchema.parse(anon.body);
    expect(anon.body.data.map((x: any) => x.name)).toEqual(['B public', 'A public']);
    expect(anon.body.pagination).toEqual({ page: 1, page_size: 20, total: 2, total_pages: 1 });
    expect(anon.body.count).toBe(2);
    expect(anon.body.next_token).toBeNull();

    const asA = await h.request('GET', '/api/agents', { token: a.token });
    expect(asA.body.data.map((x: any) => x.name)).toEqual(['B public', 'A private', 'A public']);
    const asB = await h.request('GET', '/api/agents?visibility=private', { token: b.token });
    expect(asB.body.data).toEqual([]);
    expect((await h.request('GET', '/api/agents?visibility=public', { token: a.token })).body.data).toHaveLength(2);
    expect((await h.request('GET', '/api/agents?visibility=private', { token: a.token })).body.data.map((x: any) => x.name)).toEqual([
      'A private',
    ]);

    const dev = await h.request('GET', '/api/agents?category=development', { token: a.token });
    expect(dev.body.data.map((x: any) => x.name)).toEqual(['B public', 'A private']);

    const mine = await h.request('GET', '/api/agents/my-agents', { token: a.token });
    expect(mine.body.data.map((x: any) => x.name)).toEqual(['A private', 'A public']);
    expect((await h.request('GET', '/api/agents/my-agents')).status).toBe(401);

    expect((await h.request('GET', '/api/agents?featured=true')).body.data).toEqual([]);
    expect((await h.request('GET', '/api/agents?featured=false')).body.data).toHaveLength(2);

    const badSort = await h.request('GET', '/api/agents?sort=random');
    expect(badSort.status).toBe(400);
    expect(badSort.body.fields.sort).toBeDefined();
    expect((await h.request('GET', '/api/agents?page_size=1000')).status).toBe(400);
  });

  it('sorts by downloads and popularity, newest by default', async () => {
    const { token } = await h.signUp();
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      ids.push((await create(token, { name, category: 'analysis' })).body.id);
      h.clock.advance(1000);
    }
    for (let i = 0; i < 3; i++) await h.request('GET', `/api/agents/${ids[1]}/download`);
    await h.request('GET', `/api/agents/${ids[0]}/download`);
    const names = async (q: string) => (await h.request('GET', `/api/agents?${q}`)).body.data.map((x: any) => x.name);
    expect(await names('')).toEqual(['third', 'second', 'first']);
    expect(await names('sort=newest')).toEqual(['third', 'second', 'first']);
    expect(await names('sort=downloads')).toEqual(['second', 'first', 'third']);
    expect(await names('sort=popular')).toEqual(['second', 'first', 'third']);
  });

  it('pages with next_token (keyset) and with page numbers', async () => {
    const { token } = await h.signUp();
    for (let i = 0; i < 7; i++) {
      await create(token, { name: `Agent ${i}`, category: 'productivity' });
      if (i % 2) h.clock.advance(1000); // some share a timestamp: the id breaks ties
    }
    for (const sort of ['newest', 'downloads', 'popular']) {
      const { ids, pages } = await collectPages(h, `/api/agents?sort=${sort}&page_size=3`, (body, page) =>
        expect(body.pagination).toMatchObject({ page, page_size: 3, total: 7, total_pages: 3 }),
      );
      expect(pages).toBe(3);
      expect(new Set(ids).size).toBe(7);
    }
    const page2 = await h.request('GET', '/api/agents?page=2&page_size=3');
    const first = await h.request('GET', '/api/agents?page_size=3');
    const viaToken = await h.request('GET', `/api/agents?page_size=3&next_token=${first.body.next_token}`);
    expect(page2.body.data.map((x: any) => x.id)).toEqual(viaToken.body.data.map((x: any) => x.id));

    const forged = await h.request('GET', '/api/agents?next_token=not-a-token');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid next_token');
    const otherFilters = await h.request('GET', `/api/agents?category=creative&page_size=3&next_token=${first.body.next_token}`);
    expect(otherFilters.status).toBe(400);
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(first.body.next_token, 'base64url').toString()), k: ["'; drop table agents; --", 'x'] }),
    ).toString('base64url');
    expect((await h.request('GET', `/api/agents?page_size=3&next_token=${tampered}`)).status).toBe(400);
  });

  it('full-text search: weighted ranking, highlights and filters', async () => {
    const { token } = await h.signUp();
    await create(token, { name: 'Invoice Helper', description: 'Reads PDFs.', category: 'productivity', tags: ['finance'] });
    h.clock.advance(1000);
    await create(token, { name: 'Mail Sorter', description: 'Sorts mail and invoices by sender.', category: 'communication', tags: [] });
    h.clock.advance(1000);
    await create(token, { name: 'Budget Bot', description: 'Plans budgets.', category: 'analysis', tags: ['invoices', 'money'] });
    h.clock.advance(1000);
    await create(token, { name: 'Poem Maker', description: 'Writes poems.', category: 'creative' });

    const res = await h.request('GET', '/api/agents?query=invoice');
    expect(res.status).toBe(200);
    const names = res.body.data.map((x: any) => x.name);
    // name (A) before description (B) before tags (C)
    expect(names).toEqual(['Invoice Helper', 'Mail Sorter', 'Budget Bot']);
    expect(res.body.pagination.total).toBe(3);
    const [helper, sorter, bot] = res.body.data;
    expect(helper.highlights).toEqual([{ field: 'name', ranges: [[0, 7]] }]);
    expect(bot.highlights).toEqual([{ field: 'tags', index: 0, ranges: [[0, 8]] }]);
    expect(sorter.highlights).toEqual([{ field: 'description', ranges: [[15, 23]] }]);
    expect(sorter.description.slice(15, 23)).toBe('invoices');

    const filtered = await h.request('GET', '/api/agents?query=invoice&category=analysis');
    expect(filtered.body.data.map((x: any) => x.name)).toEqual(['Budget Bot']);
    const sorted = await h.request('GET', '/api/agents?query=invoice&sort=newest');
    expect(sorted.body.data.map((x: any) => x.name)).toEqual(['Budget Bot', 'Mail Sorter', 'Invoice Helper']);

    const two = await h.request('GET', '/api/agents?query=sorts%20mail');
    expect(two.body.data.map((x: any) => x.name)).toEqual(['Mail Sorter']);
    const none = await h.request('GET', '/api/agents?query=zzzqqq');
    expect(none.body).toMatchObject({ data: [], count: 0, next_token: null, pagination: { total: 0, total_pages: 0 } });
    const operators = await h.request('GET', '/api/agents?query=' + encodeURIComponent('"mail" -poem or & | !:*() \\'));
    expect(operators.status).toBe(200);
    const quotes = await h.request('GET', '/api/agents?query=' + encodeURIComponent("it's o'reilly'); drop table agents; --"));
    expect(quotes.status).toBe(200);
    expect((await h.request('GET', '/api/agents?query=invoice')).body.data).toHaveLength(3);
  });

  it('relevance search pages through ranked candidates and beyond them', async () => {
    const local = makeHarness(h.db, { searchCandidateLimit: 4 });
    const { token } = await local.signUp();
    for (let i = 0; i < 11; i++) {
      await local.request('POST', '/api/agents', {
        token,
        body: agentBody({ name: i % 3 === 0 ? `Alpha tool ${i}` : `Tool ${i}`, description: 'An alpha helper.', category: 'development' }),
      });
    }
    const { ids, pages } = await collectPages(local, '/api/agents?query=alpha&page_size=3', (body) =>
      expect(body.pagination.total).toBe(11),
    );
    expect(pages).toBe(4);
    expect(new Set(ids).size).toBe(11);
  });

  it('download returns the manifest and counts', async () => {
    const { token } = await h.signUp(undefined, undefined, 'Ada');
    const created = await create(token, {
      name: 'Data Cleaner',
      category: 'analysis',
      tags: ['csv'],
      current_version: '2.0.0',
      manifest: { spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } } },
    });
    const dl = await h.request('GET', `/api/agents/${created.body.id}/download`);
    expect(dl.status).toBe(200);
    expect(dl.body.format).toBe('agent-registry.manifest/v1');
    expect(dl.body.agent.download_count).toBe(1);
    expect(dl.body.manifest).toMatchObject({
      apiVersion: 'agent.dev/v1',
      kind: 'Agent',
      metadata: { name: 'data-cleaner', version: '2.0.0', tags: ['csv'] },
      spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } },
    });
    expect(dl.body.version).toBe('2.0.0');
    expect(dl.body.agent_yaml).toContain('kind: Agent\n');
    await h.request('GET', `/api/agents/${created.body.id}/download`);
    expect((await h.request('GET', `/api/agents/${created.body.id}`)).body.download_count).toBe(2);
    expect((await h.request('GET', '/api/agents/00000000-0000-4000-8000-000000000000/download')).status).toBe(404);
  });

  it("the read micro-cache never serves stale data after this server's own writes", async () => {
    const { token } = await h.signUp();
    const id = (await create(token, { name: 'Cached', category: 'creative' })).body.id;
    expect((await h.request('GET', `/api/agents/${id}`)).body.download_count).toBe(0);
    await h.request('GET', `/api/agents/${id}/download`);
    expect((await h.request('GET', `/api/agents/${id}`)).body.download_count).toBe(1);
    await h.request('PUT', `/api/agents/${id}`, { token, body: { name: 'Renamed' } });
    expect((await h.request('GET', `/api/agents/${id}`)).body.name).toBe('Renamed');
    await h.request('PUT', `/api/agents/${id}`, { token, body: { visibility: 'private' } });
    expect((await h.request('GET', `/api/agents/${id}`)).status).toBe(404);
    expect((await h.request('GET', `/api/agents/${id}`, { token })).body.visibility).toBe('private');
    await h.request('DELETE', `/api/agents/${id}`, { token });
    expect((await h.request('GET', `/api/agents/${id}`, { token })).status).toBe(404);
  });

  it('an anonymous list page is kept for a second; signed-in callers see their writes at once', async () => {
    const { token } = await h.signUp();
    h.clock.advance(1000);
    const newest = async (as?: string) => {
      const res = await h.request('GET', '/api/agents?page_size=5', as ? { token: as } : {});
      expect(res.status).toBe(200);
      return (res.body.data as Array<{ name: string }>).map((a) => a.name);
    };
    const id = (await create(token, { name: 'Listed First', category: 'creative' })).body.id;
    h.clock.advance(1001);
    expect((await newest())[0]).toBe('Listed First');
    // Asked twice at once, and again: the same page.
    const [a, b] = await Promise.all([newest(), newest()]);
    expect(b).toEqual(a);
    await create(token, { name: 'Listed Second', category: 'creative' });
    // Within the second, anonymous callers get the kept page; its publisher sees the new agent.
    expect((await newest())[0]).toBe('Listed First');
    expect((await newest(token))[0]).toBe('Listed Second');
    h.clock.advance(1000);
    expect((await newest())[0]).toBe('Listed Second');
    await h.request('PUT', `/api/agents/${id}`, { token, body: { visibility: 'private' } });
    h.clock.advance(1001);
    expect(await newest()).not.toContain('Listed First');
    expect(await newest(token)).toContain('Listed First');
  });

  it('reads by id arriving together answer as each would alone, each for its own caller', async () => {
    // Without the micro-cache, so that every read reaches the database (where they are read together).
    const uncached = makeHarness(h.db, { agentCacheTtlMs: 0 });
    const owner = await h.signUp();
    const other = await h.signUp();
    // More than one statement holds (16), some private, one gone, one asked twice.
    const ids: string[] = [];
    for (let i = 0; i < 18; i++) {
      const created = await create(owner.token, {
        name: `Together ${i}`,
        category: 'productivity',
        visibility: i % 6 === 5 ? 'private' : 'public',
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const gone = ids.pop()!;
    expect((await h.request('DELETE', `/api/agents/${gone}`, { token: owner.token })).status).toBe(200);
    const asked = [...ids, gone, ids[0]!.toUpperCase()];
    const callers = [undefined, owner.token, other.token];
    const read = (id: string, token?: string) =>
      uncached
        .request('GET', `/api/agents/${id}`, { token })
        .then((r) => ({ status: r.status, text: r.text, etag: r.headers.get('etag') }));

    const alone: Array<Awaited<ReturnType<typeof read>>> = [];
    for (const token of callers) for (const id of asked) alone.push(await read(id, token));
    const together = await Promise.all(callers.flatMap((token) => asked.map((id) => read(id, token))));
    expect(together).toEqual(alone);

    const statuses = (token?: string) => alone.slice(callers.indexOf(token) * asked.length, (callers.indexOf(token) + 1) * asked.length);
    const expected = (mayReadPrivate: boolean) => [...ids.map((_, i) => (i % 6 === 5 && !mayReadPrivate ? 404 : 200)), 404, 200];
    expect(statuses(undefined).map((r) => r.status)).toEqual(expected(false));
    expect(statuses(owner.token).map((r) => r.status)).toEqual(expected(true));
    expect(statuses(other.token).map((r) => r.status)).toEqual(expected(false));
  });
});

describe('sqlLiteral', () => {
  it('quotes values safely for PREPARE / EXECUTE', async () => {
    const { sqlLiteral } = await import('../src/db/client.js');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(3)).toBe('3');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral("O'Brien \\ '); DROP TABLE agents; --")).toBe("'O''Brien \\ ''); DROP TABLE agents; --'");
    expect(() => sqlLiteral('a\0b')).toThrow();
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
