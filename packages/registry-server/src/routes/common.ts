// What every route declaration and handler shares: the answers, who may call, and the caller.
import {
  ErrorResponseSchema,
  MODERATION_MESSAGES,
  type API_ROUTES,
  type ApiRouteName,
  type TokenScope,
} from '@agent-registry/api-client/contract';
import type { HonoPath, RouteConfig, RouteHandler, ValidInput } from '../lib/openapi.js';
import type { Context, Handler, TypedResponse } from 'hono';
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

/** Who may call a route (one of `access`). */
export type Access = Pick<RouteConfig, 'security' | 'middleware'>;

// --- Declaring routes -----------------------------------------------------------------------

/**
 * What a route answers besides its errors: its success status and what that answer says (the
 * schema is the contract's `response`), then the error statuses it may give.
 */
export interface Answers {
  status: 200 | 201;
  description: string;
  errors: RouteConfig['responses'];
}

/** A route answering 200, or one of the listed errors. */
export const ok = (description: string, ...codes: ErrorStatus[]): Answers => ({ status: 200, description, errors: pick(...codes) });

/** A route answering 201 (something new), or one of the listed errors. */
export const created = (description: string, ...codes: ErrorStatus[]): Answers => ({ status: 201, description, errors: pick(...codes) });

/**
 * What the server says of one route of the contract (`API_ROUTES`): who may call, what it answers
 * and how the OpenAPI document describes it. Its method, path and schemas are the contract's.
 */
export interface ServerRoute {
  tags: string[];
  access: Access;
  answers: Answers;
  summary: string;
  description?: string;
}

/** The routes one resource file declares, by their name in `API_ROUTES`. */
export type ServerRoutes = { [K in ApiRouteName]?: ServerRoute };

/** The routes of one resource: the tags are given once, and each route names its access and answers, then its documentation. */
export function routesTagged(...tags: string[]) {
  return (access: Access, answers: Answers, docs: { summary: string; description?: string }): ServerRoute => ({
    tags,
    access,
    answers,
    ...docs,
  });
}

type Api = typeof API_ROUTES;
type Schema<A, K extends 'params' | 'query' | 'body'> = A extends { [k in K]: infer S extends z.ZodType } ? S : never;

/** The handler of the route `API_ROUTES[K]`: its path parameters, query and body as the contract checks them. */
export type ContractHandler<K extends ApiRouteName> = Handler<
  AppEnv,
  HonoPath<Api[K]['path']>,
  ValidInput<Schema<Api[K], 'params'>, Schema<Api[K], 'query'>, Schema<Api[K], 'body'>>
>;

/** The handlers of the routes a resource file declares, one per route, each typed by its contract entry. */
export type ContractHandlers<R extends ServerRoutes> = { [K in keyof R & ApiRouteName]: ContractHandler<K> };

/** The handlers of a set of routes declared outside the contract (health), each typed by its route. */
export type RouteHandlers<R extends Record<string, RouteConfig>> = { [K in keyof R]: RouteHandler<R[K], AppEnv> };

// --- The caller -----------------------------------------------------------------------------

/** The signed-in user, or null for an anonymous caller. */
export const viewerOf = (c: Context<AppEnv>) => c.get('auth')?.user ?? null;

/** The signed-in user of a route whose middleware requires one. */
export const callerOf = (c: Context<AppEnv>) => c.get('auth')!.user;

export { servicesOf };

/** Said of every route whose access needs a recent password proof from a session. */
export const NEEDS_PROOF = 'Needs a password proof from the last 10 minutes (403 `reauthentication_required`).';

/** Said of every `{id}` of the agent calls. */
export const ID_OR_REF = "`id` is the agent's id or its `owner/name` with the slash URL-encoded (`alice%2Fmail-sorter`).";
