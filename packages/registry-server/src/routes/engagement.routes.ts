import { ID_OR_REF, access, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Stars and downloads');

const starAnswer = ok('{agent_id, starred, star_count}', 401, 404, 429);

// Registered before the agent routes: the literal /agents/starred must win over /agents/{id}.
export const engagementRoutes = {
  starredAgents: route(access.agentMine, ok('Your starred agents', 401), {
    summary: 'The agents you starred, most recently starred first (at most 100)',
  }),

  getStar: route(access.agentMine, ok('{agent_id, starred, star_count}', 401, 404), {
    summary: 'Whether you starred the agent, and its star count',
    description: ID_OR_REF,
  }),

  starAgent: route(access.agentMine, starAnswer, {
    summary: 'Star the agent (once per user: starring again changes nothing)',
    description: `Counted on the agent in the same statement. At most 60 stars and unstars a minute (429). The demo account is read-only (403). ${ID_OR_REF}`,
  }),

  unstarAgent: route(access.agentMine, starAnswer, {
    summary: 'Take your star back (no star: changes nothing)',
    description: ID_OR_REF,
  }),

  agentDownloads: route(access.agentRead, ok('The downloads per day', 400, 401, 404), {
    summary: 'Downloads per day: every UTC day of the period, oldest first',
    description:
      '`period`: 7d, 30d, 90d (default) or 365d, ending today (UTC). `version` counts one version only. Days ' +
      `without downloads are 0; \`total\` is the period's sum. Counted per agent, version and day, not per download. ${ID_OR_REF}`,
  }),
} satisfies ServerRoutes;
