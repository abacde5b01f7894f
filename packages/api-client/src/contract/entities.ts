// Entities of spec section 3.
//
// Naming: `XSchema` is the canonical shape (what the server sends, and what the client hands to
// callers after normalising). `XWireSchema` is what the client tolerates on the wire where the
// spec says shapes vary (id or agent_id, name or full_name, ...). Response schemas strip unknown
// keys instead of rejecting them; request schemas (schemas.ts) are strict.
import { z } from 'zod';
import { HIGHLIGHT_FIELDS, LANGUAGES, PROFILE_THEMES } from './constants';

const id = z.union([z.string(), z.number()]);

// --- User -----------------------------------------------------------------------------------

/** A signed-in user, as stored under `auth_user`. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Derived from the email's local part when the server does not send one. */
  username: z.string(),
  user_id: z.string().optional(),
  full_name: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** A user as it may arrive: user_id or id, name or full_name. */
export const UserWireSchema = z.object({
  id: id.optional(),
  user_id: id.optional(),
  email: z.string(),
  name: z.string().nullish(),
  full_name: z.string().nullish(),
  username: z.string().nullish(),
});
export type UserWire = z.infer<typeof UserWireSchema>;

// --- Agent ----------------------------------------------------------------------------------

// HIGHLIGHT_FIELDS and HighlightField live in constants.ts (zod-free, so the browser can use them).

/**
 * Where a search matched, so the UI can highlight without HTML. Ranges are [start, end) offsets
 * in JavaScript string indices; for `tags`, `index` says which tag the ranges apply to.
 */
export const AgentHighlightSchema = z.object({
  field: z.enum(HIGHLIGHT_FIELDS),
  index: z.number().int().min(0).optional(),
  ranges: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
});
export type AgentHighlight = z.infer<typeof AgentHighlightSchema>;

const agentFields = {
  name: z.string(),
  description: z.string().nullish(),
  author: z.string().nullish(),
  author_name: z.string().nullish(),
  rating: z.number().nullish(),
  /** How many times the agent was pulled. */
  download_count: z.number().nullish(),
  views: z.number().nullish(),
  /** One of AGENT_CATEGORIES; kept a string so a new category does not break old clients. */
  category: z.string().nullish(),
  featured: z.boolean().nullish(),
  visibility: z.string().nullish(),
  status: z.string().nullish(),
  current_version: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  repository_url: z.string().nullish(),
  documentation_url: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  highlights: z.array(AgentHighlightSchema).optional(),
  /** The owner's user id (to show owner actions). */
  owner_id: z.string().nullish(),
  /** The owner's username at first publish: with `slug`, the agent's 'owner/name'. */
  namespace: z.string().nullish(),
  /** metadata.name of the agent.yaml: a lowercase slug, unique per owner. */
  slug: z.string().nullish(),
  /** Set when the owner deprecated the agent: the message shown in a banner. */
  deprecation_message: z.string().nullish(),
};

/**
 * An agent, one field per fact: what the server sends and what the client hands to callers
 * (normalizeAgent folds the wire's alternatives into these).
 */
export const AgentSchema = z.object({
  id: z.string(),
  ...agentFields,
});
export type Agent = z.infer<typeof AgentSchema>;

/**
 * An agent as older or other servers may send it: `id` or `agent_id`, and `downloads` (search
 * results of the original API) beside or instead of `download_count`.
 */
export const AgentWireSchema = z
  .object({ id: id.optional(), agent_id: id.optional(), downloads: z.number().nullish(), ...agentFields })
  .refine((agent) => agent.id !== undefined || agent.agent_id !== undefined, {
    message: 'An agent needs an id or an agent_id',
  });
export type AgentWire = z.infer<typeof AgentWireSchema>;

export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  total: z.number().int().min(0),
  total_pages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof PaginationSchema>;

// --- Framework ------------------------------------------------------------------------------

export const FrameworkSchema = z.object({
  id,
  name: z.string(),
  subtitle: z.string().nullish(),
  description: z.string().nullish(),
  /** GitHub stars, as a number or a display string such as '95k'. */
  stars: z.union([z.number(), z.string()]).nullish(),
  /** How many star icons to draw. */
  popularity: z.number().nullish(),
  category: z.string().nullish(),
  /** 1 to 3; see FRAMEWORK_TIERS. */
  tier: z.number().int(),
  /** true or the string 'true' (use isTrending()). */
  trending: z.union([z.boolean(), z.string()]).nullish(),
  best_for: z.string().nullish(),
  website: z.string().nullish(),
  /** One of FRAMEWORK_ICONS; default 'code' (use frameworkIcon()). */
  icon: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type Framework = z.infer<typeof FrameworkSchema>;

// --- User profile and token -----------------------------------------------------------------

export const PatInfoSchema = z.object({
  has_pat: z.boolean(),
  created_at: z.string().nullish(),
  last_used: z.string().nullish(),
});
export type PatInfo = z.infer<typeof PatInfoSchema>;

export const ProfileDetailsSchema = z.object({
  bio: z.string().nullish(),
  avatar_url: z.string().nullish(),
  website_url: z.string().nullish(),
  github_username: z.string().nullish(),
  twitter_username: z.string().nullish(),
});
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

/** Preferences as sent by the server (lenient: an unknown theme does not break the page). */
export const PreferencesSchema = z.object({
  theme: z.string().nullish(),
  language: z.string().nullish(),
  notifications_enabled: z.boolean().nullish(),
  public_profile: z.boolean().nullish(),
  newsletter_subscription: z.boolean().nullish(),
  timezone: z.string().nullish(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** Preferences as accepted in a profile update (strict). */
export const PreferencesInputSchema = z.strictObject({
  theme: z.enum(PROFILE_THEMES).optional(),
  language: z.enum(LANGUAGES).optional(),
  notifications_enabled: z.boolean().optional(),
  public_profile: z.boolean().optional(),
  newsletter_subscription: z.boolean().optional(),
  timezone: z.string().min(1).max(64).optional(),
});
export type PreferencesInput = z.infer<typeof PreferencesInputSchema>;

export const UserStatsSchema = z.object({
  agents_count: z.number().int().min(0),
  total_downloads: z.number().min(0),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** GET /users/profile. */
export const UserProfileSchema = z.object({
  id: id.optional(),
  user_id: id.optional(),
  full_name: z.string().nullish(),
  username: z.string().nullish(),
  /** Read-only. */
  email: z.string(),
  avatar_url: z.string().nullish(),
  /** See ACCOUNT_STATUS_LABELS. */
  status: z.string().nullish(),
  role: z.string().nullish(),
  created_at: z.string().nullish(),
  profile: ProfileDetailsSchema,
  preferences: PreferencesSchema,
  stats: UserStatsSchema,
  pat_info: PatInfoSchema,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
