// The account's security calls: the named tokens of `api.users` and the signed-in sessions of
// `api.auth`. A signed-in session only: a token cannot manage either (401 'session_required').
// Unlike the other auth calls, these reject with an ApiError. Their routes and schemas load with
// the first of these calls: the token list and the sessions list are screens of the account area.
import type {
  ApiToken,
  ApiTokenCreatedResponse,
  ApiTokenCreateInput,
  ApiTokenListResponse,
  CountResponse,
  MessageResponse,
  SessionListResponse,
} from '../contract/schemas';
import type { Http } from '../transport/http';
import { lazyRoutes, type CallOptions } from './input';

const callSecurity = lazyRoutes(() => import('../contract/tokens'));

/** The named-token calls of `api.users`. */
export function createTokenCalls(http: Http) {
  return {
    /**
     * GET /users/tokens: the CLI token first (id 'cli', when there is one), then the named tokens,
     * newest first, each 'active', 'expired' or 'revoked' (never a value); `remaining` is how many
     * more named tokens may be created (MAX_NAMED_TOKENS at once).
     */
    async tokens(options?: CallOptions): Promise<ApiTokenListResponse> {
      return callSecurity(http, (contract) => contract.TOKEN_ROUTES.listTokens, { signal: options?.signal });
    },

    /**
     * POST /users/tokens {name, scopes, expires_in_days}: a named token, its value shown once in
     * `token`. Needs a recent password proof like `generatePat` (403 `reauthentication_required`,
     * see `isReauthRequired`); 409 `too_many_tokens` at the limit. Refused before sending
     * (ValidationError with `fields`) when it breaks ApiTokenCreateSchema (no scope, a blank name).
     */
    async createToken(input: ApiTokenCreateInput, options?: CallOptions): Promise<ApiTokenCreatedResponse> {
      return callSecurity(http, (contract) => contract.TOKEN_ROUTES.createToken, { body: input, signal: options?.signal });
    },

    /** DELETE /users/tokens/{id}: the token, now 'revoked'; id 'cli' revokes the CLI token. 404 for an unknown id. */
    async revokeToken(id: string, options?: CallOptions): Promise<ApiToken> {
      return callSecurity(http, (contract) => contract.TOKEN_ROUTES.revokeToken, { params: { id }, signal: options?.signal });
    },

    /** DELETE /users/tokens: every token, the CLI token included; `count` says how many were revoked. */
    async revokeAllTokens(options?: CallOptions): Promise<CountResponse> {
      return callSecurity(http, (contract) => contract.TOKEN_ROUTES.revokeAllTokens, { signal: options?.signal });
    },
  };
}

/** The signed-in session calls of `api.auth`. */
export function createSessionCalls(http: Http) {
  return {
    /** GET /auth/sessions: the caller's live sessions, the current one first (`current: true`). */
    async sessions(options?: CallOptions): Promise<SessionListResponse> {
      return callSecurity(http, (contract) => contract.SESSION_ROUTES.listSessions, { signal: options?.signal });
    },

    /**
     * DELETE /auth/sessions/{id}: signs that session out (404 for an unknown id). To sign this
     * browser out, use `logout`, which also clears the stored session.
     */
    async endSession(id: string, options?: CallOptions): Promise<MessageResponse> {
      return callSecurity(http, (contract) => contract.SESSION_ROUTES.endSession, { params: { id }, signal: options?.signal });
    },

    /** DELETE /auth/sessions: signs out every session but this one; `count` says how many ended. */
    async endOtherSessions(options?: CallOptions): Promise<CountResponse> {
      return callSecurity(http, (contract) => contract.SESSION_ROUTES.endOtherSessions, { signal: options?.signal });
    },
  };
}
