import * as contract from '@agent-registry/api-client/contract';
import { access, jsonBody, ok, routesTagged } from './common.js';

const profile = routesTagged('Users');
const pat = routesTagged('Personal access token');

/** The registry's public figures, then the signed-in user's profile and personal access token (session only). */
export const userRoutes = {
  registryStats: routesTagged('System').get('/stats', access.anyone, {
    summary: 'How many public agents and confirmed accounts the registry has (the dashboard tiles)',
    responses: ok(contract.RegistryStatsResponseSchema, 'The figures'),
  }),

  profile: profile.get('/users/profile', access.session, {
    summary: "The signed-in user's profile, preferences, stats and token info",
    responses: ok(contract.UserProfileResponseSchema, 'The profile', 401),
  }),

  updateProfile: profile.put('/users/profile', access.session, {
    summary: 'Update the profile (section 5 rules; field errors come back in `fields`)',
    request: { body: jsonBody(contract.UpdateProfileRequestSchema) },
    responses: ok(contract.UpdateProfileResponseSchema, 'The updated profile', 400, 401, 413),
  }),

  generatePat: pat.post('/users/pat/generate', access.recentSession, {
    summary: 'Generate a personal access token (64 hex characters), replacing any earlier one',
    responses: ok(contract.PatResponseSchema, '{pat}', 401, 403),
  }),

  patInfo: pat.get('/users/pat', access.session, {
    summary: 'Whether a token exists, when it was made and last used',
    responses: ok(contract.PatInfoResponseSchema, 'Token info', 401),
  }),

  revealPat: pat.get('/users/pat/value', access.recentSession, {
    summary: 'Reveal the current token',
    responses: ok(contract.PatResponseSchema, '{pat}', 401, 403, 404),
  }),

  revokePat: pat.delete('/users/pat/revoke', access.recentSession, {
    summary: 'Revoke the token; it stops working at once',
    description: 'Needs a password proof from the last 10 minutes (403 `reauthentication_required`).',
    responses: ok(contract.RevokePatResponseSchema, 'Revoked (also when there was none)', 401, 403),
  }),
};
