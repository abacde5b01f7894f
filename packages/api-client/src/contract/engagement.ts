// Stars and download trends: a signed-in user stars an agent (one star per user and agent), and
// each agent counts its downloads per day (and per version) for a trend chart.
import * as z from 'zod/mini';
import { count, route, signedInRoute, text, type ApiRoute } from './common';
import { AgentListResponseSchema, AgentListWireSchema } from './agents';

/** GET, PUT and DELETE /agents/{id}/star: whether the caller starred the agent, and its count. */
export const AgentStarResponseSchema = z.object({
  agent_id: z.string(),
  starred: z.boolean(),
  star_count: count(),
});
export type AgentStarResponse = z.infer<typeof AgentStarResponseSchema>;

/** The periods a download trend covers, in days ('90d' is the agent page's chart). */
export const DOWNLOAD_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export type DownloadPeriod = (typeof DOWNLOAD_PERIODS)[number];
export const DEFAULT_DOWNLOAD_PERIOD: DownloadPeriod = '90d';

/** The number of days of a period ('90d' -> 90). */
export function periodDays(period: DownloadPeriod): number {
  return Number(period.slice(0, -1));
}

/** GET /agents/{id}/downloads query: the period (default 90d), and optionally one version. */
export const AgentDownloadsQuerySchema = z.strictObject({
  period: z.optional(z.enum(DOWNLOAD_PERIODS)),
  version: z.optional(text(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type AgentDownloadsQuery = z.output<typeof AgentDownloadsQuerySchema>;

/** Downloads on one UTC day ('2026-03-04'). */
export const DownloadDaySchema = z.object({ date: z.string(), count: count() });
export type DownloadDay = z.infer<typeof DownloadDaySchema>;

/** GET /agents/{id}/downloads: every day of the period, oldest first (0 on a day without downloads). */
export const AgentDownloadsResponseSchema = z.object({
  agent_id: z.string(),
  /** The version counted, or null for every version. */
  version: z.nullable(z.string()),
  period: z.enum(DOWNLOAD_PERIODS),
  days: z.array(DownloadDaySchema),
  /** The downloads of the period. */
  total: count(),
});
export type AgentDownloadsResponse = z.infer<typeof AgentDownloadsResponseSchema>;

/** Stars and download trends. `/agents/starred` is a literal path: register it before `/agents/{id}`. */
export const ENGAGEMENT_ROUTES = {
  starredAgents: signedInRoute('GET /agents/starred', AgentListResponseSchema, { wire: AgentListWireSchema }),
  getStar: signedInRoute('GET /agents/{id}/star', AgentStarResponseSchema),
  starAgent: signedInRoute('PUT /agents/{id}/star', AgentStarResponseSchema),
  unstarAgent: signedInRoute('DELETE /agents/{id}/star', AgentStarResponseSchema),
  agentDownloads: route('GET /agents/{id}/downloads', AgentDownloadsResponseSchema, { query: AgentDownloadsQuerySchema }),
} as const satisfies Record<string, ApiRoute>;
