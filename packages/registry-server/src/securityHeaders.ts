// Security headers come from hono/secure-headers, worked out once on a probe request and then set
// before each handler runs (cheaper than rewriting every finished response). The app gets a CSP
// that fits the Vite-built SPA; JSON answers a lean, deny-all set.
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.js';
import { inlineScriptHashes } from './static.js';

type Headers = Array<[string, string]>;

/** The headers a header-setting middleware adds to a plain response, computed once. */
function precomputeHeaders(middleware: MiddlewareHandler): { value?: Headers; ready: Promise<Headers> } {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null, 204));
  const holder: { value?: Headers; ready: Promise<Headers> } = {
    ready: Promise.resolve(probe.request('/')).then((res) => {
      holder.value = [...res.headers.entries()];
      return holder.value;
    }),
  };
  return holder;
}

/** The app's and the API's security headers, and `Cache-Control: no-store` on API answers. */
export function securityHeaders(config: Config): MiddlewareHandler {
  const hsts = config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false;
  const appHeaders = precomputeHeaders(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.appDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: hsts,
    }),
  );
  const apiHeaders = precomputeHeaders(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: 'no-referrer',
      strictTransportSecurity: hsts,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: 'DENY',
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  return async (c, next) => {
    const api = c.req.path.startsWith('/api/');
    const set = api ? apiHeaders : appHeaders;
    for (const [name, value] of set.value ?? (await set.ready)) c.header(name, value);
    if (api) c.header('Cache-Control', 'no-store');
    await next();
  };
}
