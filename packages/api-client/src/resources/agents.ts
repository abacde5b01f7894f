// Agent calls of spec section 7: list (search, filters, cursor paging), detail, my agents.
import { ALL_CATEGORIES, DEFAULT_PAGE, PAGE_SIZES } from '../contract/constants';
import type { Agent } from '../contract/entities';
import { normalizeAgent, normalizeAgentList } from '../contract/normalize';
import type { AgentFacetsResponse, AgentList, AgentListParams, SearchSuggestResponse } from '../contract/schemas';
import { ValidationError } from '../errors';
import type { Http } from '../transport/http';
import { AgentAnswerParser, AgentFacetsParser, AgentListWireParser, SearchSuggestParser } from '../wire/parsers';
import { AgentFacetsQueryParser, AgentListQueryParser, SearchSuggestQueryParser } from '../wire/queries';
import { parseInput } from './input';

export interface AgentsResource {
  /** GET /agents. Empty filters are left out; pass the previous `next_token` for the next page. */
  list(params?: AgentListParams, options?: { signal?: AbortSignal }): Promise<AgentList>;
  /** GET /agents/{id} */
  get(id: string, options?: { signal?: AbortSignal }): Promise<Agent>;
  /** GET /agents/my-agents (signed in) */
  myAgents(params?: AgentListParams, options?: { signal?: AbortSignal }): Promise<AgentList>;
  /**
   * GET /agents/suggest: agent names, tags and frameworks for the text typed so far (typos
   * forgiven). Pass a `signal` to drop an answer the user has typed past.
   */
  suggest(text: string, options?: { limit?: number; signal?: AbortSignal }): Promise<SearchSuggestResponse>;
  /** GET /agents/facets: how many agents match `query` / `tag` / `featured`, in all and per category. */
  facets(params?: Pick<AgentListParams, 'query' | 'tag' | 'featured'>, options?: { signal?: AbortSignal }): Promise<AgentFacetsResponse>;
}

type Query = Record<string, string | number | boolean>;

/**
 * The query string of a list call: page 1 and size 20 by default; '', null, undefined and the
 * category 'all' are left out. Throws ValidationError for values the API would refuse.
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
  parseInput(AgentListQueryParser, query);
  return query;
}

export function createAgentsResource(http: Http): AgentsResource {
  const fetchList = async (url: string, params: AgentListParams | undefined, signal?: AbortSignal) => {
    const query = buildAgentQuery(params);
    const wire = await http.request({ method: 'GET', url, params: query, signal }, AgentListWireParser);
    return normalizeAgentList(wire, { page: Number(query.page), page_size: Number(query.page_size) });
  };

  return {
    list: (params, options) => fetchList('/agents', params, options?.signal),
    myAgents: (params, options) => fetchList('/agents/my-agents', params, options?.signal),
    async suggest(text, options) {
      const query: Query = { q: typeof text === 'string' ? text.trim() : '' };
      if (options?.limit !== undefined) query.limit = options.limit;
      parseInput(SearchSuggestQueryParser, query);
      return http.request({ method: 'GET', url: '/agents/suggest', params: query, signal: options?.signal }, SearchSuggestParser);
    },
    async facets(params = {}, options) {
      const query: Query = {};
      const text = params.query?.trim();
      if (text) query.query = text;
      if (params.tag?.trim()) query.tag = params.tag.trim();
      if (typeof params.featured === 'boolean') query.featured = params.featured;
      parseInput(AgentFacetsQueryParser, query);
      return http.request({ method: 'GET', url: '/agents/facets', params: query, signal: options?.signal }, AgentFacetsParser);
    },
    async get(id, options) {
      if (typeof id !== 'string' || id.trim() === '') {
        throw new ValidationError('An agent id is required', { fields: { id: 'An agent id is required' } });
      }
      const answer = await http.request(
        { method: 'GET', url: `/agents/${encodeURIComponent(id)}`, signal: options?.signal },
        // The agent, or a `{ data: agent }` envelope.
        AgentAnswerParser,
      );
      return normalizeAgent('data' in answer ? answer.data : answer);
    },
  };
}
