// Stars and download counts (the server's engagement service). Stars are signed-in calls; this
// browser's stars only.
import { AgentDownloadsQuerySchema } from '../../contract';
import { isAnswer, ok, type Answer, type Handler, type RouteRequest } from '../answers';
import { agentFor, agentNotFound, authenticate, save, signedIn, withQuery, type SimulatedContext } from '../context';
import { downloadTrend, isStarred, setStar, starCount, starredIds } from '../engagement';
import { catalogue, findAgent } from '../publishing';
import type { SimulatedState } from '../store';
import type { RouteHandlers } from './table';

export function engagementRoutes(ctx: SimulatedContext) {
  /** GET, PUT or DELETE /agents/{id}/star. */
  const starCall =
    (star: boolean | null): Handler =>
    (request: RouteRequest, state: SimulatedState): Answer => {
      const user = authenticate(ctx, state, request.token);
      if (isAnswer(user)) return user;
      const entry = findAgent(state, ctx.builtIn, request.params.id!, user.id);
      if (!entry) return agentNotFound();
      const agentId = entry.agent.id;
      if (star === null)
        return ok({ agent_id: agentId, starred: isStarred(state, user.id, agentId), star_count: starCount(state, agentId) });
      const answer = setStar(state, user.id, agentId, star);
      if (!entry.sample) entry.agent.star_count = answer.star_count;
      return save(ctx, state, ok(answer));
    };

  return {
    starredAgents: signedIn(ctx, (user, _request, state) => {
      const all = catalogue(state, ctx.builtIn, user.id);
      const data = starredIds(state, user.id).flatMap((agentId) => all.filter((agent) => agent.id === agentId));
      return ok({
        data,
        count: data.length,
        pagination: { page: 1, page_size: 100, total: data.length, total_pages: data.length ? 1 : 0 },
        next_token: null,
      });
    }),
    getStar: starCall(null),
    starAgent: starCall(true),
    unstarAgent: starCall(false),

    agentDownloads: withQuery(AgentDownloadsQuerySchema, (query, { params, token }, state) => {
      const entry = agentFor(ctx, state, params.id!, token);
      return entry ? ok(downloadTrend(state, entry.agent.id, query)) : agentNotFound();
    }),
  } satisfies RouteHandlers;
}
