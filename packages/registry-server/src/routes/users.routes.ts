import { NEEDS_PROOF, access, ok, routesTagged, type ServerRoutes } from './common.js';

const profile = routesTagged('Users');
const pat = routesTagged('Personal access token');

/** The registry's public figures, then the signed-in user's profile and personal access token (session only). */
export const userRoutes = {
  registryStats: routesTagged('System')(access.anyone, ok('The figures'), {
    summary: 'How many public agents and confirmed accounts the registry has (the dashboard tiles)',
  }),

  getProfile: profile(access.session, ok('The profile', 401), {
    summary: "The signed-in user's profile, preferences, stats and token info",
  }),

  updateProfile: profile(access.session, ok('The updated profile', 400, 401, 413), {
    summary: 'Update the profile (section 5 rules; field errors come back in `fields`)',
  }),

  generatePat: pat(access.recentSession, ok('{pat}', 401, 403), {
    summary: 'Generate a personal access token (64 hex characters), replacing any earlier one',
  }),

  getPatInfo: pat(access.session, ok('Token info', 401), { summary: 'Whether a token exists, when it was made and last used' }),

  getPatValue: pat(access.recentSession, ok('{pat}', 401, 403, 404), { summary: 'Reveal the current token' }),

  revokePat: pat(access.recentSession, ok('Revoked (also when there was none)', 401, 403), {
    summary: 'Revoke the token; it stops working at once',
    description: NEEDS_PROOF,
  }),
} satisfies ServerRoutes;
