// Search helpers over what the caller may see (the server's search): suggestions as one types,
// and the category counts of a query.
import { AgentFacetsQuerySchema, SearchSuggestQuerySchema } from '../../contract';
import { ok } from '../answers';
import { visibleAgents, withQuery, type SimulatedContext } from '../context';
import { sampleAgentFacets, suggestSampleAgents } from '../sample-agents';
import type { RouteHandlers } from './table';

export function searchRoutes(ctx: SimulatedContext) {
  return {
    suggestAgents: withQuery(SearchSuggestQuerySchema, (query, { token }, state) =>
      ok(suggestSampleAgents(query, visibleAgents(ctx, state, token))),
    ),
    agentFacets: withQuery(AgentFacetsQuerySchema, (query, { token }, state) =>
      ok(sampleAgentFacets(query, visibleAgents(ctx, state, token))),
    ),
  } satisfies RouteHandlers;
}
