import * as contract from '@agent-registry/api-client/contract';
import { ID_OR_REF, access, ok, routesTagged } from './common.js';

const route = routesTagged('Stars and downloads');

const starAnswer = ok(contract.AgentStarResponseSchema, '{agent_id, starred, star_count}', 401, 404, 429);

// Registered before the agent routes: the literal /agents/starred must win over /agents/{id}.
export const engagementRoutes = {
  starred: route.get('/agents/starred', access.agentMine, {
    summary: 'The agents you starred, most recently starred first (at most 100)',
    responses: ok(contract.AgentListResponseSchema, 'Your starred agents', 401),
  }),

  getStar: route.get('/agents/{id}/star', access.agentMine, {
    summary: 'Whether you starred the agent, and its star count',
    description: ID_OR_REF,
    request: { params: contract.IdParamsSchema },
    responses: ok(contract.AgentStarResponseSchema, '{agent_id, starred, star_count}', 401, 404),
  }),

  star: route.put('/agents/{id}/star', access.agentMine, {
    summary: 'Star the agent (once per user: starring again changes nothing)',
    description: `Counted on the agent in the same statement. At most 60 stars and unstars a minute (429). The demo account is read-only (403). ${ID_OR_REF}`,
    request: { params: contract.IdParamsSchema },
    responses: starAnswer,
  }),

  unstar: route.delete('/agents/{id}/star', access.agentMine, {
    summary: 'Take your star back (no star: changes nothing)',
    description: ID_OR_REF,
    request: { params: contract.IdParamsSchema },
    responses: starAnswer,
  }),

  downloads: route.get('/agents/{id}/downloads', access.agentRead, {
    summary: 'Downloads per day: every UTC day of the period, oldest first',
    description:
      '`period`: 7d, 30d, 90d (default) or 365d, ending today (UTC). `version` counts one version only. Days ' +
      `without downloads are 0; \`total\` is the period's sum. Counted per agent, version and day, not per download. ${ID_OR_REF}`,
    request: { params: contract.IdParamsSchema, query: contract.AgentDownloadsQuerySchema },
    responses: ok(contract.AgentDownloadsResponseSchema, 'The downloads per day', 400, 401, 404),
  }),
};
