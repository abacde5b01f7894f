import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Config } from './config.js';

/** CORS for the origins the config lists; undefined when it lists none (same-origin only). */
export function corsFor(config: Config): MiddlewareHandler | undefined {
  if (!config.corsOrigins.length) return undefined;
  const allowed = new Set(config.corsOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-User-Data'],
    maxAge: 600,
  });
}
