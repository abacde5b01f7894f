// Agent calls of spec section 7: list (search, filters, cursor paging), detail, my agents; and
// publishing: an agent is a series of immutable versions of an agent.yaml with a README.
import { ALL_CATEGORIES, DEFAULT_PAGE, PAGE_SIZES } from '../contract/constants';
import type { Agent } from '../contract/entities';
import { normalizeAgent, normalizeAgentList } from '../contract/normalize';
import type {
  AgentCreateInput,
  AgentDeleteResponse,
  AgentFacetsResponse,
  AgentList,
  AgentListParams,
  AgentManifestResponse,
  AgentPublishInput,
  AgentDownloadsResponse,
  AgentStarResponse,
  AgentUpdateInput,
  DownloadPeriod,
  AgentVersion,
  AgentVersionListResponse,
  SearchSuggestResponse,
} from '../contract/schemas';
import type { Http } from '../transport/http';
import { callRoute } from './input';
import { lazyCalls, once } from './lazy';
import { agentParams } from './paths';
import { ENGAGEMENT_CALLS, PUBLISHING_CALLS, type EngagementCalls, type PublishingCalls } from './publishingCalls';

type CallOptions = { signal?: AbortSignal | undefined };

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

  // Publishing. Every `id` may be the agent's id or its 'owner/name' (sent URL-encoded). Input
  // that breaks a contract rule is refused before sending (ValidationError with `fields`).

  /**
   * POST /agents (signed in): a new agent with its first version, from `agent_yaml` (or
   * `manifest`). The server checks the YAML with `validateAgentManifest`: a 400's `fields` are
   * keyed by agent.yaml path ('spec.model.provider'), a bad YAML's under `agent_yaml` with its
   * line and column. 409 when the caller already has an agent of that metadata.name.
   */
  create(input: AgentCreateInput, options?: CallOptions): Promise<Agent>;
  /** PUT /agents/{id} (owner): the agent's metadata; versions are published, never edited. */
  update(id: string, input: AgentUpdateInput, options?: CallOptions): Promise<Agent>;
  /**
   * DELETE /agents/{id} (owner), with every version. A session needs a recent password proof
   * (403 `reauthentication_required`, see `isReauthRequired` and `auth.confirmPassword`).
   */
  remove(id: string, options?: CallOptions): Promise<AgentDeleteResponse>;
  /**
   * POST /agents/{id}/versions (owner): a new immutable version. metadata.name must stay the
   * agent's (400), and a version number is published once (409).
   */
  publish(id: string, input: AgentPublishInput, options?: CallOptions): Promise<AgentVersion>;
  /** GET /agents/{id}/versions: newest first (without agent.yaml and README), and the current one. */
  versions(id: string, options?: CallOptions): Promise<AgentVersionListResponse>;
  /** GET /agents/{id}/versions/{version}: one version with its agent.yaml and README. */
  version(id: string, version: string, options?: CallOptions): Promise<AgentVersion>;
  /**
   * POST /agents/{id}/versions/{version}/yank (owner): installs skip the version (a pinned pull
   * still gets it, flagged); the current version moves to the highest one left.
   */
  yank(id: string, version: string, reason: string, options?: CallOptions): Promise<AgentVersion>;
  /** DELETE /agents/{id}/versions/{version}/yank (owner): the version counts again. */
  unyank(id: string, version: string, options?: CallOptions): Promise<AgentVersion>;
  /** POST /agents/{id}/deprecate (owner): `deprecation_message` is shown on the agent. */
  deprecate(id: string, message: string, options?: CallOptions): Promise<Agent>;
  /** DELETE /agents/{id}/deprecate (owner): clears `deprecation_message`. */
  undeprecate(id: string, options?: CallOptions): Promise<Agent>;
  /**
   * GET /agents/{id}/download: the agent.yaml as published (with its sha256 `digest`) of
   * `version`, else of the current version; counts a download.
   */
  download(id: string, options?: CallOptions & { version?: string | null | undefined }): Promise<AgentManifestResponse>;

  // Stars and download trends (their code loads on first use, like publishing).

  /** GET /agents/{id}/star (signed in): whether the caller starred the agent, and its star count. */
  starStatus(id: string, options?: CallOptions): Promise<AgentStarResponse>;
  /** PUT /agents/{id}/star (signed in): stars the agent; starring twice keeps one star. */
  star(id: string, options?: CallOptions): Promise<AgentStarResponse>;
  /** DELETE /agents/{id}/star (signed in): takes the caller's star back. */
  unstar(id: string, options?: CallOptions): Promise<AgentStarResponse>;
  /** GET /agents/starred (signed in): the agents the caller starred, most recently starred first. */
  starred(options?: CallOptions): Promise<AgentList>;
  /** GET /agents/{id}/downloads: downloads per day over `period` (default 90d), of every version or of `version`. */
  downloads(id: string, options?: CallOptions & { period?: DownloadPeriod; version?: string | null }): Promise<AgentDownloadsResponse>;
}

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

export function createAgentsResource(http: Http): AgentsResource {
  const publishing = once(() => import('./publishing').then((m) => m.createPublishingCalls(http)));
  const engagement = once(() => import('./engagement').then((m) => m.createEngagementCalls(http)));

  const fetchList = async (mine: boolean, params: AgentListParams | undefined, signal?: AbortSignal) => {
    const query = buildAgentQuery(params);
    const wire = await callRoute(http, (c) => (mine ? c.AGENT_ROUTES.myAgents : c.AGENT_ROUTES.listAgents), { query, signal });
    return normalizeAgentList(wire, { page: Number(query.page), page_size: Number(query.page_size) });
  };

  return {
    list: (params, options) => fetchList(false, params, options?.signal),
    myAgents: (params, options) => fetchList(true, params, options?.signal),
    async suggest(text, options) {
      const query: Query = { q: typeof text === 'string' ? text.trim() : '' };
      if (options?.limit !== undefined) query.limit = options.limit;
      return callRoute(http, (c) => c.AGENT_ROUTES.suggestAgents, { query, signal: options?.signal });
    },
    async facets(params = {}, options) {
      const query: Query = {};
      const text = params.query?.trim();
      if (text) query.query = text;
      if (params.tag?.trim()) query.tag = params.tag.trim();
      if (typeof params.featured === 'boolean') query.featured = params.featured;
      return callRoute(http, (c) => c.AGENT_ROUTES.agentFacets, { query, signal: options?.signal });
    },
    async get(id, options) {
      // The agent, or a `{ data: agent }` envelope.
      const answer = await callRoute(http, (c) => c.AGENT_ROUTES.getAgent, { params: agentParams(id), signal: options?.signal });
      return normalizeAgent('data' in answer ? answer.data : answer);
    },

    // Each publishing call is a stub that loads the real one (./publishing.ts) on first use, so
    // the first page a visitor opens carries almost nothing of them.
    ...lazyCalls<PublishingCalls>(PUBLISHING_CALLS, publishing),
    ...lazyCalls<EngagementCalls>(ENGAGEMENT_CALLS, engagement),
  };
}
