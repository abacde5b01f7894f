// What every route declaration and handler shares: the answers, who may call, and the caller.
import { ErrorResponseSchema, MODERATION_MESSAGES, type TokenScope } from '@agent-registry/api-client/contract';
import { createRoute, type RouteConfig, type RouteHandler } from '../lib/openapi.js';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type * as z from '../lib/openapi.js';
import {
  limitNamespace,
  optionalCaller,
  requireCaller,
  requireOperator,
  requireRecentProof,
  requireScope,
  requireSession,
  servicesOf,
} from '../auth/middleware.js';
import type { AppEnv } from '../types.js';

// --- Answers --------------------------------------------------------------------------------

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

export type ErrorStatus = keyof typeof errors;

export const pick = <K extends ErrorStatus>(...codes: K[]) =>
  Object.fromEntries(codes.map((c) => [c, errors[c]])) as Pick<typeof errors, K>;

/** The responses of a route answering `schema` with 200, or one of the listed errors. */
export const ok = <T extends z.ZodType, K extends ErrorStatus>(schema: T, description: string, ...codes: K[]) => ({
  200: jsonContent(schema, description),
  ...pick(...codes),
});

/** The responses of a route answering `schema` with 201 (something new), or one of the listed errors. */
export const created = <T extends z.ZodType, K extends ErrorStatus>(schema: T, description: string, ...codes: K[]) => ({
  201: jsonContent(schema, description),
  ...pick(...codes),
});

/**
 * A JSON answer already serialized (a micro-cache entry), typed as the `T` it holds: the text is
 * sent as is, so the type cannot be inferred from it.
 */
export function jsonText<T>(c: Context, text: string): TypedResponse<JSONParsed<T>, 200, 'json'> {
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
}

// --- Who may call ---------------------------------------------------------------------------

/**
 * A session, the PAT, or a named token holding `scope` (OpenAPI 3.1 lets a non-OAuth scheme list
 * the roles it needs). Optional callers: anonymous too.
 */
const bearerScope = (scope: TokenScope, options: { optional?: boolean } = {}): Array<Record<string, string[]>> => [
  ...(options.optional ? [{}] : []),
  { bearerAuth: [scope] },
];

const sessionOnly = [{ sessionToken: [] }];
const canRead = requireScope('agents:read');
const canPublish = requireScope('agents:publish');

/**
 * Who may call a route: its `security` in the OpenAPI document and the middleware enforcing it,
 * said together so they cannot drift apart. With a named token, agent reads need `agents:read`
 * and writes `agents:publish` (403 `insufficient_scope`); sessions and the PAT hold both.
 */
export const access = {
  anyone: {},
  /** A session token only (account, session and token management). */
  session: { security: sessionOnly, middleware: [requireSession] },
  /** A session with a password proof from the last 10 minutes. */
  recentSession: { security: sessionOnly, middleware: [requireSession, requireRecentProof] },
  /** A session token, or none at all (signing out always answers 200). */
  maybeSession: { security: sessionOnly, middleware: [optionalCaller] },
  /** Agent reads: anonymous callers too. */
  agentRead: { security: bearerScope('agents:read', { optional: true }), middleware: [optionalCaller, canRead] },
  /** The caller's own agents. */
  agentMine: { security: bearerScope('agents:read'), middleware: [requireCaller, canRead] },
  agentWrite: { security: bearerScope('agents:publish'), middleware: [requireCaller, canPublish, limitNamespace] },
  /** The framework catalogue's writes: a session of an operator (OPERATORS), else 403. */
  frameworkWrite: { security: sessionOnly, middleware: [requireSession, requireOperator(MODERATION_MESSAGES.operatorRequired)] },
  /** Reports and takedowns: a session of an operator, else 403. */
  operator: { security: sessionOnly, middleware: [requireSession, requireOperator()] },
  /** Deleting an agent: a session needs a recent password proof as well. */
  agentDelete: { security: bearerScope('agents:publish'), middleware: [requireCaller, canPublish, limitNamespace, requireRecentProof] },
};

type Access = Pick<RouteConfig, 'security' | 'middleware'>;

// --- Declaring routes -----------------------------------------------------------------------

/** What a route declaration says besides its method, path, tags and access. */
type RouteParts = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'security' | 'middleware'>;

/**
 * createRoute for the routes of one resource: the tags are given once, and each route names its
 * method, path and access, then its summary, request and responses.
 */
export function routesTagged(...tags: string[]) {
  const method =
    <M extends RouteConfig['method']>(m: M) =>
    <P extends string, A extends Access, R extends RouteParts>(path: P, who: A, parts: R) =>
      // The parts before the access, as the OpenAPI document has always listed them.
      createRoute<P, { method: M; path: P; tags: string[] } & R & A>({ method: m, path, tags, ...parts, ...who });
  return { get: method('get'), post: method('post'), put: method('put'), delete: method('delete') };
}

/** The handlers of a set of routes, one per route, each typed by its route. */
export type RouteHandlers<R extends Record<string, RouteConfig>> = { [K in keyof R]: RouteHandler<R[K], AppEnv> };

// --- The caller -----------------------------------------------------------------------------

/** The signed-in user, or null for an anonymous caller. */
export const viewerOf = (c: Context<AppEnv>) => c.get('auth')?.user ?? null;

/** The signed-in user of a route whose middleware requires one. */
export const callerOf = (c: Context<AppEnv>) => c.get('auth')!.user;

export { servicesOf };

/** Said of every `{id}` of the agent calls. */
export const ID_OR_REF = "`id` is the agent's id or its `owner/name` with the slash URL-encoded (`alice%2Fmail-sorter`).";
