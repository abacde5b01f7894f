import { API_MESSAGES, ERROR_CODES } from '@agent-registry/api-client/contract';
import { eq } from 'drizzle-orm';
import { personalAccessTokens, users, type UserRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { randomPat, sha256Hex } from '../lib/crypto.js';
import { ApiError } from '../lib/errors.js';
import type { ServiceContext } from './context.js';
import { hitRateLimit } from './rateLimit.js';
import { patInfo } from './users.js';

/** Makes a new token (64 lowercase hex, CSPRNG), replacing any earlier one. */
export async function generatePat(ctx: ServiceContext, user: UserRow) {
  const pat = randomPat();
  const now = ctx.clock.now();
  const values = {
    tokenHash: sha256Hex(pat),
    ciphertext: ctx.box.encrypt(pat, user.id),
    createdAt: now,
    lastUsedAt: null,
  };
  await ctx.db
    .insert(personalAccessTokens)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: personalAccessTokens.userId, set: values });
  return { pat, created_at: now.toISOString(), message: API_MESSAGES.patGenerated };
}

export async function getPatInfo(ctx: ServiceContext, user: UserRow) {
  return patInfo(ctx, user.id);
}

export async function revealPat(ctx: ServiceContext, user: UserRow) {
  const [row] = await ctx.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id)).limit(1);
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, API_MESSAGES.noPat);
  let pat: string;
  try {
    pat = ctx.box.decrypt(row.ciphertext, user.id);
  } catch {
    // SERVER_SECRET changed since the token was made: it can still be used, not shown.
    throw new ApiError(409, ERROR_CODES.conflict, 'The token can no longer be shown. Generate a new one.');
  }
  return { pat, created_at: iso(row.createdAt) };
}

/** Idempotent: revoking when there is no token also answers 200. */
export async function revokePat(ctx: ServiceContext, user: UserRow) {
  await ctx.db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id));
  return { message: API_MESSAGES.patRevoked };
}

/** The owner of a PAT (rate-limited per token; last use recorded), or undefined. */
export async function resolvePat(ctx: ServiceContext, token: string): Promise<{ user: UserRow; tokenHash: string } | undefined> {
  const tokenHash = sha256Hex(token.toLowerCase());
  const [row] = await ctx.db
    .select({ user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  await hitRateLimit(ctx, `pat:${tokenHash}`, ctx.config.rateLimits.patUsePerToken);
  await ctx.db.update(personalAccessTokens).set({ lastUsedAt: ctx.clock.now() }).where(eq(personalAccessTokens.tokenHash, tokenHash));
  return { user: row.user, tokenHash };
}
