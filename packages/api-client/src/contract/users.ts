// The profile and personal access token calls of spec section 7 (signed in).
import * as z from 'zod/mini';
import {
  BIO_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  GITHUB_USERNAME_PATTERN,
  LANGUAGES,
  PAT_PATTERN,
  PROFILE_THEMES,
  TWITTER_USERNAME_PATTERN,
} from './constants';
import {
  count,
  MessageResponseSchema,
  patternOrBlank,
  route,
  signedInRoute,
  text,
  webAddress,
  type ApiRoute,
  type MessageResponse,
} from './common';
import { PatInfoSchema, UserProfileSchema } from './entities';
import { VALIDATION_MESSAGES as M } from './messages';
import { isNamespaceShape, isReservedNamespace, NAMESPACE_MESSAGES } from './namespaces';

/** GET /users/profile */
export const UserProfileResponseSchema = UserProfileSchema;
export type UserProfileResponse = z.infer<typeof UserProfileResponseSchema>;

/** Preferences as accepted in a profile update (strict). */
export const PreferencesInputSchema = z.strictObject({
  theme: z.optional(z.enum(PROFILE_THEMES)),
  language: z.optional(z.enum(LANGUAGES)),
  notifications_enabled: z.optional(z.boolean()),
  public_profile: z.optional(z.boolean()),
  newsletter_subscription: z.optional(z.boolean()),
  timezone: z.optional(text(z.minLength(1), z.maxLength(64))),
});
export type PreferencesInput = z.infer<typeof PreferencesInputSchema>;

/** An optional link of the profile: a web address, or '' to clear it. */
const profileUrl = z.optional(text(z.trim(), webAddress(M.invalidUrl, { blank: true })));

/** A namespace a user or organisation may claim: well-formed and not reserved (taken is the server's to say). */
export const NamespaceNameSchema = text(
  z.trim(),
  z.toLowerCase(),
  z.refine(isNamespaceShape, NAMESPACE_MESSAGES.invalid),
  z.refine((name: string) => !isReservedNamespace(name), NAMESPACE_MESSAGES.reserved),
);

/** PUT /users/profile (fields left out stay as they are; '' clears a field). */
export const UpdateProfileRequestSchema = z.strictObject({
  /** A new username; the old `owner/name` references keep resolving until someone takes it. */
  username: z.optional(NamespaceNameSchema),
  full_name: z.optional(text(z.trim(), z.maxLength(FULL_NAME_MAX_LENGTH, M.fullNameTooLong))),
  bio: z.optional(text(z.maxLength(BIO_MAX_LENGTH, M.bioTooLong))),
  avatar_url: profileUrl,
  website_url: profileUrl,
  github_username: z.optional(text(z.trim(), patternOrBlank(GITHUB_USERNAME_PATTERN, M.invalidGithubUsername))),
  twitter_username: z.optional(text(z.trim(), patternOrBlank(TWITTER_USERNAME_PATTERN, M.invalidTwitterUsername))),
  preferences: z.optional(PreferencesInputSchema),
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
  pat: text(z.regex(PAT_PATTERN, 'A PAT is 64 hexadecimal characters')),
  created_at: z.nullish(z.string()),
  message: z.optional(z.string()),
});
export type PatResponse = z.infer<typeof PatResponseSchema>;

/** DELETE /users/pat/revoke */
export const RevokePatResponseSchema = MessageResponseSchema;
export type RevokePatResponse = MessageResponse;

/** The profile and personal access token calls (the named tokens are in tokens.ts). */
/** GET /stats: the registry's public figures (the dashboard's tiles): public agents, confirmed accounts. */
export const RegistryStatsResponseSchema = z.object({ total_agents: count(), total_users: count() });
export type RegistryStatsResponse = z.infer<typeof RegistryStatsResponseSchema>;

export const USER_ROUTES = {
  registryStats: route('GET /stats', RegistryStatsResponseSchema),
  getProfile: signedInRoute('GET /users/profile', UserProfileResponseSchema),
  updateProfile: signedInRoute('PUT /users/profile', UpdateProfileResponseSchema, { body: UpdateProfileRequestSchema }),
  generatePat: signedInRoute('POST /users/pat/generate', PatResponseSchema),
  getPatInfo: signedInRoute('GET /users/pat', PatInfoResponseSchema),
  getPatValue: signedInRoute('GET /users/pat/value', PatResponseSchema),
  // Some servers answer 204.
  revokePat: signedInRoute('DELETE /users/pat/revoke', RevokePatResponseSchema, { wire: z.object({ message: z.optional(z.string()) }) }),
} as const satisfies Record<string, ApiRoute>;
