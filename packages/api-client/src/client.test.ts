// The client's own options: a token and headers for every call, retries of reads, and whether
// the simulated backend answers never, on failure, or always.
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FrameworkSchema } from './contract/entities';
import { SAMPLE_FRAMEWORKS } from './contract/sample-frameworks';
import { isApiError, type RateLimitError } from './errors';
import { mockMode } from './simulated/mock-mode';
import { SAMPLE_AGENTS } from './simulated/sample-agents';
import { api, makeClient, networkDown, recorder, signIn, useServer } from './test/helpers';

const server = useServer();
const list = { data: [], count: 0, pagination: { page: 1, page_size: 20, total: 0, total_pages: 0 }, next_token: null };

function serveAgents(answer: () => Response = () => HttpResponse.json(list)) {
  const rec = recorder();
  server.use(http.get(api('/agents'), async ({ request }) => (await rec.record(request), answer())));
  return rec;
}

describe('createApiClient options', () => {
  it('sends the token and the headers given, a stored session winning over the token', async () => {
    const rec = serveAgents();
    const { client } = makeClient({ token: 'a'.repeat(64), headers: { 'X-Team': 'docs' } });
    await client.agents.list();
    expect(rec.last.headers.get('authorization')).toBe(`Bearer ${'a'.repeat(64)}`);
    expect(rec.last.headers.get('x-team')).toBe('docs');
    signIn(undefined, 'session-token');
    await client.agents.list();
    expect(rec.last.headers.get('authorization')).toBe('Bearer session-token');
  });

  it('reads the token from a function on every call', async () => {
    const rec = serveAgents();
    let current: string | null = null;
    const { client } = makeClient({ token: () => current });
    await client.agents.list();
    expect(rec.last.headers.get('authorization')).toBeNull();
    current = 'rotated';
    await client.agents.list();
    expect(rec.last.headers.get('authorization')).toBe('Bearer rotated');
  });

  it('tries a read again after a 503 and announces nothing when the retry succeeds', async () => {
    let calls = 0;
    const rec = serveAgents(() =>
      ++calls === 1
        ? HttpResponse.json({ error: 'server_busy', message: 'Busy' }, { status: 503, headers: { 'Retry-After': '0' } })
        : HttpResponse.json(list),
    );
    const { client, onError } = makeClient({ maxRetries: 2, mock: 'never' });
    await expect(client.agents.list()).resolves.toMatchObject({ count: 0 });
    expect(rec.requests).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after maxRetries, announcing the last failure once', async () => {
    const rec = serveAgents(() =>
      HttpResponse.json({ error: 'server_busy', message: 'Busy' }, { status: 503, headers: { 'Retry-After': '0' } }),
    );
    const { client, onError } = makeClient({ maxRetries: 2, mock: 'never' });
    await expect(client.agents.list()).rejects.toMatchObject({ status: 503 });
    expect(rec.requests).toHaveLength(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refused request or a write', async () => {
    const rec = serveAgents(() => HttpResponse.json({ error: 'validation_error', message: 'Bad' }, { status: 400 }));
    const { client } = makeClient({ maxRetries: 3, mock: 'never' });
    await expect(client.agents.list()).rejects.toMatchObject({ kind: 'validation' });
    expect(rec.requests).toHaveLength(1);

    const writes = recorder();
    server.use(
      http.post(
        api('/frameworks'),
        async ({ request }) => (
          await writes.record(request),
          HttpResponse.json({ error: 'server_busy', message: 'Busy' }, { status: 503 })
        ),
      ),
    );
    await expect(client.frameworks.create({ name: 'LangGraph', tier: 1 })).rejects.toMatchObject({ status: 503 });
    expect(writes.requests).toHaveLength(1);
  });

  it("mock 'never' lets a failure reach the caller, with a hint of what is likely wrong", async () => {
    server.use(networkDown);
    const { client } = makeClient({ mock: 'never' });
    const error = await client.agents.list().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'connection' });
    expect((error as Error).message).toMatch(/server may be down or the base URL wrong.*CORS/);
    expect(mockMode.get()).toBe(false);
  });

  it('a taken-down agent (451) reaches the caller with its reason, never a sample in its place', async () => {
    const sample = SAMPLE_AGENTS[0]!;
    server.use(
      http.get(api(`/agents/${sample.id}`), () =>
        HttpResponse.json({ error: 'taken_down', message: 'Sends the mail it reads to a third party.' }, { status: 451 }),
      ),
    );
    const { client } = makeClient();
    const error = await client.agents.get(sample.id).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(451);
    expect((error as Error).message).toBe('Sends the mail it reads to a third party.');
    expect(mockMode.get()).toBe(false);
  });

  it("mock 'always' shows sample frameworks, while the fallback after a failure keeps the spec's empty list", async () => {
    const always = await makeClient({ mock: 'always' }).client.frameworks.list({ limit: 50 });
    expect(always.data.map((f) => f.name)).toEqual(SAMPLE_FRAMEWORKS.map((f) => f.name));
    expect(always.data).toHaveLength(22);
    expect(always.data.every((f) => FrameworkSchema.safeParse(f).success)).toBe(true);
    const tier3 = await makeClient({ mock: 'always' }).client.frameworks.list({ tier: 3, limit: 50 });
    expect(tier3.data.map((f) => f.name)).toEqual([
      'Letta',
      'CAMEL',
      'Browser Use',
      'Strands Agents',
      'Atomic Agents',
      'Swarms',
      'Langflow',
    ]);
    server.use(networkDown);
    const fallback = await makeClient().client.frameworks.list({ limit: 50 });
    expect(fallback).toMatchObject({ data: [], error: 'Failed to fetch frameworks' });
  });

  it("mock 'always' answers from the simulated backend without touching the network", async () => {
    const rec = serveAgents();
    const { client } = makeClient({ mock: 'always' });
    const page = await client.agents.list();
    expect(page.data.map((a) => a.id)).toEqual(SAMPLE_AGENTS.map((a) => a.id));
    expect(rec.requests).toHaveLength(0);
    expect(mockMode.get()).toBe(true);
  });
});

describe('errors', () => {
  it('narrow to their class by kind', async () => {
    server.use(
      http.get(api('/agents'), () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '7' } }),
      ),
    );
    const error: unknown = await makeClient({ mock: 'never' })
      .client.agents.list()
      .catch((e: unknown) => e);
    if (!isApiError(error) || error.kind !== 'rate_limited') throw new Error('expected a rate-limit error');
    // No cast: `kind` narrowed the union to RateLimitError.
    expectTypeOf(error).toEqualTypeOf<RateLimitError>();
    expect(error.retryAfterSeconds).toBe(7);
  });
});

describe('mock mode', () => {
  it("is each client's own: only the client that fell back shows it", async () => {
    server.use(http.get(api('/agents'), () => HttpResponse.error()));
    const down = makeClient();
    const other = makeClient();
    await down.client.agents.list();
    expect(down.client.mockMode.get()).toBe(true);
    expect(other.client.mockMode.get()).toBe(false);
    // The package-wide flag reports any client, for apps with only one.
    expect(mockMode.get()).toBe(true);
  });
});
