// The SQL of the agent_versions table. Publishing rules (semantic-version order, which version is
// current, what a file must hold) stay in services/versions.ts.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.js';
import { txRows, type Prefixed, type Queryable, type SqlRow } from '../db/rawSql.js';
import type { agentVersions } from '../db/schema.js';
import type { AgentFile } from '../lib/agentYaml.js';
import { AGENT_COLUMNS, keyCondition, type AgentDbRow, type AgentKey } from './agents.js';

type VersionColumns = SqlRow<typeof agentVersions>;

/** A version as the API shows it (VERSION_COLUMNS), with its publisher's username; its texts when asked for. */
export type VersionDbRow = Pick<
  VersionColumns,
  | 'version'
  | 'digest'
  | 'changelog'
  | 'published_at'
  | 'download_count'
  | 'prerelease'
  | 'yanked_at'
  | 'yank_reason'
  | 'taken_down_at'
  | 'takedown_reason'
> &
  Partial<
    Pick<VersionColumns, 'image_digest' | 'image_media_type' | 'image_size' | 'image_platforms' | 'image_created_at' | 'image_pushed_at'>
  > &
  Partial<Pick<VersionColumns, 'agent_yaml' | 'readme'>> & { publisher: string | null };

/** The columns of a version as the API shows it, with the publisher's username (`u`). */
const VERSION_COLUMNS = `v.version, v.digest, v.changelog, v.published_at, u.username AS publisher,
  v.download_count, v.prerelease, v.yanked_at, v.yank_reason, v.taken_down_at, v.takedown_reason, v.image_digest,
  v.image_media_type, v.image_size, v.image_platforms, v.image_created_at, v.image_pushed_at`;

/** The columns of a new version (published `now`, no downloads yet). */
export type NewVersion = Pick<
  VersionColumns,
  'agent_id' | 'version' | 'manifest' | 'agent_yaml' | 'readme' | 'changelog' | 'digest' | 'published_by' | 'prerelease'
>;

/** The row of a new version of `agentId` from `file`, published by `publishedBy`. */
export function newVersionRow(agentId: string, file: AgentFile, readme: string, changelog: string, publishedBy: string): NewVersion {
  return {
    agent_id: agentId,
    version: file.version,
    manifest: file.manifest,
    agent_yaml: file.text,
    readme,
    changelog,
    digest: file.digest,
    published_by: publishedBy,
    prerelease: file.prerelease,
  };
}

export async function insertVersion(tx: Queryable, v: NewVersion, now: string): Promise<void> {
  await tx.execute(sql`INSERT INTO agent_versions (agent_id, version, manifest, agent_yaml, readme, changelog,
  digest, published_by, published_at, download_count, prerelease) VALUES (${v.agent_id}, ${v.version},
    ${JSON.stringify(v.manifest)}::jsonb, ${v.agent_yaml}, ${v.readme}, ${v.changelog}, ${v.digest}, ${v.published_by},
    ${now}, 0, ${v.prerelease})`);
}

/**
 * Every version number of an agent, and whether it is yanked: a version an operator took down
 * counts as yanked, so it is never the current one.
 */
export function versionStates(tx: Queryable, agentId: string): Promise<Array<Pick<VersionColumns, 'version' | 'yanked_at'>>> {
  return txRows(tx, sql`SELECT version, coalesce(yanked_at, taken_down_at) AS yanked_at FROM agent_versions WHERE agent_id = ${agentId}`);
}

/** An agent's versions, in no particular order, without their texts. */
export function selectVersions(handle: DbHandle, agentId: string): Promise<VersionDbRow[]> {
  return handle.query<VersionDbRow>(
    sql`SELECT ${sql.raw(VERSION_COLUMNS)} FROM agent_versions v LEFT JOIN users u ON u.id = v.published_by
      WHERE v.agent_id = ${agentId}`,
    { prepare: true },
  );
}

