// Authentication as container tools expect it: the Docker token scheme. /v2/ answers 401 with a
// Bearer challenge; /v2/token takes HTTP Basic (a username and the CLI token or a named token) or
// nothing, and returns a short-lived token (HS256, keyed from the server secret) for the
// repository scopes it grants. Basic credentials sent straight to /v2/ work too.
import crypto from 'node:crypto';
import { TOKEN_SCOPES } from '@agent-registry/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { users } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import type { ServiceContext } from '../services/context.js';
import { resolvePat } from '../services/pat.js';
import { resolveNamedToken } from '../services/tokens.js';
import { allowedActions, type OciAction, type OciCaller } from './access.js';
import { OciError } from './errors.js';

/** Lifetime of a registry token: long enough for one push or pull, short enough not to outlive a revoke by much. */
export const TOKEN_TTL_SECONDS = 300;
const ISSUER = 'agent-registry';

export interface GrantedAccess {
  type: 'repository';
  name: string;
  actions: OciAction[];
}

/** How a request to /v2/ identified itself. */
export type OciCredentials =
  { kind: 'anonymous' } | { kind: 'basic'; caller: OciCaller } | { kind: 'bearer'; userId: string | null; access: GrantedAccess[] };

const keys = new WeakMap<ServiceContext, Uint8Array>();

function signingKey(ctx: ServiceContext): Uint8Array {
  let key = keys.get(ctx);
  if (!key) {
    key = new Uint8Array(crypto.hkdfSync('sha256', ctx.config.serverSecret, 'agent-registry', 'oci-registry-token', 32));
    keys.set(ctx, key);
  }
  return key;
}

/** The service name in challenges and tokens: the registry's host. */
export function serviceName(ctx: ServiceContext): string {
  try {
    return new URL(ctx.config.publicUrl).host;
  } catch {
    return 'agent-registry';
  }
}

/** The `WWW-Authenticate` header of a 401: where to get a token, for what. */
export function challenge(ctx: ServiceContext, scope?: string): string {
  const parts = [`realm="${ctx.config.publicUrl}/v2/token"`, `service="${serviceName(ctx)}"`];
  if (scope) parts.push(`scope="${scope}"`);
  return `Bearer ${parts.join(',')}`;
}

export const unauthorizedError = (ctx: ServiceContext, scope?: string, message = 'authentication required') =>
  new OciError(401, 'UNAUTHORIZED', message, undefined, { 'WWW-Authenticate': challenge(ctx, scope) });

export async function issueToken(ctx: ServiceContext, userId: string | null, access: GrantedAccess[]): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ access })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(serviceName(ctx))
    .setSubject(userId ?? '')
    .setIssuedAt(now)
    .setNotBefore(now - 5)
    .setExpirationTime(now + TOKEN_TTL_SECONDS)
    .setJti(crypto.randomUUID())
    .sign(signingKey(ctx));
}

async function verifyToken(ctx: ServiceContext, token: string): Promise<OciCredentials | undefined> {
  try {
    const { payload } = await jwtVerify(token, signingKey(ctx), {
      issuer: ISSUER,
      audience: serviceName(ctx),
      algorithms: ['HS256'],
      currentDate: ctx.clock.now(),
    });
    const access = Array.isArray(payload.access) ? (payload.access as GrantedAccess[]) : [];
    return { kind: 'bearer', userId: payload.sub || null, access };
  } catch {
    return undefined;
  }
}

/** The user and scopes behind `username:secret` (the CLI token or a named token), or undefined. */
export async function resolveBasic(ctx: ServiceContext, username: string, secret: string): Promise<OciCaller | undefined> {
  if (!/^[0-9a-fA-F]{64}$/.test(secret)) return undefined;
  const pat = await resolvePat(ctx, secret);
  let caller: OciCaller | undefined;
  if (pat) caller = { user: pat.user, scopes: TOKEN_SCOPES };
  else {
    const named = await resolveNamedToken(ctx, secret);
    if (named?.status === 'active') caller = { user: named.user, scopes: named.scopes };
  }
  if (!caller) return undefined;
  const name = username.trim().toLowerCase();
  // The username must be the token's own (or the account's email), as with `docker login`.
  if (name !== caller.user.username.toLowerCase() && name !== caller.user.email.toLowerCase()) return undefined;
  return caller;
}

