import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { sessions, users, type UserRow } from '../db/schema.js';
import { randomSessionToken, sha256Hex } from '../lib/crypto.js';
import type { ServiceContext } from './context.js';

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A fresh 256-bit session token; only its SHA-256 is stored. */
export async function createSession(ctx: ServiceContext, userId: string): Promise<NewSession> {
  const token = randomSessionToken();
  const tokenHash = sha256Hex(token);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlSeconds * 1000);
  await ctx.db.insert(sessions).values({ tokenHash, userId, createdAt: now, expiresAt });
  return { token, tokenHash, expiresAt };
}

/** The user of a live session, or undefined. */
export async function resolveSession(
  ctx: ServiceContext,
  token: string,
): Promise<{ user: UserRow; tokenHash: string; expiresAt: Date; authenticatedAt: Date } | undefined> {
  const tokenHash = sha256Hex(token);
  const [row] = await ctx.db
    .select({
      user: users,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())),
    )
    .limit(1);
  if (!row) return undefined;
  const authenticatedAt =
    row.reauthenticatedAt && row.reauthenticatedAt > row.createdAt ? row.reauthenticatedAt : row.createdAt;
  return { user: row.user, tokenHash, expiresAt: row.expiresAt, authenticatedAt };
}

/** Records a fresh password proof on a session (POST /auth/confirm-password). */
export async function markReauthenticated(ctx: ServiceContext, tokenHash: string): Promise<void> {
  await ctx.db.update(sessions).set({ reauthenticatedAt: ctx.clock.now() }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(ctx: ServiceContext, tokenHash: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, except `keepTokenHash` when given. */
export async function revokeUserSessions(ctx: ServiceContext, userId: string, keepTokenHash?: string): Promise<void> {
  await ctx.db
    .delete(sessions)
    .where(keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId));
}

export async function pruneSessions(ctx: ServiceContext): Promise<void> {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, ctx.clock.now()));
}
