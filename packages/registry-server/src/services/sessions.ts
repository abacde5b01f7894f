import {
  DEMO_ROLE,
  ERROR_CODES,
  SECURITY_MESSAGES,
  deviceLabel,
  type CountResponse,
  type SessionInfo,
  type SessionPlace,
} from '@agent-registry/api-client/contract';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { sessions, users, type UserRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { randomSessionToken, sha256Hex } from '../lib/crypto.js';
import { ApiError } from '../lib/errors.js';
import type { ServiceContext } from './context.js';

/** Last activity is written at most this often per session, to spare a write on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Longest User-Agent kept: enough for any real browser's, and the list only shows a label. */
const USER_AGENT_MAX = 512;

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * A fresh 256-bit session token; only its SHA-256 is stored, with the device it signed in from and,
 * when a trusted proxy told it, the place.
 */
export async function createSession(
  ctx: ServiceContext,
  userId: string,
  userAgent = '',
  place: SessionPlace | null = null,
): Promise<NewSession> {
  const token = randomSessionToken();
  const tokenHash = sha256Hex(token);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlSeconds * 1000);
  await ctx.db.insert(sessions).values({
    tokenHash,
    userId,
    createdAt: now,
    expiresAt,
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
    country: place?.country ?? null,
    city: place?.city ?? null,
  });
  return { token, tokenHash, expiresAt };
}

/**
 * A session's id in the sessions list: derived from its token hash (a hash of that hash, cut to 16
 * hex characters), so it names the session without revealing anything that would let it be used.
 */
export function sessionPublicId(tokenHash: string): string {
  return sha256Hex(tokenHash).slice(0, 16);
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
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())))
    .limit(1);
  if (!row) return undefined;
  const now = ctx.clock.now();
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const authenticatedAt = row.reauthenticatedAt && row.reauthenticatedAt > row.createdAt ? row.reauthenticatedAt : row.createdAt;
  return { user: row.user, tokenHash, expiresAt: row.expiresAt, authenticatedAt };
}

/** Records a fresh password proof on a session (POST /auth/confirm-password). */
export async function markReauthenticated(ctx: ServiceContext, tokenHash: string): Promise<void> {
  await ctx.db.update(sessions).set({ reauthenticatedAt: ctx.clock.now() }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(ctx: ServiceContext, tokenHash: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, except `keepTokenHash` when given; answers how many were live. */
export async function revokeUserSessions(ctx: ServiceContext, userId: string, keepTokenHash?: string): Promise<number> {
  const ended = await ctx.db
    .delete(sessions)
    .where(keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId))
    .returning({ expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt });
  const now = ctx.clock.now().getTime();
  return ended.filter((s) => !s.revokedAt && s.expiresAt.getTime() > now).length;
}

/** The user's live sessions (not revoked, not expired). */
async function liveSessions(ctx: ServiceContext, userId: string) {
  return ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())));
}

const lastActivity = (s: { lastSeenAt: Date | null; createdAt: Date }) => (s.lastSeenAt ?? s.createdAt).getTime();

/**
 * GET /auth/sessions: the caller's live sessions, the current one first, then the most recently
 * used. The shared demo account sees only its own session, not the other visitors'.
 */
export async function listSessions(ctx: ServiceContext, user: UserRow, currentTokenHash: string): Promise<{ data: SessionInfo[] }> {
  const rows = await liveSessions(ctx, user.id);
  const visible = user.role === DEMO_ROLE ? rows.filter((s) => s.tokenHash === currentTokenHash) : rows;
  const ordered = visible.sort(
    (a, b) =>
      Number(b.tokenHash === currentTokenHash) - Number(a.tokenHash === currentTokenHash) ||
      lastActivity(b) - lastActivity(a) ||
      b.createdAt.getTime() - a.createdAt.getTime(),
  );
  return {
    data: ordered.map((s) => ({
      id: sessionPublicId(s.tokenHash),
      device: deviceLabel(s.userAgent),
      created_at: iso(s.createdAt)!,
      last_seen_at: iso(s.lastSeenAt),
      expires_at: iso(s.expiresAt)!,
      current: s.tokenHash === currentTokenHash,
      place: s.country || s.city ? { country: s.country, city: s.city } : null,
    })),
  };
}

/**
 * DELETE /auth/sessions/{id}: ends one of the caller's live sessions, the current one included
 * (then it is a sign-out). Any other id is a 404, whoever's session it may be.
 */
export async function endSession(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  caller: { tokenHash: string; assertRecentProof: () => void },
): Promise<{ message: string }> {
  const rows = await liveSessions(ctx, user.id);
  const target = rows.find((s) => sessionPublicId(s.tokenHash) === id.toLowerCase());
  if (!target) throw new ApiError(404, ERROR_CODES.notFound, SECURITY_MESSAGES.sessionNotFound);
  // Signing oneself out needs no proof; ending another device's session does.
  if (target.tokenHash !== caller.tokenHash) caller.assertRecentProof();
  await revokeSession(ctx, target.tokenHash);
  return { message: SECURITY_MESSAGES.sessionEnded };
}

/** DELETE /auth/sessions: ends every session but the caller's. */
export async function endOtherSessions(ctx: ServiceContext, user: UserRow, currentTokenHash: string): Promise<CountResponse> {
  const count = await revokeUserSessions(ctx, user.id, currentTokenHash);
  return { message: SECURITY_MESSAGES.otherSessionsEnded, count };
}

export async function pruneSessions(ctx: ServiceContext): Promise<void> {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, ctx.clock.now()));
}
