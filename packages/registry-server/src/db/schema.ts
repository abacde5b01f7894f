import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
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

export const users = pgTable(
  'users',
  {
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
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

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
    /** Where it signed in from, as a trusted proxy reported it (TRUST_PROXY_GEO; migration 0015). */
    country: text('country'),
    city: text('city'),
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
    /** The one namespace the token may publish into (migration 0005); null: any the user may. */
    namespace: text('namespace'),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey(),
    /**
     * The user who owns a personal agent (deleted with them); null for an organisation's agent,
     * which belongs to the organisation alone (org_id), whoever of its members published it
     * (migration 0012). Exactly one of owner_id and org_id is set.
     */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
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
    /** The organisation that owns the agent (migration 0005); null: the user owner_id owns it. */
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'restrict' }),
    /** Set while the owner has the agent deprecated: the banner's text. */
    deprecationMessage: text('deprecation_message'),
    deprecatedAt: instantMs('deprecated_at'),
    /** Set while an operator has the agent taken down (migration 0006), with the public reason. */
    takenDownAt: instantMs('taken_down_at'),
    takedownReason: text('takedown_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Weighted full-text document: name (A), description (B), tags, category and framework (C),
     * namespace and author name (D) (migration 0013).
     * registry_array_to_text is an IMMUTABLE wrapper created by the first migration.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('english'::regconfig, registry_array_to_text("tags") || ' ' || coalesce("category", '') || ' ' || coalesce("manifest" #>> '{spec,framework}', '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("namespace", '') || ' ' || coalesce("author_name", '')), 'D')`,
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
    index('agents_org_idx').on(t.orgId),
    uniqueIndex('agents_namespace_slug_idx').on(t.namespace, t.slug),
    index('agents_slug_idx').on(t.slug),
    check('agents_one_owner', sql`(${t.ownerId} IS NULL) <> (${t.orgId} IS NULL)`),
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
    /** The version's container image, pushed through /v2/ (migration 0007); null until one is. */
    imageDigest: text('image_digest'),
    imageMediaType: text('image_media_type'),
    imageSize: bigint('image_size', { mode: 'number' }),
    imagePlatforms: text('image_platforms').array(),
    imageCreatedAt: instantMs('image_created_at'),
    imagePushedAt: instantMs('image_pushed_at'),
    /** Set while an operator has this version taken down (migration 0006), with the public reason. */
    takenDownAt: instantMs('taken_down_at'),
    takedownReason: text('takedown_reason'),
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
 * What users report about an agent (migration 0006). Kept when the reporter leaves (reporter_id
 * set null) so operators keep the history; deleted with the agent.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    version: text('version'),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: textOr('details'),
    status: textOr('status', 'open'),
    createdAt: createdAt(),
    resolvedAt: instantMs('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt), index('reports_agent_idx').on(t.agentId)],
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

/**
 * The change feed of agents (migration 0008): one row per change to an agent, in the transaction
 * that made it (triggers on agents and users), read in `seq` order by every instance's search
 * index (src/search/feed.ts).
 */
export const agentChanges = pgTable(
  'agent_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    agentId: uuid('agent_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_changes_changed_at_idx').on(t.changedAt)],
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

// --- The OCI registry (/v2/, migration 0007; SQL in repositories/oci.ts) ---------------------

/** A blob in the blob store, by digest (one copy whatever the repositories holding it). */
export const ociBlobs = pgTable('oci_blobs', {
  digest: text('digest').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: instantMs('created_at').notNull().defaultNow(),
});

/** Which repositories hold a blob (an upload or a mount links it; garbage collection unlinks). */
export const ociRepositoryBlobs = pgTable(
  'oci_repository_blobs',
  {
    repository: text('repository').notNull(),
    digest: text('digest').notNull(),
    createdAt: instantMs('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.repository, t.digest], name: 'oci_repository_blobs_pk' }),
    index('oci_repository_blobs_digest_idx').on(t.digest),
  ],
);

/** Manifests, byte for byte, with what they reference (blobs, child manifests, subject). */
export const ociManifests = pgTable(
  'oci_manifests',
  {
    repository: text('repository').notNull(),
    digest: text('digest').notNull(),
    mediaType: text('media_type').notNull(),
    content: text('content').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    subject: text('subject'),
    artifactType: text('artifact_type'),
    annotations: jsonb('annotations').$type<Record<string, string>>(),
    blobs: textList('blobs'),
    children: textList('children'),
    createdAt: instantMs('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.repository, t.digest], name: 'oci_manifests_pk' }),
    index('oci_manifests_subject_idx')
      .on(t.repository, t.subject)
      .where(sql`"subject" IS NOT NULL`),
    index('oci_manifests_blobs_idx').using('gin', t.blobs),
  ],
);

export const ociTags = pgTable(
  'oci_tags',
  {
    repository: text('repository').notNull(),
    tag: text('tag').notNull(),
    digest: text('digest').notNull(),
    updatedAt: instantMs('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.repository, t.tag], name: 'oci_tags_pk' })],
);

/** Upload sessions; their bytes sit in the blob store's upload area, `size` of them acknowledged. */
export const ociUploads = pgTable('oci_uploads', {
  id: uuid('id').primaryKey(),
  repository: text('repository').notNull(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  createdAt: instantMs('created_at').notNull().defaultNow(),
  updatedAt: instantMs('updated_at').notNull().defaultNow(),
});

/**
 * Organisations (migration 0005): a namespace several users publish into. Its name is claimed in
 * `namespaces` by a trigger, like a username.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    displayName: textOr('display_name'),
    bio: textOr('bio'),
    avatarUrl: textOr('avatar_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_name_lower_idx').on(sql`lower(${t.name})`)],
);

export type OrgRole = 'owner' | 'maintainer';

export const orgMembers = pgTable(
  'org_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id'),
    role: text('role').$type<OrgRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);

/** An invitation mailed to `email`; accepted by the signed-in user with that email. */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<OrgRole>().notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instantMs('expires_at').notNull(),
    acceptedAt: instantMs('accepted_at'),
  },
  (t) => [index('org_invitations_org_idx').on(t.orgId, t.email)],
);

/**
 * Every user's and organisation's name (migration 0005), kept by triggers on both tables: unique,
 * and unique by look-alike skeleton (registry_namespace_skeleton), so a write of a taken or
 * confusable name fails with a unique violation.
 */
export const namespaces = pgTable('namespaces', {
  name: text('name').primaryKey(),
  skeleton: text('skeleton').notNull().unique(),
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  orgId: uuid('org_id')
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
});

/**
 * Old `owner/name` references of agents that moved (a rename, a transfer, the 0005 migration):
 * resolved when no agent holds the reference, and dropped when someone claims the namespace.
 */
export const agentAliases = pgTable(
  'agent_aliases',
  {
    namespace: text('namespace').notNull(),
    slug: text('slug').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.namespace, t.slug] }), index('agent_aliases_agent_idx').on(t.agentId)],
);

export type UserRow = typeof users.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type AgentVersionRow = typeof agentVersions.$inferSelect;
export type FrameworkRow = typeof frameworks.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
