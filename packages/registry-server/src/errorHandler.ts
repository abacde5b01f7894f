// How a request that went wrong is answered: every error is JSON `{error, message}`.
import { API_MESSAGES, ERROR_CODES } from '@agent-registry/api-client/contract';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes, routePath } from 'hono/route';
import { describeError, isClientGone, newRequestId } from './lib/errorLog.js';
import { ApiError, errorBody } from './lib/errors.js';
import type { Logger } from './lib/logger.js';

const HTTP_CODES: Record<number, [string, string]> = {
  400: [ERROR_CODES.validation, API_MESSAGES.invalidRequest],
  401: [ERROR_CODES.unauthorized, 'Authentication required'],
  404: [ERROR_CODES.notFound, 'Not found'],
  405: ['method_not_allowed', 'Method not allowed'],
  413: ['payload_too_large', 'Request body is too large'],
  415: ['unsupported_media_type', 'Content-Type must be application/json'],
};

/** The pattern of the route a request reached (not a middleware's), e.g. `/api/agents/:id`. */
function apiRoute(c: Context): string {
  try {
    return (
      matchedRoutes(c)
        .filter((r) => r.method !== 'ALL')
        .at(-1)?.path ?? routePath(c)
    );
  } catch {
    return 'unknown';
  }
}

/**
 * ApiErrors as they say; Hono's HTTP errors with our codes; anything else is a 500 logged once,
 * under an id the user can quote.
 */
export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) {
      return c.json(err.toJSON(), err.status, err.headers);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const [code, fallback] = HTTP_CODES[status] ?? ['http_error', API_MESSAGES.invalidRequest];
      const message = status === 400 && /malformed json/i.test(err.message) ? 'Malformed JSON in request body' : err.message || fallback;
      return c.json(errorBody(code, status === 413 ? HTTP_CODES[413][1] : message), status);
    }
    // Logged with the route's pattern rather than the path typed and without the query's
    // parameters: drizzle puts them (emails, password hashes, token hashes) in its error message.
    const requestId = newRequestId();
    const where = { request_id: requestId, method: c.req.method, route: apiRoute(c) };
    if (isClientGone(err, c.req.raw.signal)) {
      log.info('client closed the connection before the answer', where);
      return c.json(errorBody('client_closed_request', 'The client closed the connection'), 400);
    }
    log.error('unhandled error', { ...where, ...describeError(err) });
    return c.json({ ...errorBody(ERROR_CODES.internal, API_MESSAGES.internalError), request_id: requestId }, 500, {
      'X-Request-Id': requestId,
    });
  };
}

export const notFoundHandler: NotFoundHandler = (c) => c.json(errorBody(ERROR_CODES.notFound, 'Not found'), 404);
