// The SQL of the agents' change feed (migration 0008) and of the rows the search index projects.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.js';
import { txRows, type Queryable } from '../db/rawSql.js';
import { AGENT_COLUMNS, type AgentDbRow } from './agents.js';

/**
 * Records a change to an agent in the feed, inside the caller's transaction (the index of every
 * instance then reads the agent again). Writes to the agents row are recorded by a trigger
 * already; call this for a change the agent's search entry depends on that is not a write to its
 * row (a takedown kept in another table, say).
 */
export async function recordAgentChange(tx: Queryable, agentId: string): Promise<void> {
  await txRows(tx, sql`SELECT registry_record_agent_change(${agentId}::uuid)`);
}

export interface ChangeRow {
  seq: number;
  agent_id: string;
}

/** The newest sequence number of the feed (0 when empty). */
export async function latestChange(handle: DbHandle): Promise<number> {
  const [row] = await handle.raw<{ seq: string | number | null }>('SELECT max(seq) AS seq FROM agent_changes', [], 'agent_changes_latest');
  return Number(row?.seq ?? 0);
}

/** Changes after `after`, oldest first. */
export async function changesAfter(handle: DbHandle, after: number, limit: number): Promise<ChangeRow[]> {
  const rows = await handle.raw<{ seq: string | number; agent_id: string }>(
    'SELECT seq, agent_id FROM agent_changes WHERE seq > $1 ORDER BY seq LIMIT $2',
    [after, limit],
    'agent_changes_after',
  );
  return rows.map((r) => ({ seq: Number(r.seq), agent_id: r.agent_id }));
}

/** Drops feed entries older than `seconds` (every follower has long read them). */
export async function trimChanges(handle: DbHandle, seconds: number): Promise<void> {
  await handle.raw(`DELETE FROM agent_changes WHERE changed_at < now() - make_interval(secs => $1)`, [seconds], 'agent_changes_trim');
}

/**
 * An agent as the search index keeps it: its API row, the framework of its manifest (searched
 * beside the tags), and whether anyone may find it (`listed`). Who may find an agent is decided
 * here, once: a rule that hides agents from everyone but their owner belongs in LISTED.
 */
export type IndexRow = AgentDbRow & { framework: string | null; listed: boolean };

const LISTED = `a.visibility = 'public' AND a.taken_down_at IS NULL`;
const INDEX_COLUMNS = `${AGENT_COLUMNS}, a.manifest #>> '{spec,framework}' AS framework, (${LISTED}) AS listed`;

/** A batch of agents in id order after `afterId` (the index's first build reads them all so). */
export async function indexRowsAfter(handle: DbHandle, afterId: string | null, limit: number): Promise<IndexRow[]> {
  return handle.raw<IndexRow>(
    `SELECT ${INDEX_COLUMNS} FROM agents a LEFT JOIN users u ON u.id = a.owner_id
     WHERE a.id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000'::uuid) ORDER BY a.id LIMIT $2`,
    [afterId, limit],
    'search_index_rows_after',
  );
}

/** The agents of `ids` that still exist. */
export async function indexRows(handle: DbHandle, ids: string[]): Promise<IndexRow[]> {
  return handle.raw<IndexRow>(
    `SELECT ${INDEX_COLUMNS} FROM agents a LEFT JOIN users u ON u.id = a.owner_id WHERE a.id = ANY($1::uuid[])`,
    [`{${ids.join(',')}}`],
    'search_index_rows',
  );
}
