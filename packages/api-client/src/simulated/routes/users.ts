// /users: the profile, the personal access token, and the registry's counts (the server's users
// and pat services).
import { API_MESSAGES, ERROR_CODES, UpdateProfileRequestSchema, usernameFromEmail, type Agent, type UserProfile } from '../../contract';
import { ok, fail, parse } from '../answers';
import { ownAgents, signedIn, staleProof, type SimulatedContext } from '../context';
import { catalogue } from '../publishing';
import type { SimulatedUser } from '../store';
import type { RouteHandlers } from './table';

/** GET /users/profile; `own` is every agent the user owns, for the stats. */
function profileOf(user: SimulatedUser, own: readonly Agent[]): UserProfile {
  return {
    id: user.id,
    user_id: user.id,
    full_name: user.name,
    username: usernameFromEmail(user.email),
    email: user.email,
    avatar_url: user.profile.avatar_url ?? '',
    status: user.confirmed ? 'active' : 'pending_confirmation',
    role: 'user',
    created_at: user.created_at,
    profile: { ...user.profile },
    preferences: { ...user.preferences },
    stats: {
      agents_count: own.length,
      total_downloads: own.reduce((sum, agent) => sum + (agent.download_count ?? 0), 0),
    },
    pat_info: {
      has_pat: user.pat !== null,
      created_at: user.pat?.created_at ?? null,
      last_used: user.pat?.last_used ?? null,
    },
    // The simulated registry has no operators (OPERATORS is a server setting).
    is_operator: false,
  };
}

export function userRoutes(ctx: SimulatedContext) {
  const { store } = ctx;
  return {
    registryStats: (_request, state) => {
      // The agents anyone may see, and the confirmed accounts.
      const agents = catalogue(state, ctx.builtIn, null);
      const users = Object.values(state.users).filter((user) => user.confirmed);
      return ok({ total_agents: agents.length, total_users: users.length });
    },

    getProfile: signedIn(ctx, (user, _request, state) => ok(profileOf(user, ownAgents(ctx, state, user)))),

    updateProfile: signedIn(ctx, (user, { body }, state) => {
      const input = parse(UpdateProfileRequestSchema, body);
      if ('answer' in input) return input.answer;
      const { full_name, preferences, ...details } = input.data;
      if (full_name !== undefined && full_name !== '') user.name = full_name;
      user.profile = { ...user.profile, ...details };
      if (preferences) user.preferences = { ...user.preferences, ...preferences };
      store.write(state);
      return ok({ ...profileOf(user, ownAgents(ctx, state, user)), message: API_MESSAGES.profileUpdated });
    }),

    generatePat: signedIn(ctx, (user, { token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      const pat = { value: ctx.secrets.apiToken(), created_at: new Date().toISOString(), last_used: null };
      user.pat = pat;
      store.write(state);
      return ok({ pat: pat.value, created_at: pat.created_at, message: API_MESSAGES.patGenerated });
    }),

    getPatInfo: signedIn(ctx, (user) =>
      ok({ has_pat: user.pat !== null, created_at: user.pat?.created_at ?? null, last_used: user.pat?.last_used ?? null }),
    ),

    getPatValue: signedIn(
      ctx,
      (user, { token }, state) =>
        staleProof(state, token) ??
        (user.pat ? ok({ pat: user.pat.value, created_at: user.pat.created_at }) : fail(404, ERROR_CODES.notFound, API_MESSAGES.noPat)),
    ),

    /** Idempotent, as on the server: revoking when there is no PAT also answers 200. */
    revokePat: signedIn(ctx, (user, { token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      user.pat = null;
      store.write(state);
      return ok({ message: API_MESSAGES.patRevoked });
    }),
  } satisfies RouteHandlers;
}
