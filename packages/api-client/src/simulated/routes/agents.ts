// The catalogue and one's own agents (the server's agents service): lists, one agent, changing
// and deleting it. Publishing and versions are in versions.ts.
import { AGENT_API_MESSAGES, AgentListQuerySchema, AgentUpdateSchema, type AgentListQuery } from '../../contract';
import { isAnswer, ok, type Answer } from '../answers';
import {
  agentFor,
  agentNotFound,
  authenticate,
  owned,
  ownAgents,
  save,
  signedInWith,
  staleProof,
  viewerOf,
  visibleAgents,
  withQuery,
  type SimulatedContext,
} from '../context';
import { listSampleAgents } from '../sample-agents';
import type { RouteHandlers } from './table';

/** No agents of one's own: an empty list, which is no simulated data. */
const emptyList = ({ page, page_size }: AgentListQuery): Answer =>
  ok({ data: [], count: 0, pagination: { page, page_size, total: 0, total_pages: 0 }, next_token: null }, false);

export function agentRoutes(ctx: SimulatedContext) {
  return {
    listAgents: withQuery(AgentListQuerySchema, (query, { token }, state) => ok(listSampleAgents(query, visibleAgents(ctx, state, token)))),

    // Without a session, an empty list rather than the server's 401: the client falls back to this
    // answer after any failure but a 401, signed in or not, and a fallback must not sign anyone out.
    myAgents: withQuery(AgentListQuerySchema, (query, { token }, state) => {
      const viewer = viewerOf(state, token);
      const mine = viewer ? ownAgents(ctx, state, viewer) : [];
      return mine.length ? ok(listSampleAgents(query, mine)) : emptyList(query);
    }),

    getAgent: ({ params, token }, state) => {
      const entry = agentFor(ctx, state, params.id!, token);
      return entry ? ok(entry.agent) : agentNotFound();
    },

    /** The metadata; '' or null clears a link, an empty author is the owner's name. */
    updateAgent: signedInWith(ctx, AgentUpdateSchema, (user, changes, { params }, state) => {
      const entry = owned(ctx, state, params.id!, user);
      if (isAnswer(entry)) return entry;
      const { agent } = entry;
      if (changes.name !== undefined) agent.name = changes.name;
      if (changes.description !== undefined) agent.description = changes.description;
      if (changes.author_name !== undefined) agent.author_name = changes.author_name || user.name;
      if (changes.category !== undefined) agent.category = changes.category;
      if (changes.tags !== undefined) agent.tags = changes.tags;
      if (changes.visibility !== undefined) agent.visibility = changes.visibility;
      if (changes.repository_url !== undefined) agent.repository_url = changes.repository_url || null;
      if (changes.documentation_url !== undefined) agent.documentation_url = changes.documentation_url || null;
      agent.updated_at = new Date().toISOString();
      return save(ctx, state, ok(agent));
    }),

    /** Like the PAT calls, a session needs a recent password proof. */
    deleteAgent: ({ params, token }, state) => {
      const user = authenticate(ctx, state, token);
      if (isAnswer(user)) return user;
      const stale = staleProof(state, token);
      if (stale) return stale;
      const entry = owned(ctx, state, params.id!, user);
      if (isAnswer(entry)) return entry;
      delete state.agents[entry.agent.id];
      return save(ctx, state, ok({ message: AGENT_API_MESSAGES.agentDeleted, id: entry.agent.id }));
    },
  } satisfies RouteHandlers;
}
