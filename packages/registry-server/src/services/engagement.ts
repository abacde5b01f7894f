// Stars and download trends. A star is one per user and agent, counted on the agent in the same
// statement; the demo account is read-only (the auth middleware refuses its writes), so it never
// counts. Star counts change no `updated_at`: a star is not a change of the agent.
import {
  DEFAULT_DOWNLOAD_PERIOD,
  INLINE_MESSAGES,
  periodDays,
  type AgentDownloadsQuery,
  type AgentDownloadsResponse,
  type AgentList,
  type AgentStarResponse,
} from '@agent-registry/api-client/contract';
import { notFound } from '../lib/errors.js';
import type { UserRow } from '../db/schema.js';
import * as repo from '../repositories/engagement.js';
import { agentJson, agentKey, forgetAgent, getAgentRow } from './agents.js';
import type { ServiceContext } from './context.js';
import { hitRateLimit } from './rateLimit.js';

/** Most starred agents one answer lists. */
export const STARRED_LIMIT = 100;

const starJson = (row: repo.StarRow): AgentStarResponse => ({
  agent_id: row.agent_id,
  starred: Boolean(row.starred),
  star_count: Number(row.star_count),
});

/** GET /agents/{id}/star */
export async function getStar(ctx: ServiceContext, user: UserRow, idOrRef: string): Promise<AgentStarResponse> {
  const row = await repo.findStar(ctx.handle, agentKey(idOrRef), user.id);
  if (!row) throw notFound(INLINE_MESSAGES.agentNotFound);
  return starJson(row);
}

/** PUT (starred) and DELETE (not) /agents/{id}/star: idempotent, rate-limited per user. */
export async function setStar(ctx: ServiceContext, user: UserRow, idOrRef: string, starred: boolean): Promise<AgentStarResponse> {
  await hitRateLimit(ctx, `star:${user.id}`, ctx.config.rateLimits.starPerUser);
  const row = await repo.setStar(ctx.handle, agentKey(idOrRef), user.id, starred, ctx.clock.now().toISOString());
  if (!row) throw notFound(INLINE_MESSAGES.agentNotFound);
  // The cached agent carries the count; lists sorted by stars read the table.
  ctx.agentCache.delete(row.agent_id.toLowerCase());
  const agent = await getAgentRow(ctx, row.agent_id, user).catch(() => null);
  if (agent) forgetAgent(ctx, agent);
  return starJson(row);
}

/** GET /agents/starred: the caller's starred agents, most recently starred first. */
export async function listStarred(ctx: ServiceContext, user: UserRow): Promise<AgentList> {
  const rows = await repo.listStarred(ctx.handle, user.id, STARRED_LIMIT);
  const data = rows.map(agentJson);
  return {
    data,
    count: data.length,
    pagination: { page: 1, page_size: STARRED_LIMIT, total: data.length, total_pages: data.length > 0 ? 1 : 0 },
    next_token: null,
  };
}

/** GET /agents/{id}/downloads: every UTC day of the period, oldest first, zeros included. */
export async function agentDownloads(
  ctx: ServiceContext,
  idOrRef: string,
  query: AgentDownloadsQuery,
  viewer: UserRow | null,
): Promise<AgentDownloadsResponse> {
  const agent = await getAgentRow(ctx, idOrRef, viewer);
  const period = query.period ?? DEFAULT_DOWNLOAD_PERIOD;
  const version = query.version ?? null;
  const dayMs = 24 * 60 * 60 * 1000;
  const today = Date.parse(ctx.clock.now().toISOString().slice(0, 10));
  const dates = Array.from({ length: periodDays(period) }, (_, i) =>
    new Date(today - (periodDays(period) - 1 - i) * dayMs).toISOString().slice(0, 10),
  );
  const counted = new Map(
    (await repo.downloadsPerDay(ctx.handle, agent.id, version, dates[0]!, dates.at(-1)!)).map((r) => [r.day, Number(r.count)]),
  );
  const days = dates.map((date) => ({ date, count: counted.get(date) ?? 0 }));
  return { agent_id: agent.id, version, period, days, total: days.reduce((sum, d) => sum + d.count, 0) };
}
