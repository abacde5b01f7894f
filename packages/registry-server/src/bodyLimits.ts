// How large a request body may be: the configured limit, and more room for the publish calls.
import { AGENT_YAML_MAX_BYTES, README_MAX_BYTES } from '@agent-registry/api-client/contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config.js';
import { errorBody } from './lib/errors.js';

/**
 * Body limit of the publish calls: an agent.yaml and a README at their limits, with room for JSON
 * escaping (quotes and line breaks double in the worst plausible case) and the other fields.
 */
const PUBLISH_BODY_LIMIT_BYTES = 2 * (AGENT_YAML_MAX_BYTES + README_MAX_BYTES) + 64 * 1024;

/** POST /api/agents and POST /api/agents/{id}/versions. */
function isPublish(method: string, path: string): boolean {
  return method === 'POST' && (path === '/api/agents' || /^\/api\/agents\/[^/]+\/versions\/?$/.test(path));
}

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    // The body is left unread: close the connection, so the client's next request takes a new one.
    onError: (c) =>
      c.json(errorBody('payload_too_large', `Request body is too large (limit ${Math.round(maxSize / 1024)} KB)`), 413, {
        Connection: 'close',
      }),
  });

/** 413 for a body over its limit. Only requests that may carry a body pay for the check (it materialises the full Request). */
export function bodyLimits(config: Config): MiddlewareHandler {
  const limitBody = limitOf(config.bodyLimitBytes);
  const limitPublish = limitOf(Math.max(config.bodyLimitBytes, PUBLISH_BODY_LIMIT_BYTES));
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isPublish(c.req.method, c.req.path) ? limitPublish(c, next) : limitBody(c, next);
  };
}
