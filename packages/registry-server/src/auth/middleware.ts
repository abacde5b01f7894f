import {
  API_MESSAGES,
  DEMO_ROLE,
  ERROR_CODES,
  MODERATION_ERROR_CODES,
  MODERATION_MESSAGES,
  PAT_PATTERN,
  REAUTH_WINDOW_MS,
  SECURITY_ERROR_CODES,
  SECURITY_MESSAGES,
  SIMULATED_ERRORS,
  TOKEN_SCOPES,
  type TokenScope,
} from '@agent-registry/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, unauthorized } from '../lib/errors.js';
import { clientIp } from '../lib/http.js';
import type { ServiceContext } from '../services/context.js';
import { isOperator } from '../services/operators.js';
import { findOwnership } from '../repositories/agents.js';
import { agentKey as agentKeyOf } from '../services/agents.js';
import { resolvePat } from '../services/pat.js';
import { hitRateLimit } from '../services/rateLimit.js';
import { resolveSession } from '../services/sessions.js';
import { resolveNamedToken } from '../services/tokens.js';
import type { AppEnv, AuthInfo } from '../types.js';

/** The Bearer token of a request, or undefined. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export const isPatLike = (token: string) => PAT_PATTERN.test(token);

/** What the read-only demo account may still do besides reading: try the token panel, sign out. */
const DEMO_WRITES = new Set([
  'POST /api/users/pat/generate',
  'DELETE /api/users/pat/revoke',
  // The token list's revoke buttons reach the same CLI token (it has no named ones).
  'DELETE /api/users/tokens/cli',
  'DELETE /api/users/tokens',
  'POST /api/auth/logout',
  'POST /api/auth/confirm-password',
]);

/** The demo account changes nothing shared: every other write is a 403 (one rule, for every route). */
function refuseDemoWrite(c: Context, auth: AuthInfo): void {
  if (auth.user.role !== DEMO_ROLE || c.req.method === 'GET' || c.req.method === 'HEAD') return;
  if (DEMO_WRITES.has(`${c.req.method} ${c.req.path}`)) return;
  throw new ApiError(403, ERROR_CODES.demoReadOnly, API_MESSAGES.demoReadOnly);
}

/** The services of the app answering the request (set first thing by the app). */
/** The services of the app answering. */
export const servicesOf = (c: Context<AppEnv>): ServiceContext => c.get('services');

/** Counts a bad token against the caller's address, then refuses it. */
async function refuse(c: Context<AppEnv>, error: ApiError): Promise<never> {
  const ctx = servicesOf(c);
  await hitRateLimit(ctx, `badtoken:ip:${clientIp(c, ctx.config.trustProxy)}`, ctx.config.rateLimits.badTokenPerIp);
  throw error;
}

const badToken = (c: Context<AppEnv>) => refuse(c, unauthorized(SIMULATED_ERRORS.invalidToken, 'invalid_token'));

/** A known token that stopped working: says why (counted with bad tokens, like an unknown one). */
const deadToken = (c: Context<AppEnv>, status: 'revoked' | 'expired') =>
  refuse(
    c,
    status === 'revoked'
      ? unauthorized(SECURITY_MESSAGES.tokenRevoked, SECURITY_ERROR_CODES.tokenRevoked)
      : unauthorized(SECURITY_MESSAGES.tokenExpired, SECURITY_ERROR_CODES.tokenExpired),
  );

async function resolve(c: Context<AppEnv>, token: string): Promise<AuthInfo | undefined> {
  const ctx = servicesOf(c);
  let auth: AuthInfo | undefined;
  if (isPatLike(token)) {
    // The PAT first, then the named tokens: both are 64 hex characters, looked up by hash.
    const pat = await resolvePat(ctx, token);
    const named = pat ? undefined : await resolveNamedToken(ctx, token);
    if (named && named.status !== 'active') await deadToken(c, named.status);
    const found = pat
      ? { user: pat.user, kind: 'pat' as const, tokenHash: pat.tokenHash, scopes: TOKEN_SCOPES }
      : named?.status === 'active'
        ? { user: named.user, kind: 'token' as const, tokenHash: named.tokenHash, scopes: named.scopes, namespace: named.namespace }
        : undefined;
    // A demo token is real enough to show in the panel, never to pull or publish with.
    if (found?.user.role === DEMO_ROLE) throw unauthorized(API_MESSAGES.demoTokenInert, 'demo_token');
    auth = found;
  } else if (token.length <= 128) {
    const found = await resolveSession(ctx, token);
    auth = found && {
      user: found.user,
      kind: 'session',
      scopes: TOKEN_SCOPES,
      tokenHash: found.tokenHash,
      expiresAt: found.expiresAt,
      authenticatedAt: found.authenticatedAt,
    };
  }
  // A suspended account's tokens stop working at once.
  return auth?.user.status === 'suspended' ? undefined : auth;
}

