// The SQL of stars (agent_stars, agents.star_count) and of downloads per day (agent_downloads_daily,
// written by countDownload in agentVersions.ts). Who may star what is the service's to decide.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.js';
import { AGENT_COLUMNS, keyCondition, type AgentDbRow, type AgentKey } from './agents.js';

/** Visible to `viewerId`: public, the viewer's own, or an organisation's they belong to. */
const visibleTo = (viewerId: string) =>
  sql`(a.visibility = 'public' OR a.owner_id = ${viewerId}::uuid
    OR a.org_id IN (SELECT m.org_id FROM org_members m WHERE m.user_id = ${viewerId}::uuid))`;

export interface StarRow {
  agent_id: string;
  starred: boolean;
  star_count: number;
}

/** Whether `userId` starred the agent `key` names, and its count; undefined when the agent is not visible. */
export async function findStar(handle: DbHandle, key: AgentKey, userId: string): Promise<StarRow | undefined> {
  const [row] = await handle.query<StarRow>(sql`
    SELECT a.id AS agent_id, a.star_count,
      EXISTS (SELECT 1 FROM agent_stars s WHERE s.user_id = ${userId}::uuid AND s.agent_id = a.id) AS starred
    FROM agents a WHERE ${keyCondition(key)} AND ${visibleTo(userId)}`);
  return row;
}

/**
 * Stars (or unstars) in one statement: the star row and the count change together, and a second
 * star (or an unstar of no star) changes neither.
 */
export async function setStar(
  handle: DbHandle,
  key: AgentKey,
  userId: string,
  starred: boolean,
  now: string,
): Promise<StarRow | undefined> {
  const change = starred
    ? sql`INSERT INTO agent_stars (user_id, agent_id, created_at) SELECT ${userId}::uuid, t.id, ${now}::timestamptz FROM target t
        ON CONFLICT (user_id, agent_id) DO NOTHING RETURNING agent_id`
    : sql`DELETE FROM agent_stars s USING target t WHERE s.user_id = ${userId}::uuid AND s.agent_id = t.id RETURNING s.agent_id`;
  const [row] = await handle.query<StarRow>(sql`
    WITH target AS (
      SELECT a.id, a.star_count FROM agents a WHERE ${keyCondition(key)} AND ${visibleTo(userId)}
    ), changed AS (${change}
    ), counted AS (
      UPDATE agents SET star_count = greatest(agents.star_count + ${starred ? 1 : -1}, 0)
      FROM changed WHERE agents.id = changed.agent_id RETURNING agents.id, agents.star_count
    )
    SELECT t.id AS agent_id, ${starred}::boolean AS starred, coalesce(c.star_count, t.star_count) AS star_count
    FROM target t LEFT JOIN counted c ON c.id = t.id`);
  return row;
}

/** The agents `userId` starred (still visible to them), most recently starred first. */
export async function listStarred(handle: DbHandle, userId: string, limit: number): Promise<AgentDbRow[]> {
  return handle.query<AgentDbRow>(sql`
    SELECT ${sql.raw(AGENT_COLUMNS)} FROM agent_stars s
    JOIN agents a ON a.id = s.agent_id LEFT JOIN users u ON u.id = a.owner_id
    WHERE s.user_id = ${userId}::uuid AND ${visibleTo(userId)}
    ORDER BY s.created_at DESC, a.id LIMIT ${limit}`);
}

/** Downloads per day of an agent (of one version, or of all) from `from` to `to` (dates, inclusive); days without downloads are absent. */
export async function downloadsPerDay(
  handle: DbHandle,
  agentId: string,
  version: string | null,
  from: string,
  to: string,
): Promise<Array<{ day: string; count: number }>> {
  return handle.query<{ day: string; count: number }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(count)::int AS count FROM agent_downloads_daily
    WHERE agent_id = ${agentId}::uuid AND day BETWEEN ${from}::date AND ${to}::date
      AND (${version}::text IS NULL OR version = ${version}::text)
    GROUP BY day ORDER BY day`);
}
