import { ErrorResponseSchema, type TokenScope } from '@agent-registry/api-client/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AuthMiddlewares } from '../auth/middleware.js';
import type { Config } from '../config.js';

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

const err = (description: string) => jsonContent(ErrorResponseSchema, description);

/** Error answers, for the OpenAPI document. */
export const errors = {
  400: err('Invalid input: `{error, message, fields?}`'),
  401: err('Authentication required, or the token is invalid'),
  403: err('Not allowed'),
  404: err('Not found'),
  409: err('Conflict'),
  413: err('Body larger than the limit'),
  429: err('Too many requests (see Retry-After)'),
} as const;

export const pick = <K extends keyof typeof errors>(...codes: K[]) =>
  Object.fromEntries(codes.map((c) => [c, errors[c]])) as Pick<typeof errors, K>;

export const bearer = [{ bearerAuth: [] }];

/**
 * A session, the PAT, or a named token holding `scope` (OpenAPI 3.1 lets a non-OAuth scheme list
 * the roles it needs). Optional callers: anonymous too.
 */
export const bearerScope = (scope: TokenScope, options: { optional?: boolean } = {}): Array<Record<string, string[]>> => [
  ...(options.optional ? [{}] : []),
  { bearerAuth: [scope] },
];

/**
 * The security and middleware of every agent call, in one place: with a named token, reads need
 * `agents:read` and writes `agents:publish` (403 `insufficient_scope`); sessions and the PAT hold
 * both. `read` lets anonymous callers in, `mine` and `write` need a caller.
 */
export function agentAccess(mw: AuthMiddlewares) {
  return {
    read: { security: bearerScope('agents:read', { optional: true }), middleware: [mw.optional, mw.scope('agents:read')] },
    mine: { security: bearerScope('agents:read'), middleware: [mw.user, mw.scope('agents:read')] },
    write: { security: bearerScope('agents:publish'), middleware: [mw.user, mw.scope('agents:publish')] },
  };
}

/** Said of every `{id}` of the agent calls. */
export const ID_OR_REF =
  '`id` is the agent\'s id or its `owner/name` with the slash URL-encoded (`alice%2Fmail-sorter`).';

export const sessionOnly = [{ sessionToken: [] }];

/**
 * Sends JSON; in tests and development the body is first checked against its contract schema,
 * so a drift between server and contract fails loudly.
 */
export function send<T>(c: Context, config: Config, schema: z.ZodType, body: T, status: ContentfulStatusCode = 200) {
  if (config.validateResponses) checkResponse(c, schema, body);
  return c.json(body as never, status as never) as never;
}

/** Sends JSON that is already serialized (a micro-cache hit), checked like `send`. */
export function sendText(c: Context, config: Config, schema: z.ZodType, text: string) {
  if (config.validateResponses) checkResponse(c, schema, JSON.parse(text));
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as never;
}

/** Throws when `body` does not match `schema` (a server bug: answered as a 500). */
export function checkResponse(c: Context, schema: z.ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`Response does not match its schema (${c.req.method} ${c.req.path}): ${result.error.message}`);
  }
}
