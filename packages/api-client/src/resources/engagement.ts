// The stars and download trends of `api.agents`. Their routes and schemas load with the first of
// these calls, not with the page.
import { normalizeAgentList } from '../contract/normalize';
import type { AgentDownloadsResponse, AgentList, AgentStarResponse, DownloadPeriod } from '../contract/schemas';
import type { Http } from '../transport/http';
import { lazyRoutes, type CallOptions } from './input';
import { agentParams } from './paths';

const callEngagement = lazyRoutes(() => import('../contract/engagement').then((m) => m.ENGAGEMENT_ROUTES));

export function createEngagementCalls(http: Http) {
  return {
    /** GET /agents/{id}/star (signed in): whether the caller starred the agent, and its star count. */
    async starStatus(id: string, options?: CallOptions): Promise<AgentStarResponse> {
      return callEngagement(http, (r) => r.getStar, { params: agentParams(id), signal: options?.signal });
    },

    /** PUT /agents/{id}/star (signed in): stars the agent; starring twice keeps one star. */
    async star(id: string, options?: CallOptions): Promise<AgentStarResponse> {
      return callEngagement(http, (r) => r.starAgent, { params: agentParams(id), signal: options?.signal });
    },

    /** DELETE /agents/{id}/star (signed in): takes the caller's star back. */
    async unstar(id: string, options?: CallOptions): Promise<AgentStarResponse> {
      return callEngagement(http, (r) => r.unstarAgent, { params: agentParams(id), signal: options?.signal });
    },

    /** GET /agents/starred (signed in): the agents the caller starred, most recently starred first. */
    async starred(options?: CallOptions): Promise<AgentList> {
      const wire = await callEngagement(http, (r) => r.starredAgents, { signal: options?.signal });
      return normalizeAgentList(wire, { page: 1, page_size: wire.data.length });
    },

    /** GET /agents/{id}/downloads: downloads per day over `period` (default 90d), of every version or of `version`. */
    async downloads(
      id: string,
      options?: CallOptions & { period?: DownloadPeriod; version?: string | null },
    ): Promise<AgentDownloadsResponse> {
      const query: Record<string, string> = {};
      if (options?.period) query.period = options.period;
      if (options?.version) query.version = options.version.trim();
      return callEngagement(http, (r) => r.agentDownloads, { params: agentParams(id), query, signal: options?.signal });
    },
  };
}
