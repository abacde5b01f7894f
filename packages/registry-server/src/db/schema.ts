import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

// Millisecond precision, like a JavaScript Date: keyset cursors carry these values through JSON and
// must compare equal when they come back.
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();

export interface UserPreferences {
  theme: string;
  language: string;
  notifications_enabled: boolean;
  public_profile: boolean;
  newsletter_subscription: boolean;
  timezone: string;
}

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  /** Always stored lower-cased and trimmed. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string; null for the built-in sample author, who cannot sign in. */
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull().default(''),
  username: text('username').notNull(),
  confirmed: boolean('confirmed').notNull().default(false),
  status: text('status').notNull().default('pending_confirmation'),
  role: text('role').notNull().default('user'),
  avatarUrl: text('avatar_url').notNull().default(''),
  bio: text('bio').notNull().default(''),
  websiteUrl: text('website_url').notNull().default(''),
  githubUsername: text('github_username').notNull().default(''),
  twitterUsername: text('twitter_username').notNull().default(''),
  preferences: jsonb('preferences').$type<UserPreferences>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One live code per user and purpose; a new one replaces the old. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm_email' | 'reset_password'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Last time the holder confirmed the password again; the sign-in (createdAt) counts too. */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true, mode: 'date' }),
    /** The User-Agent at sign-in, for the sessions list (migration 0004). */
    userAgent: text('user_agent').notNull().default(''),
    /** Last request made with the session, recorded at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** At most one personal access token per user. */
export const personalAccessTokens = pgTable('personal_access_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of the token, for lookups. */
  tokenHash: text('token_hash').notNull().unique(),
  /** AES-256-GCM ciphertext (base64url of iv | tag | data) so the owner can reveal it again. */
  ciphertext: text('ciphertext').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Named access tokens (migration 0004): many per user, each with scopes and an optional expiry.
 * Kept after revocation or expiry so their use answers why they stopped working.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the token; the value itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    /** Recorded at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** null: until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date', precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    authorName: text('author_name').notNull().default(''),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    visibility: text('visibility').notNull().default('public'),
    status: text('status').notNull().default('published'),
    currentVersion: text('current_version').notNull().default('1.0.0'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    repositoryUrl: text('repository_url'),
    documentationUrl: text('documentation_url'),
    rating: real('rating').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** The current version's agent.yaml as JSON (denormalised from agent_versions). */
    manifest: jsonb('manifest').$type<Record<string, unknown>>(),
    /** The owner's username at first publish; with slug, the agent's 'namespace/slug' (migration 0003). */
    namespace: text('namespace').notNull(),
    /** metadata.name of the agent.yaml: a lowercase slug, unique per namespace. */
    slug: text('slug').notNull(),
    /** Set while the owner has the agent deprecated: the banner's text. */
    deprecationMessage: text('deprecation_message'),
    deprecatedAt: timestamp('deprecated_at', { withTimezone: true, mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Weighted full-text document: name (A), tags, category and framework (B), description (C).
     * registry_array_to_text is an IMMUTABLE wrapper created by the first migration.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, registry_array_to_text("tags") || ' ' || coalesce("category", '') || ' ' || coalesce("manifest" #>> '{spec,framework}', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')`,
      ),
    /** The name's words, unstemmed, for suggestions as you type (migration 0002). */
    nameSearch: tsvector('name_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, coalesce("name", ''))`),
  },
  (t) => [
    index('agents_search_idx').using('gin', t.search),
    index('agents_name_search_idx').using('gin', t.nameSearch),
    index('agents_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('agents_newest_idx').on(t.visibility, t.createdAt, t.id),
    index('agents_downloads_idx').on(t.visibility, t.downloadCount, t.id),
    index('agents_popular_idx').on(t.visibility, t.rating, t.downloadCount, t.id),
    index('agents_category_idx').on(t.category, t.visibility, t.createdAt, t.id),
    index('agents_tags_idx').using('gin', t.tags),
    index('agents_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('agents_namespace_slug_idx').on(t.namespace, t.slug),
  ],
);

/**
 * The published versions of an agent (migration 0003). Immutable once published: only the yank
 * (yanked_at, yank_reason) and the download count ever change.
 */
export const agentVersions = pgTable(
  'agent_versions',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** The agent.yaml parsed (apiVersion, kind, metadata, spec). */
    manifest: jsonb('manifest').$type<Record<string, unknown>>().notNull(),
    /** The agent.yaml exactly as published; downloads hand back these bytes. */
    agentYaml: text('agent_yaml').notNull(),
    readme: text('readme').notNull().default(''),
    changelog: text('changelog').notNull().default(''),
    /** sha256 of agent_yaml (UTF-8), hex. */
    digest: text('digest').notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    downloadCount: integer('download_count').notNull().default(0),
    prerelease: boolean('prerelease').notNull().default(false),
    yankedAt: timestamp('yanked_at', { withTimezone: true, mode: 'date', precision: 3 }),
    yankReason: text('yank_reason'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.version] }), index('agent_versions_published_by_idx').on(t.publishedBy)],
);

/**
 * Words ('word') and whole tags ('tag') of public agents, for typo-tolerant and prefix search
 * and suggestions. Filled by a trigger on agents (migration 0002); `term` has the "C" collation
 * so a prefix is a range scan, and a trigram index serves similarity.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: text('kind').$type<'word' | 'tag'>().notNull(),
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.term] })],
);

export const frameworks = pgTable(
  'frameworks',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    stars: integer('stars').notNull().default(0),
    popularity: integer('popularity').notNull().default(1),
    category: text('category').notNull(),
    tier: integer('tier').notNull(),
    trending: boolean('trending').notNull().default(false),
    bestFor: text('best_for').notNull().default(''),
    website: text('website').notNull().default(''),
    icon: text('icon').notNull().default('code'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('frameworks_tier_idx').on(t.tier, t.stars)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type AgentVersionRow = typeof agentVersions.$inferSelect;
export type FrameworkRow = typeof frameworks.$inferSelect;
