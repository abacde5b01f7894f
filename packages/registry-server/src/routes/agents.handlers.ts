import type { AgentFacetsResponse, AgentListResponse, AgentResponse, SearchSuggestResponse } from '@agent-registry/api-client/contract';
import { assertRecentProof, proofIsStale } from '../auth/middleware.js';
import * as agents from '../services/agents.js';
import { suggestText } from '../search/suggest.js';
import * as versions from '../services/versions.js';
import type { agentRoutes } from './agents.routes.js';
import { callerOf, jsonText, servicesOf, viewerOf, type ContractHandlers } from './common.js';

export const agentHandlers: ContractHandlers<typeof agentRoutes> = {
  listAgents: async (c) => jsonText<AgentListResponse>(c, await agents.listAgentsText(servicesOf(c), c.req.valid('query'), viewerOf(c))),

  myAgents: async (c) =>
    jsonText<AgentListResponse>(c, await agents.listAgentsText(servicesOf(c), c.req.valid('query'), callerOf(c), { ownerOnly: true })),

  suggestAgents: async (c) => jsonText<SearchSuggestResponse>(c, await suggestText(servicesOf(c), c.req.valid('query'))),

  agentFacets: async (c) =>
    jsonText<AgentFacetsResponse>(c, await agents.agentFacetsText(servicesOf(c), c.req.valid('query'), viewerOf(c))),

  getAgent: async (c) => jsonText<AgentResponse>(c, await agents.getAgentJsonText(servicesOf(c), c.req.valid('param').id, viewerOf(c))),

  downloadAgent: async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await versions.downloadAgent(servicesOf(c), id, c.req.valid('query').version, viewerOf(c)), 200);
  },

  createAgent: async (c) => c.json(await agents.createAgent(servicesOf(c), callerOf(c), c.req.valid('json')), 201),

  updateAgent: async (c) => {
    const ctx = servicesOf(c);
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    // Making a private agent public (or the reverse) needs a recent password proof from a
    // session; other edits, and tokens, do not. The second look happens only when it may matter.
    if (input.visibility !== undefined && proofIsStale(c)) {
      const owned = await agents.loadOwned(ctx, id, callerOf(c));
      if (owned.visibility !== input.visibility) assertRecentProof(c);
    }
    return c.json(await agents.updateAgent(ctx, callerOf(c), id, input), 200);
  },

  deleteAgent: async (c) => c.json(await agents.deleteAgent(servicesOf(c), callerOf(c), c.req.valid('param').id), 200),
};
