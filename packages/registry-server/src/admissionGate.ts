import type { Context, MiddlewareHandler } from 'hono';
import type { Admission } from './lib/admission.js';
import type { SearchFeed } from './search/feed.js';

/** What never waits for the database: the health check, the OpenAPI document and the docs page. */
const NO_TURN = new Set(['/api/health', '/api/openapi.json', '/api/docs']);

/**
 * An anonymous text search once the search index is built is answered from memory: it needs no
 * turn (a signed-in one still does: its token is looked up). Suggestions only read the index
 * (and a framework list read once a second).
 */
function fromIndex(c: Context, search: SearchFeed | null): boolean {
  if (!search?.index || c.req.method !== 'GET' || c.req.header('authorization')) return false;
  const path = c.req.path;
  if (path === '/api/agents/suggest') return true;
  if (path !== '/api/agents' && path !== '/api/agents/facets') return false;
  const query = c.req.query('query');
  return !!query?.trim() && !c.req.query('updated_since');
}

/**
 * Admission control: every other API call waits its turn for the database (bad input was refused
 * before this, without taking a turn); writes go ahead of reads in the line.
 */
export function admissionGate(admission: Admission, search: SearchFeed | null = null): MiddlewareHandler {
  return async (c, next) => {
    if (NO_TURN.has(c.req.path) || fromIndex(c, search)) return next();
    await admission.enter(c.req.method !== 'GET' && c.req.method !== 'HEAD');
    try {
      await next();
    } finally {
      admission.leave();
    }
  };
}