/** One version of an agent with its agent.yaml and README. */
export async function selectVersion(handle: DbHandle, agentId: string, version: string): Promise<VersionDbRow | undefined> {
  const [row] = await handle.query<VersionDbRow>(
    sql`SELECT ${sql.raw(VERSION_COLUMNS)}, v.agent_yaml, v.readme FROM agent_versions v
      LEFT JOIN users u ON u.id = v.published_by WHERE v.agent_id = ${agentId} AND v.version = ${version}`,
    { prepare: true },
  );
  return row;
}

export async function countVersions(handle: DbHandle, agentId: string): Promise<number> {
  const [row] = await handle.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM agent_versions WHERE agent_id = ${agentId}`);
  return Number(row?.n ?? 0);
}

/**
 * Yanks (a reason) or undoes the yank (null) of a version; yanking again keeps the first yank's
 * time and takes the new reason. Undefined when the agent has no such version.
 */
export async function updateYank(
  tx: Queryable,
  agentId: string,
  version: string,
  reason: string | null,
  now: string,
): Promise<VersionDbRow | undefined> {
  const [row] = await txRows<VersionDbRow>(
    tx,
    sql`
      WITH v AS (
        UPDATE agent_versions SET
          yanked_at = ${reason === null ? sql`NULL` : sql`coalesce(yanked_at, ${now}::timestamptz)`},
          yank_reason = ${reason}
        WHERE agent_id = ${agentId} AND version = ${version}
        RETURNING *)
      SELECT ${sql.raw(VERSION_COLUMNS)} FROM v LEFT JOIN users u ON u.id = v.published_by`,
  );
  return row;
}

/** A counted download: the agent (counted too) and the version's columns as `v_…`. */
export type DownloadRow = AgentDbRow & Prefixed<Pick<VersionColumns, 'version' | 'manifest' | 'agent_yaml' | 'digest' | 'yanked_at'>, 'v_'>;

/**
 * Counts a download of `wanted` (or of the current version, never a yanked one) of the agent
 * `key` names, when `viewerId` may see it, on the version and on the agent in one statement.
 * Undefined when nothing was counted.
 */
export async function countDownload(
  handle: DbHandle,
  key: AgentKey,
  viewerId: string | null,
  wanted: string | null,
  day: string,
): Promise<DownloadRow | undefined> {
  const [row] = await handle.query<DownloadRow>(
    sql`
    WITH target AS (
      SELECT a.id, a.current_version FROM agents a
      WHERE ${keyCondition(key)} AND (a.visibility = 'public' OR a.owner_id = ${viewerId}::uuid
        OR a.org_id IN (SELECT m.org_id FROM org_members m WHERE m.user_id = ${viewerId}::uuid))
        AND a.taken_down_at IS NULL
    ), v AS (
      UPDATE agent_versions v SET download_count = v.download_count + 1
      FROM target t
      WHERE v.agent_id = t.id AND v.version = coalesce(${wanted}::text, t.current_version)
        AND (${wanted}::text IS NOT NULL OR v.yanked_at IS NULL) AND v.taken_down_at IS NULL
      RETURNING v.*
    ), ag AS (
      UPDATE agents SET download_count = agents.download_count + 1 FROM v WHERE agents.id = v.agent_id RETURNING agents.*
    ), daily AS (
      -- The day's counter of the version: one row per agent, version and day, not one per download.
      INSERT INTO agent_downloads_daily AS d (agent_id, version, day, count)
      SELECT v.agent_id, v.version, ${day}::date, 1 FROM v
      ON CONFLICT (agent_id, version, day) DO UPDATE SET count = d.count + 1
    )
    SELECT ${sql.raw(AGENT_COLUMNS)}, v.version AS v_version, v.manifest AS v_manifest, v.agent_yaml AS v_agent_yaml,
      v.digest AS v_digest, v.yanked_at AS v_yanked_at
    FROM ag a LEFT JOIN users u ON u.id = a.owner_id CROSS JOIN v`,
    { prepare: true },
  );
  return row;
}