/**
 * A caller is required: the bearer token's owner, else 401. `sessionOnly` refuses the PAT and
 * named tokens without even looking them up (401 `session_required`).
 */
function requireCallerWith(sessionOnly: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized(SIMULATED_ERRORS.authRequired);
    if (sessionOnly && isPatLike(token)) throw unauthorized(SIMULATED_ERRORS.authRequired, 'session_required');
    const auth = (await resolve(c, token)) ?? (await badToken(c));
    refuseDemoWrite(c, auth);
    c.set('auth', auth);
    await next();
  };
}

/**
 * Account, profile, session and token management: a session token only; a PAT or a named
 * token is refused (401 `session_required`), so no token can mint or manage tokens.
 */
export const requireSession = requireCallerWith(true);

/** Agent calls that need a caller: a session token, the PAT or a named token. */
export const requireCaller = requireCallerWith(false);

/**
 * Public agent calls: anonymous is fine. A stale session token is ignored (the visitor still
 * sees public data); a bad, revoked or expired token is refused, so a CLI learns its token no
 * longer works.
 */
export const optionalCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  let auth: AuthInfo | undefined;
  if (token) {
    auth = await resolve(c, token);
    if (!auth && isPatLike(token)) await badToken(c);
  }
  c.set('auth', auth ?? null);
  await next();
};

/**
 * After `requireSession` or `requireCaller`, for what a stolen browser session must not reach
 * (the token's value, a new token, deleting an agent): a session needs a password proof within
 * REAUTH_WINDOW_MS, else 403 `reauthentication_required`. A token (the PAT or a named one) is a
 * tool's own credential and passes; its scopes say what it may do.
 */
export const requireRecentProof: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertRecentProof(c);
  await next();
};

/** Whether the caller is a session without a password proof in the last REAUTH_WINDOW_MS. */
export function proofIsStale(c: Context<AppEnv>): boolean {
  const auth = c.get('auth');
  if (auth?.kind !== 'session') return false;
  const provedAt = auth.authenticatedAt?.getTime() ?? 0;
  return servicesOf(c).clock.now().getTime() - provedAt > REAUTH_WINDOW_MS;
}

/**
 * requireRecentProof inside a handler, for a call that is sensitive only sometimes (a visibility
 * change among other edits, revoking the CLI token among named ones, ending another session).
 */
export function assertRecentProof(c: Context<AppEnv>): void {
  if (proofIsStale(c)) throw new ApiError(403, ERROR_CODES.reauthRequired, API_MESSAGES.reauthRequired);
}

/** After `requireSession`: the caller must be an operator (OPERATORS), else 403 `operator_required`. */
export function requireOperator(message: string = MODERATION_MESSAGES.operatorOnly): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth || !isOperator(servicesOf(c), auth.user)) {
      throw new ApiError(403, MODERATION_ERROR_CODES.operatorRequired, message);
    }
    await next();
  };
}

/**
 * After `requireCaller` or `optionalCaller`: a named token needs `scope` (else 403
 * `insufficient_scope`). Sessions and the PAT hold every scope; anonymous callers pass (the
 * route decides).
 */
export function requireScope(needed: TokenScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (auth && !auth.scopes.includes(needed)) {
      throw new ApiError(403, SECURITY_ERROR_CODES.insufficientScope, SECURITY_MESSAGES.scopeRequired(needed));
    }
    await next();
  };
}

/**
 * After `requireCaller`: a named token limited to one namespace writes only there (403). The
 * agent a path names must be in it, and so must the namespace a body asks for (a publish's, or
 * a transfer's target; a publish without one goes to the caller's own namespace).
 */
export const limitNamespace: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.get('auth');
  const limit = auth?.namespace;
  if (auth && limit) {
    const targets: string[] = [];
    const id = c.req.param('id');
    if (id) {
      const owned = await findOwnership(servicesOf(c).handle, agentKeyOf(id));
      if (owned) targets.push(owned.namespace);
    }
    if (c.req.method === 'POST') {
      const body: unknown = await c.req.json().catch(() => null);
      const asked = body && typeof body === 'object' && 'namespace' in body ? String(body.namespace).trim().toLowerCase() : undefined;
      if (asked) targets.push(asked);
      else if (!id) targets.push(auth.user.username);
    }
    if (targets.some((t) => t !== limit)) throw new ApiError(403, ERROR_CODES.forbidden, `This token can only write to ${limit}`);
  }
  await next();
};
