import type { MiddlewareHandler } from 'hono';
import type { Admission } from './lib/admission.js';

/** What never waits for the database: the health check, the OpenAPI document and the docs page. */
const NO_TURN = new Set(['/api/health', '/api/openapi.json', '/api/docs']);

/**
 * Admission control: every other API call waits its turn for the database (bad input was refused
 * before this, without taking a turn); writes go ahead of reads in the line.
 */
export function admissionGate(admission: Admission): MiddlewareHandler {
  return async (c, next) => {
    if (NO_TURN.has(c.req.path)) return next();
    await admission.enter(c.req.method !== 'GET' && c.req.method !== 'HEAD');
    try {
      await next();
    } finally {
      admission.leave();
    }
  };
}
