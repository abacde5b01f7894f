// The names of the token calls of UsersResource and the session calls of AuthResource (their
// code is in ./security.ts, loaded on first use).
import type { AuthResource } from './auth';
import type { UsersResource } from './users';

export const TOKEN_CALLS = ['tokens', 'createToken', 'revokeToken', 'revokeAllTokens'] as const satisfies ReadonlyArray<
  keyof UsersResource
>;

export const SESSION_CALLS = ['sessions', 'endSession', 'endOtherSessions'] as const satisfies ReadonlyArray<keyof AuthResource>;

export type TokenCalls = Pick<UsersResource, (typeof TOKEN_CALLS)[number]>;
export type SessionCalls = Pick<AuthResource, (typeof SESSION_CALLS)[number]>;
