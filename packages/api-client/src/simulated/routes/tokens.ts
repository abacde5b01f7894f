// /users/tokens: named API tokens and the PAT as one list (the server's tokens service). Like every
// account call, a session only: a token is refused before it is looked up.
import {
  AGENT_API_MESSAGES,
  ApiTokenCreateSchema,
  CLI_TOKEN_ID,
  ERROR_CODES,
  SECURITY_ERROR_CODES,
  SECURITY_MESSAGES,
  namedTokensRemaining,
  orderedTokenScopes,
  tokenExpiry,
} from '../../contract';
import { created, fail, ok, parse, randomUuid, type Answer } from '../answers';
import { save, signedIn, staleProof, type SimulatedContext } from '../context';
import { mayPublishInto } from '../orgs';
import { activeNamedTokens, namedTokenInfo, namedTokenStatus, simulatedCliToken, tokenList } from '../security';
import { sha256Hex } from '../sha256';
import type { RouteHandlers } from './table';

const tokenNotFound = (): Answer => fail(404, ERROR_CODES.notFound, SECURITY_MESSAGES.tokenNotFound);

export function tokenRoutes(ctx: SimulatedContext) {
  return {
    listTokens: signedIn(ctx, (user) => {
      const now = Date.now();
      return ok({ data: tokenList(user, now), remaining: namedTokensRemaining(activeNamedTokens(user, now)) });
    }),

    /** Like generating the PAT, a session needs a recent password proof. */
    createToken: signedIn(ctx, (user, { body, token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      const input = parse(ApiTokenCreateSchema, body);
      if ('answer' in input) return input.answer;
      const { namespace = null } = input.data;
      if (namespace && !mayPublishInto(state, user, namespace)) {
        const message = AGENT_API_MESSAGES.namespaceForbidden(namespace);
        return fail(403, ERROR_CODES.forbidden, message, { namespace: message });
      }
      const now = Date.now();
      if (namedTokensRemaining(activeNamedTokens(user, now)) === 0) {
        return fail(409, SECURITY_ERROR_CODES.tooManyTokens, SECURITY_MESSAGES.tooManyTokens);
      }
      const value = ctx.secrets.apiToken();
      const named = {
        id: randomUuid(),
        name: input.data.name,
        scopes: orderedTokenScopes(input.data.scopes),
        hash: sha256Hex(value),
        created_at: new Date(now).toISOString(),
        last_used_at: null,
        expires_at: tokenExpiry(input.data.expires_in_days, new Date(now))?.toISOString() ?? null,
        revoked_at: null,
        namespace,
      };
      (user.tokens ??= []).push(named);
      return save(
        ctx,
        state,
        created({ token: value, info: namedTokenInfo(named, now), message: SECURITY_MESSAGES.tokenCreated(named.name) }),
      );
    }),

    /** The token as it is now; 'cli' is the PAT, which is deleted. */
    revokeToken: signedIn(ctx, (user, { params, token }, state) => {
      const id = params.id!;
      const now = Date.now();
      const revokedAt = new Date(now).toISOString();
      if (id === CLI_TOKEN_ID) {
        // The CLI token is the one a stolen session could silently swap out: it asks for the password.
        const stale = staleProof(state, token);
        if (stale) return stale;
        if (!user.pat) return tokenNotFound();
        const info = simulatedCliToken(user.pat, revokedAt);
        user.pat = null;
        return save(ctx, state, ok(info));
      }
      const named = user.tokens?.find((candidate) => candidate.id === id.toLowerCase());
      if (!named) return tokenNotFound();
      // Revoking again keeps the first revocation's time.
      named.revoked_at ??= revokedAt;
      return save(ctx, state, ok(namedTokenInfo(named, now)));
    }),

    /** Every live token, the PAT included, after a recent password proof; `count` is how many stopped working. */
    revokeAllTokens: signedIn(ctx, (user, { token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      const now = Date.now();
      const revokedAt = new Date(now).toISOString();
      let count = 0;
      for (const named of user.tokens ?? []) {
        // An expired token already stopped working: it stays 'expired'.
        if (namedTokenStatus(named, now) !== 'active') continue;
        named.revoked_at = revokedAt;
        count += 1;
      }
      if (user.pat) {
        user.pat = null;
        count += 1;
      }
      return save(ctx, state, ok({ message: SECURITY_MESSAGES.allTokensRevoked, count }));
    }),
  } satisfies RouteHandlers;
}
