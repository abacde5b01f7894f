import { and, eq, sql } from 'drizzle-orm';
import { verificationCodes } from '../db/schema.js';
import { randomCode, timingSafeEqualHex } from '../lib/crypto.js';
import type { CodePurpose } from '../mail.js';
import type { ServiceContext } from './context.js';
import { rateLimitKey } from './rateLimit.js';

export type CodeCheck = 'ok' | 'missing' | 'expired' | 'too_many_attempts' | 'invalid';

function codeHash(ctx: ServiceContext, userId: string, purpose: CodePurpose, code: string): string {
  return ctx.box.mac(`${userId}:${purpose}:${code}`);
}

/** Issues a new 6-digit code (replacing any earlier one) and returns it for mailing. */
export async function issueCode(ctx: ServiceContext, userId: string, purpose: CodePurpose): Promise<string> {
  const code = randomCode();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.codeTtlSeconds * 1000);
  const hash = codeHash(ctx, userId, purpose, code);
  await ctx.db
    .insert(verificationCodes)
    .values({ userId, purpose, codeHash: hash, attempts: 0, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: [verificationCodes.userId, verificationCodes.purpose],
      set: { codeHash: hash, attempts: 0, expiresAt, createdAt: now },
    });
  return code;
}

/**
 * Checks a code. A match consumes it. A miss counts an attempt; the third miss discards the code
 * (its hash is wiped, and later tries answer 'too_many_attempts' until a new code is requested).
 * Every step is one atomic statement, so parallel guesses cannot get past the limit.
 */
export async function checkCode(ctx: ServiceContext, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  const where = and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose));
  const [row] = await ctx.db.select().from(verificationCodes).where(where).limit(1);
  if (!row) return 'missing';
  const max = ctx.config.maxCodeAttempts;
  if (row.attempts >= max || row.codeHash === '') return 'too_many_attempts';
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    await ctx.db.delete(verificationCodes).where(where);
    return 'expired';
  }
  const hash = codeHash(ctx, userId, purpose, code);
  if (timingSafeEqualHex(hash, row.codeHash)) {
    const consumed = await ctx.db
      .delete(verificationCodes)
      .where(and(where, eq(verificationCodes.codeHash, hash)))
      .returning({ userId: verificationCodes.userId });
    return consumed.length ? 'ok' : 'missing';
  }
  const [updated] = await ctx.db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      codeHash: sql`CASE WHEN ${verificationCodes.attempts} + 1 >= ${max} THEN '' ELSE ${verificationCodes.codeHash} END`,
    })
    .where(and(where, eq(verificationCodes.codeHash, row.codeHash)))
    .returning({ attempts: verificationCodes.attempts });
  if (!updated) return 'missing';
  return updated.attempts >= max ? 'too_many_attempts' : 'invalid';
}

/*
 * Decoy codes. Resend-confirmation and forgot-password answer alike for every email, so
 * confirm-email and reset-password must too: an email with no account waiting for that code (none
 * at all, or one already confirmed) that asked for a code gets a stand-in (no code, no mail) that
 * counts attempts and expires like a real one. It lives in rate_limits (pruned with it), keyed by
 * a hash.
 */
const decoyKey = (purpose: CodePurpose, email: string) =>
  rateLimitKey(`decoy:${purpose === 'confirm_email' ? 'confirm' : 'reset'}:${email}`);

export async function issueDecoyCode(ctx: ServiceContext, purpose: CodePurpose, email: string): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.handle.query(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${decoyKey(purpose, email)}, ${now}, 0)
    ON CONFLICT (key) DO UPDATE SET window_start = ${now}::timestamptz, count = 0`);
}

/** Checks a wrong code against a stand-in, step for step as checkCode does (a read, then one write), so it takes as long. */
export async function checkDecoyCode(ctx: ServiceContext, purpose: CodePurpose, email: string): Promise<Exclude<CodeCheck, 'ok'>> {
  const key = decoyKey(purpose, email);
  const max = ctx.config.maxCodeAttempts;
  const [row] = await ctx.handle.query<{ count: number; window_start: string | Date }>(
    sql`SELECT count, window_start FROM rate_limits WHERE key = ${key}`,
  );
  if (!row) {
    if (purpose !== 'confirm_email') return 'missing';
    // An account waiting for confirmation holds the code of its sign-up: a stand-in starts as one.
    const now = ctx.clock.now().toISOString();
    await ctx.handle.query(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
      ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1`);
    return 'invalid';
  }
  // An expired stand-in stays as a tombstone, so it reads 'missing' (as a discarded code does) until a new one is asked for.
  if (Number(row.count) < 0) return 'missing';
  if (Number(row.count) >= max) return 'too_many_attempts';
  if (new Date(row.window_start).getTime() + ctx.config.codeTtlSeconds * 1000 <= ctx.clock.now().getTime()) {
    await ctx.handle.query(sql`UPDATE rate_limits SET count = -1 WHERE key = ${key}`);
    return 'expired';
  }
  // One statement counts the attempt, so parallel guesses cannot get past the limit.
  const [updated] = await ctx.handle.query<{ count: number }>(sql`
    UPDATE rate_limits SET count = count + 1 WHERE key = ${key} AND count < ${max} RETURNING count`);
  return !updated || Number(updated.count) >= max ? 'too_many_attempts' : 'invalid';
}
