import {
  API_MESSAGES,
  DEMO_ROLE,
  ERROR_CODES,
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

export interface AuthMiddlewares {
  /**
   * Account, profile, session and token management: a session token only; a PAT or a named
   * token is refused (401 `session_required`), so no token can mint or manage tokens.
   */
  session: MiddlewareHandler<AppEnv>;
  /** Agent calls that need a caller: a session token, the PAT or a named token. */
  user: MiddlewareHandler<AppEnv>;
  /**
   * Public agent calls: anonymous is fine. A stale session token is ignored (the visitor still
   * sees public data); a bad, revoked or expired token is refused, so a CLI learns its token no
   * longer works.
   */
  optional: MiddlewareHandler<AppEnv>;
  /**
   * After `user` or `optional`: a named token needs `scope` (else 403 `insufficient_scope`).
   * Sessions and the PAT hold every scope; anonymous callers pass (the route decides).
   */
  scope(scope: TokenScope): MiddlewareHandler<AppEnv>;
  /**
   * After `session` or `user`, for what a stolen browser session must not reach (the token's
   * value, a new token, deleting an agent): a session needs a password proof within
   * REAUTH_WINDOW_MS, else 403 `reauthentication_required`. A token (the PAT or a named one) is a
   * tool's own credential and passes; its scopes say what it may do.
   */
  recent: MiddlewareHandler<AppEnv>;
}

export function createAuth(ctx: ServiceContext): AuthMiddlewares {
  async function badToken(c: Context): Promise<never> {
    await hitRateLimit(ctx, `badtoken:ip:${clientIp(c, ctx.config.trustProxy)}`, ctx.config.rateLimits.badTokenPerIp);
    throw unauthorized(SIMULATED_ERRORS.invalidToken, 'invalid_token');
  }

  /** A known token that stopped working: says why (counted with bad tokens, like an unknown one). */
  async function deadToken(c: Context, status: 'revoked' | 'expired'): Promise<never> {
    await hitRateLimit(ctx, `badtoken:ip:${clientIp(c, ctx.config.trustProxy)}`, ctx.config.rateLimits.badTokenPerIp);
    throw status === 'revoked'
      ? unauthorized(SECURITY_MESSAGES.tokenRevoked, SECURITY_ERROR_CODES.tokenRevoked)
      : unauthorized(SECURITY_MESSAGES.tokenExpired, SECURITY_ERROR_CODES.tokenExpired);
  }

  async function resolve(c: Context, token: string): Promise<AuthInfo | undefined> {
    let auth: AuthInfo | undefined;
    if (isPatLike(token)) {
      // The PAT first, then the named tokens: both are 64 hex characters, looked up by hash.
      const pat = await resolvePat(ctx, token);
      const named = pat ? undefined : await resolveNamedToken(ctx, token);
      if (named && named.status !== 'active') await deadToken(c, named.status);
      const found =
        pat ? { user: pat.user, kind: 'pat' as const, tokenHash: pat.tokenHash, scopes: TOKEN_SCOPES }
        : named?.status === 'active' ? { user: named.user, kind: 'token' as const, tokenHash: named.tokenHash, scopes: named.scopes }
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

  const session: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized(SIMULATED_ERRORS.authRequired);
    if (isPatLike(token)) {
      // Never even look a PAT up here: it cannot manage the account.
      throw unauthorized(SIMULATED_ERRORS.authRequired, 'session_required');
    }
    const auth = await resolve(c, token);
    if (!auth) await badToken(c);
    refuseDemoWrite(c, auth!);
    c.set('auth', auth!);
    await next();
  };

  const user: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized(SIMULATED_ERRORS.authRequired);
    const auth = await resolve(c, token);
    if (!auth) await badToken(c);
    refuseDemoWrite(c, auth!);
    c.set('auth', auth!);
    await next();
  };

  const optional: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c);
    let auth: AuthInfo | undefined;
    if (token) {
      auth = await resolve(c, token);
      if (!auth && isPatLike(token)) await badToken(c);
    }
    c.set('auth', auth ?? null);
    await next();
  };

  const recent: MiddlewareHandler<AppEnv> = async (c, next) => {
    const auth = c.get('auth');
    if (auth?.kind === 'session') {
      const provedAt = auth.authenticatedAt?.getTime() ?? 0;
      if (ctx.clock.now().getTime() - provedAt > REAUTH_WINDOW_MS) {
        throw new ApiError(403, ERROR_CODES.reauthRequired, API_MESSAGES.reauthRequired);
      }
    }
    await next();
  };

  const scope = (needed: TokenScope): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const auth = c.get('auth');
      if (auth && !auth.scopes.includes(needed)) {
        throw new ApiError(403, SECURITY_ERROR_CODES.insufficientScope, SECURITY_MESSAGES.scopeRequired(needed));
      }
      await next();
    };

  return { session, user, optional, recent, scope };
}
