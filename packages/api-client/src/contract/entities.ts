// Entities of spec section 3.
//
// Naming: `XSchema` is the canonical shape (what the server sends, and what the client hands to
// callers after normalising). `XWireSchema` is what the client tolerates on the wire where the
// spec says shapes vary (id or agent_id, name or full_name, ...). Response schemas strip unknown
// keys instead of rejecting them; request schemas are strict.
import * as z from 'zod/mini';
import { HIGHLIGHT_FIELDS } from './constants';
import { checked, count, IdSchema, int } from './common';

/** A string or a flag the spec lets be missing or null. */
const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());

// --- User -----------------------------------------------------------------------------------

/** A signed-in user, as stored under `auth_user`. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Derived from the email's local part when the server does not send one. */
  username: z.string(),
  user_id: z.optional(z.string()),
  full_name: z.optional(z.string()),
});
export type User = z.infer<typeof UserSchema>;

/** A user as it may arrive: user_id or id, name or full_name. */
export const UserWireSchema = z.object({
  id: z.optional(IdSchema),
  user_id: z.optional(IdSchema),
  email: z.string(),
  name: text,
  full_name: text,
  username: text,
});
export type UserWire = z.infer<typeof UserWireSchema>;

// --- Agent ----------------------------------------------------------------------------------

/** A [start, end) range of offsets (JavaScript string indices). */
export const RangeSchema = z.tuple([count(), count()]);

/**
 * Where a search matched, so the UI can highlight without HTML. Ranges are [start, end) offsets
 * in JavaScript string indices; for `tags`, `index` says which tag the ranges apply to.
 */
export const AgentHighlightSchema = z.object({
  field: z.enum(HIGHLIGHT_FIELDS),
  index: z.optional(count()),
  ranges: z.array(RangeSchema),
});
export type AgentHighlight = z.infer<typeof AgentHighlightSchema>;

/** An operator's takedown of an agent or of one version: the public reason and when. */
export const TakedownSchema = z.object({ reason: z.string(), taken_down_at: z.string() });
export type Takedown = z.infer<typeof TakedownSchema>;

// Listed once, extended by both agent shapes (an object spread would keep unused schemas in a
// bundle: bundlers cannot tell that spreading has no side effects).
const agentFields = {
  name: z.string(),
  description: text,
  author: text,
  author_name: text,
  rating: z.nullish(z.number()),
  /** How many times the agent was pulled. */
  download_count: z.nullish(z.number()),
  views: z.nullish(z.number()),
  /** How many signed-in users starred the agent. */
  star_count: z.nullish(z.number()),
  /** One of AGENT_CATEGORIES; kept a string so a new category does not break old clients. */
  category: text,
  featured: flag,
  visibility: text,
  status: text,
  current_version: text,
  tags: z.nullish(z.array(z.string())),
  repository_url: text,
  documentation_url: text,
  created_at: text,
  updated_at: text,
  highlights: z.optional(z.array(AgentHighlightSchema)),
  /** The owner's user id (to show owner actions). */
  owner_id: text,
  /** The owner's username at first publish: with `slug`, the agent's 'owner/name'. */
  namespace: text,
  /** metadata.name of the agent.yaml: a lowercase slug, unique per owner. */
  slug: text,
  /** Set when the owner deprecated the agent: the message shown in a banner. */
  deprecation_message: text,
  /**
   * Set while an operator has the agent taken down: the public reason. Only the owner and
   * operators receive a taken-down agent; everyone else gets a 451 carrying the same reason.
   */
  takedown: z.nullish(TakedownSchema),
};

/**
 * An agent, one field per fact: what the server sends and what the client hands to callers
 * (normalizeAgent folds the wire's alternatives into these).
 */
export const AgentSchema = z.extend(z.object({ id: z.string() }), agentFields);
export type Agent = z.infer<typeof AgentSchema>;

/**
 * An agent as older or other servers may send it: `id` or `agent_id`, and `downloads` (search
 * results of the original API) beside or instead of `download_count`.
 */
export const AgentWireSchema = checked(
  z.extend(z.object({ id: z.optional(IdSchema), agent_id: z.optional(IdSchema), downloads: z.nullish(z.number()) }), agentFields),
  z.refine((agent) => agent.id !== undefined || agent.agent_id !== undefined, 'An agent needs an id or an agent_id'),
);
export type AgentWire = z.infer<typeof AgentWireSchema>;

/** An answer carrying one agent: the agent, or (older servers) a `{ data: agent }` envelope. */
export const AgentAnswerWireSchema = z.union([AgentWireSchema, z.object({ data: AgentWireSchema })]);
export type AgentAnswerWire = z.infer<typeof AgentAnswerWireSchema>;

export const PaginationSchema = z.object({
  page: int(z.minimum(1)),
  page_size: int(z.minimum(1)),
  total: count(),
  total_pages: count(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

// --- Framework ------------------------------------------------------------------------------

export const FrameworkSchema = z.object({
  id: IdSchema,
  name: z.string(),
  subtitle: text,
  description: text,
  /** GitHub stars, as a number or a display string such as '95k'. */
  stars: z.nullish(z.union([z.number(), z.string()])),
  /** How many star icons to draw. */
  popularity: z.nullish(z.number()),
  category: text,
  /** 1 to 3; see FRAMEWORK_TIERS. */
  tier: int(),
  /** true or the string 'true' (use isTrending()). */
  trending: z.nullish(z.union([z.boolean(), z.string()])),
  best_for: text,
  website: text,
  /** One of FRAMEWORK_ICONS; default 'code' (use frameworkIcon()). */
  icon: text,
  created_at: text,
  updated_at: text,
});
export type Framework = z.infer<typeof FrameworkSchema>;

// --- User profile and token -----------------------------------------------------------------

export const PatInfoSchema = z.object({ has_pat: z.boolean(), created_at: text, last_used: text });
export type PatInfo = z.infer<typeof PatInfoSchema>;

export const ProfileDetailsSchema = z.object({
  bio: text,
  avatar_url: text,
  website_url: text,
  github_username: text,
  twitter_username: text,
});
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

/** Preferences as sent by the server (lenient: an unknown theme does not break the page). */
export const PreferencesSchema = z.object({
  theme: text,
  language: text,
  notifications_enabled: flag,
  public_profile: flag,
  newsletter_subscription: flag,
  timezone: text,
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const UserStatsSchema = z.object({
  agents_count: count(),
  total_downloads: checked(z.number(), z.minimum(0)),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** GET /users/profile. */
export const UserProfileSchema = z.object({
  id: z.optional(IdSchema),
  user_id: z.optional(IdSchema),
  full_name: text,
  username: text,
  /** Read-only. */
  email: z.string(),
  avatar_url: text,
  /** See ACCOUNT_STATUS_LABELS. */
  status: text,
  role: text,
  created_at: text,
  profile: ProfileDetailsSchema,
  preferences: PreferencesSchema,
  stats: UserStatsSchema,
  pat_info: PatInfoSchema,
  /** True for a registry operator (OPERATORS on the server): the app then links the reports page. */
  is_operator: z.optional(z.boolean()),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
