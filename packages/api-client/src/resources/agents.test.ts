import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockMode } from '../simulated/mock-mode';
import { SAMPLE_AGENTS } from '../simulated/sample-agents';
import { api, makeClient, networkDown, recorder, signIn, useServer } from '../test/helpers';

const server = useServer();

const paginated = {
  data: [{ id: 'a1', name: 'Alpha', downloads: 10, tags: ['x'] }],
  count: 1,
  pagination: { page: 2, page_size: 18, total: 19, total_pages: 2 },
  next_token: null,
};

function serveList(body: unknown = paginated, path = '/agents') {
  const rec = recorder();
  server.use(http.get(api(path), async ({ request }) => (await rec.record(request), HttpResponse.json(body as object))));
  return rec;
}

describe('agents.list', () => {
  it('sends page 1 and size 20 by default, and nothing else', async () => {
    const rec = serveList();
    await makeClient().client.agents.list();
    expect(Object.fromEntries(rec.last.query)).toEqual({ page: '1', page_size: '20' });
  });

  it('sends the filters, leaving empty ones out', async () => {
    const rec = serveList();
    const { client } = makeClient();
    await client.agents.list({ query: '  data  ', category: 'analysis', sort: 'popular', visibility: 'public', featured: true, page_size: 18 });
    expect(Object.fromEntries(rec.last.query)).toEqual({
      query: 'data',
      category: 'analysis',
      sort: 'popular',
      visibility: 'public',
      featured: 'true',
      page: '1',
      page_size: '18',
    });
    await client.agents.list({ query: '   ', category: 'all', sort: '', visibility: null, featured: null });
    expect(Object.fromEntries(rec.last.query)).toEqual({ page: '1', page_size: '20' });
  });

  it('returns the pagination object as sent', async () => {
    serveList();
    const list = await makeClient().client.agents.list();
    expect(list).toEqual({
      data: [{ id: 'a1', name: 'Alpha', downloads: 10, tags: ['x'] }],
      count: 1,
      pagination: { page: 2, page_size: 18, total: 19, total_pages: 2 },
      next_token: null,
    });
  });

  it('normalises the data / count / next_token shape and fetches the next page with next_token', async () => {
    const rec = recorder();
    server.use(
      http.get(api('/agents'), async ({ request }) => {
        await rec.record(request);
        const token = new URL(request.url).searchParams.get('next_token');
        return token === 'cursor-2'
          ? HttpResponse.json({ data: [{ agent_id: 'b2', name: 'Beta' }], count: 1, next_token: null })
          : HttpResponse.json({ data: [{ agent_id: 'b1', name: 'Alpha' }], count: 1, total: 2, next_token: 'cursor-2' });
      }),
    );
    const { client } = makeClient();
    const first = await client.agents.list({ page_size: 1 });
    expect(first).toMatchObject({ data: [{ id: 'b1', agent_id: 'b1' }], next_token: 'cursor-2', pagination: { total: 2, total_pages: 2 } });
    const second = await client.agents.list({ page_size: 1, next_token: first.next_token });
    expect(rec.last.query.get('next_token')).toBe('cursor-2');
    expect(second).toMatchObject({ data: [{ id: 'b2' }], next_token: null });
  });

  it('refuses an out-of-range page size before sending', async () => {
    const rec = serveList();
    await expect(makeClient().client.agents.list({ page_size: 0 })).rejects.toMatchObject({ kind: 'validation', fields: { page_size: expect.any(String) } });
    expect(rec.requests).toHaveLength(0);
    expect(mockMode.get()).toBe(false);
  });

  it('falls back to the 6 sample agents when the server is down, and turns mock mode on', async () => {
    server.use(networkDown);
    const list = await makeClient().client.agents.list();
    expect(list.data.map((a) => a.id)).toEqual(SAMPLE_AGENTS.map((a) => a.id));
    expect(list.pagination.total).toBe(6);
    expect(mockMode.get()).toBe(true);
  });

  it('falls back to the samples, filtered locally, on a 5xx', async () => {
    server.use(http.get(api('/agents'), () => HttpResponse.json({ error: 'internal_error', message: 'Search is down' }, { status: 503 })));
    const { client, onError } = makeClient();
    const list = await client.agents.list({ category: 'development', sort: 'downloads' });
    expect(list.data.map((a) => a.name)).toEqual(['Code Review Copilot', 'Unit Test Writer']);
    expect(onError).toHaveBeenCalledWith('Search is down', expect.anything());
  });

  it('falls back when the answer breaks the contract', async () => {
    serveList({ agents: [] });
    const list = await makeClient().client.agents.list({ query: 'story' });
    expect(list.data.map((a) => a.name)).toEqual(['Story Weaver']);
  });
});

