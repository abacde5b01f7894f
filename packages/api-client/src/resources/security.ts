// The named-token calls of UsersResource and the session calls of AuthResource, loaded on their
// first use so the client a visitor's first page loads does not carry them (see users.ts, auth.ts).
import type { Http } from '../transport/http';
import { MessageParser } from '../wire/parsers';
import * as checks from '../wire/security';
import { parseInput } from './input';
import type { SessionCalls, TokenCalls } from './securityCalls';

/** `base/{id}`, the id checked (a blank one is refused before sending) and encoded as one segment. */
function itemPath(base: string, id: string): string {
  const params = parseInput(checks.IdParamsParser, { id });
  return `${base}/${encodeURIComponent(params.id)}`;
}

export function createTokenCalls(http: Http): TokenCalls {
  return {
    tokens: (options) => http.request({ method: 'GET', url: '/users/tokens', signal: options?.signal }, checks.ApiTokenListParser),
    async createToken(input, options) {
      const data = parseInput(checks.ApiTokenCreateParser, input);
      return http.request({ method: 'POST', url: '/users/tokens', data, signal: options?.signal }, checks.ApiTokenCreatedParser);
    },
    async revokeToken(id, options) {
      const url = itemPath('/users/tokens', id);
      return http.request({ method: 'DELETE', url, signal: options?.signal }, checks.ApiTokenParser);
    },
    revokeAllTokens: (options) => http.request({ method: 'DELETE', url: '/users/tokens', signal: options?.signal }, checks.CountParser),
  };
}

export function createSessionCalls(http: Http): SessionCalls {
  return {
    sessions: (options) => http.request({ method: 'GET', url: '/auth/sessions', signal: options?.signal }, checks.SessionListParser),
    async endSession(id, options) {
      const url = itemPath('/auth/sessions', id);
      return http.request({ method: 'DELETE', url, signal: options?.signal }, MessageParser);
    },
    endOtherSessions: (options) => http.request({ method: 'DELETE', url: '/auth/sessions', signal: options?.signal }, checks.CountParser),
  };
}
