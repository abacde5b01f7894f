// `api.agents`: the agent calls of spec section 7 (list with search, filters and cursor paging,
// detail, my agents, suggestions, facets), with the publishing calls (./publishing.ts) and the
// stars and download trends (./engagement.ts) of the same agents.
import { ALL_CATEGORIES, DEFAULT_PAGE, PAGE_SIZES } from '../contract/constants';
import type { Agent } from '../contract/entities';
import { normalizeAgent, normalizeAgentList } from '../contract/normalize';
import type { AgentFacetsResponse, AgentList, AgentListParams, SearchSuggestResponse } from '../contract/schemas';
import type { Http } from '../transport/http';
import { createEngagementCalls } from './engagement';
import { callRoute, type CallOptions } from './input';
import { agentParams } from './paths';
import { createPublishingCalls } from './publishing';

export type AgentsResource = ReturnType<typeof createAgentsResource>;

type Query = Record<string, string | number | boolean>;

/**
 * The query string of a list call: page 1 and size 20 by default; '', null, undefined and the
 * category 'all' are left out. The call checks it against the contract before sending it.
 */
export function buildAgentQuery(params: AgentListParams = {}): Query {
  const query: Query = {
    page: params.page ?? DEFAULT_PAGE,
    page_size: params.page_size ?? PAGE_SIZES.default,
  };
  const text = params.query?.trim();
  if (text) query.query = text;
  if (typeof params.featured === 'boolean') query.featured = params.featured;
  if (params.category && params.category !== ALL_CATEGORIES) query.category = params.category;
  if (params.visibility) query.visibility = params.visibility;
  if (params.sort) query.sort = params.sort;
  if (params.next_token) query.next_token = params.next_token;
  if (params.tag?.trim()) query.tag = params.tag.trim();
  if (params.updated_since) query.updated_since = params.updated_since;
  return query;
}

export function createAgentsResource(http: Http) {
  const fetchList = async (mine: boolean, params: AgentListParams | undefined, signal?: AbortSignal) => {
    const query = buildAgentQuery(params);
    const wire = await callRoute(http, (c) => (mine ? c.AGENT_ROUTES.myAgents : c.AGENT_ROUTES.listAgents), { query, signal });
    return normalizeAgentList(wire, { page: Number(query.page), page_size: Number(query.page_size) });
  };

  return {
    /** GET /agents. Empty filters are left out; pass the previous `next_token` for the next page. */
    list(params?: AgentListParams, options?: CallOptions): Promise<AgentList> {
      return fetchList(false, params, options?.signal);
    },

    /** GET /agents/my-agents (signed in) */
    myAgents(params?: AgentListParams, options?: CallOptions): Promise<AgentList> {
      return fetchList(true, params, options?.signal);
    },

    /** GET /agents/{id} */
    async get(id: string, options?: CallOptions): Promise<Agent> {
      // The agent, or a `{ data: agent }` envelope.
      const answer = await callRoute(http, (c) => c.AGENT_ROUTES.getAgent, { params: agentParams(id), signal: options?.signal });
      return normalizeAgent('data' in answer ? answer.data : answer);
    },

    /**
     * GET /agents/suggest: agent names, tags and frameworks for the text typed so far (typos
     * forgiven). Pass a `signal` to drop an answer the user has typed past.
     */
    async suggest(text: string, options?: CallOptions & { limit?: number }): Promise<SearchSuggestResponse> {
      const query: Query = { q: typeof text === 'string' ? text.trim() : '' };
      if (options?.limit !== undefined) query.limit = options.limit;
      return callRoute(http, (c) => c.AGENT_ROUTES.suggestAgents, { query, signal: options?.signal });
    },

    /** GET /agents/facets: how many agents match `query` / `tag` / `featured`, in all and per category. */
    async facets(params: Pick<AgentListParams, 'query' | 'tag' | 'featured'> = {}, options?: CallOptions): Promise<AgentFacetsResponse> {
      const query: Query = {};
      const text = params.query?.trim();
      if (text) query.query = text;
      if (params.tag?.trim()) query.tag = params.tag.trim();
      if (typeof params.featured === 'boolean') query.featured = params.featured;
      return callRoute(http, (c) => c.AGENT_ROUTES.agentFacets, { query, signal: options?.signal });
    },

    ...createPublishingCalls(http),
    ...createEngagementCalls(http),
  };
}
