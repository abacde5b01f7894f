// Requests and responses of every call of spec section 7.
// Requests are strict (unknown keys rejected, spec rules applied with the spec's messages);
// responses are lenient where the spec says shapes vary.
import { z } from 'zod';
import {
  AGENT_FILTER_CATEGORIES,
  AGENT_SORTS,
  AGENT_VISIBILITIES,
  ALL_CATEGORIES,
  BIO_MAX_LENGTH,
  CODE_PATTERN,
  DEFAULT_PAGE,
  FRAMEWORK_ICONS,
  FRAMEWORK_LIMIT,
  FULL_NAME_MAX_LENGTH,
  MAX_PAGE_SIZE,
  SEARCH_SUGGESTION_KINDS,
  SUGGEST_LIMIT,
  MIN_PASSWORD_LENGTH,
  NOTICE_MAX_LENGTH,
  PAGE_SIZES,
  PAT_PATTERN,
  type AgentFilterCategory,
  type AgentSort,
  type AgentVisibility,
} from './constants';
import {
  AgentSchema,
  AgentWireSchema,
  FrameworkSchema,
  PaginationSchema,
  PatInfoSchema,
  PreferencesInputSchema,
  UserProfileSchema,
  UserWireSchema,
} from './entities';
import { SIMULATED_ERRORS, VALIDATION_MESSAGES as M } from './messages';
import {
  SECURITY_MESSAGES,
  TOKEN_KINDS,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SCOPES,
  TOKEN_STATUSES,
} from './security';
import {
  AGENT_METADATA_LIMITS,
  AGENT_METADATA_MESSAGES,
  AGENT_YAML_MAX_BYTES,
  CHANGELOG_MAX_LENGTH,
  PUBLISH_MESSAGES,
  README_MAX_BYTES,
  utf8Length,
} from './publishing';
import {
  GITHUB_USERNAME_PATTERN,
  PASSWORD_PATTERN,
  TWITTER_USERNAME_PATTERN,
  isValidUrl,
} from './validation';

// --- Field rules ----------------------------------------------------------------------------

export const EmailSchema = z
  .string({ error: M.fieldRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));

/** The sign-up / reset password rules, with the spec's messages. */
export const PasswordSchema = z
  .string({ error: M.fieldRequired })
  .min(MIN_PASSWORD_LENGTH, M.passwordTooShort)
  .max(128, M.passwordComplexity)
  .regex(PASSWORD_PATTERN, M.passwordComplexity);

const requiredString = z.string({ error: M.fieldRequired }).min(1, M.fieldRequired);

const codeSchema = (invalid: string) =>
  z
    .string({ error: M.confirmationCodeRequired })
    .trim()
    .min(1, M.confirmationCodeRequired)
    .regex(CODE_PATTERN, invalid);

/** "true"/"false" in a query string, or a boolean. */
const booleanQuery = z.union([z.boolean(), z.stringbool()]);

/** Optional URL: empty string clears it. */
const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidUrl(value), M.invalidUrl);

// --- Common ---------------------------------------------------------------------------------

/** Every error response: `{ error: <machine code>, message: <human text> }`. */
export const ErrorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** Field name -> message, on validation errors. */
  fields: z.record(z.string(), z.string()).optional(),
  /** On a 500: the id the server logged the failure under, for a bug report. */
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const IdParamsSchema = z.strictObject({ id: z.string().trim().min(1, M.fieldRequired) });
export type IdParams = z.infer<typeof IdParamsSchema>;

// --- Auth -----------------------------------------------------------------------------------

