// Profile and personal access token calls of spec section 7 (signed in).
import { z } from 'zod';
import type { PatInfo, UserProfile } from '../contract/entities';
import {
  PatInfoResponseSchema,
  PatResponseSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
  UserProfileResponseSchema,
  type PatResponse,
  type UpdateProfileRequest,
} from '../contract/schemas';
import type { Http } from '../transport/http';
import { parseInput } from './input';

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

// Revoke may answer 204 or `{ message }`.
const RevokeAnswerSchema = z.object({ message: z.string().optional() });

export function createUsersResource(http: Http): UsersResource {
  return {
    getProfile: (options) =>
      http.request({ method: 'GET', url: '/users/profile', signal: options?.signal }, UserProfileResponseSchema),
    updateProfile: (input) =>
      http.request(
        { method: 'PUT', url: '/users/profile', data: parseInput(UpdateProfileRequestSchema, input) },
        UpdateProfileResponseSchema,
      ),
    generatePat: () => http.request({ method: 'POST', url: '/users/pat/generate' }, PatResponseSchema),
    getPatInfo: (options) =>
      http.request({ method: 'GET', url: '/users/pat', signal: options?.signal }, PatInfoResponseSchema),
    getPatValue: () => http.request({ method: 'GET', url: '/users/pat/value' }, PatResponseSchema),
    revokePat: () => http.request({ method: 'DELETE', url: '/users/pat/revoke' }, RevokeAnswerSchema),
  };
}
