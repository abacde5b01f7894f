// The SQL of the agents' change feed (migration 0008) and of the rows the search index projects.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.js';
import { txRows, type Queryable } from '../db/rawSql.js';
import { agentColumns, type AgentDbRow } from './agents.js';

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
 * here, once: a rule that hides agents from everyone but their owner belongs in LISTED. Its
 * timestamps are strings as the API shows them.
 */
export type IndexRow = Omit<AgentDbRow, 'created_at' | 'updated_at' | 'taken_down_at'> & {
  created_at: string;
  updated_at: string;
  taken_down_at: string | null;
  framework: string | null;
  listed: boolean;
};

/** A timestamp as `Date#toISOString` writes it: UTC, milliseconds (all the agents' timestamps keep, timestamptz(3)). */
const apiInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const LISTED = `a.visibility = 'public' AND a.taken_down_at IS NULL`;

/**
 * The index's rows chosen by `where` (on `a`, parameters from $1; `tail` after it), as one JSON
 * array text: the drivers turn a row of 28 columns into an object in JavaScript (on PGlite, also
 * copied from its thread), many times slower than JSON.parse reads the same row. Most of a build
 * on PGlite was this (1.2 s for 10,000 agents, 0.25 s as JSON).
 */
async function readIndexRows(handle: DbHandle, where: string, tail: string, params: unknown[], name: string): Promise<IndexRow[]> {
  const [row] = await handle.raw<{ rows: string | null }>(
    `SELECT '[' || string_agg(row_to_json(t)::text, ',' ORDER BY t.id) || ']' AS rows
     FROM (SELECT ${agentColumns(apiInstant)}, a.manifest #>> '{spec,framework}' AS framework, (${LISTED}) AS listed
           FROM agents a LEFT JOIN users u ON u.id = a.owner_id WHERE ${where} ${tail}) t`,
    params,
    name,
  );
  return row?.rows ? (JSON.parse(row.rows) as IndexRow[]) : [];
}

/** A batch of agents in id order after `afterId` (the index's first build reads them all so). */
export async function indexRowsAfter(handle: DbHandle, afterId: string | null, limit: number): Promise<IndexRow[]> {
  return readIndexRows(
    handle,
    `a.id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000'::uuid)`,
    'ORDER BY a.id LIMIT $2',
    [afterId, limit],
    'search_index_rows_after',
  );
}

/** The agents of `ids` that still exist. */
export async function indexRows(handle: DbHandle, ids: string[]): Promise<IndexRow[]> {
  return readIndexRows(handle, 'a.id = ANY($1::uuid[])', '', [`{${ids.join(',')}}`], 'search_index_rows');
}
