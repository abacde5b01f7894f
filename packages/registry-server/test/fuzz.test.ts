import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { API_MESSAGES } from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../src/lib/logger.js';
import { seedOnFirstStart } from '../src/services/seed.js';
import { VALID_SPEC, agentBody, agentYaml, databases, useHarness, type Harness } from './helpers.js';

/**
 * Generated bad requests across the families that once reached a 500: NUL bytes and lone
 * surrogates (query, path, JSON strings and keys), crafted next_tokens, deep JSON, wrong types.
 * Every answer must be below 500 with an `{error, message}` body, and the log must hold no email,
 * password hash or token afterwards.
 */

/** A small seeded PRNG (mulberry32), so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
type Rng = ReturnType<typeof prng>;

const BAD_TEXT = ['\0', 'a\0b', '\ud800', 'x\udfffy', '\udc00\ud800', 'ok\u0000', '\ud83d', 'tail\udbff'];
const ODD_TEXT = ['', ' ', '💥', '\u2028', "'; DROP TABLE agents; --", '%', '\\', 'x'.repeat(5000), '\u202e', '{{}}', 'null'];
/** Percent forms for URLs: NUL, surrogate halves as (invalid) UTF-8, overlong NUL, junk. */
const BAD_URL = ['%00', 'a%00b', '%ED%A0%80', '%ED%BF%BF', '%C0%80', '%', '%zz', '%E0%A4', '%F4%90%80%80', '%u0000'];
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  5e-324,
  3.5e38,
  2 ** 31,
  2 ** 53,
  1.5,
  [],
  {},
  [null],
  { a: 1 },
  '',
];

const LIST_PARAMS = ['query', 'category', 'visibility', 'sort', 'page', 'page_size', 'featured', 'next_token'];
const FW_PARAMS = ['category', 'tier', 'trending', 'limit'];

function withBad(rng: Rng, base: string): string {
  const bad = rng.pick(BAD_TEXT);
  const at = rng.int(base.length + 1);
  return base.slice(0, at) + bad + base.slice(at);
}

function nest(depth: number, leaf: unknown, arrays: boolean): string {
  // Built as text: a real object this deep could not even be stringified by JSON.stringify.
  const open = arrays ? '['.repeat(depth) : '{"a":'.repeat(depth);
  const close = arrays ? ']'.repeat(depth) : '}'.repeat(depth);
  return open + JSON.stringify(leaf) + close;
}

interface FuzzRequest {
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  auth?: boolean;
}

interface Templates {
  agentId: string;
  frameworkId: string;
  tokens: string[];
}

const BODY_ROUTES: Array<{ method: string; path: (t: Templates) => string; auth?: boolean; body: () => Record<string, unknown> }> = [
  { method: 'POST', path: () => '/api/auth/register', body: () => ({ email: 'fuzz@example.com', password: 'Secret123!', name: 'Fuzz' }) },
  { method: 'POST', path: () => '/api/auth/login', body: () => ({ email: 'fuzz@example.com', password: 'Secret123!' }) },
  { method: 'POST', path: () => '/api/auth/confirm-email', body: () => ({ email: 'fuzz@example.com', confirmation_code: '123456' }) },
  { method: 'POST', path: () => '/api/auth/resend-confirmation', body: () => ({ email: 'fuzz@example.com' }) },
  { method: 'POST', path: () => '/api/auth/forgot-password', body: () => ({ email: 'fuzz@example.com' }) },
  {
    method: 'POST',
    path: () => '/api/auth/reset-password',
    body: () => ({ email: 'fuzz@example.com', code: '123456', new_password: 'Secret123!' }),
  },
  {
    method: 'POST',
    path: () => '/api/auth/change-password',
    auth: true,
    body: () => ({ old_password: 'Wrong123!', new_password: 'Secret456!' }),
  },
  { method: 'PUT', path: () => '/api/auth/profile', auth: true, body: () => ({ name: 'Fuzz Name' }) },
  { method: 'PUT', path: () => '/api/users/profile', auth: true, body: () => ({ full_name: 'Fuzz', bio: 'bio', github_username: 'fuzz' }) },
  {
    method: 'POST',
    path: () => '/api/agents',
    auth: true,
    body: () => ({ name: 'Fuzz agent', description: 'd', category: 'productivity', tags: ['a'], manifest: { spec: { ...VALID_SPEC } } }),
  },
  { method: 'PUT', path: (t) => `/api/agents/${t.agentId}`, auth: true, body: () => ({ description: 'd', tags: ['b'], name: 'Fuzzed' }) },
  {
    method: 'POST',
    path: (t) => `/api/agents/${t.agentId}/versions`,
    auth: true,
    body: () => ({ agent_yaml: agentYaml('fuzz-target', '9.9.9'), readme: '# Fuzz', changelog: 'c' }),
  },
  { method: 'POST', path: (t) => `/api/agents/${t.agentId}/versions/1.0.0/yank`, auth: true, body: () => ({ reason: 'r' }) },
  { method: 'POST', path: (t) => `/api/agents/${t.agentId}/deprecate`, auth: true, body: () => ({ message: 'm' }) },
  { method: 'POST', path: () => '/api/frameworks', auth: true, body: () => ({ name: 'Fuzz fw', tier: 1, subtitle: 's' }) },
  { method: 'PUT', path: (t) => `/api/frameworks/${t.frameworkId}`, auth: true, body: () => ({ subtitle: 's' }) },
];

