// Named access tokens: many per user, each with scopes and an optional expiry, listed with the
// spec's personal access token (the "CLI token", services/pat.ts). A token's value is shown once,
// at creation, and only its SHA-256 is stored.
import crypto from 'node:crypto';
import {
  CLI_TOKEN_ID,
  ERROR_CODES,
  SECURITY_ERROR_CODES,
  SECURITY_MESSAGES,
  cliTokenInfo,
  namedTokensRemaining,
  orderedTokenScopes,
  tokenExpiry,
  type ApiToken,
  type ApiTokenCreate,
  type ApiTokenCreatedResponse,
  type ApiTokenListResponse,
  type CountResponse,
  type TokenScope,
  type TokenStatus,
} from '@agent-registry/api-client/contract';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { apiTokens, personalAccessTokens, users, type ApiTokenRow, type UserRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { randomPat, sha256Hex } from '../lib/crypto.js';
import { ApiError } from '../lib/errors.js';
import { tokenCreatedMail } from '../mail.js';
import type { ServiceContext } from './context.js';
import { mayPublishInto } from './namespaces.js';
import { sendNotice } from './notices.js';
import { revokePat } from './pat.js';
import { NAMESPACE_FORBIDDEN } from './agents.js';
import { hitRateLimit } from './rateLimit.js';

/** Last use is written at most this often per token, to spare a write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new ApiError(404, ERROR_CODES.notFound, SECURITY_MESSAGES.tokenNotFound);

/** Revoked wins over expired: a revoked token stays revoked whatever its date. */
export function tokenStatus(row: Pick<ApiTokenRow, 'revokedAt' | 'expiresAt'>, now: Date): TokenStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function tokenJson(row: ApiTokenRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    kind: 'named',
    scopes: orderedTokenScopes(row.scopes),
    status: tokenStatus(row, now),
    created_at: iso(row.createdAt)!,
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    namespace: row.namespace ?? null,
  };
}

const cliTokenJson = (pat: { createdAt: Date; lastUsedAt: Date | null }, revokedAt: Date | null = null): ApiToken =>
  cliTokenInfo({ created_at: iso(pat.createdAt)!, last_used_at: iso(pat.lastUsedAt) }, iso(revokedAt));

/** Named tokens that are neither revoked nor expired: the ones namedTokensRemaining counts. */
const activeCondition = (userId: string, now: Date) =>
  and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

async function patRow(ctx: ServiceContext, userId: string) {
  const [row] = await ctx.db
    .select({ createdAt: personalAccessTokens.createdAt, lastUsedAt: personalAccessTokens.lastUsedAt })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .limit(1);
  return row;
}

/** GET /users/tokens: the CLI token first (when there is one), then the named tokens, newest first. */
export async function listTokens(ctx: ServiceContext, user: UserRow): Promise<ApiTokenListResponse> {
  const now = ctx.clock.now();
  const [pat, rows] = await Promise.all([
    patRow(ctx, user.id),
    ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),
  ]);
  const named = rows.map((row) => tokenJson(row, now));
  const active = named.filter((t) => t.status === 'active').length;
  return {
    data: [...(pat ? [cliTokenJson(pat)] : []), ...named],
    remaining: namedTokensRemaining(active),
  };
}

