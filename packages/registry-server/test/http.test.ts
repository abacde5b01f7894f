import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@agent-registry/api-client/contract';
import { makeHarness, useHarness } from './helpers.js';

// Transport-level behaviour does not depend on the database: PGlite only.
describe('HTTP behaviour', () => {
  const h = useHarness({ name: 'pglite' }, { config: { corsOrigins: ['https://app.example.com'] }, emptyBeforeEach: false });

  it('GET /api/health', async () => {
    const res = await h.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('OpenAPI 3.1 document lists exactly the calls of the contract route table (plus health)', async () => {
    const res = await h.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(documented.sort()).toEqual([...contract, 'GET /health'].sort());
    expect(res.body.paths['/agents'].get.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['query', 'featured', 'category', 'visibility', 'sort', 'page', 'page_size', 'next_token']),
    );
    expect(res.body.components.schemas.Agent).toBeDefined();
  });

  it('GET /api/docs is a self-contained reference page', async () => {
    const res = await h.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('/api/auth/login');
    expect(res.text).not.toMatch(/<script|https?:\/\/(cdn|unpkg|fonts)/i);
  });

  it('malformed JSON is a 400 with {error, message}', async () => {
    const res = await h.request('POST', '/api/auth/login', { raw: '{"email": "a@b.c", ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation_error', message: 'Malformed JSON in request body' });
    const notObject = await h.request('POST', '/api/auth/login', { raw: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(notObject.status).toBe(400);
    expect(notObject.body.error).toBe('validation_error');
    const nul = await h.request('POST', '/api/auth/login', { raw: 'null', headers: { 'content-type': 'application/json' } });
    expect(nul.status).toBe(400);
  });

  it('a wrong content type is a 415, a missing body a 400', async () => {
    const res = await h.request('POST', '/api/auth/login', { raw: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('unsupported_media_type');
    const empty = await h.request('POST', '/api/auth/login');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('validation_error');
  });

  it('oversized bodies are a 413 JSON', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) });
    const res = await h.request('POST', '/api/auth/login', { raw: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
    expect(res.body.message).toContain('too large');
    expect(res.headers.get('connection')).toBe('close');
  });

  it("a 413 over a real socket does not break the client's next requests", async () => {
    const { serve } = await import('@hono/node-server');
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: h.app.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const { port } = server.address() as { port: number };
      const post = (body: string) =>
        fetch(`http://127.0.0.1:${port}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      for (let trial = 0; trial < 3; trial++) {
        const big = await post(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(3 * 1024 * 1024) }));
        expect(big.status).toBe(413);
        await big.text();
        for (let i = 0; i < 2; i++) {
          const small = await post('{"email":"not-an-email"}');
          expect(small.status).toBe(400);
          await small.text();
        }
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('unknown API routes are a JSON 404; wrong types in queries a 400', async () => {
    const res = await h.request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Not found' });
    expect((await h.request('PATCH', '/api/agents')).status).toBe(404);
    const q = await h.request('GET', '/api/agents?page=abc');
    expect(q.status).toBe(400);
    expect(q.body.fields.page).toBeDefined();
    const unknown = await h.request('GET', '/api/agents?evil=1');
    expect(unknown.status).toBe(400);
  });

  it('sets security headers with an SPA-compatible CSP', async () => {
    const res = await h.request('GET', '/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The inline theme script of index.html is allowed by its hash, nothing else inline.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    // JSON answers get a lean deny-all set.
    const api = await h.request('GET', '/api/health');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('cache-control')).toBe('no-store');
    const errorAnswer = await h.request('GET', '/api/agents/00000000-0000-4000-8000-000000000000');
    expect(errorAnswer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(errorAnswer.headers.get('x-content-type-options')).toBe('nosniff');
    // The reference page may style itself, and still runs no script.
    const docs = await h.request('GET', '/api/docs');
    expect(docs.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    expect(docs.headers.get('content-security-policy')).not.toContain('script-src');
  });

  it('CORS only for configured origins', async () => {
    const ok = await h.request('OPTIONS', '/api/agents', {
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const get = await h.request('GET', '/api/health', { headers: { origin: 'https://app.example.com' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const evil = await h.request('GET', '/api/health', { headers: { origin: 'https://evil.example.com' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();

    const noCors = makeHarness(h.db);
    const none = await noCors.request('GET', '/api/health', { headers: { origin: 'https://app.example.com' } });
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the built app with the SPA fallback and cache headers', async () => {
    const index = await h.request('GET', '/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('<div id="root">');
    expect(index.headers.get('cache-control')).toBe('no-cache');

    const deep = await h.request('GET', '/agents/123?x=1');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<div id="root">');

    const asset = await h.request('GET', '/assets/index-AbCdEf12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const robots = await h.request('GET', '/robots.txt');
    expect(robots.text).toContain('User-agent');
    expect(robots.headers.get('cache-control')).not.toContain('immutable');

    expect((await h.request('GET', '/assets/missing-12345678.js')).status).toBe(404);
    const traversal = await h.request('GET', '/..%2f..%2fpackage.json');
    expect(traversal.text).not.toContain('"name"');
    expect((await h.request('POST', '/agents')).status).toBe(404);
  });

  it("answers 404 for paths that are not the app's routes, and the app's routes with the app", async () => {
    const browser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
    // Every top-level route of the app, and deep links below them, load the app.
    for (const route of [
      '/',
      '/auth',
      '/search?q=mail',
      '/agents',
      '/agents/ada/email-assistant',
      '/dashboard',
      '/create-agent',
      '/publish',
      '/profile',
      '/settings',
      '/404',
    ]) {
      const res = await h.request('GET', route, browser);
      expect([route, res.status]).toEqual([route, 200]);
      expect(res.text).toContain('<div id="root">');
    }
    // Files, dot paths and anything else a tool asks for: a plain 404, no app.
    for (const route of [
      '/.well-known/security.txt',
      '/.env',
      '/health',
      '/favicon.svgx',
      '/wp-login.php',
      '/v1/anything',
      '/no-such-page',
    ]) {
      const res = await h.request('GET', route);
      expect([route, res.status]).toEqual([route, 404]);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(res.text).toBe('Not found');
    }
    // Asked for by a browser, files and dot paths stay plain 404s too.
    for (const route of ['/.well-known/change-password', '/favicon.svgx', '/assets/old-chunk-12345678.js']) {
      const res = await h.request('GET', route, browser);
      expect([route, res.status, res.text]).toEqual([route, 404, 'Not found']);
    }
    // A page a person opens at an unknown path is a 404 too, carrying the app, which shows its
    // not-found page (spec: any other path lands on /404); HEAD says the same without a body.
    const unknown = await h.request('GET', '/no-such-page', browser);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect(unknown.text).toContain('<div id="root">');
    const head = await h.request('HEAD', '/health', browser);
    expect(head.status).toBe(404);
    expect(head.text).toBe('');
    // The API keeps its JSON 404.
    const api = await h.request('GET', '/api/nope', browser);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: 'not_found', message: 'Not found' });
  });

  it('without a built app, serves a page saying to build it', async () => {
    const bare = makeHarness(h.db, { appDist: '/nonexistent/dist' });
    const res = await bare.request('GET', '/dashboard');
    expect(res.status).toBe(200);
    expect(res.text).toContain('pnpm build');
    expect((await bare.request('GET', '/health')).status).toBe(404);
    expect((await bare.request('GET', '/api/health')).status).toBe(200);
  });

  it('serves the built Storybook under /storybook/ only when SERVE_STORYBOOK is on', async () => {
    // Off (the default): /storybook/ is just another app route.
    const off = await h.request('GET', '/storybook/');
    expect(off.text).not.toContain('STORYBOOK_FIXTURE');

    const on = makeHarness(h.db, { serveStorybook: true });
    const redirect = await on.request('GET', '/storybook');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/storybook/');
    const index = await on.request('GET', '/storybook/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('STORYBOOK_FIXTURE');
    // Storybook runs inline scripts and frames its preview: its own policy, same origin only.
    const csp = index.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect((await on.request('GET', '/storybook/iframe.html')).status).toBe(200);
    const asset = await on.request('GET', '/storybook/assets/preview-Ab12Cd34.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await on.request('GET', '/storybook/missing.js')).status).toBe(404);
    expect((await on.request('GET', '/storybook/..%2f..%2fpackage.json')).status).toBe(404);
    // The app keeps its own strict policy.
    expect((await on.request('GET', '/')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const unbuilt = makeHarness(h.db, { serveStorybook: true, storybookDist: '/nonexistent/storybook-static' });
    const page = await unbuilt.request('GET', '/storybook/');
    expect(page.status).toBe(404);
    expect(page.text).toContain('build-storybook');
  });
});
