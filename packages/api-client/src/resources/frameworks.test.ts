import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FRAMEWORKS } from '../contract/sample-frameworks';
import { mockMode } from '../simulated/mock-mode';
import { api, failing, makeClient, networkDown, recorded, recorder, useServer } from '../test/helpers';

const server = useServer();

// LangGraph of the curated list, as a server may send it: stars and trending as display strings.
const langgraph = { ...SAMPLE_FRAMEWORKS.find((framework) => framework.id === 'langgraph')!, stars: '12k', trending: 'true' };

describe('frameworks.list', () => {
  it('sends limit 50 by default and the filters given', async () => {
    const rec = recorder();
    server.use(recorded(rec, 'get', '/frameworks', () => HttpResponse.json({ data: [langgraph], count: 1 })));
    const { client } = makeClient();
    expect(await client.frameworks.list()).toEqual({ data: [langgraph], count: 1 });
    expect(Object.fromEntries(rec.last.query)).toEqual({ limit: '50' });
    await client.frameworks.list({ tier: 2, category: ' Research ', trending: true, limit: 10 });
    expect(Object.fromEntries(rec.last.query)).toEqual({ tier: '2', category: 'Research', trending: 'true', limit: '10' });
    await client.frameworks.list({ category: '', tier: null, trending: null });
    expect(Object.fromEntries(rec.last.query)).toEqual({ limit: '50' });
  });

  it('derives count when the server leaves it out', async () => {
    server.use(http.get(api('/frameworks'), () => HttpResponse.json({ data: [langgraph, { ...langgraph, id: 'b' }] })));
    expect((await makeClient().client.frameworks.list()).count).toBe(2);
  });

  it("falls back to empty data with 'Failed to fetch frameworks' on a 5xx", async () => {
    server.use(failing('get', '/frameworks', 500, 'internal_error', 'boom'));
    expect(await makeClient().client.frameworks.list()).toEqual({ data: [], count: 0, error: 'Failed to fetch frameworks' });
    expect(mockMode.get()).toBe(false);
  });

  it('falls back the same way without a server, and turns mock mode on', async () => {
    server.use(networkDown);
    expect(await makeClient().client.frameworks.list()).toEqual({ data: [], count: 0, error: 'Failed to fetch frameworks' });
    expect(mockMode.get()).toBe(true);
  });
});

describe('framework get / create / update / delete / seed', () => {
  it('calls each route and returns its answer', async () => {
    const rec = recorder();
    const record =
      (body: object, status = 200) =>
      async ({ request }: { request: Request }) => {
        await rec.record(request);
        return HttpResponse.json(body, { status });
      };
    server.use(
      http.get(api('/frameworks/:id'), record(langgraph)),
      http.post(api('/frameworks'), record(langgraph, 201)),
      http.put(api('/frameworks/:id'), record({ ...langgraph, tier: 2 })),
      http.delete(api('/frameworks/:id'), record({ message: 'Framework deleted successfully' })),
      http.post(api('/frameworks/seed'), record({ message: 'Frameworks seeded successfully', count: 12 })),
    );
    const { client } = makeClient();
    expect(await client.frameworks.get('langgraph')).toEqual(langgraph);
    expect(await client.frameworks.create({ name: 'LangGraph', tier: 1, icon: 'rocket' })).toEqual(langgraph);
    expect((await client.frameworks.update('langgraph', { tier: 2 })).tier).toBe(2);
    expect(await client.frameworks.delete('langgraph')).toEqual({ message: 'Framework deleted successfully' });
    expect(await client.frameworks.seed()).toEqual({ message: 'Frameworks seeded successfully', count: 12 });
    expect(rec.calls).toEqual([
      'GET /frameworks/langgraph',
      'POST /frameworks',
      'PUT /frameworks/langgraph',
      'DELETE /frameworks/langgraph',
      'POST /frameworks/seed',
    ]);
    expect(rec.requests[1]!.body).toEqual({ name: 'LangGraph', tier: 1, icon: 'rocket' });
    expect(rec.requests[2]!.body).toEqual({ tier: 2 });
  });

  it('refuses invalid input before sending', async () => {
    const { client } = makeClient();
    // @ts-expect-error tier 4 does not exist
    await expect(client.frameworks.create({ name: 'X', tier: 4 })).rejects.toMatchObject({
      kind: 'validation',
      fields: { tier: expect.any(String) },
    });
    await expect(client.frameworks.update('x', { website: 'nope' })).rejects.toMatchObject({ message: 'Please enter a valid URL' });
    await expect(client.frameworks.delete('')).rejects.toMatchObject({ kind: 'validation' });
  });

  it('has no fallback: failures reach the caller', async () => {
    server.use(networkDown);
    const { client } = makeClient();
    await expect(client.frameworks.seed()).rejects.toMatchObject({ kind: 'connection' });
    server.use(failing('get', '/frameworks/:id', 404, 'not_found', 'Framework not found'));
    await expect(client.frameworks.get('nope')).rejects.toMatchObject({ kind: 'not_found', message: 'Framework not found' });
  });
});
