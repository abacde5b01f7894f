// Stars and downloads per day in the simulated backend, kept in its state like the server keeps
// them in its tables (agent_stars, agent_downloads_daily).
import { DEFAULT_DOWNLOAD_PERIOD, periodDays, type AgentDownloadsQuery, type AgentDownloadsResponse } from '../contract/engagement';
import type { SimulatedState } from './store';

/** Star rows: `${userId} ${agentId}` -> when starred (ms). Optional: states stored before stars lack it. */
export type SimulatedStars = Record<string, number>;
/** Downloads per day: `${agentId}@${version}@${date}` -> count. */
export type SimulatedDailyDownloads = Record<string, number>;

const starKey = (userId: string, agentId: string) => `${userId} ${agentId}`;

export function starCount(state: SimulatedState, agentId: string): number {
  return Object.keys(state.stars ?? {}).filter((key) => key.endsWith(` ${agentId}`)).length;
}

export function isStarred(state: SimulatedState, userId: string, agentId: string): boolean {
  return (state.stars ?? {})[starKey(userId, agentId)] !== undefined;
}

/** Stars or unstars (idempotent); answers the star response. */
export function setStar(state: SimulatedState, userId: string, agentId: string, starred: boolean) {
  const stars = (state.stars ??= {});
  const key = starKey(userId, agentId);
  if (starred) stars[key] ??= Date.now();
  else delete stars[key];
  return { agent_id: agentId, starred, star_count: starCount(state, agentId) };
}

/** The ids of the agents `userId` starred, most recently starred first. */
export function starredIds(state: SimulatedState, userId: string): string[] {
  return Object.entries(state.stars ?? {})
    .filter(([key]) => key.startsWith(`${userId} `))
    .sort((a, b) => b[1] - a[1])
    .map(([key]) => key.slice(userId.length + 1));
}

const today = () => new Date().toISOString().slice(0, 10);

/** Counts one download on today's row of the version. */
export function countDailyDownload(state: SimulatedState, agentId: string, version: string): void {
  const daily = (state.daily_downloads ??= {});
  const key = `${agentId}@${version}@${today()}`;
  daily[key] = (daily[key] ?? 0) + 1;
}

/** Every UTC day of the period, oldest first, zeros included. */
export function downloadTrend(state: SimulatedState, agentId: string, query: AgentDownloadsQuery): AgentDownloadsResponse {
  const period = query.period ?? DEFAULT_DOWNLOAD_PERIOD;
  const version = query.version ?? null;
  const n = periodDays(period);
  const end = Date.parse(today());
  const counts = new Map<string, number>();
  for (const [key, count] of Object.entries(state.daily_downloads ?? {})) {
    const [id, v, date] = key.split('@');
    if (id !== agentId || (version !== null && v !== version) || !date) continue;
    counts.set(date, (counts.get(date) ?? 0) + count);
  }
  const days = Array.from({ length: n }, (_, i) => {
    const date = new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
  return { agent_id: agentId, version, period, days, total: days.reduce((sum, d) => sum + d.count, 0) };
}
