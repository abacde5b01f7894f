import { API_MESSAGES, DEMO_ROLE, ERROR_CODES, PAT_PATTERN, REAUTH_WINDOW_MS, SIMULATED_ERRORS } from '@agent-registry/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, unauthorized } from '../lib/errors.js';
import { clientIp } from '../lib/http.js';
import type { ServiceContext } from '../services/context.js';
import { resolvePat } from '../services/pat.js';
import { hitRateLimit } from '../services/rateLimit.js';
import { resolveSession } from '../services/sessions.js';
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
  /** Account, profile and token management: a session token only; a PAT is refused (401). */
  session: MiddlewareHandler<AppEnv>;
  /** Agent calls that need a caller: a session token or a PAT. */
  user: MiddlewareHandler<AppEnv>;
  /**
   * Public agent calls: anonymous is fine. A stale session token is ignored (the visitor still
   * sees public data); a bad PAT is refused, so a CLI learns its token no longer works.
   */
  optional: MiddlewareHandler<AppEnv>;
  /**
   * After `session` or `user`, for what a stolen browser session must not reach (the token's
   * value, a new token, deleting an agent): a session needs a password proof within
   * REAUTH_WINDOW_MS, else 403 `reauthentication_required`. A PAT is the CLI's own credential and
   * passes.
   */
  recent: MiddlewareHandler<AppEnv>;
}

export function createAuth(ctx: ServiceContext): AuthMiddlewares {
  async function badToken(c: Context): Promise<never> {
    await hitRateLimit(ctx, `badtoken:ip:${clientIp(c, ctx.config.trustProxy)}`, ctx.config.rateLimits.badTokenPerIp);
    throw unauthorized(SIMULATED_ERRORS.invalidToken, 'invalid_token');
  }

  async function resolve(token: string): Promise<AuthInfo | undefined> {
    let auth: AuthInfo | undefined;
    if (isPatLike(token)) {
      const found = await resolvePat(ctx, token);
      // A demo token is real enough to show in the panel, never to pull or publish with.
      if (found?.user.role === DEMO_ROLE) throw unauthorized(API_MESSAGES.demoTokenInert, 'demo_token');
      auth = found && { user: found.user, kind: 'pat', tokenHash: found.tokenHash };
    } else if (token.length <= 128) {
      const found = await resolveSession(ctx, token);
      auth = found && {
        user: found.user,
        kind: 'session',
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
    const auth = await resolve(token);
    if (!auth) await badToken(c);
    refuseDemoWrite(c, auth!);
    c.set('auth', auth!);
    await next();
  };

  const user: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized(SIMULATED_ERRORS.authRequired);
    const auth = await resolve(token);
    if (!auth) await badToken(c);
    refuseDemoWrite(c, auth!);
    c.set('auth', auth!);
    await next();
  };

  const optional: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c);
    let auth: AuthInfo | undefined;
    if (token) {
      auth = await resolve(token);
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

  return { session, user, optional, recent };
}