function bodyCase(rng: Rng, t: Templates): FuzzRequest {
  const route = rng.pick(BODY_ROUTES);
  const body = route.body();
  const keys = Object.keys(body);
  const base = { method: route.method, path: route.path(t), auth: route.auth };
  switch (rng.int(8)) {
    case 0: {
      // A bad character inside a field's value.
      const key = rng.pick(keys);
      body[key] = withBad(rng, typeof body[key] === 'string' ? (body[key] as string) : 'v');
      return { ...base, body };
    }
    case 1: {
      // ...inside a key, at the top or inside the manifest.
      const bad = withBad(rng, 'k');
      if (route.path(t).startsWith('/api/agents')) body.manifest = { [bad]: 'x', nested: { [withBad(rng, 'n')]: [1] } };
      else body[bad] = 'x';
      return { ...base, body };
    }
    case 2: {
      // ...as escapes in the raw text (what another client's encoder writes).
      const esc = rng.pick(['\\u0000', '\\ud800', '\\udfff', 'a\\u0000b', '\\ud83d\\u0041']);
      const key = rng.pick(keys);
      const raw =
        rng.next() < 0.5
          ? JSON.stringify(body).replace(`"${key}":`, `"${key}\\u0000":`)
          : JSON.stringify({ ...body, [key]: 'X' }).replace('"X"', `"${esc}"`);
      return { ...base, raw };
    }
    case 3: {
      // Deep nesting, in the manifest or as the whole body.
      const depth = rng.pick([65, 100, 1000, 5000, 20000]);
      const arrays = rng.next() < 0.5;
      if (route.path(t).startsWith('/api/agents')) {
        return { ...base, raw: JSON.stringify({ ...body, manifest: 'M' }).replace('"M"', nest(depth, 'x', false)) };
      }
      return { ...base, raw: nest(depth, body, arrays) };
    }
    case 4: {
      // Wrong types and out-of-range numbers.
      body[rng.pick(keys)] = rng.pick(ODD_VALUES);
      return { ...base, body };
    }
    case 5: {
      // Odd but well-formed text.
      body[rng.pick(keys)] = rng.pick(ODD_TEXT);
      return { ...base, body };
    }
    case 6: {
      // Bad characters in an array element or a nested manifest value.
      if (Array.isArray(body.tags)) body.tags = ['ok', withBad(rng, 'tag')];
      else body.manifest = { list: [1, { deep: withBad(rng, 'v') }] };
      return { ...base, body };
    }
    default: {
      // Broken JSON text.
      const text = JSON.stringify(body);
      const cut = rng.int(text.length);
      return {
        ...base,
        raw: rng.next() < 0.5 ? text.slice(0, cut) : text.slice(0, cut) + rng.pick(['\0', '\\', '"', '\ud800', '}}']) + text.slice(cut),
      };
    }
  }
}

function queryCase(rng: Rng): FuzzRequest {
  const fw = rng.next() < 0.3;
  const path = fw ? '/api/frameworks' : rng.pick(['/api/agents', '/api/agents', '/api/agents/my-agents']);
  const params = fw ? FW_PARAMS : LIST_PARAMS;
  const parts: string[] = [];
  const n = 1 + rng.int(3);
  for (let i = 0; i < n; i++) {
    const name = rng.next() < 0.1 ? rng.pick(BAD_URL) : rng.pick(params);
    const value = rng.next() < 0.5 ? rng.pick(BAD_URL) : encodeURIComponent(rng.pick(ODD_TEXT)) + rng.pick(BAD_URL);
    parts.push(`${name}=${value}`);
  }
  return { method: 'GET', path: `${path}?${parts.join('&')}`, auth: path.endsWith('my-agents') || rng.next() < 0.2 };
}

