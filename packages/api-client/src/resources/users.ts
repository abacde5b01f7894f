// Profile and personal access token calls of spec section 7 (signed in).
import type { PatInfo, UserProfile } from '../contract/entities';
import type { PatResponse, UpdateProfileRequest } from '../contract/schemas';
import type { Http } from '../transport/http';
import { PatInfoParser, PatParser, RevokeParser, UserProfileParser } from '../wire/parsers';
import { parseInputWith } from './input';

export interface UsersResource {
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
}

export function createUsersResource(http: Http): UsersResource {
  return {
    getProfile: (options) =>
      http.request({ method: 'GET', url: '/users/profile', signal: options?.signal }, UserProfileParser),
    updateProfile: async (input) =>
      http.request(
        { method: 'PUT', url: '/users/profile', data: await parseInputWith('UpdateProfileRequestSchema', input) },
        UserProfileParser,
      ),
    generatePat: () => http.request({ method: 'POST', url: '/users/pat/generate' }, PatParser),
    getPatInfo: (options) => http.request({ method: 'GET', url: '/users/pat', signal: options?.signal }, PatInfoParser),
    getPatValue: () => http.request({ method: 'GET', url: '/users/pat/value' }, PatParser),
    // Revoke may answer 204 or `{ message }`.
    revokePat: () => http.request({ method: 'DELETE', url: '/users/pat/revoke' }, RevokeParser),
  };
}
