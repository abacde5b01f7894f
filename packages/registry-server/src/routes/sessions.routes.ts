import { NEEDS_PROOF, access, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Sessions');

/** The signed-in sessions of the caller (session only). */
export const sessionRoutes = {
  listSessions: route(access.session, ok('The sessions', 401), {
    summary: 'Your live sessions, the current one first',
    description:
      '`id` is opaque (not the session token); `device` is a label of the User-Agent seen at sign-in; ' +
      '`last_seen_at` is updated at most once a minute; `place` is the country (ISO 3166-1 alpha-2) and city the ' +
      'CDN or proxy in front of the registry reported at sign-in, only when the operator trusts it (`TRUST_PROXY_GEO`), else null.',
  }),

  endSession: route(access.session, ok('Ended', 401, 403, 404), {
    summary: 'End one of your sessions (the current one too: that signs out)',
    description:
      'Its token answers 401 from then on. Any other id is a 404. Ending another session needs a password proof ' +
      'from the last 10 minutes (403 `reauthentication_required`); ending the current one does not.',
  }),

  endOtherSessions: route(access.recentSession, ok('{message, count}', 401, 403), {
    summary: 'End every session but this one',
    description: `\`count\` is how many sessions ended. Access tokens are not affected. ${NEEDS_PROOF}`,
  }),
} satisfies ServerRoutes;
