import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config.js';
import { sha256Hex } from '../lib/crypto.js';
import { tooManyRequests } from '../lib/errors.js';
import type { ServiceContext } from './context.js';

/**
 * Counts one event under `key` in a fixed window kept in the database (so every instance of the
 * server shares it), and throws 429 when the rule's limit is passed.
 */
export async function hitRateLimit(ctx: ServiceContext, key: string, rule: RateLimitRule): Promise<void> {
  key = rateLimitKey(key);
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
  const rows = await ctx.handle.query<{ count: number; window_start: Date | string }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = rows[0];
  if (row && Number(row.count) > rule.limit) {
    const start = new Date(row.window_start).getTime();
    throw tooManyRequests((start + rule.windowSeconds * 1000 - now.getTime()) / 1000);
  }
}

/**
 * The stored key: its kind in the clear, the subject (an email, an address, a token hash) as a
 * truncated SHA-256, so the table holds no personal data.
 */
export function rateLimitKey(key: string): string {
  const cut = key.lastIndexOf(':');
  return cut < 0 ? key : `${key.slice(0, cut)}:${sha256Hex(key.slice(cut + 1)).slice(0, 32)}`;
}

/** Forgets counters whose window ended long ago. */
export async function pruneRateLimits(ctx: ServiceContext, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - olderThanSeconds * 1000);
  await ctx.handle.query(sql`DELETE FROM rate_limits WHERE window_start < ${cutoff.toISOString()}`);
}
