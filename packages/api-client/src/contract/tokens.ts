// Account security calls: named access tokens and the signed-in sessions (their constants and
// messages, without zod, are in security.ts).
import * as z from 'zod/mini';
import { PAT_PATTERN } from './constants';
import { checked, count, MessageResponseSchema, requiredText, signedInRoute, text, type ApiRoute } from './common';
import {
  CLI_TOKEN_ID,
  CLI_TOKEN_NAME,
  SECURITY_MESSAGES,
  TOKEN_KINDS,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SCOPES,
  TOKEN_STATUSES,
} from './security';

/** A token as its owner sees it (never its value, except once in TokenCreatedResponse). */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(TOKEN_KINDS),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  status: z.enum(TOKEN_STATUSES),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  /** null: until revoked. */
  expires_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  /** The one namespace the token may write to; absent or null: every namespace its owner may. */
  namespace: z.optional(z.nullable(z.string())),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** GET /users/tokens: the CLI token (when there is one) and the named tokens, newest first. */
export const ApiTokenListResponseSchema = z.object({
  data: z.array(ApiTokenSchema),
  /** How many more named tokens may be created. */
  remaining: count(),
});
export type ApiTokenListResponse = z.infer<typeof ApiTokenListResponseSchema>;

/** POST /users/tokens */
export const ApiTokenCreateSchema = z.strictObject({
  name: requiredText(z.maxLength(TOKEN_NAME_MAX_LENGTH, `At most ${TOKEN_NAME_MAX_LENGTH} characters`)),
  scopes: checked(z.array(z.enum(TOKEN_SCOPES)), z.minLength(1, SECURITY_MESSAGES.scopesRequired)),
  /** 30, 90 or 365 days, or null for a token that works until revoked. */
  expires_in_days: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()]),
  /** Limits the token's writes to one namespace (yours or an organisation's you belong to). */
  namespace: z.optional(z.nullable(text(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(39)))),
});
export type ApiTokenCreate = z.output<typeof ApiTokenCreateSchema>;
export type ApiTokenCreateInput = z.input<typeof ApiTokenCreateSchema>;

/** POST /users/tokens answer: the value, shown once. */
export const ApiTokenCreatedResponseSchema = z.object({
  token: text(z.regex(PAT_PATTERN, 'A token is 64 hexadecimal characters')),
  info: ApiTokenSchema,
  message: z.string(),
});
export type ApiTokenCreatedResponse = z.infer<typeof ApiTokenCreatedResponseSchema>;

/** DELETE /users/tokens (every token, the CLI token included) and DELETE /auth/sessions (every other session). */
export const CountResponseSchema = z.object({ message: z.string(), count: count() });
export type CountResponse = z.infer<typeof CountResponseSchema>;

/**
 * Roughly where a session signed in from, as the CDN or proxy in front of the registry reported
 * it (the server has no address database of its own; see TRUST_PROXY_GEO). At least one is set.
 */
export const SessionPlaceSchema = z.object({
  /** ISO 3166-1 alpha-2 code, upper case ('PT'). */
  country: z.nullable(z.string()),
  /** 'Lisbon'. */
  city: z.nullable(z.string()),
});
export type SessionPlace = z.infer<typeof SessionPlaceSchema>;

/** One signed-in session of the caller. */
export const SessionInfoSchema = z.object({
  /** Opaque id (not the session token). */
  id: z.string(),
  /** 'Chrome on Linux' (see deviceLabel). */
  device: z.string(),
  created_at: z.string(),
  last_seen_at: z.nullable(z.string()),
  expires_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  /** Where it signed in from (see placeLabel); null when unknown, absent from older servers. */
  place: z.optional(z.nullable(SessionPlaceSchema)),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** GET /auth/sessions: the caller's live sessions, the current one first. */
export const SessionListResponseSchema = z.object({ data: z.array(SessionInfoSchema) });
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

/** The named-token calls (a signed-in session only). */
export const TOKEN_ROUTES = {
  listTokens: signedInRoute('GET /users/tokens', ApiTokenListResponseSchema),
  createToken: signedInRoute('POST /users/tokens', ApiTokenCreatedResponseSchema, { body: ApiTokenCreateSchema }),
  revokeToken: signedInRoute('DELETE /users/tokens/{id}', ApiTokenSchema),
  revokeAllTokens: signedInRoute('DELETE /users/tokens', CountResponseSchema),
} as const satisfies Record<string, ApiRoute>;

/** The calls on the caller's signed-in sessions (a signed-in session only). */
export const SESSION_ROUTES = {
  listSessions: signedInRoute('GET /auth/sessions', SessionListResponseSchema),
  endSession: signedInRoute('DELETE /auth/sessions/{id}', MessageResponseSchema),
  endOtherSessions: signedInRoute('DELETE /auth/sessions', CountResponseSchema),
} as const satisfies Record<string, ApiRoute>;

/** The personal access token as the token list shows it: every scope, no expiry. */
export function cliTokenInfo(pat: Pick<ApiToken, 'created_at' | 'last_used_at'>, revokedAt: string | null = null): ApiToken {
  return {
    id: CLI_TOKEN_ID,
    name: CLI_TOKEN_NAME,
    kind: 'cli',
    scopes: [...TOKEN_SCOPES],
    status: revokedAt ? 'revoked' : 'active',
    created_at: pat.created_at,
    last_used_at: pat.last_used_at,
    expires_at: null,
    revoked_at: revokedAt,
  };
}
