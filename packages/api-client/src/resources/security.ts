// The named-token calls of UsersResource and the session calls of AuthResource, loaded on their
// first use so the client a visitor's first page loads does not carry them or their schemas (see
// users.ts, auth.ts).
import { SESSION_ROUTES, TOKEN_ROUTES } from '../contract/tokens';
import type { Http } from '../transport/http';
import { callRoute } from './input';
import type { SessionCalls, TokenCalls } from './securityCalls';

export function createTokenCalls(http: Http): TokenCalls {
  return {
    tokens: (options) => callRoute(http, TOKEN_ROUTES.listTokens, { signal: options?.signal }),
    createToken: (input, options) => callRoute(http, TOKEN_ROUTES.createToken, { body: input, signal: options?.signal }),
    revokeToken: (id, options) => callRoute(http, TOKEN_ROUTES.revokeToken, { params: { id }, signal: options?.signal }),
    revokeAllTokens: (options) => callRoute(http, TOKEN_ROUTES.revokeAllTokens, { signal: options?.signal }),
  };
}

export function createSessionCalls(http: Http): SessionCalls {
  return {
    sessions: (options) => callRoute(http, SESSION_ROUTES.listSessions, { signal: options?.signal }),
    endSession: (id, options) => callRoute(http, SESSION_ROUTES.endSession, { params: { id }, signal: options?.signal }),
    endOtherSessions: (options) => callRoute(http, SESSION_ROUTES.endOtherSessions, { signal: options?.signal }),
  };
}
