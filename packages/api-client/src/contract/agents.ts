// The agent reads of spec section 7: the list (search, filters, cursor paging), one agent, the
// caller's own agents, and the search helpers (suggestions, facet counts).
import * as z from 'zod/mini';
import {
  AGENT_FILTER_CATEGORIES,
  AGENT_SORTS,
  AGENT_VISIBILITIES,
  ALL_CATEGORIES,
  DEFAULT_PAGE,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGESTION_KINDS,
  SUGGEST_LIMIT,
  SUGGEST_MAX_LENGTH,
  type AgentFilterCategory,
  type AgentSort,
  type AgentVisibility,
} from './constants';
import { booleanQuery, count, queryInt, route, signedInRoute, text, type ApiRoute } from './common';
import { AgentAnswerWireSchema, AgentSchema, AgentWireSchema, PaginationSchema, RangeSchema } from './entities';
import { VALIDATION_MESSAGES } from './messages';

/**
 * GET /agents query. Parses query strings ('true', '2') as well as typed values.
 * page defaults to 1, page_size to 20. `next_token` (opaque cursor) takes precedence over page.
 */
export const AgentListQuerySchema = z.strictObject({
  query: z.optional(text(z.trim(), z.maxLength(SEARCH_QUERY_MAX_LENGTH, VALIDATION_MESSAGES.searchTooLong))),
  featured: z.optional(booleanQuery()),
  category: z.optional(z.enum(AGENT_FILTER_CATEGORIES)),
  visibility: z.optional(z.enum(AGENT_VISIBILITIES)),
  sort: z.optional(z.enum(AGENT_SORTS)),
  page: z._default(queryInt(1), DEFAULT_PAGE),
  page_size: z._default(queryInt(1, MAX_PAGE_SIZE), PAGE_SIZES.default),
  next_token: z.optional(text(z.minLength(1))),
  /** Only agents carrying this tag (exact match). */
  tag: z.optional(text(z.trim(), z.minLength(1), z.maxLength(40))),
  /**
   * Incremental sync: agents created or changed at or after this RFC 3339 instant, oldest change
   * first (ties by id), so a mirror can resume from the last `updated_at` it stored.
   */
  updated_since: z.optional(z.iso.datetime({ offset: true, error: 'updated_since must be an RFC 3339 date-time' })),
});
export type AgentListQuery = z.output<typeof AgentListQuerySchema>;

/**
 * What a caller passes to `agents.list()`. Empty values ('', null, undefined, and the
 * category 'all') are left out of the query.
 */
export interface AgentListParams {
  query?: string | null;
  featured?: boolean | null;
  category?: AgentFilterCategory | typeof ALL_CATEGORIES | '' | null;
  visibility?: AgentVisibility | '' | null;
  sort?: AgentSort | '' | null;
  page?: number | null;
  page_size?: number | null;
  next_token?: string | null;
  tag?: string | null;
  updated_since?: string | null;
}

/** GET /agents and GET /agents/my-agents, canonical shape. */
export const AgentListResponseSchema = z.object({
  data: z.array(AgentSchema),
  count: count(),
  pagination: PaginationSchema,
  /** Cursor of the next page; null on the last page. */
  next_token: z.nullable(z.string()),
  /**
   * With `query`: the query with each misspelled word replaced by the closest word the catalogue
   * holds, when at least one was; the results already include those spellings.
   */
  did_you_mean: z.optional(z.nullable(z.string())),
});
export type AgentListResponse = z.infer<typeof AgentListResponseSchema>;
/** The normalised list every agents call returns. */
export type AgentList = AgentListResponse;

/** An agent list as it may arrive: with a pagination object, or data / count / total / next_token. */
export const AgentListWireSchema = z.object({
  data: z.array(AgentWireSchema),
  count: z.optional(count()),
  total: z.optional(count()),
  pagination: z.optional(z.partial(PaginationSchema)),
  next_token: z.nullish(z.string()),
  did_you_mean: z.nullish(z.string()),
});
export type AgentListWire = z.infer<typeof AgentListWireSchema>;

/** GET /agents/{id} */
export const AgentResponseSchema = AgentSchema;
export type AgentResponse = z.infer<typeof AgentResponseSchema>;

// --- Search helpers -------------------------------------------------------------------------

/** GET /agents/suggest query: the text typed so far. */
export const SearchSuggestQuerySchema = z.strictObject({
  q: text(z.trim(), z.minLength(1), z.maxLength(SUGGEST_MAX_LENGTH)),
  limit: z._default(queryInt(1, 20), SUGGEST_LIMIT),
});
export type SearchSuggestQuery = z.output<typeof SearchSuggestQuerySchema>;

/** One suggestion: an agent to open, or a tag or framework to search for. */
export const SearchSuggestionSchema = z.object({
  kind: z.enum(SEARCH_SUGGESTION_KINDS),
  /** What is shown and, for a tag or framework, what is searched. */
  label: z.string(),
  /** The agent's id (kind 'agent' only). */
  id: z.optional(z.string()),
  /** [start, end) of the typed text (or its correction) within `label`, for bold matching. */
  match: z.nullable(RangeSchema),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** GET /agents/suggest */
export const SearchSuggestResponseSchema = z.object({
  query: z.string(),
  suggestions: z.array(SearchSuggestionSchema),
  /** The closest spelling the catalogue holds, when the text as typed matches nothing. */
  did_you_mean: z.nullable(z.string()),
});
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;

/** GET /agents/facets query: the list filters whose matches are counted per category. */
export const AgentFacetsQuerySchema = z.pick(AgentListQuerySchema, { query: true, tag: true, featured: true });
export type AgentFacetsQuery = z.output<typeof AgentFacetsQuerySchema>;

/** GET /agents/facets: how many visible agents match, in all and per category (0 included). */
export const AgentFacetsResponseSchema = z.object({
  total: count(),
  categories: z.record(z.enum(AGENT_FILTER_CATEGORIES), count()),
});
export type AgentFacetsResponse = z.infer<typeof AgentFacetsResponseSchema>;

/** The agent list, filtered and paged: of every visible agent, or of the caller's own. */
const agentList = { query: AgentListQuerySchema, wire: AgentListWireSchema };

/**
 * The agent reads. Register `/agents/my-agents` (and the other literal paths) before
 * `/agents/{id}` so the literal path wins.
 */
export const AGENT_ROUTES = {
  listAgents: route('GET /agents', AgentListResponseSchema, agentList),
  myAgents: signedInRoute('GET /agents/my-agents', AgentListResponseSchema, agentList),
  suggestAgents: route('GET /agents/suggest', SearchSuggestResponseSchema, { query: SearchSuggestQuerySchema }),
  agentFacets: route('GET /agents/facets', AgentFacetsResponseSchema, { query: AgentFacetsQuerySchema }),
  getAgent: route('GET /agents/{id}', AgentResponseSchema, { wire: AgentAnswerWireSchema }),
} as const satisfies Record<string, ApiRoute>;
