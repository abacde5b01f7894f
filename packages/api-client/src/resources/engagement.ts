// Stars and download trends of AgentsResource, loaded on their first use (see createAgentsResource).
import { ENGAGEMENT_ROUTES as ROUTES } from '../contract/engagement';
import { normalizeAgentList } from '../contract/normalize';
import type { Http } from '../transport/http';
import { callRoute } from './input';
import { agentParams } from './paths';
import type { EngagementCalls } from './publishingCalls';

export function createEngagementCalls(http: Http): EngagementCalls {
  return {
    starStatus: async (id, options) => callRoute(http, ROUTES.getStar, { params: agentParams(id), signal: options?.signal }),
    star: async (id, options) => callRoute(http, ROUTES.starAgent, { params: agentParams(id), signal: options?.signal }),
    unstar: async (id, options) => callRoute(http, ROUTES.unstarAgent, { params: agentParams(id), signal: options?.signal }),
    async starred(options) {
      const wire = await callRoute(http, ROUTES.starredAgents, { signal: options?.signal });
      return normalizeAgentList(wire, { page: 1, page_size: wire.data.length });
    },
    async downloads(id, options) {
      const query: Record<string, string> = {};
      if (options?.period) query.period = options.period;
      if (options?.version) query.version = options.version.trim();
      return callRoute(http, ROUTES.agentDownloads, { params: agentParams(id), query, signal: options?.signal });
    },
  };
}
