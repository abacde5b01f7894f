// /v2/: the OCI Distribution API. Paths carry repository names with slashes, so one handler reads
// the path and dispatches. Every answer is JSON or bytes, never the web app.
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { tokenEndpoint } from '../oci/auth.js';
import { nameInvalid, OciError } from '../oci/errors.js';
import type { OciRegistry } from '../oci/registry.js';
import { ApiError } from '../lib/errors.js';
import * as h from './oci.handlers.js';

type Handler = (req: h.OciRequest, ref: string) => Promise<Response>;

const ROUTES: Array<{ pattern: RegExp; methods: Record<string, Handler> }> = [
  { pattern: /^\/v2\/(.+)\/blobs\/uploads\/?$/, methods: { POST: h.startUpload } },
  {
    pattern: /^\/v2\/(.+)\/blobs\/uploads\/([^/]+)$/,
    methods: { GET: h.uploadStatus, PATCH: h.patchUpload, PUT: h.finishUpload, DELETE: h.cancelUpload },
  },
  { pattern: /^\/v2\/(.+)\/blobs\/([^/]+)$/, methods: { GET: h.getBlob, HEAD: h.getBlob, DELETE: h.deleteBlob } },
  {
    pattern: /^\/v2\/(.+)\/manifests\/([^/]+)$/,
    methods: { GET: h.getManifest, HEAD: h.getManifest, PUT: h.putManifest, DELETE: h.deleteManifest },
  },
  { pattern: /^\/v2\/(.+)\/tags\/list$/, methods: { GET: h.listTags } },
  { pattern: /^\/v2\/(.+)\/referrers\/([^/]+)$/, methods: { GET: h.listReferrers } },
];

function errorResponse(err: OciError): Response {
  const body = err.body();
  return new Response(body, {
    status: err.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...err.headers },
  });
}

async function dispatch(reg: OciRegistry, c: Context): Promise<Response> {
  const path = c.req.path;
  const method = c.req.method;
  if (path === '/v2' || path === '/v2/') {
    if (method !== 'GET' && method !== 'HEAD') throw h.unsupported();
    return h.base(reg, c);
  }
  if (path === '/v2/token') {
    if (method !== 'GET' && method !== 'POST') throw h.unsupported();
    return tokenEndpoint(reg.ctx, c);
  }
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const name = match[1];
    if (!h.isRepositoryName(name)) throw nameInvalid(name, 'invalid repository name: this registry holds owner/name repositories');
    const handler = route.methods[method];
    if (!handler) throw h.unsupported(`${method} is not supported here`);
    const creds = await h.credentialsOf(reg.ctx, c);
    return handler({ reg, c, name, creds }, decodeURIComponent(match[2] ?? ''));
  }
  throw new OciError(404, 'NAME_UNKNOWN', 'no such endpoint of the registry API');
}

/** The /v2/ app: OCI errors in the spec's JSON, whatever went wrong. */
export function ociRoutes(reg: OciRegistry): Hono {
  const app = new Hono();
  app.all('*', async (c) => {
    try {
      const res = await dispatch(reg, c);
      // A blob piped straight to the socket has had its headers written already.
      if (res !== RESPONSE_ALREADY_SENT) res.headers.set('Docker-Distribution-API-Version', 'registry/2.0');
      return res;
    } catch (err) {
      let error: OciError;
      if (err instanceof OciError) error = err;
      else if (err instanceof ApiError && err.status === 429)
        error = new OciError(429, 'TOOMANYREQUESTS', err.message, undefined, err.headers);
      else {
        reg.ctx.log.error(`[oci] ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        error = new OciError(500, 'UNSUPPORTED', 'internal error');
      }
      const res = errorResponse(error);
      res.headers.set('Docker-Distribution-API-Version', 'registry/2.0');
      return res;
    }
  });
  return app;
}