/** POST /users/tokens: the value is in this answer only. */
export async function createToken(ctx: ServiceContext, user: UserRow, input: ApiTokenCreate): Promise<ApiTokenCreatedResponse> {
  if (input.namespace && !(await mayPublishInto(ctx, user.id, input.namespace))) {
    const message = NAMESPACE_FORBIDDEN(input.namespace);
    throw new ApiError(403, ERROR_CODES.forbidden, message, { namespace: message });
  }
  const token = randomPat();
  const now = ctx.clock.now();
  const values = {
    namespace: input.namespace ?? null,
    id: crypto.randomUUID(),
    userId: user.id,
    name: input.name,
    tokenHash: sha256Hex(token),
    scopes: orderedTokenScopes(input.scopes),
    createdAt: now,
    expiresAt: tokenExpiry(input.expires_in_days, now),
  };
  const row = await ctx.db.transaction(async (tx) => {
    // The user's row is locked so two creates at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(apiTokens).where(activeCondition(user.id, now));
    if (namedTokensRemaining(Number(n)) === 0) {
      throw new ApiError(409, SECURITY_ERROR_CODES.tooManyTokens, SECURITY_MESSAGES.tooManyTokens);
    }
    const [inserted] = await tx.insert(apiTokens).values(values).returning();
    return inserted;
  });
  sendNotice(
    ctx,
    user,
    'token_created',
    tokenCreatedMail({
      to: user.email,
      name: user.fullName,
      tokenName: row.name,
      scopes: row.scopes,
      expiresAt: row.expiresAt,
      createdAt: now,
      publicUrl: ctx.config.publicUrl,
    }),
  );
  return { token, info: tokenJson(row, now), message: SECURITY_MESSAGES.tokenCreated(row.name) };
}

/**
 * DELETE /users/tokens/{id}: the token, now revoked ('cli' is the PAT). Revoking again answers the
 * same. Someone else's token is a 404 like an unknown one.
 */
export async function revokeToken(ctx: ServiceContext, user: UserRow, id: string): Promise<ApiToken> {
  const now = ctx.clock.now();
  if (id === CLI_TOKEN_ID) {
    const pat = await patRow(ctx, user.id);
    if (!pat) throw notFound();
    await revokePat(ctx, user);
    return cliTokenJson(pat, now);
  }
  if (!UUID.test(id)) throw notFound();
  const [existing] = await ctx.db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id.toLowerCase()), eq(apiTokens.userId, user.id)))
    .limit(1);
  if (!existing) throw notFound();
  if (existing.revokedAt) return tokenJson(existing, now);
  const [row] = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, existing.id), isNull(apiTokens.revokedAt)))
    .returning();
  return tokenJson(row ?? { ...existing, revokedAt: now }, now);
}

/** DELETE /users/tokens: every live named token and the PAT; `count` says how many stopped working. */
export async function revokeAllTokens(ctx: ServiceContext, user: UserRow): Promise<CountResponse> {
  const now = ctx.clock.now();
  const [revoked, pats] = await Promise.all([
    ctx.db.update(apiTokens).set({ revokedAt: now }).where(activeCondition(user.id, now)).returning({ id: apiTokens.id }),
    ctx.db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id)).returning({ userId: personalAccessTokens.userId }),
  ]);
  return { message: SECURITY_MESSAGES.allTokensRevoked, count: revoked.length + pats.length };
}

export type NamedTokenLookup =
  | { status: 'active'; user: UserRow; tokenHash: string; scopes: TokenScope[]; namespace: string | null }
  | { status: 'revoked' | 'expired' };

/**
 * A named token by its value (looked up by hash), or undefined when there is none. An active one
 * is rate-limited like the PAT and has its last use recorded (at most once a minute).
 */
export async function resolveNamedToken(ctx: ServiceContext, token: string): Promise<NamedTokenLookup | undefined> {
  const tokenHash = sha256Hex(token.toLowerCase());
  const [row] = await ctx.db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  const now = ctx.clock.now();
  const status = tokenStatus(row.token, now);
  if (status !== 'active') return { status };
  await hitRateLimit(ctx, `token:${tokenHash}`, ctx.config.rateLimits.patUsePerToken);
  const last = row.token.lastUsedAt?.getTime();
  if (last === undefined || now.getTime() - last >= LAST_USED_RESOLUTION_MS) {
    await ctx.db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.token.id));
  }
  return { status, user: row.user, tokenHash, scopes: orderedTokenScopes(row.token.scopes), namespace: row.token.namespace };
}
