// Profile, personal access token and named token calls of spec section 7 (signed in).
import type { PatInfo, UserProfile } from '../contract/entities';
import type { RegistryStatsResponse } from '../contract/users';
import type {
  ApiToken,
  ApiTokenCreatedResponse,
  ApiTokenCreateInput,
  ApiTokenListResponse,
  CountResponse,
  PatResponse,
  UpdateProfileRequest,
} from '../contract/schemas';
import type { Http } from '../transport/http';
import { callRoute } from './input';
import { lazyCalls, once } from './lazy';
import { TOKEN_CALLS, type TokenCalls } from './securityCalls';

type CallOptions = { signal?: AbortSignal | undefined };

export interface UsersResource {
  /** GET /stats: how many public agents and confirmed accounts the registry has (no sign-in needed). */
  registryStats(options?: { signal?: AbortSignal }): Promise<RegistryStatsResponse>;
  /** GET /users/profile */
  getProfile(options?: { signal?: AbortSignal }): Promise<UserProfile>;
  /** PUT /users/profile. Refused before sending (ValidationError) when a profile rule fails. */
  updateProfile(input: UpdateProfileRequest): Promise<UserProfile>;
  /** POST /users/pat/generate: the new token, shown once. */
  generatePat(): Promise<PatResponse>;
  /** GET /users/pat: whether a token exists, when it was made and last used. */
  getPatInfo(options?: { signal?: AbortSignal }): Promise<PatInfo>;
  /** GET /users/pat/value: reveal the current token. */
  getPatValue(): Promise<PatResponse>;
  /** DELETE /users/pat/revoke */
  revokePat(): Promise<{ message?: string }>;

  // Named tokens. A signed-in session only: a token cannot manage tokens (401 'session_required').

  /**
   * GET /users/tokens: the CLI token first (id 'cli', when there is one), then the named tokens,
   * newest first, each 'active', 'expired' or 'revoked' (never a value); `remaining` is how many
   * more named tokens may be created (MAX_NAMED_TOKENS at once).
   */
  tokens(options?: CallOptions): Promise<ApiTokenListResponse>;
  /**
   * POST /users/tokens {name, scopes, expires_in_days}: a named token, its value shown once in
   * `token`. Needs a recent password proof like `generatePat` (403 `reauthentication_required`,
   * see `isReauthRequired`); 409 `too_many_tokens` at the limit. Refused before sending
   * (ValidationError with `fields`) when it breaks ApiTokenCreateSchema (no scope, a blank name).
   */
  createToken(input: ApiTokenCreateInput, options?: CallOptions): Promise<ApiTokenCreatedResponse>;
  /** DELETE /users/tokens/{id}: the token, now 'revoked'; id 'cli' revokes the CLI token. 404 for an unknown id. */
  revokeToken(id: string, options?: CallOptions): Promise<ApiToken>;
  /** DELETE /users/tokens: every token, the CLI token included; `count` says how many were revoked. */
  revokeAllTokens(options?: CallOptions): Promise<CountResponse>;
}

export function createUsersResource(http: Http): UsersResource {
  const tokenCalls = once(() => import('./security').then((m) => m.createTokenCalls(http)));

  return {
    registryStats: (options) => callRoute(http, (c) => c.USER_ROUTES.registryStats, { signal: options?.signal }),
    getProfile: (options) => callRoute(http, (c) => c.USER_ROUTES.getProfile, { signal: options?.signal }),
    updateProfile: (input) => callRoute(http, (c) => c.USER_ROUTES.updateProfile, { body: input }),
    generatePat: () => callRoute(http, (c) => c.USER_ROUTES.generatePat),
    getPatInfo: (options) => callRoute(http, (c) => c.USER_ROUTES.getPatInfo, { signal: options?.signal }),
    getPatValue: () => callRoute(http, (c) => c.USER_ROUTES.getPatValue),
    // Revoke may answer 204 or `{ message }`.
    revokePat: () => callRoute(http, (c) => c.USER_ROUTES.revokePat),

    // The token panel is one screen of the account area: its code loads when it is first used.
    ...lazyCalls<TokenCalls>(TOKEN_CALLS, tokenCalls),
  };
}