function parseBasic(header: string): { username: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const cut = text.indexOf(':');
  if (cut < 0) return undefined;
  return { username: text.slice(0, cut), secret: text.slice(cut + 1) };
}

/** Rate limits (429) on the credential surface as the spec's TOOMANYREQUESTS. */
function asOciError(err: unknown): never {
  if (err instanceof ApiError && err.status === 429) {
    throw new OciError(429, 'TOOMANYREQUESTS', err.message, undefined, err.headers ?? {});
  }
  throw err;
}

/** The credentials of a request to /v2/; bad ones are a 401 with the challenge. */
export async function credentialsOf(ctx: ServiceContext, c: Context): Promise<OciCredentials> {
  const header = c.req.header('authorization');
  if (!header) return { kind: 'anonymous' };
  const basic = parseBasic(header);
  if (basic) {
    const caller = await resolveBasic(ctx, basic.username, basic.secret).catch(asOciError);
    if (!caller) throw unauthorizedError(ctx, undefined, 'invalid username or token');
    return { kind: 'basic', caller };
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer) {
    const creds = await verifyToken(ctx, bearer);
    if (creds) return creds;
  }
  throw unauthorizedError(ctx, undefined, 'invalid or expired token');
}

async function loadUser(ctx: ServiceContext, id: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * The user behind `creds` when it may do `action` in `repository` (null for an anonymous pull),
 * else the error to answer: 401 with a challenge naming the scope when a token could grant it,
 * 403 DENIED when this caller may not.
 */
export async function authorize(
  ctx: ServiceContext,
  creds: OciCredentials,
  repository: string,
  action: OciAction,
): Promise<OciCaller | null> {
  const scope = `repository:${repository}:${action === 'push' ? 'pull,push' : 'pull'}`;
  if (creds.kind === 'bearer') {
    const granted = creds.access.some((a) => a.type === 'repository' && a.name === repository && a.actions.includes(action));
    const user = creds.userId ? await loadUser(ctx, creds.userId) : undefined;
    const caller: OciCaller | null = user ? { user, scopes: TOKEN_SCOPES } : null;
    if (granted) return caller;
    // The token lacks the scope: ask for one with it (the client comes back through /v2/token).
    if (!caller) throw unauthorizedError(ctx, scope);
    throw denied(action);
  }
  const caller = creds.kind === 'basic' ? creds.caller : null;
  const allowed = await allowedActions(ctx, caller, repository);
  if (allowed.has(action)) return caller;
  if (!caller) throw unauthorizedError(ctx, scope);
  throw denied(action);
}

const denied = (action: OciAction) =>
  new OciError(
    403,
    'DENIED',
    action === 'push'
      ? 'requested access to the resource is denied: push only into your own namespace, with a token that may publish (agents:publish)'
      : 'requested access to the resource is denied',
  );

/** GET /v2/token: a token for the scopes asked for, as far as the caller may have them. */
export async function tokenEndpoint(ctx: ServiceContext, c: Context): Promise<Response> {
  const header = c.req.header('authorization');
  let caller: OciCaller | null = null;
  if (header) {
    const basic = parseBasic(header);
    const found = basic && (await resolveBasic(ctx, basic.username, basic.secret).catch(asOciError));
    if (!found) throw unauthorizedError(ctx, undefined, 'invalid username or token');
    caller = found;
  }
  const url = new URL(c.req.url);
  const access: GrantedAccess[] = [];
  for (const scope of url.searchParams.getAll('scope').flatMap((s) => s.split(' '))) {
    const match = /^repository:([^:]+):([a-z*,]+)$/.exec(scope);
    if (!match) continue;
    const [, name, actionList] = match;
    const asked = new Set(actionList.split(','));
    const allowed = await allowedActions(ctx, caller, name);
    const actions = (['pull', 'push'] as const).filter(
      (a) => allowed.has(a) && (asked.has(a) || asked.has('*') || (a === 'push' && asked.has('delete'))),
    );
    access.push({ type: 'repository', name, actions });
  }
  const token = await issueToken(ctx, caller?.user.id ?? null, access);
  const issuedAt = ctx.clock.now().toISOString();
  return c.json({ token, access_token: token, expires_in: TOKEN_TTL_SECONDS, issued_at: issuedAt });
}