function pathCase(rng: Rng, t: Templates): FuzzRequest {
  const bad = rng.pick(BAD_URL);
  const id = rng.pick([bad, `a${bad}b`, `${t.agentId}${bad}`, `${bad}/${bad}`]);
  return rng.pick<FuzzRequest>([
    { method: 'GET', path: `/api/agents/${id}` },
    { method: 'GET', path: `/api/agents/${id}/download` },
    { method: 'GET', path: `/api/frameworks/${id}` },
    { method: 'DELETE', path: `/api/agents/${id}`, auth: true },
    { method: 'PUT', path: `/api/agents/${id}`, auth: true, body: { description: 'x' } },
    { method: 'DELETE', path: `/api/frameworks/${id}`, auth: true },
    { method: 'GET', path: `/api/${bad}` },
  ]);
}

const KEY_VALUES: unknown[] = [
  1e308,
  -1e308,
  5e-324,
  -5e-324,
  3.5e38,
  1e-40,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  0,
  -0,
  '',
  '2024-02-30T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-01-01T25:00:00Z',
  '2024-01-01',
  'not a uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffz',
  '\0',
  '\ud800',
  null,
  true,
  [],
  {},
];

function cursorCase(rng: Rng, tokens: Array<{ path: string; token: string }>): FuzzRequest {
  const { path, token } = rng.pick(tokens);
  const cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
  const mode = rng.int(6);
  if (mode <= 2 && Array.isArray(cursor.k)) {
    const k = [...(cursor.k as unknown[])];
    k[rng.int(k.length)] = rng.pick(KEY_VALUES);
    if (rng.next() < 0.1) k.push(1);
    cursor.k = k;
  } else if (mode === 3) {
    const e = Array.isArray(cursor.e) ? [...(cursor.e as unknown[])] : [1, 'x', 1];
    e[rng.int(e.length)] = rng.pick(KEY_VALUES);
    cursor.e = e;
    cursor.ph = rng.pick(['r', 'x', 'z', undefined]);
  } else if (mode === 4) {
    cursor[rng.pick(['p', 't', 's', 'f', 'ph'])] = rng.pick(KEY_VALUES);
  } else {
    const raw = Buffer.from(token, 'base64url');
    raw[rng.int(raw.length)] = rng.int(256);
    return { method: 'GET', path: `${path}&next_token=${raw.toString('base64url')}` };
  }
  const mutated = Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
  return { method: 'GET', path: `${path}&next_token=${mutated}` };
}

async function realTokens(h: Harness): Promise<Array<{ path: string; token: string }>> {
  const out: Array<{ path: string; token: string }> = [];
  for (const path of [
    '/api/agents?page_size=1',
    '/api/agents?page_size=1&sort=popular',
    '/api/agents?page_size=1&sort=downloads',
    '/api/agents?page_size=1&query=agent',
    '/api/agents?page_size=1&query=agent&sort=newest',
  ]) {
    const res = await h.request('GET', path);
    if (res.body?.next_token) out.push({ path, token: res.body.next_token });
  }
  return out;
}

/**
 * A client in a process of its own (in this one, the server would read each body as fast as it is
 * written): it POSTs `size` bytes to each of `paths` in turn, each on a fresh connection, the whole
 * request written at once before anything is read, as a plain client does; odd ones chunked. It
 * prints, per request, the answer's status or the socket error that stopped it (EPIPE, ECONNRESET).
 */
const BIG_BODY_CLIENT = `
const net = require('node:net');
const [port, size, ...paths] = process.argv.slice(1);
const post = (path, chunked) => new Promise((resolve) => {
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (data) => (answer += data));
  socket.on('error', (err) => resolve(err.code || err.message));
  socket.on('close', () => resolve(Number((/^HTTP\\/1\\.1 (\\d{3}) /.exec(answer) || [])[1]) || 'no answer'));
  const n = Number(size);
  const framing = chunked ? 'Transfer-Encoding: chunked' : 'Content-Length: ' + n;
  socket.write('POST ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\n' + framing + '\\r\\n\\r\\n');
  if (chunked) socket.write(n.toString(16) + '\\r\\n');
  socket.write(Buffer.alloc(n, 'x'));
  socket.end(chunked ? '\\r\\n0\\r\\n\\r\\n' : undefined);
});
(async () => {
  const out = [];
  for (const [i, path] of paths.entries()) out.push(await post(path, i % 2 === 1));
  console.log(JSON.stringify(out));
})();
`;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const HASH_OR_TOKEN = /\$argon2|\b[0-9a-f]{40,}\b|[A-Za-z0-9_-]{40,}/;