describe('agents.get', () => {
  it('gets an agent by id, normalising agent_id', async () => {
    const rec = recorder();
    server.use(http.get(api('/agents/:id'), async ({ request }) => (await rec.record(request), HttpResponse.json({ agent_id: 'x/1', name: 'X', download_count: 3 }))));
    const agent = await makeClient().client.agents.get('x/1');
    expect(rec.last.path).toBe('/agents/x%2F1');
    expect(agent).toEqual({ id: 'x/1', agent_id: 'x/1', name: 'X', download_count: 3 });
  });

  it('accepts a { data } envelope', async () => {
    server.use(http.get(api('/agents/:id'), () => HttpResponse.json({ data: { id: 'e1', name: 'Env' } })));
    expect((await makeClient().client.agents.get('e1')).name).toBe('Env');
  });

  it('on failure answers the sample agent with that id', async () => {
    server.use(networkDown);
    const agent = await makeClient().client.agents.get('sample-story-weaver');
    expect(agent.name).toBe('Story Weaver');
    expect(mockMode.get()).toBe(true);
  });

  it("throws NotFoundError 'Agent not found' when no sample has that id", async () => {
    server.use(http.get(api('/agents/:id'), () => HttpResponse.json({ error: 'not_found', message: 'Agent not found' }, { status: 404 })));
    const { client, onError } = makeClient();
    await expect(client.agents.get('nope')).rejects.toMatchObject({ kind: 'not_found', message: 'Agent not found' });
    expect(onError).not.toHaveBeenCalled();
    expect(mockMode.get()).toBe(false);
  });

  it('refuses an empty id', async () => {
    await expect(makeClient().client.agents.get(' ')).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('agents.myAgents', () => {
  it('gets the signed-in user agents with the session headers', async () => {
    signIn();
    const rec = serveList(paginated, '/agents/my-agents');
    const list = await makeClient().client.agents.myAgents({ page_size: 5 });
    expect(list.data).toHaveLength(1);
    expect(rec.last.headers.get('authorization')).toBe('Bearer tok-123');
    expect(rec.last.query.get('page_size')).toBe('5');
  });

  it('falls back to an empty list on failure', async () => {
    server.use(http.get(api('/agents/my-agents'), () => HttpResponse.json({ error: 'x', message: 'boom' }, { status: 500 })));
    const list = await makeClient().client.agents.myAgents();
    expect(list).toEqual({ data: [], count: 0, pagination: { page: 1, page_size: 20, total: 0, total_pages: 0 }, next_token: null });
    expect(mockMode.get()).toBe(false);
  });

  it('does not hide an expired session behind the fallback', async () => {
    signIn();
    server.use(http.get(api('/agents/my-agents'), () => HttpResponse.json({ error: 'unauthorized', message: 'Invalid token' }, { status: 401 })));
    const { client, onUnauthorized } = makeClient();
    await expect(client.agents.myAgents()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('agents.suggest and agents.facets', () => {
  const suggestions = {
    query: 'resea',
    suggestions: [{ kind: 'agent', label: 'Research Scout', id: 'a1', match: [0, 5] }],
    did_you_mean: null,
  };

  it('sends the trimmed text and the limit, and returns the suggestions as sent', async () => {
    const rec = serveList(suggestions, '/agents/suggest');
    const answer = await makeClient().client.agents.suggest('  resea ', { limit: 5 });
    expect(Object.fromEntries(rec.last.query)).toEqual({ q: 'resea', limit: '5' });
    expect(answer).toEqual(suggestions);
  });

  it('refuses blank text before sending anything', async () => {
    const rec = serveList(suggestions, '/agents/suggest');
    await expect(makeClient().client.agents.suggest('   ')).rejects.toMatchObject({ kind: 'validation' });
    expect(rec.requests).toHaveLength(0);
  });

  it('answers from the samples, corrected, when the server is down', async () => {
    server.use(networkDown);
    const answer = await makeClient().client.agents.suggest('revew');
    expect(answer.did_you_mean).toBe('review');
    expect(answer.suggestions.map((s) => s.label)).toContain('Code Review Copilot');
    expect(mockMode.get()).toBe(true);
  });

  it('sends the facet filters, leaving empty ones out', async () => {
    const counts = { total: 2, categories: { productivity: 1, creative: 0, analysis: 1, communication: 0, development: 0 } };
    const rec = serveList(counts, '/agents/facets');
    const { client } = makeClient();
    expect(await client.agents.facets({ query: ' data ', tag: 'charts', featured: true })).toEqual(counts);
    expect(Object.fromEntries(rec.last.query)).toEqual({ query: 'data', tag: 'charts', featured: 'true' });
    await client.agents.facets({ query: '  ', tag: '' });
    expect(Object.fromEntries(rec.last.query)).toEqual({});
  });

  it('sends tag and updated_since on lists, and keeps did_you_mean', async () => {
    const rec = serveList({ ...paginated, did_you_mean: 'alpha' });
    const list = await makeClient().client.agents.list({ tag: 'x', updated_since: '2026-01-01T00:00:00Z' });
    expect(Object.fromEntries(rec.last.query)).toMatchObject({ tag: 'x', updated_since: '2026-01-01T00:00:00Z' });
    expect(list.did_you_mean).toBe('alpha');
    await expect(makeClient().client.agents.list({ updated_since: 'yesterday' })).rejects.toMatchObject({ kind: 'validation' });
  });
});
