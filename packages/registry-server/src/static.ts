import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_ROUTE_PREFIXES } from '@agent-registry/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzip?: Buffer;
  etag: string;
}

/** Vite puts content-hashed files under /assets; anything else may change between builds. */
const isHashedAsset = (rel: string) => rel.startsWith('assets/') || /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(rel);

/** A hashed asset never changes under its name (a year-long immutable cache); other files are checked each time. */
const cacheControlOf = (rel: string) => (isHashedAsset(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');

const isRead = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

/** `urlPath` is the landing page or under one of the app's top-level routes. */
export function isAppRoute(urlPath: string): boolean {
  if (urlPath === '/') return true;
  const first = urlPath.split('/')[1] ?? '';
  return (APP_ROUTE_PREFIXES as readonly string[]).includes(first);
}

/** A file's path (its last segment has an extension) or a dot path such as /.well-known/: never an app page. */
const isFileLike = (urlPath: string) => /(^|\/)\./.test(urlPath) || /\.[^/]*$/.test(urlPath);

/** `urlPath` is `prefix` or a path below it. */
const isUnder = (urlPath: string, prefix: string) => urlPath === prefix || urlPath.startsWith(`${prefix}/`);

export function missingAppPage(appDist: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Agent Registry</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:640px;margin:4rem auto;padding:0 1rem}code{background:#8882;padding:2px 4px;border-radius:4px}</style></head>
<body><h1>Agent Registry</h1><p>The API is running, but the web app has not been built yet
(nothing at <code>${appDist.replace(/[&<>"]/g, '')}</code>).</p>
<p>Build it with <code>pnpm build</code> (or <code>pnpm --filter @agent-registry/app build</code>) and reload this page.</p>
<p>Meanwhile: <a href="/api/docs">API reference</a> · <a href="/api/health">health</a></p></body></html>`;
}

/** sha256 sources of the inline scripts of index.html, so a strict CSP can still allow them. */
export function inlineScriptHashes(appDist: string): string[] {
  try {
    const html = fs.readFileSync(path.join(appDist, 'index.html'), 'utf8');
    const hashes: string[] = [];
    const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
    for (let m = re.exec(html); m; m = re.exec(html)) {
      if (/\bsrc\s*=/.test(m[1]) || !m[2].trim()) continue;
      hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
    }
    return hashes;
  } catch {
    return [];
  }
}

/** Files of one directory, read once and kept (with their gzip) until they change on disk. */
function createFileServer() {
  const cache = new Map<string, CachedFile>();

  function load(file: string): CachedFile | undefined {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const body = fs.readFileSync(file);
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      body,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    };
    if (COMPRESSIBLE.has(path.extname(file)) && body.length > 1024) entry.gzip = zlib.gzipSync(body, { level: 9 });
    if (body.length <= 5 * 1024 * 1024) cache.set(file, entry);
    return entry;
  }

  function respond(c: Context, file: string, entry: CachedFile, cacheControl: string, extra: Record<string, string> = {}): Response {
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    };
    if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304, headers);
    let body = entry.body;
    if (entry.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      body = entry.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  }

  /** The file `rel` names inside `root`, or null when the path is bad or leaves the directory. */
  function resolveInside(root: string, urlPath: string): { rel: string; file: string } | null | 'bad' {
    let rel: string;
    try {
      rel = decodeURIComponent(urlPath).replace(/^\/+/, '');
    } catch {
      return 'bad';
    }
    const file = path.resolve(root, rel);
    if (rel.includes('\0') || !(file === root || file.startsWith(root + path.sep))) return null;
    return { rel, file };
  }

  return { load, respond, resolveInside };
}

/**
 * Serves the built registry-app: files from `appDist`, and index.html for the app's routes (the
 * SPA fallback; never under /api or /v2). Any other path is a 404: a plain one for files, dot paths and callers that do not
 * ask for HTML (scanners, health checks, container tools), and for a browser the app itself with
 * status 404, so the person lands on its not-found page. Hashed assets get a year-long immutable cache.
 */
export function serveApp(appDist: string): MiddlewareHandler {
  const root = path.resolve(appDist);
  const { load, respond, resolveInside } = createFileServer();

  return async (c, next) => {
    if (!isRead(c) || isUnder(c.req.path, '/api') || isUnder(c.req.path, '/v2')) return next();
    const target = resolveInside(root, c.req.path);
    if (target === 'bad') return c.text('Bad request', 400);
    if (target && target.rel) {
      const entry = load(target.file);
      if (entry) return respond(c, target.file, entry, cacheControlOf(target.rel));
    }
    const known = isAppRoute(c.req.path);
    const wantsPage = !isFileLike(c.req.path) && /\btext\/html\b/.test(c.req.header('accept') ?? '');
    if (!known && !wantsPage) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const index = path.join(root, 'index.html');
    const entry = load(index);
    if (!entry) return c.html(missingAppPage(root), known ? 200 : 404, { 'Cache-Control': 'no-cache' });
    if (known) return respond(c, index, entry, 'no-cache');
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
    if (c.req.method === 'HEAD') return c.body(null, 404, headers);
    return c.body(new Uint8Array(entry.body), 404, headers);
  };
}

/**
 * What Storybook needs that the app's policy refuses: its manager and preview run inline scripts
 * and the manager frames the preview (same origin only).
 */
const STORYBOOK_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; " +
  "frame-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

export function missingStorybookPage(dir: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storybook not built</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:640px;margin:4rem auto;padding:0 1rem}code{background:#8882;padding:2px 4px;border-radius:4px}</style></head>
<body><h1>Storybook has not been built</h1><p>SERVE_STORYBOOK is on, but there is nothing at
<code>${dir.replace(/[&<>"]/g, '')}</code>. Build it with <code>pnpm run build-storybook</code> and reload.</p></body></html>`;
}

/**
 * The Storybook of the ui and the app (the output of `build-storybook`) under /storybook/, for
 * designers and other teams; mounted only when SERVE_STORYBOOK is on.
 */
export function serveStorybook(storybookDist: string): MiddlewareHandler {
  const root = path.resolve(storybookDist);
  const { load, respond, resolveInside } = createFileServer();
  return async (c, next) => {
    if (!isRead(c) || !isUnder(c.req.path, '/storybook')) return next();
    if (c.req.path === '/storybook') return c.redirect('/storybook/', 301);
    const target = resolveInside(root, c.req.path.slice('/storybook/'.length) || 'index.html');
    if (target === 'bad') return c.text('Bad request', 400);
    if (!target) return c.text('Not found', 404);
    const entry = load(target.file);
    if (!entry) {
      if (!fs.existsSync(path.join(root, 'index.html'))) {
        return c.html(missingStorybookPage(root), 404, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': STORYBOOK_CSP });
      }
      return c.text('Not found', 404);
    }
    return respond(c, target.file, entry, cacheControlOf(target.rel), {
      'Content-Security-Policy': STORYBOOK_CSP,
      'X-Frame-Options': 'SAMEORIGIN',
    });
  };
}
