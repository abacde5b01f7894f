// `api.users`: the profile and personal access token calls of spec section 7 (signed in), the
// registry's counts, and the named tokens (./security.ts).
import type { PatInfo, UserProfile } from '../contract/entities';
import type { RegistryStatsResponse } from '../contract/users';
import type { PatResponse, UpdateProfileRequest } from '../contract/schemas';
import type { Http } from '../transport/http';
import { callRoute, type CallOptions } from './input';
import { createTokenCalls } from './security';

export type UsersResource = ReturnType<typeof createUsersResource>;

export function createUsersResource(http: Http) {
  return {
    /** GET /stats: how many public agents and confirmed accounts the registry has (no sign-in needed). */
    registryStats(options?: CallOptions): Promise<RegistryStatsResponse> {
      return callRoute(http, (c) => c.USER_ROUTES.registryStats, { signal: options?.signal });
    },

    /** GET /users/profile */
    getProfile(options?: CallOptions): Promise<UserProfile> {
      return callRoute(http, (c) => c.USER_ROUTES.getProfile, { signal: options?.signal });
    },

    /** PUT /users/profile. Refused before sending (ValidationError) when a profile rule fails. */
    updateProfile(input: UpdateProfileRequest): Promise<UserProfile> {
      return callRoute(http, (c) => c.USER_ROUTES.updateProfile, { body: input });
    },

    /** POST /users/pat/generate: the new token, shown once. */
    generatePat(): Promise<PatResponse> {
      return callRoute(http, (c) => c.USER_ROUTES.generatePat);
    },

    /** GET /users/pat: whether a token exists, when it was made and last used. */
    getPatInfo(options?: CallOptions): Promise<PatInfo> {
      return callRoute(http, (c) => c.USER_ROUTES.getPatInfo, { signal: options?.signal });
    },

    /** GET /users/pat/value: reveal the current token. */
    getPatValue(): Promise<PatResponse> {
      return callRoute(http, (c) => c.USER_ROUTES.getPatValue);
    },

    /** DELETE /users/pat/revoke: answers 204 or `{ message }`. */
    revokePat(): Promise<{ message?: string }> {
      return callRoute(http, (c) => c.USER_ROUTES.revokePat);
    },

    ...createTokenCalls(http),
  };
}
