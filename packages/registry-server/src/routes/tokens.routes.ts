import * as contract from '@agent-registry/api-client/contract';
import { NEEDS_PROOF, access, created, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Access tokens');

/** Named access tokens, listed with the CLI token (the PAT). Session only: no token manages tokens. */
export const tokenRoutes = {
  listTokens: route(access.session, ok('The tokens', 401), {
    summary: 'Your access tokens: the CLI token first (id `cli`), then named tokens, newest first',
    description:
      'Never the values. `status` is `revoked`, else `expired`, else `active`; `remaining` is how many more named ' +
      `tokens may be created (at most ${contract.MAX_NAMED_TOKENS} active at once).`,
  }),

  createToken: route(access.recentSession, created('{token, info, message}', 400, 401, 403, 409), {
    summary: 'Create a named token with scopes and an expiry; its value is in this answer only',
    description:
      `${NEEDS_PROOF} The token is 64 hex characters, used as \`Authorization: Bearer <token>\` for agent calls: \`agents:read\` to read ` +
      `(your private agents included), \`agents:publish\` to publish, yank, deprecate, edit and delete. More than ${contract.MAX_NAMED_TOKENS} ` +
      'active tokens: 409 `too_many_tokens`. The owner is mailed about it.',
  }),

  revokeToken: route(access.session, ok('The revoked token', 401, 403, 404), {
    summary: 'Revoke a token (`cli`: the CLI token); it stops working at once',
    description:
      "Answers the token, now `revoked`. An unknown id, or another user's token, is a 404. Revoking the CLI token " +
      'needs a password proof from the last 10 minutes (403 `reauthentication_required`), as `DELETE /users/pat/revoke` does.',
  }),

  revokeAllTokens: route(access.recentSession, ok('{message, count}', 401, 403), {
    summary: 'Revoke every token, the CLI token included',
    description: '`count` is how many tokens stopped working. Needs a password proof from the last 10 minutes.',
  }),
} satisfies ServerRoutes;
