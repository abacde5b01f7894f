import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
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

/** An instant (timestamptz), read as a JavaScript Date. */
const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });

// Millisecond precision, like a JavaScript Date: keyset cursors carry these values through JSON and
// must compare equal when they come back.
const instantMs = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const createdAt = () => instantMs('created_at').notNull().defaultNow();
const updatedAt = () => instantMs('updated_at').notNull().defaultNow();

/** Text that is never null: `fallback` ('' unless said) when not given. */
const textOr = <N extends string>(name: N, fallback = '') => text(name).notNull().default(fallback);

/** A count that starts at 0. */
const counter = <N extends string>(name: N) => integer(name).notNull().default(0);

/** A flag that starts off. */
const flag = <N extends string>(name: N) => boolean(name).notNull().default(false);

/** A list of texts, empty unless given. */
const textList = <N extends string>(name: N) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The user a row belongs to: deleted with them. */
const ownedBy = <N extends string>(name: N) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

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
  fullName: textOr('full_name'),
  username: text('username').notNull(),
  confirmed: flag('confirmed'),
  status: textOr('status', 'pending_confirmation'),
  role: textOr('role', 'user'),
  avatarUrl: textOr('avatar_url'),
  bio: textOr('bio'),
  websiteUrl: textOr('website_url'),
  githubUsername: textOr('github_username'),
  twitterUsername: textOr('twitter_username'),
  preferences: jsonb('preferences').$type<UserPreferences>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One live code per user and purpose; a new one replaces the old. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: ownedBy('user_id'),
    purpose: text('purpose').$type<'confirm_email' | 'reset_password'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: counter('attempts'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: ownedBy('user_id'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** Last time the holder confirmed the password again; the sign-in (createdAt) counts too. */
    reauthenticatedAt: instant('reauthenticated_at'),
    /** The User-Agent at sign-in, for the sessions list (migration 0004). */
    userAgent: textOr('user_agent'),
    /** Last request made with the session, recorded at most once a minute. */
    lastSeenAt: instant('last_seen_at'),
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
  lastUsedAt: instant('last_used_at'),
});

/**
 * Named access tokens (migration 0004): many per user, each with scopes and an optional expiry.
 * Kept after revocation or expiry so their use answers why they stopped working.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy('user_id'),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the token; the value itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    scopes: textList('scopes'),
    createdAt: createdAt(),
    /** Recorded at most once a minute. */
    lastUsedAt: instantMs('last_used_at'),
    /** null: until revoked. */
    expiresAt: instantMs('expires_at'),
    revokedAt: instantMs('revoked_at'),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey(),
    ownerId: ownedBy('owner_id'),
    name: text('name').notNull(),
    description: textOr('description'),
    authorName: textOr('author_name'),
    category: text('category').notNull(),
    featured: flag('featured'),
    visibility: textOr('visibility', 'public'),
    status: textOr('status', 'published'),
    currentVersion: textOr('current_version', '1.0.0'),
    tags: textList('tags'),
    repositoryUrl: text('repository_url'),
    documentationUrl: text('documentation_url'),
    rating: real('rating').notNull().default(0),
    downloadCount: counter('download_count'),
    views: counter('views'),
    /** How many users starred the agent (agent_stars; migration 0010). */
    starCount: counter('star_count'),
    /** The current version's agent.yaml as JSON (denormalised from agent_versions). */
    manifest: jsonb('manifest').$type<Record<string, unknown>>(),
    /** The owner's username at first publish; with slug, the agent's 'namespace/slug' (migration 0003). */
    namespace: text('namespace').notNull(),
    /** metadata.name of the agent.yaml: a lowercase slug, unique per namespace. */
    slug: text('slug').notNull(),
    /** Set while the owner has the agent deprecated: the banner's text. */
    deprecationMessage: text('deprecation_message'),
    deprecatedAt: instantMs('deprecated_at'),
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
    index('agents_stars_idx').on(t.visibility, t.starCount, t.id),
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
    readme: textOr('readme'),
    changelog: textOr('changelog'),
    /** sha256 of agent_yaml (UTF-8), hex. */
    digest: text('digest').notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: instantMs('published_at').notNull().defaultNow(),
    downloadCount: counter('download_count'),
    prerelease: flag('prerelease'),
    yankedAt: instantMs('yanked_at'),
    yankReason: text('yank_reason'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.version] }), index('agent_versions_published_by_idx').on(t.publishedBy)],
);

/** One star per user and agent (migration 0010); agents.star_count counts them. */
export const agentStars = pgTable(
  'agent_stars',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.agentId] }),
    index('agent_stars_agent_idx').on(t.agentId),
    index('agent_stars_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Downloads per agent, version and day (migration 0010): incremented with each download, no row per download. */
export const agentDownloadsDaily = pgTable(
  'agent_downloads_daily',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    day: date('day').notNull(),
    count: counter('count'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.version, t.day] }), index('agent_downloads_daily_day_idx').on(t.agentId, t.day)],
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
    subtitle: textOr('subtitle'),
    description: textOr('description'),
    stars: counter('stars'),
    popularity: integer('popularity').notNull().default(1),
    category: text('category').notNull(),
    tier: integer('tier').notNull(),
    trending: flag('trending'),
    bestFor: textOr('best_for'),
    website: textOr('website'),
    icon: textOr('icon', 'code'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('frameworks_tier_idx').on(t.tier, t.stars)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
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
