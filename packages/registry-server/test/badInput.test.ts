import { beforeAll, describe, expect, it } from 'vitest';
import { agentBody, databases, makeHarness, openTestDatabase, useHarness } from './helpers.js';

const reencode = (token: string, edit: (cursor: any) => void) => {
  const cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  edit(cursor);
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
};

// Inputs the database itself would refuse with an error: each must be a 400 with {error, message},
// never a 500, and must leave nothing written.
describe.each(databases)('bad input on $name', (database) => {
  const h = useHarness(database, { emptyBeforeEach: false });
  let token: string;

  beforeAll(async () => {
    ({ token } = await h.signUp());
    for (const name of ['Alpha Writer', 'Beta Writer', 'Gamma Writer']) {
      const res = await h.request('POST', '/api/agents', {
        token,
        body: agentBody({ name, description: `${name} writes.`, category: 'productivity', tags: ['writing'] }),
      });
      expect(res.status).toBe(201);
    }
  });

  const expect400 = (res: { status: number; body: any }) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
  };

  it('a NUL byte in a query or a path is a 400', async () => {
    for (const url of [
      '/api/agents?query=%00',
      '/api/agents?query=report%00writer',
      '/api/agents?category=%00',
      '/api/agents/my-agents?query=%00',
      '/api/frameworks?category=%00',
      '/api/frameworks/a%00b',
      '/api/agents/a%00b',
      '/api/agents/%E0%A4%A',
    ]) {
      const res = url.includes('my-agents') ? await h.request('GET', url, { token }) : await h.request('GET', url);
      expect400(res);
    }
  });

  it('NUL characters and unpaired surrogates inside JSON strings and keys are a 400 that writes nothing', async () => {
    const before = (await h.request('GET', '/api/agents?page_size=50')).body.pagination.total;
    const bodies: Array<[string, string, string]> = [
      ['POST', '/api/auth/register', '{"email":"nul@example.com","password":"Secret123!","name":"A\\u0000B"}'],
      ['POST', '/api/agents', '{"name":"Nul\\u0000Agent","description":"x","category":"productivity"}'],
      ['POST', '/api/agents', '{"name":"Lone \\ud800 surrogate","description":"x","category":"productivity"}'],
      ['POST', '/api/agents', '{"name":"Keys","manifest":{"\\ud800":"x"}}'],
      ['PUT', '/api/users/profile', '{"full_name":"Ada","bio":"bio\\u0000"}'],
    ];
    for (const [method, url, raw] of bodies) {
      expect400(await h.request(method, url, { raw, token, headers: { 'content-type': 'application/json' } }));
    }
    expect((await h.request('GET', '/api/agents?page_size=50')).body.pagination.total).toBe(before);
    expect((await h.request('POST', '/api/auth/login', { body: { email: 'nul@example.com', password: 'Secret123!' } })).status).toBe(401);
  });

  it('JSON nested 5,000 levels deep is a 400, not a stack overflow', async () => {
    const raw = `{"name":"Deep","manifest":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect400(await h.request('POST', '/api/agents', { raw, token, headers: { 'content-type': 'application/json' } }));
  });

  it('a crafted next_token with out-of-range or impossible keys is a 400', async () => {
    const popular = (await h.request('GET', '/api/agents?sort=popular&page_size=1')).body.next_token;
    const newest = (await h.request('GET', '/api/agents?sort=newest&page_size=1')).body.next_token;
    const relevance = (await h.request('GET', '/api/agents?query=writer&page_size=1')).body.next_token;
    expect(popular && newest && relevance).toBeTruthy();
    const crafted = [
      ['popular', reencode(popular, (c) => (c.k[0] = 1e308))],
      ['popular', reencode(popular, (c) => (c.k[0] = 5e-324))],
      ['popular', reencode(popular, (c) => (c.k[0] = 3.5e38))],
      ['newest', reencode(newest, (c) => (c.k[0] = '2024-02-30T00:00:00Z'))],
      ['newest', reencode(newest, (c) => (c.k[0] = '0000-01-01T00:00:00Z'))],
      ['newest', reencode(newest, (c) => (c.k[0] = '2024-01-01T25:00:00Z'))],
    ];
    for (const [sort, next] of crafted) expect400(await h.request('GET', `/api/agents?sort=${sort}&page_size=1&next_token=${next}`));
    expect400(await h.request('GET', `/api/agents?query=writer&page_size=1&next_token=${reencode(relevance, (c) => (c.k[0] = 1e308))}`));
    // The untouched tokens still page on.
    expect((await h.request('GET', `/api/agents?sort=newest&page_size=1&next_token=${newest}`)).status).toBe(200);
    expect((await h.request('GET', `/api/agents?query=writer&page_size=1&next_token=${relevance}`)).status).toBe(200);
  });
});

describe('an unexpected error', () => {
  it('is logged once with a request id and without the query parameters, which the caller gets back', async () => {
    const opened = await openTestDatabase({ name: 'pglite' });
    const h = makeHarness(opened.handle);
    const logged: string[] = [];
    const log = { info() {}, warn() {}, error: (message: string, fields?: unknown) => logged.push(`${message} ${JSON.stringify(fields)}`) };
    const { createApp } = await import('../src/app.js');
    const app = createApp({ db: opened.handle, config: h.config, clock: h.clock, mailer: h.mailer, log });
    await opened.close(); // every query now fails, as a lost database would
    const res = await app.app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'secret-person@example.com', password: 'Secret123!', name: 'Secret Person' }),
    });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { request_id: string };
    expect(body).toEqual({ error: expect.any(String), message: expect.any(String), request_id: expect.any(String) });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(body.request_id);
    expect(logged[0]).not.toMatch(/secret-person|\$argon2|params:/i);
  });
});
