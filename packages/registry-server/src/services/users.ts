import crypto from 'node:crypto';
import {
  NEW_ACCOUNT_PREFERENCES,
  PROFILE_FORM_DEFAULTS,
  type UpdateProfileRequest,
  type UserProfile,
  type UserWire,
} from '@agent-registry/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { personalAccessTokens, users, type UserPreferences, type UserRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { notFound } from '../lib/errors.js';
import { camelKeys, givenFields } from '../lib/fields.js';
import type { ServiceContext } from './context.js';
import { isOperator } from './operators.js';
import { checkNamespaceFree, claimUsername, isUniqueViolation, moveNamespaceAgents, refuseTaken } from './namespaces.js';

export const defaultPreferences = (): UserPreferences => ({ ...PROFILE_FORM_DEFAULTS.preferences });

/** What a new account is stored with (the theme follows the device until chosen). */
export const newAccountPreferences = (): UserPreferences => ({ ...NEW_ACCOUNT_PREFERENCES });

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user object of auth answers: both spellings the spec allows. */
export function userJson(user: UserRow): Required<Pick<UserWire, 'id' | 'user_id' | 'email' | 'name' | 'full_name' | 'username'>> & {
  confirmed: boolean;
  created_at: string | null;
} {
  return {
    id: user.id,
    user_id: user.id,
    email: user.email,
    name: user.fullName,
    full_name: user.fullName,
    username: user.username,
    confirmed: user.confirmed,
    created_at: iso(user.createdAt),
  };
}

export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export function newUserId(): string {
  return crypto.randomUUID();
}

/**
 * A new account with a username of its own, proposed from the email and made unique (`alice`,
 * `alice-2`, ...; see claimUsername). Undefined when the email is taken.
 */
export async function createUser(
  ctx: ServiceContext,
  values: { email: string; fullName: string; passwordHash: string | null; confirmed?: boolean },
): Promise<UserRow | undefined> {
  const email = normalizeEmail(values.email);
  const now = ctx.clock.now();
  const id = newUserId();
  const user = await claimUsername(ctx, email, async (username) => {
    const [row] = await ctx.db
      .insert(users)
      .values({
        id,
        email,
        passwordHash: values.passwordHash,
        fullName: values.fullName,
        username,
        confirmed: values.confirmed ?? false,
        status: values.confirmed ? 'active' : 'pending_confirmation',
        preferences: newAccountPreferences(),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  });
  // Claiming a name ends the old references under it (a trigger drops their aliases).
  if (user) ctx.agentCache.clear();
  return user;
}

/**
 * A new username for `user`: their agents move with it and each old `old/name` stays an alias
 * (until someone else claims `old`). 400 for a malformed or reserved name, 409 taken or look-alike.
 */
export async function renameUser(ctx: ServiceContext, user: UserRow, username: string): Promise<void> {
  if (username === user.username) return;
  // A look-alike of the user's own name (alice -> al1ce) is theirs to take.
  await checkNamespaceFree(ctx, username, 'username', { userId: user.id });
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ username, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
      await moveNamespaceAgents(tx, { userId: user.id }, user.username, username);
    });
  } catch (err) {
    if (isUniqueViolation(err)) await refuseTaken(ctx, username, 'username', { userId: user.id });
    throw err;
  }
  ctx.agentCache.clear();
  ctx.searchCache.clear();
}

/** The registry's public figures: agents anyone may see, accounts whose owner confirmed the email. */
export async function registryStats(ctx: ServiceContext): Promise<{ total_agents: number; total_users: number }> {
  const [row] = await ctx.handle.query<{ total_agents: number; total_users: number }>(sql`
    SELECT (SELECT count(*)::int FROM agents WHERE visibility = 'public' AND taken_down_at IS NULL) AS total_agents,
           (SELECT count(*)::int FROM users WHERE confirmed) AS total_users`);
  return { total_agents: Number(row?.total_agents ?? 0), total_users: Number(row?.total_users ?? 0) };
}

async function userStats(ctx: ServiceContext, userId: string): Promise<{ agents_count: number; total_downloads: number }> {
  const [row] = await ctx.handle.query<{ agents_count: number; total_downloads: number }>(sql`
    SELECT count(*)::int AS agents_count, coalesce(sum(download_count), 0)::bigint::float8 AS total_downloads
    FROM agents WHERE owner_id = ${userId}`);
  return { agents_count: Number(row?.agents_count ?? 0), total_downloads: Number(row?.total_downloads ?? 0) };
}

export async function patInfo(
  ctx: ServiceContext,
  userId: string,
): Promise<{ has_pat: boolean; created_at: string | null; last_used: string | null }> {
  const [pat] = await ctx.db
    .select({ createdAt: personalAccessTokens.createdAt, lastUsedAt: personalAccessTokens.lastUsedAt })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .limit(1);
  return pat
    ? { has_pat: true, created_at: iso(pat.createdAt), last_used: iso(pat.lastUsedAt) }
    : { has_pat: false, created_at: null, last_used: null };
}

/** GET /users/profile: the section 3 shape. */
export async function getProfile(ctx: ServiceContext, user: UserRow): Promise<UserProfile & { id: string; user_id: string }> {
  const [stats, pat] = await Promise.all([userStats(ctx, user.id), patInfo(ctx, user.id)]);
  const prefs = { ...defaultPreferences(), ...(user.preferences ?? {}) };
  return {
    id: user.id,
    user_id: user.id,
    full_name: user.fullName,
    username: user.username,
    email: user.email,
    avatar_url: user.avatarUrl,
    status: user.status,
    role: user.role,
    created_at: iso(user.createdAt),
    profile: {
      bio: user.bio,
      avatar_url: user.avatarUrl,
      website_url: user.websiteUrl,
      github_username: user.githubUsername,
      twitter_username: user.twitterUsername,
    },
    preferences: prefs,
    stats,
    pat_info: pat,
    is_operator: isOperator(ctx, user),
  };
}

/** PUT /users/profile: fields left out stay; '' clears. Input is already validated. */
export async function updateProfile(ctx: ServiceContext, user: UserRow, input: UpdateProfileRequest): Promise<UserRow> {
  if (input.username !== undefined) await renameUser(ctx, user, input.username);
  const patch: Partial<typeof users.$inferInsert> = {
    updatedAt: ctx.clock.now(),
    ...camelKeys(givenFields(input, ['full_name', 'bio', 'avatar_url', 'website_url', 'github_username', 'twitter_username'])),
  };
  if (input.preferences !== undefined) {
    patch.preferences = { ...defaultPreferences(), ...(user.preferences ?? {}), ...input.preferences } as UserPreferences;
  }
  const [row] = await ctx.db.update(users).set(patch).where(eq(users.id, user.id)).returning();
  if (!row) throw notFound('User not found');
  return row;
}

export async function updateName(ctx: ServiceContext, user: UserRow, name: string): Promise<UserRow> {
  const [row] = await ctx.db.update(users).set({ fullName: name, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id)).returning();
  if (!row) throw notFound('User not found');
  return row;
}
