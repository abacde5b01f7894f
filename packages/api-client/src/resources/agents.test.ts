import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PUBLISH_MESSAGES } from '../contract/publishRules';
import { mockMode } from '../simulated/mock-mode';
import { SAMPLE_AGENTS } from '../simulated/sample-agents';
import { api, BASE, expectSessionEnded, failing, makeClient, networkDown, recorder, signIn, useServer } from '../test/helpers';

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
    await client.agents.list({
      query: '  data  ',
      category: 'analysis',
      sort: 'popular',
      visibility: 'public',
      featured: true,
      page_size: 18,
    });
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

  it('returns the pagination object as sent, a wire `downloads` read as download_count', async () => {
    serveList();
    const list = await makeClient().client.agents.list();
    expect(list).toEqual({
      data: [{ id: 'a1', name: 'Alpha', download_count: 10, tags: ['x'] }],
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
    expect(first).toMatchObject({ data: [{ id: 'b1' }], next_token: 'cursor-2', pagination: { total: 2, total_pages: 2 } });
    expect(first.data[0]).not.toHaveProperty('agent_id');
    const second = await client.agents.list({ page_size: 1, next_token: first.next_token });
    expect(rec.last.query.get('next_token')).toBe('cursor-2');
    expect(second).toMatchObject({ data: [{ id: 'b2' }], next_token: null });
  });

  it('refuses an out-of-range page size before sending', async () => {
    const rec = serveList();
    await expect(makeClient().client.agents.list({ page_size: 0 })).rejects.toMatchObject({
      kind: 'validation',
      fields: { page_size: expect.any(String) },
    });
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
    server.use(failing('get', '/agents', 503, 'internal_error', 'Search is down'));
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
    server.use(
      http.get(
        api('/agents/:id'),
        async ({ request }) => (await rec.record(request), HttpResponse.json({ agent_id: 'x/1', name: 'X', download_count: 3 })),
      ),
    );
    const agent = await makeClient().client.agents.get('x/1');
    expect(rec.last.path).toBe('/agents/x%2F1');
    expect(agent).toEqual({ id: 'x/1', name: 'X', download_count: 3 });
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
    server.use(failing('get', '/agents/:id', 404, 'not_found', 'Agent not found'));
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
    server.use(failing('get', '/agents/my-agents', 500, 'x', 'boom'));
    const list = await makeClient().client.agents.myAgents();
    expect(list).toEqual({ data: [], count: 0, pagination: { page: 1, page_size: 20, total: 0, total_pages: 0 }, next_token: null });
    expect(mockMode.get()).toBe(false);
  });

  it('does not hide an expired session behind the fallback', async () => {
    signIn();
    server.use(failing('get', '/agents/my-agents', 401, 'unauthorized', 'Invalid token'));
    await expectSessionEnded((client) => client.agents.myAgents());
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

describe('publishing calls', () => {
  const agent = { id: 'a1', name: 'Mail Sorter', owner_id: 'u1', namespace: 'ada', slug: 'mail-sorter', deprecation_message: null };
  const version = {
    version: '1.0.0+build.1',
    digest: 'ab'.repeat(32),
    changelog: '',
    published_at: '2026-11-01T10:00:00.000Z',
    published_by: 'ada',
    download_count: 0,
    prerelease: false,
    yanked: false,
    yank_reason: null,
    yanked_at: null,
  };
  const manifest = {
    format: 'agent-registry.manifest/v1',
    agent,
    version: '1.0.0+build.1',
    digest: 'ab'.repeat(32),
    yanked: false,
    manifest: { apiVersion: 'agent.dev/v1' },
    agent_yaml: 'apiVersion: agent.dev/v1\n',
    downloaded_at: '2026-11-01T10:00:00.000Z',
  };
  const yaml = 'apiVersion: agent.dev/v1\nkind: Agent\n';

  /** Answers every /agents call by its method and path (the id kept URL-encoded). */
  function serveAll(answers: Record<string, [number, object]>) {
    const rec = recorder();
    server.use(
      http.all(`${BASE}/agents*`, async ({ request }) => {
        await rec.record(request);
        const [status, body] = answers[`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`] ?? [
          404,
          { error: 'not_found', message: 'No route' },
        ];
        return HttpResponse.json(body, { status });
      }),
    );
    return rec;
  }

  it("sends each call to its route, 'owner/name' and the version URL-encoded", async () => {
    signIn();
    const ref = '/agents/ada%2Fmail-sorter';
    const one = `${ref}/versions/1.0.0%2Bbuild.1`;
    const rec = serveAll({
      'POST /agents': [201, agent],
      [`PUT ${ref}`]: [200, { ...agent, name: 'Sorter' }],
      [`DELETE ${ref}`]: [200, { message: 'Agent deleted successfully', id: 'a1' }],
      [`POST ${ref}/versions`]: [201, { ...version, agent_yaml: yaml, readme: '' }],
      [`GET ${ref}/versions`]: [200, { data: [version], current_version: '1.0.0+build.1' }],
      [`GET ${one}`]: [200, { ...version, agent_yaml: yaml, readme: '# Hi' }],
      [`POST ${one}/yank`]: [200, { ...version, yanked: true, yank_reason: 'Broken', yanked_at: '2026-11-02T10:00:00.000Z' }],
      [`DELETE ${one}/yank`]: [200, version],
      [`POST ${ref}/deprecate`]: [200, { ...agent, deprecation_message: 'Use ada/sorter' }],
      [`DELETE ${ref}/deprecate`]: [200, agent],
      [`GET ${ref}/download`]: [200, manifest],
    });
    const { client } = makeClient();
    const id = 'ada/mail-sorter';
    expect(await client.agents.create({ agent_yaml: yaml, readme: '# Hi', category: 'productivity', name: '  Mail Sorter ' })).toEqual(
      agent,
    );
    expect((await client.agents.update(id, { name: 'Sorter' })).name).toBe('Sorter');
    expect(await client.agents.remove(id)).toEqual({ message: 'Agent deleted successfully', id: 'a1' });
    expect(await client.agents.publish(id, { agent_yaml: yaml, changelog: ' Faster ' })).toMatchObject({
      version: '1.0.0+build.1',
      agent_yaml: yaml,
    });
    expect(await client.agents.versions(id)).toEqual({ data: [version], current_version: '1.0.0+build.1' });
    expect((await client.agents.version(id, '1.0.0+build.1')).readme).toBe('# Hi');
    expect((await client.agents.yank(id, '1.0.0+build.1', ' Broken ')).yanked).toBe(true);
    expect((await client.agents.unyank(id, '1.0.0+build.1')).yanked).toBe(false);
    expect((await client.agents.deprecate(id, 'Use ada/sorter')).deprecation_message).toBe('Use ada/sorter');
    expect((await client.agents.undeprecate(id)).deprecation_message).toBeNull();
    expect(await client.agents.download(id)).toEqual(manifest);
    await client.agents.download(id, { version: ' 1.0.0+build.1 ' });

    expect(rec.calls).toEqual([
      'POST /agents',
      `PUT ${ref}`,
      `DELETE ${ref}`,
      `POST ${ref}/versions`,
      `GET ${ref}/versions`,
      `GET ${one}`,
      `POST ${one}/yank`,
      `DELETE ${one}/yank`,
      `POST ${ref}/deprecate`,
      `DELETE ${ref}/deprecate`,
      `GET ${ref}/download`,
      `GET ${ref}/download`,
    ]);
    // Bodies as the contract reads them (trimmed), sent with the session.
    expect(rec.requests[0]!.body).toEqual({ agent_yaml: yaml, readme: '# Hi', category: 'productivity', name: 'Mail Sorter' });
    expect(rec.requests[0]!.headers.get('authorization')).toBe('Bearer tok-123');
    expect(rec.requests[3]!.body).toEqual({ agent_yaml: yaml, changelog: 'Faster' });
    expect(rec.requests[6]!.body).toEqual({ reason: 'Broken' });
    expect(rec.requests[8]!.body).toEqual({ message: 'Use ada/sorter' });
    expect(Object.fromEntries(rec.requests[10]!.query)).toEqual({});
    expect(Object.fromEntries(rec.requests[11]!.query)).toEqual({ version: '1.0.0+build.1' });
  });

  it('refuses bad input before sending anything', async () => {
    const rec = serveAll({});
    const { client } = makeClient();
    // @ts-expect-error category is required
    await expect(client.agents.create({ agent_yaml: yaml })).rejects.toMatchObject({
      kind: 'validation',
      status: undefined,
      fields: { category: expect.any(String) },
    });
    await expect(
      client.agents.create({ agent_yaml: yaml, category: 'productivity', readme: 'x'.repeat(200 * 1024 + 1) }),
    ).rejects.toMatchObject({
      message: 'The README must be at most 200 KB',
    });
    await expect(client.agents.update('a1', { repository_url: 'ftp://x' })).rejects.toMatchObject({
      fields: { repository_url: 'Please enter a valid URL' },
    });
    // @ts-expect-error versions are published, never edited
    await expect(client.agents.update('a1', { current_version: '2.0.0' })).rejects.toMatchObject({ kind: 'validation' });
    await expect(client.agents.publish('a1', { agent_yaml: 'x'.repeat(64 * 1024 + 1) })).rejects.toMatchObject({
      message: 'agent.yaml must be at most 64 KB',
    });
    await expect(client.agents.yank('a1', '1.0.0', '   ')).rejects.toMatchObject({ fields: { reason: 'This field is required' } });
    await expect(client.agents.deprecate('a1', 'x'.repeat(501))).rejects.toMatchObject({ fields: { message: 'At most 500 characters' } });
    await expect(client.agents.version('a1', ' ')).rejects.toMatchObject({ fields: { version: 'This field is required' } });
    await expect(client.agents.unyank(' ', '1.0.0')).rejects.toMatchObject({ fields: { id: 'An agent id is required' } });
    await expect(client.agents.remove('')).rejects.toMatchObject({ kind: 'validation' });
    await expect(client.agents.download('a1', { version: 'x'.repeat(129) })).rejects.toMatchObject({ kind: 'validation' });
    expect(rec.requests).toHaveLength(0);
    expect(mockMode.get()).toBe(false);
  });

  it("hands the server's 400, 403 and 409 to the caller, never to the simulated backend", async () => {
    signIn();
    const invalid = {
      error: 'validation_error',
      message: 'spec.model.provider is required',
      fields: { 'spec.model.provider': 'spec.model.provider is required' },
    };
    const exists = {
      error: 'conflict',
      message: PUBLISH_MESSAGES.versionExists('1.0.0'),
      fields: { 'metadata.version': PUBLISH_MESSAGES.versionExists('1.0.0') },
    };
    serveAll({
      'POST /agents': [400, invalid],
      'POST /agents/a1/versions': [409, exists],
      'POST /agents/a1/deprecate': [403, { error: 'forbidden', message: 'You can only change your own agents' }],
    });
    const { client, onError } = makeClient();
    await expect(client.agents.create({ agent_yaml: yaml, category: 'productivity' })).rejects.toMatchObject({
      kind: 'validation',
      status: 400,
      fields: { 'spec.model.provider': 'spec.model.provider is required' },
    });
    await expect(client.agents.publish('a1', { agent_yaml: yaml })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      code: 'conflict',
      body: exists,
    });
    await expect(client.agents.deprecate('a1', 'Old')).rejects.toMatchObject({
      status: 403,
      message: 'You can only change your own agents',
    });
    expect(onError).toHaveBeenCalledWith('You can only change your own agents', expect.anything());
    expect(mockMode.get()).toBe(false);
  });

  it('redoes a write on the simulated backend only when no server answered', async () => {
    signIn();
    server.use(networkDown);
    const { client } = makeClient();
    // A real server's session means nothing to the simulated backend, and survives the outage.
    await expect(client.agents.create({ agent_yaml: yaml, category: 'productivity' })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'Invalid token',
    });
    expect(client.session.isAuthenticated()).toBe(true);
    expect(mockMode.get()).toBe(true);
  });

  it('reads versions from the samples when the server fails', async () => {
    server.use(failing('get', '/agents/:id/versions', 500, 'internal_error', 'boom'));
    const { client } = makeClient();
    expect((await client.agents.versions('sample-story-weaver')).current_version).toBe('1.2.3');
    expect(mockMode.get()).toBe(true);
  });
});

describe('agents.star', () => {
  it("passes a real refusal (the demo account's 403) to the caller, with no simulated star and no mock mode", async () => {
    signIn();
    const message = 'The demo account is read-only. Sign up to publish agents and edit your own profile.';
    server.use(failing('put', '/agents/:id/star', 403, 'demo_read_only', message));
    const { client } = makeClient();
    await expect(client.agents.star('a1')).rejects.toMatchObject({ status: 403, code: 'demo_read_only', message });
    expect(mockMode.get()).toBe(false);
  });

  it("does not stand in for the caller's stars when the server answers with a failure", async () => {
    signIn();
    server.use(failing('get', '/agents/starred', 500, 'internal_error', 'boom'));
    await expect(makeClient().client.agents.starred()).rejects.toMatchObject({ status: 500 });
    expect(mockMode.get()).toBe(false);
  });

  it('is answered by the simulated backend when no server answers', async () => {
    server.use(networkDown);
    const { client } = makeClient();
    await client.agents.star('sample-story-weaver').catch(() => undefined);
    expect(mockMode.get()).toBe(true);
  });
});