for (const dbSpec of databases) {
  describe(`fuzzed bad requests (${dbSpec.name})`, () => {
    const lines: string[] = [];
    const capture: Logger = {
      info: (m, e) => lines.push(`INFO ${m} ${JSON.stringify(e ?? {})}`),
      warn: (m, e) => lines.push(`WARN ${m} ${JSON.stringify(e ?? {})}`),
      error: (m, e) => lines.push(`ERROR ${m} ${JSON.stringify(e ?? {})}`),
    };

    const h = useHarness(dbSpec, { log: capture, emptyBeforeEach: false });
    beforeAll(async () => {
      await seedOnFirstStart(h.app.ctx);
    }, 120_000);

    it('answers every generated bad request below 500 with {error, message}, and logs no secret', async () => {
      const user = await h.signUp();
      const created = await h.request('POST', '/api/agents', {
        token: user.token,
        body: agentBody({ name: 'Fuzz target', description: 'agent', category: 'productivity' }),
      });
      expect(created.status).toBe(201);
      const [fw] = await h.db.query<{ id: string }>(sql`SELECT id FROM frameworks LIMIT 1`);
      const t: Templates = { agentId: created.body.id, frameworkId: fw.id, tokens: [user.token] };
      const cursors = await realTokens(h);
      expect(cursors.length).toBeGreaterThanOrEqual(4);

      const total = dbSpec.name === 'pglite' ? 5000 : 1500;
      const rng = prng(0x13 + total);
      const failures: string[] = [];
      const counts: Record<string, number> = {};
      let refused = 0;
      for (let i = 0; i < total; i++) {
        const family = rng.pick(['body', 'body', 'query', 'path', 'cursor'] as const);
        const req =
          family === 'body'
            ? bodyCase(rng, t)
            : family === 'query'
              ? queryCase(rng)
              : family === 'path'
                ? pathCase(rng, t)
                : cursorCase(rng, cursors);
        counts[family] = (counts[family] ?? 0) + 1;
        const res = await h.request(req.method, req.path, {
          body: req.body,
          raw: req.raw,
          headers: req.raw !== undefined ? { 'content-type': 'application/json' } : undefined,
          token: req.auth ? user.token : undefined,
        });
        if (res.status >= 400) refused++;
        const shapeOk = res.status < 400 || (typeof res.body?.error === 'string' && typeof res.body?.message === 'string');
        if (res.status >= 500 || !shapeOk) {
          failures.push(
            `#${i} ${family} ${req.method} ${req.path.slice(0, 120)} ${String(req.raw ?? JSON.stringify(req.body ?? '')).slice(0, 120)} -> ${res.status} ${res.text.slice(0, 200)} ${res.status >= 500 ? lines.at(-1) : ''}`,
          );
        }
      }
      console.info(`fuzz (${dbSpec.name}): ${total} requests`, counts, `refused ${refused}, failures ${failures.length}`);
      expect(failures).toEqual([]);
      // Most generated requests are bad: they must be refused, not quietly accepted.
      expect(refused / total).toBeGreaterThan(0.9);

      const leaks = lines.filter((l) => EMAIL.test(l) || HASH_OR_TOKEN.test(l) || l.includes(user.token));
      expect(leaks).toEqual([]);
    }, 240_000);

    it('a 3 MB body sent on 20 fresh connections is answered 413 each time, never cut off mid-write', async () => {
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const s = serve({ fetch: h.app.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      try {
        const { port } = server.address() as AddressInfo;
        // A declared length (refused before reading) and a chunked body (refused while reading), on an
        // ordinary call and on a publish call (a larger limit).
        const paths = Array.from({ length: 20 }, (_, i) => (i % 4 < 2 ? '/api/auth/register' : '/api/agents'));
        const run = await promisify(execFile)(process.execPath, ['-e', BIG_BODY_CLIENT, String(port), String(3 * 1024 * 1024), ...paths]);
        const outcomes = JSON.parse(run.stdout) as Array<number | string>;
        expect(outcomes).toEqual(Array(20).fill(413));
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }, 60_000);

    it('a 500 is logged once with a request id and no email, hash or parameters; the body carries the id', async () => {
      // Make the next account insert fail inside the database (a check no row can pass).
      await h.db.raw('ALTER TABLE users ADD CONSTRAINT fuzz_fail CHECK (length(full_name) < 0) NOT VALID', []);
      try {
        lines.length = 0;
        const email = 'leak-check@example.com';
        const res = await h.request('POST', '/api/auth/register', { body: { email, password: 'Secret123!', name: 'Leak Check' } });
        expect(res.status).toBe(500);
        expect(res.body).toMatchObject({ error: 'internal_error' });
        expect(res.body.request_id).toMatch(/^[0-9a-f]{16}$/);
        expect(res.body.message).toBe(API_MESSAGES.internalError);
        expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
        const errors = lines.filter((l) => l.startsWith('ERROR'));
        expect(errors).toHaveLength(1);
        expect(errors[0]).toContain(res.body.request_id);
        expect(errors[0]).toContain('/api/auth/register');
        expect(errors[0]).not.toContain(email);
        expect(errors[0]).not.toMatch(/params|\$argon2|Leak Check/);
      } finally {
        await h.db.raw('ALTER TABLE users DROP CONSTRAINT fuzz_fail', []);
      }
    });
  });
}
