import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, BASE, failing, makeClient, recorder, useServer } from '../test/helpers';

const server = useServer();

const list = { data: [{ id: 'a1', name: 'Alpha', downloads: 10, tags: ['x'] }], count: 1 };

/** A team's instance: fetch-based (as in a browser), with its own interceptors. */
function teamInstance(options: { baseURL?: string } = {}) {
  const instance = axios.create({ adapter: 'fetch', ...options });
  const seen: string[] = [];
  instance.interceptors.request.use((config) => {
    config.headers.set('X-Trace-Id', 'trace-42');
    seen.push(`request ${config.method?.toUpperCase()} ${config.url}`);
    return config;
  });
  instance.interceptors.response.use(
    (response) => (seen.push(`response ${response.status}`), response),
    (error: { response?: { status: number } }) => (seen.push(`error ${error.response?.status}`), Promise.reject(error)),
  );
  return { instance, seen };
}

describe('createApiClient({ axios })', () => {
  it('sends every call through the instance, whose interceptors run and add their headers', async () => {
    const rec = recorder();
    server.use(http.get(api('/agents'), async ({ request }) => (await rec.record(request), HttpResponse.json(list))));
    const { instance, seen } = teamInstance();
    const { client } = makeClient({ axios: instance, mock: 'never' });

    const result = await client.agents.list({ query: 'data' });

    expect(result.data.map((agent) => agent.name)).toEqual(['Alpha']);
    expect(seen).toEqual(['request GET /agents', 'response 200']);
    expect(rec.last.headers.get('x-trace-id')).toBe('trace-42');
    // The client's own headers and query still go out.
    expect(rec.last.headers.get('accept')).toContain('application/json');
    expect(rec.last.query.get('query')).toBe('data');
  });

  it("uses the instance's baseURL when the client is given none", async () => {
    const rec = recorder();
    server.use(http.get(api('/agents'), async ({ request }) => (await rec.record(request), HttpResponse.json(list))));
    const { instance } = teamInstance({ baseURL: BASE });
    const { client } = makeClient({ axios: instance, mock: 'never', baseURL: undefined });
    await client.agents.list();
    expect(rec.calls).toEqual(['GET /agents']);
    expect(client.http.baseURL).toBe(BASE);
  });

  it('turns an error status into the same ApiError as with fetch, after the error interceptor ran', async () => {
    server.use(failing('get', '/agents', 429, 'rate_limited', 'Too many requests'));
    const { instance, seen } = teamInstance();
    const { client, onError } = makeClient({ axios: instance, mock: 'never' });

    await expect(client.agents.list()).rejects.toMatchObject({ kind: 'rate_limited', status: 429, message: 'Too many requests' });
    expect(seen).toEqual(['request GET /agents', 'error 429']);
    expect(onError).toHaveBeenCalledWith('Too many requests', expect.objectContaining({ status: 429 }));
  });

  it('reports no answer at all as a connection error', async () => {
    server.use(http.get(api('/agents'), () => HttpResponse.error()));
    const { instance } = teamInstance();
    const { client } = makeClient({ axios: instance, mock: 'never' });
    await expect(client.agents.list()).rejects.toMatchObject({ kind: 'connection' });
  });

  it('does not touch the instance until the first call', () => {
    const request = vi.fn();
    makeClient({ axios: { request }, mock: 'never' });
    expect(request).not.toHaveBeenCalled();
  });
});