/** POST /auth/register */
export const RegisterRequestSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  name: requiredString.trim().max(FULL_NAME_MAX_LENGTH, M.fullNameTooLong),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** POST /auth/login */
export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  password: requiredString,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /auth/confirm-email */
export const ConfirmEmailRequestSchema = z.strictObject({
  email: EmailSchema,
  confirmation_code: codeSchema(SIMULATED_ERRORS.invalidConfirmationCode),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

/** POST /auth/resend-confirmation */
export const ResendConfirmationRequestSchema = z.strictObject({ email: EmailSchema });
export type ResendConfirmationRequest = z.infer<typeof ResendConfirmationRequestSchema>;

/** POST /auth/forgot-password */
export const ForgotPasswordRequestSchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** POST /auth/reset-password */
export const ResetPasswordRequestSchema = z.strictObject({
  email: EmailSchema,
  code: codeSchema(SIMULATED_ERRORS.invalidResetCode),
  new_password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** POST /auth/change-password */
export const ChangePasswordRequestSchema = z.strictObject({
  old_password: requiredString,
  new_password: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST /auth/confirm-password: proves the password again before a sensitive call (see REAUTH_WINDOW_MS). */
export const ConfirmPasswordRequestSchema = z.strictObject({
  password: requiredString,
});
export type ConfirmPasswordRequest = z.infer<typeof ConfirmPasswordRequestSchema>;

/** PUT /auth/profile */
export const UpdateAuthProfileRequestSchema = z.strictObject({
  name: requiredString.trim().max(FULL_NAME_MAX_LENGTH, M.fullNameTooLong),
});
export type UpdateAuthProfileRequest = z.infer<typeof UpdateAuthProfileRequestSchema>;

/**
 * Body of every auth answer, success or failure (the client returns error bodies as results).
 * Success is judged by `message` containing an AUTH_SUCCESS_MARKERS phrase.
 */
export const AuthResponseSchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  user: UserWireSchema.optional(),
  token: z.string().optional(),
  /** ISO time the session ends. */
  expires_at: z.string().optional(),
  /** GET /auth/verify: whether the session is valid. */
  valid: z.boolean().optional(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** POST /auth/login: user, message, token, error. */
export const LoginResponseSchema = AuthResponseSchema;
export type LoginResponse = AuthResponse;
/** POST /auth/register: message (contains 'sent successfully'), user. */
export const RegisterResponseSchema = AuthResponseSchema;
export type RegisterResponse = AuthResponse;
/** confirm-email, resend-confirmation, forgot-password, reset-password, change-password, logout. */
export const AuthMessageResponseSchema = AuthResponseSchema;
export type AuthMessageResponse = AuthResponse;
/** PUT /auth/profile: user. */
export const AuthProfileResponseSchema = AuthResponseSchema;
export type AuthProfileResponse = AuthResponse;
/** GET /auth/verify: valid, user. */
export const VerifyResponseSchema = AuthResponseSchema;
export type VerifyResponse = AuthResponse;

// --- Users and token ------------------------------------------------------------------------

/** GET /users/profile */
export const UserProfileResponseSchema = UserProfileSchema;
export type UserProfileResponse = z.infer<typeof UserProfileResponseSchema>;

/** PUT /users/profile (fields left out stay as they are; '' clears a field). */
export const UpdateProfileRequestSchema = z.strictObject({
  full_name: z.string().trim().max(FULL_NAME_MAX_LENGTH, M.fullNameTooLong).optional(),
  bio: z.string().max(BIO_MAX_LENGTH, M.bioTooLong).optional(),
  avatar_url: optionalUrl.optional(),
  website_url: optionalUrl.optional(),
  github_username: z
    .string()
    .trim()
    .refine((v) => v === '' || GITHUB_USERNAME_PATTERN.test(v), M.invalidGithubUsername)
    .optional(),
  twitter_username: z
    .string()
    .trim()
    .refine((v) => v === '' || TWITTER_USERNAME_PATTERN.test(v), M.invalidTwitterUsername)
    .optional(),
  preferences: PreferencesInputSchema.optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** PUT /users/profile answers with the updated profile. */
export const UpdateProfileResponseSchema = UserProfileSchema;
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

/** GET /users/pat */
export const PatInfoResponseSchema = PatInfoSchema;
export type PatInfoResponse = z.infer<typeof PatInfoResponseSchema>;

/** POST /users/pat/generate and GET /users/pat/value: `{ pat }`. */
export const PatResponseSchema = z.object({
  pat: z.string().regex(PAT_PATTERN, 'A PAT is 64 hexadecimal characters'),
  created_at: z.string().nullish(),
  message: z.string().optional(),
});
export type PatResponse = z.infer<typeof PatResponseSchema>;

/** DELETE /users/pat/revoke */
export const RevokePatResponseSchema = MessageResponseSchema;
export type RevokePatResponse = MessageResponse;

// --- Agents ---------------------------------------------------------------------------------

/**
 * GET /agents query. Parses query strings ('true', '2') as well as typed values.
 * page defaults to 1, page_size to 20. `next_token` (opaque cursor) takes precedence over page.
 */
export const AgentListQuerySchema = z.strictObject({
  query: z.string().trim().max(200).optional(),
  featured: booleanQuery.optional(),
  category: z.enum(AGENT_FILTER_CATEGORIES).optional(),
  visibility: z.enum(AGENT_VISIBILITIES).optional(),
  sort: z.enum(AGENT_SORTS).optional(),
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES.default),
  next_token: z.string().min(1).optional(),
  /** Only agents carrying this tag (exact match). */
  tag: z.string().trim().min(1).max(40).optional(),
  /**
   * Incremental sync: agents created or changed at or after this RFC 3339 instant, oldest change
   * first (ties by id), so a mirror can resume from the last `updated_at` it stored.
   */
  updated_since: z.iso.datetime({ offset: true, error: 'updated_since must be an RFC 3339 date-time' }).optional(),
});
export type AgentListQuery = z.output<typeof AgentListQuerySchema>;

/**
 * What a caller passes to `agents.list()`. Empty values ('', null, undefined, and the
 * category 'all') are left out of the query.
 */
export interface AgentListParams {
  query?: string | null;
  featured?: boolean | null;
  category?: AgentFilterCategory | typeof ALL_CATEGORIES | '' | null;
  visibility?: AgentVisibility | '' | null;
  sort?: AgentSort | '' | null;
  page?: number | null;
  page_size?: number | null;
  next_token?: string | null;
  tag?: string | null;
  updated_since?: string | null;
}

/** GET /agents and GET /agents/my-agents, canonical shape. */
export const AgentListResponseSchema = z.object({
  data: z.array(AgentSchema),
  count: z.number().int().min(0),
  pagination: PaginationSchema,
  /** Cursor of the next page; null on the last page. */
  next_token: z.string().nullable(),
  /**
   * With `query`: the query with each misspelled word replaced by the closest word the catalogue
   * holds, when at least one was; the results already include those spellings.
   */
  did_you_mean: z.string().nullable().optional(),
});
export type AgentListResponse = z.infer<typeof AgentListResponseSchema>;
/** The normalised list every agents call returns. */
export type AgentList = AgentListResponse;

/** An agent list as it may arrive: with a pagination object, or data / count / total / next_token. */
export const AgentListWireSchema = z.object({
  data: z.array(AgentWireSchema),
  count: z.number().int().min(0).optional(),
  total: z.number().int().min(0).optional(),
  pagination: PaginationSchema.partial().optional(),
  next_token: z.string().nullish(),
  did_you_mean: z.string().nullish(),
});
export type AgentListWire = z.infer<typeof AgentListWireSchema>;

/** GET /agents/{id} */
export const AgentResponseSchema = AgentSchema;
export type AgentResponse = z.infer<typeof AgentResponseSchema>;

// --- Publishing -----------------------------------------------------------------------------
// Agents are published as versions of an agent.yaml (see publishing.ts for its rules). The
// server checks the YAML itself; these schemas bound the request shapes.

/** An http(s) URL, or '' / null to clear. */
const optionalHttpUrl = z
  .string()
  .trim()
  .max(AGENT_METADATA_LIMITS.url, AGENT_METADATA_MESSAGES.invalidUrl)
  .refine((v) => v === '' || isValidUrl(v), AGENT_METADATA_MESSAGES.invalidUrl)
  .nullish();

const agentWriteFields = {
  /** Display name; defaults to the agent.yaml's metadata.name. */
  name: z
    .string()
    .trim()
    .min(1, AGENT_METADATA_MESSAGES.nameRequired)
    .max(AGENT_METADATA_LIMITS.name, AGENT_METADATA_MESSAGES.nameTooLong),
  description: z.string().trim().max(AGENT_METADATA_LIMITS.description, AGENT_METADATA_MESSAGES.descriptionTooLong),
  author_name: z.string().trim().max(100, 'Author name must be at most 100 characters'),
  category: z.enum(AGENT_FILTER_CATEGORIES, { error: `Category must be one of: ${AGENT_FILTER_CATEGORIES.join(', ')}` }),
  tags: z
    .array(z.string().trim().min(1, 'Tags cannot be empty').max(AGENT_METADATA_LIMITS.tag, AGENT_METADATA_MESSAGES.tagTooLong))
    .max(AGENT_METADATA_LIMITS.tags, AGENT_METADATA_MESSAGES.tooManyTags),
  visibility: z.enum(AGENT_VISIBILITIES),
  repository_url: optionalHttpUrl,
  documentation_url: optionalHttpUrl,
};

const versionFields = {
  /** The agent.yaml text, published byte for byte (at most AGENT_YAML_MAX_BYTES). */
  agent_yaml: z.string().refine((v) => utf8Length(v) <= AGENT_YAML_MAX_BYTES, PUBLISH_MESSAGES.yamlTooLarge),
  /** The agent.yaml as JSON, for callers without YAML; written out as YAML by the server. */
  manifest: z.record(z.string(), z.unknown()),
  /** Markdown (at most README_MAX_BYTES). */
  readme: z.string().refine((v) => utf8Length(v) <= README_MAX_BYTES, PUBLISH_MESSAGES.readmeTooLarge),
  changelog: z.string().trim().max(CHANGELOG_MAX_LENGTH, `The changelog must be at most ${CHANGELOG_MAX_LENGTH} characters`),
};

/**
 * POST /agents: a new agent with its first version. Send `agent_yaml` (or `manifest`); name,
 * description and tags default to its metadata.
 */
export const AgentCreateSchema = z.strictObject({
  agent_yaml: versionFields.agent_yaml.optional(),
  manifest: versionFields.manifest.nullish(),
  readme: versionFields.readme.optional(),
  changelog: versionFields.changelog.optional(),
  name: agentWriteFields.name.optional(),
  description: agentWriteFields.description.optional(),
  author_name: agentWriteFields.author_name.optional(),
  category: agentWriteFields.category,
  tags: agentWriteFields.tags.optional(),
  visibility: agentWriteFields.visibility.optional(),
  repository_url: agentWriteFields.repository_url,
  documentation_url: agentWriteFields.documentation_url,
  /** Legacy: the version now comes from metadata.version; when given it must agree. */
  current_version: z.string().trim().max(64).optional(),
});
export type AgentCreate = z.output<typeof AgentCreateSchema>;
export type AgentCreateInput = z.input<typeof AgentCreateSchema>;

/** PUT /agents/{id}: the agent's metadata (versions are published, never edited). */
export const AgentUpdateSchema = z.strictObject({
  name: agentWriteFields.name.optional(),
  description: agentWriteFields.description.optional(),
  author_name: agentWriteFields.author_name.optional(),
  category: agentWriteFields.category.optional(),
  tags: agentWriteFields.tags.optional(),
  visibility: agentWriteFields.visibility.optional(),
  repository_url: agentWriteFields.repository_url,
  documentation_url: agentWriteFields.documentation_url,
});
export type AgentUpdate = z.output<typeof AgentUpdateSchema>;
export type AgentUpdateInput = z.input<typeof AgentUpdateSchema>;

/** POST /agents/{id}/versions: a new immutable version. */
export const AgentPublishSchema = z.strictObject({
  agent_yaml: versionFields.agent_yaml.optional(),
  manifest: versionFields.manifest.nullish(),
  readme: versionFields.readme.optional(),
  changelog: versionFields.changelog.optional(),
});
export type AgentPublish = z.output<typeof AgentPublishSchema>;
export type AgentPublishInput = z.input<typeof AgentPublishSchema>;

/** Path of the calls on one version. */
export const VersionParamsSchema = z.strictObject({
  id: z.string().trim().min(1, M.fieldRequired),
  version: z.string().trim().min(1, M.fieldRequired).max(128),
});
export type VersionParams = z.infer<typeof VersionParamsSchema>;

/** POST /agents/{id}/versions/{version}/yank */
export const AgentYankSchema = z.strictObject({
  reason: z.string().trim().min(1, M.fieldRequired).max(NOTICE_MAX_LENGTH, `At most ${NOTICE_MAX_LENGTH} characters`),
});
export type AgentYank = z.output<typeof AgentYankSchema>;

/** POST /agents/{id}/deprecate */
export const AgentDeprecateSchema = z.strictObject({
  message: z.string().trim().min(1, M.fieldRequired).max(NOTICE_MAX_LENGTH, `At most ${NOTICE_MAX_LENGTH} characters`),
});
export type AgentDeprecate = z.output<typeof AgentDeprecateSchema>;

/** One published version. `agent_yaml` and `readme` come with GET of one version only. */
export const AgentVersionSchema = z.object({
  version: z.string(),
  /** sha256 of the agent.yaml text, hex. */
  digest: z.string(),
  changelog: z.string(),
  published_at: z.string(),
  /** Username of the publisher. */
  published_by: z.string().nullable(),
  download_count: z.number().int().min(0),
  prerelease: z.boolean(),
  yanked: z.boolean(),
  yank_reason: z.string().nullable(),
  yanked_at: z.string().nullable(),
  agent_yaml: z.string().optional(),
  readme: z.string().optional(),
});
export type AgentVersion = z.infer<typeof AgentVersionSchema>;

/** GET /agents/{id}/versions: newest version first. */
export const AgentVersionListResponseSchema = z.object({
  data: z.array(AgentVersionSchema),
  current_version: z.string().nullable(),
});
export type AgentVersionListResponse = z.infer<typeof AgentVersionListResponseSchema>;

/** GET /agents/{id}/download query: a version, else the current one. */
export const AgentDownloadQuerySchema = z.strictObject({
  version: z.string().trim().min(1).max(128).optional(),
});
export type AgentDownloadQuery = z.output<typeof AgentDownloadQuerySchema>;

/** GET /agents/{id}/download: what the Agent as Code CLI writes out as agent.yaml. */
export const AgentManifestResponseSchema = z.object({
  format: z.literal('agent-registry.manifest/v1'),
  agent: AgentSchema,
  version: z.string(),
  digest: z.string(),
  yanked: z.boolean(),
  /** agent.yaml as an object (apiVersion, kind, metadata, spec). */
  manifest: z.record(z.string(), z.unknown()),
  /** The published agent.yaml text, ready to save. */
  agent_yaml: z.string(),
  downloaded_at: z.string(),
});
export type AgentManifestResponse = z.infer<typeof AgentManifestResponseSchema>;

/** DELETE /agents/{id} */
export const AgentDeleteResponseSchema = z.object({ message: z.string(), id: z.string() });
export type AgentDeleteResponse = z.infer<typeof AgentDeleteResponseSchema>;

// --- Tokens and sessions ----------------------------------------------------------------------

/** A token as its owner sees it (never its value, except once in TokenCreatedResponse). */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(TOKEN_KINDS),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  status: z.enum(TOKEN_STATUSES),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** null: until revoked. */
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** GET /users/tokens: the CLI token (when there is one) and the named tokens, newest first. */
export const ApiTokenListResponseSchema = z.object({
  data: z.array(ApiTokenSchema),
  /** How many more named tokens may be created. */
  remaining: z.number().int().min(0),
});
export type ApiTokenListResponse = z.infer<typeof ApiTokenListResponseSchema>;

/** POST /users/tokens */
export const ApiTokenCreateSchema = z.strictObject({
  name: z
    .string({ error: M.fieldRequired })
    .trim()
    .min(1, M.fieldRequired)
    .max(TOKEN_NAME_MAX_LENGTH, `At most ${TOKEN_NAME_MAX_LENGTH} characters`),
  scopes: z.array(z.enum(TOKEN_SCOPES)).min(1, SECURITY_MESSAGES.scopesRequired),
  /** 30, 90 or 365 days, or null for a token that works until revoked. */
  expires_in_days: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()]),
});
export type ApiTokenCreate = z.output<typeof ApiTokenCreateSchema>;
export type ApiTokenCreateInput = z.input<typeof ApiTokenCreateSchema>;

/** POST /users/tokens answer: the value, shown once. */
export const ApiTokenCreatedResponseSchema = z.object({
  token: z.string().regex(PAT_PATTERN, 'A token is 64 hexadecimal characters'),
  info: ApiTokenSchema,
  message: z.string(),
});
export type ApiTokenCreatedResponse = z.infer<typeof ApiTokenCreatedResponseSchema>;

/** DELETE /users/tokens (every token, the CLI token included) and DELETE /auth/sessions (every other session). */
export const CountResponseSchema = z.object({ message: z.string(), count: z.number().int().min(0) });
export type CountResponse = z.infer<typeof CountResponseSchema>;

/** One signed-in session of the caller. */
export const SessionInfoSchema = z.object({
  /** Opaque id (not the session token). */
  id: z.string(),
  /** 'Chrome on Linux' (see deviceLabel). */
  device: z.string(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  expires_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** GET /auth/sessions: the caller's live sessions, the current one first. */
export const SessionListResponseSchema = z.object({ data: z.array(SessionInfoSchema) });
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

// --- Search helpers -------------------------------------------------------------------------

/** GET /agents/suggest query: the text typed so far. */
export const SearchSuggestQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(SUGGEST_LIMIT),
});
export type SearchSuggestQuery = z.output<typeof SearchSuggestQuerySchema>;

/** One suggestion: an agent to open, or a tag or framework to search for. */
export const SearchSuggestionSchema = z.object({
  kind: z.enum(SEARCH_SUGGESTION_KINDS),
  /** What is shown and, for a tag or framework, what is searched. */
  label: z.string(),
  /** The agent's id (kind 'agent' only). */
  id: z.string().optional(),
  /** [start, end) of the typed text (or its correction) within `label`, for bold matching. */
  match: z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** GET /agents/suggest */
export const SearchSuggestResponseSchema = z.object({
  query: z.string(),
  suggestions: z.array(SearchSuggestionSchema),
  /** The closest spelling the catalogue holds, when the text as typed matches nothing. */
  did_you_mean: z.string().nullable(),
});
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;

/** GET /agents/facets query: the list filters whose matches are counted per category. */
export const AgentFacetsQuerySchema = AgentListQuerySchema.pick({ query: true, tag: true, featured: true });
export type AgentFacetsQuery = z.output<typeof AgentFacetsQuerySchema>;

/** GET /agents/facets: how many visible agents match, in all and per category (0 included). */
export const AgentFacetsResponseSchema = z.object({
  total: z.number().int().min(0),
  categories: z.record(z.enum(AGENT_FILTER_CATEGORIES), z.number().int().min(0)),
});
export type AgentFacetsResponse = z.infer<typeof AgentFacetsResponseSchema>;

// --- Frameworks -----------------------------------------------------------------------------

/** GET /frameworks query. limit defaults to 50. */
export const FrameworkListQuerySchema = z.strictObject({
  tier: z.coerce.number().int().min(1).max(3).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  trending: booleanQuery.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FRAMEWORK_LIMIT),
});
export type FrameworkListQuery = z.output<typeof FrameworkListQuerySchema>;

/** What a caller passes to `frameworks.list()`; empty values are left out. */
export interface FrameworkListParams {
  tier?: 1 | 2 | 3 | null;
  category?: string | null;
  trending?: boolean | null;
  limit?: number | null;
}

/** GET /frameworks: data, count; `error` is set when the client fell back to empty data. */
export const FrameworkListResponseSchema = z.object({
  data: z.array(FrameworkSchema),
  count: z.number().int().min(0),
  error: z.string().optional(),
});
export type FrameworkListResponse = z.infer<typeof FrameworkListResponseSchema>;

/** POST /frameworks body. */
export const FrameworkInputSchema = z.strictObject({
  name: requiredString.trim().max(100),
  subtitle: z.string().trim().max(200).optional(),
  description: z.string().trim().max(2000).optional(),
  stars: z.union([z.number().int().min(0), z.string().trim().max(20)]).optional(),
  popularity: z.number().int().min(0).max(5).optional(),
  category: z.string().trim().max(100).optional(),
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  trending: z.boolean().optional(),
  best_for: z.string().trim().max(200).optional(),
  website: z
    .string()
    .trim()
    .refine((value) => isValidUrl(value), M.invalidUrl)
    .optional(),
  icon: z.enum(FRAMEWORK_ICONS).optional(),
});
export type FrameworkInput = z.input<typeof FrameworkInputSchema>;

/** PUT /frameworks/{id} body: any subset of the create fields. */
export const FrameworkUpdateSchema = FrameworkInputSchema.partial();
export type FrameworkUpdate = z.input<typeof FrameworkUpdateSchema>;

/** GET / POST / PUT /frameworks(/{id}) answer with the framework. */
export const FrameworkResponseSchema = FrameworkSchema;
export type FrameworkResponse = z.infer<typeof FrameworkResponseSchema>;

/** DELETE /frameworks/{id} */
export const FrameworkDeleteResponseSchema = MessageResponseSchema;
export type FrameworkDeleteResponse = MessageResponse;

/** POST /frameworks/seed */
export const FrameworkSeedResponseSchema = z.object({
  message: z.string(),
  count: z.number().int().min(0),
});
export type FrameworkSeedResponse = z.infer<typeof FrameworkSeedResponseSchema>;

// --- Route table ----------------------------------------------------------------------------

type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API base (/api); `{id}` marks a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Needs a signed-in session (Bearer token). */
  auth: boolean;
};

/**
 * Every call of spec section 7, for building server routes and OpenAPI from one table.
 * Register `/agents/my-agents` before `/agents/{id}` so the literal path wins.
 */
export const API_ROUTES = {
  register: { method: 'POST', path: '/auth/register', body: RegisterRequestSchema, response: RegisterResponseSchema, auth: false },
  login: { method: 'POST', path: '/auth/login', body: LoginRequestSchema, response: LoginResponseSchema, auth: false },
  confirmEmail: { method: 'POST', path: '/auth/confirm-email', body: ConfirmEmailRequestSchema, response: AuthMessageResponseSchema, auth: false },
  resendConfirmation: { method: 'POST', path: '/auth/resend-confirmation', body: ResendConfirmationRequestSchema, response: AuthMessageResponseSchema, auth: false },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', body: ForgotPasswordRequestSchema, response: AuthMessageResponseSchema, auth: false },
  resetPassword: { method: 'POST', path: '/auth/reset-password', body: ResetPasswordRequestSchema, response: AuthMessageResponseSchema, auth: false },
  changePassword: { method: 'POST', path: '/auth/change-password', body: ChangePasswordRequestSchema, response: AuthMessageResponseSchema, auth: true },
  confirmPassword: { method: 'POST', path: '/auth/confirm-password', body: ConfirmPasswordRequestSchema, response: AuthMessageResponseSchema, auth: true },
  updateAuthProfile: { method: 'PUT', path: '/auth/profile', body: UpdateAuthProfileRequestSchema, response: AuthProfileResponseSchema, auth: true },
  verify: { method: 'GET', path: '/auth/verify', response: VerifyResponseSchema, auth: true },
  logout: { method: 'POST', path: '/auth/logout', response: AuthMessageResponseSchema, auth: true },

  getProfile: { method: 'GET', path: '/users/profile', response: UserProfileResponseSchema, auth: true },
  updateProfile: { method: 'PUT', path: '/users/profile', body: UpdateProfileRequestSchema, response: UpdateProfileResponseSchema, auth: true },
  generatePat: { method: 'POST', path: '/users/pat/generate', response: PatResponseSchema, auth: true },
  getPatInfo: { method: 'GET', path: '/users/pat', response: PatInfoResponseSchema, auth: true },
  getPatValue: { method: 'GET', path: '/users/pat/value', response: PatResponseSchema, auth: true },
  revokePat: { method: 'DELETE', path: '/users/pat/revoke', response: RevokePatResponseSchema, auth: true },
  listTokens: { method: 'GET', path: '/users/tokens', response: ApiTokenListResponseSchema, auth: true },
  createToken: { method: 'POST', path: '/users/tokens', body: ApiTokenCreateSchema, response: ApiTokenCreatedResponseSchema, auth: true },
  revokeToken: { method: 'DELETE', path: '/users/tokens/{id}', params: IdParamsSchema, response: ApiTokenSchema, auth: true },
  revokeAllTokens: { method: 'DELETE', path: '/users/tokens', response: CountResponseSchema, auth: true },
  listSessions: { method: 'GET', path: '/auth/sessions', response: SessionListResponseSchema, auth: true },
  endSession: { method: 'DELETE', path: '/auth/sessions/{id}', params: IdParamsSchema, response: MessageResponseSchema, auth: true },
  endOtherSessions: { method: 'DELETE', path: '/auth/sessions', response: CountResponseSchema, auth: true },

  listAgents: { method: 'GET', path: '/agents', query: AgentListQuerySchema, response: AgentListResponseSchema, auth: false },
  myAgents: { method: 'GET', path: '/agents/my-agents', query: AgentListQuerySchema, response: AgentListResponseSchema, auth: true },
  suggestAgents: { method: 'GET', path: '/agents/suggest', query: SearchSuggestQuerySchema, response: SearchSuggestResponseSchema, auth: false },
  agentFacets: { method: 'GET', path: '/agents/facets', query: AgentFacetsQuerySchema, response: AgentFacetsResponseSchema, auth: false },
  getAgent: { method: 'GET', path: '/agents/{id}', params: IdParamsSchema, response: AgentResponseSchema, auth: false },
  createAgent: { method: 'POST', path: '/agents', body: AgentCreateSchema, response: AgentResponseSchema, auth: true },
  updateAgent: { method: 'PUT', path: '/agents/{id}', params: IdParamsSchema, body: AgentUpdateSchema, response: AgentResponseSchema, auth: true },
  deleteAgent: { method: 'DELETE', path: '/agents/{id}', params: IdParamsSchema, response: AgentDeleteResponseSchema, auth: true },
  downloadAgent: { method: 'GET', path: '/agents/{id}/download', params: IdParamsSchema, query: AgentDownloadQuerySchema, response: AgentManifestResponseSchema, auth: false },
  listVersions: { method: 'GET', path: '/agents/{id}/versions', params: IdParamsSchema, response: AgentVersionListResponseSchema, auth: false },
  publishVersion: { method: 'POST', path: '/agents/{id}/versions', params: IdParamsSchema, body: AgentPublishSchema, response: AgentVersionSchema, auth: true },
  getVersion: { method: 'GET', path: '/agents/{id}/versions/{version}', params: VersionParamsSchema, response: AgentVersionSchema, auth: false },
  yankVersion: { method: 'POST', path: '/agents/{id}/versions/{version}/yank', params: VersionParamsSchema, body: AgentYankSchema, response: AgentVersionSchema, auth: true },
  unyankVersion: { method: 'DELETE', path: '/agents/{id}/versions/{version}/yank', params: VersionParamsSchema, response: AgentVersionSchema, auth: true },
  deprecateAgent: { method: 'POST', path: '/agents/{id}/deprecate', params: IdParamsSchema, body: AgentDeprecateSchema, response: AgentResponseSchema, auth: true },
  undeprecateAgent: { method: 'DELETE', path: '/agents/{id}/deprecate', params: IdParamsSchema, response: AgentResponseSchema, auth: true },

  listFrameworks: { method: 'GET', path: '/frameworks', query: FrameworkListQuerySchema, response: FrameworkListResponseSchema, auth: false },
  getFramework: { method: 'GET', path: '/frameworks/{id}', params: IdParamsSchema, response: FrameworkResponseSchema, auth: false },
  createFramework: { method: 'POST', path: '/frameworks', body: FrameworkInputSchema, response: FrameworkResponseSchema, auth: false },
  updateFramework: { method: 'PUT', path: '/frameworks/{id}', params: IdParamsSchema, body: FrameworkUpdateSchema, response: FrameworkResponseSchema, auth: false },
  deleteFramework: { method: 'DELETE', path: '/frameworks/{id}', params: IdParamsSchema, response: FrameworkDeleteResponseSchema, auth: false },
  seedFrameworks: { method: 'POST', path: '/frameworks/seed', response: FrameworkSeedResponseSchema, auth: false },
} as const satisfies Record<string, RouteDef>;
export type ApiRouteName = keyof typeof API_ROUTES;
