// Publishing: agents as immutable versions of an agent.yaml (with a README each), the version
// list, yanking, deprecation and downloads. Every write that touches more than one row runs in
// one transaction with the agent's row locked, so concurrent publishes agree on the current version.
import crypto from 'node:crypto';
import {
  ERROR_CODES,
  INLINE_MESSAGES,
  PUBLISH_MESSAGES,
  agentRef,
  compareVersions,
  currentVersionOf,
  toAgentSlug,
  type AgentCreate,
  type AgentManifestResponse,
  type AgentPublish,
  type AgentVersion,
  type AgentVersionListResponse,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../db/schema.js';
import { checkReadme, readAgentFile, type AgentFile, type Manifest } from '../lib/agentYaml.js';
import { ApiError, badRequest, notFound } from '../lib/errors.js';
import {
  SELECT_COLUMNS,
  agentJson,
  agentKey,
  forgetAgent,
  getAgentRow,
  keyCondition,
  loadOwned,
  pgTextArray,
  txRows,
  type AgentDbRow,
  type AgentJson,
  type Queryable,
} from './agents.js';
import type { ServiceContext } from './context.js';
import { iso } from './users.js';

export const VERSION_NOT_FOUND = 'Version not found';

/** Limits of the agent fields a publish fills from the agent.yaml's metadata. */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 5000;
const AUTHOR_MAX = 100;
const TAG_MAX = 40;
const TAGS_MAX = 20;

interface VersionDbRow {
  version: string;
  digest: string;
  changelog: string;
  published_at: Date | string;
  publisher: string | null;
  download_count: number;
  prerelease: boolean;
  yanked_at: Date | string | null;
  yank_reason: string | null;
  agent_yaml?: string;
  readme?: string;
}

/** The columns of a version as the API shows it, with the publisher's username (`u`). */
const VERSION_COLUMNS = `v.version, v.digest, v.changelog, v.published_at, u.username AS publisher,
  v.download_count, v.prerelease, v.yanked_at, v.yank_reason`;

function versionJson(row: VersionDbRow): AgentVersion {
  const out: AgentVersion = {
    version: row.version,
    digest: row.digest,
    changelog: row.changelog,
    published_at: iso(row.published_at)!,
    published_by: row.publisher ?? null,
    download_count: Number(row.download_count),
    prerelease: row.prerelease,
    yanked: row.yanked_at !== null && row.yanked_at !== undefined,
    yank_reason: row.yank_reason ?? null,
    yanked_at: iso(row.yanked_at),
  };
  if (row.agent_yaml !== undefined) out.agent_yaml = row.agent_yaml;
  if (row.readme !== undefined) out.readme = row.readme;
  return out;
}

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.trim().slice(0, max));

/** metadata.tags as agent tags: text only, trimmed, no duplicates, within the agent limits. */
function metadataTags(tags: string[] | undefined): string[] | undefined {
  if (!tags) return undefined;
  const clean = tags.map((t) => t.trim().slice(0, TAG_MAX)).filter(Boolean);
  return [...new Set(clean)].slice(0, TAGS_MAX);
}

const conflict = (message: string, field: string) => new ApiError(409, ERROR_CODES.conflict, message, { [field]: message });

/** What a new version row holds. */
function versionValues(agentId: string, file: AgentFile, readme: string, changelog: string, user: UserRow, now: string) {
  return sql`(${agentId}, ${file.version}, ${JSON.stringify(file.manifest)}::jsonb, ${file.text}, ${readme}, ${changelog},
    ${file.digest}, ${user.id}, ${now}, 0, ${file.prerelease})`;
}

const VERSION_INSERT = sql.raw(`INSERT INTO agent_versions (agent_id, version, manifest, agent_yaml, readme, changelog,
  digest, published_by, published_at, download_count, prerelease) VALUES `);

// --- Create ---------------------------------------------------------------------------------

/**
 * POST /agents: a new agent and its first version, in one transaction. The agent.yaml comes as
 * `agent_yaml`, as `manifest`, or (legacy callers) is made from name, current_version,
 * description and tags, which then needs a `manifest` with at least spec.runtime and spec.model.
 */
export async function createAgent(ctx: ServiceContext, user: UserRow, input: AgentCreate): Promise<AgentJson> {
  const legacy: Record<string, unknown> = { version: input.current_version || '1.0.0' };
  if (input.name !== undefined) legacy.name = toAgentSlug(input.name);
  if (input.description) legacy.description = input.description;
  if (input.tags?.length) legacy.tags = input.tags;
  const file = readAgentFile(input, { metadata: legacy });
  if (input.current_version && input.current_version !== file.version) {
    const message = `current_version must match metadata.version (${file.version})`;
    throw badRequest(message, { current_version: message });
  }
  const readme = checkReadme(input.readme);
  const namespace = user.username;
  const ref = agentRef({ namespace, slug: file.name })!;

  const id = crypto.randomUUID();
  const now = ctx.clock.now().toISOString();
  const name = clip(input.name ?? file.displayName, NAME_MAX) || file.name;
  const description = input.description ?? clip(file.description, DESCRIPTION_MAX) ?? '';
  const tags = input.tags ?? metadataTags(file.tags) ?? [];
  const author = input.author_name || clip(file.author, AUTHOR_MAX) || user.fullName || user.username;

  const row = await ctx.db.transaction(async (tx) => {
    // A taken namespace/slug inserts nothing (no error inside the transaction): answered as 409.
    const [agent] = await txRows<AgentDbRow>(
      tx,
      sql`
      WITH a AS (
        INSERT INTO agents (id, owner_id, name, description, author_name, category, visibility, status,
          current_version, tags, repository_url, documentation_url, manifest, namespace, slug, created_at, updated_at)
        VALUES (${id}, ${user.id}, ${name}, ${description}, ${author}, ${input.category}, ${input.visibility ?? 'public'},
          'published', ${file.version}, ${pgTextArray(tags)}::text[], ${input.repository_url || null},
          ${input.documentation_url || null}, ${JSON.stringify(file.manifest)}::jsonb, ${namespace}, ${file.name}, ${now}, ${now})
        ON CONFLICT (namespace, slug) DO NOTHING
        RETURNING *)
      SELECT ${sql.raw(SELECT_COLUMNS)} FROM a JOIN users u ON u.id = a.owner_id`,
    );
    if (!agent) throw conflict(PUBLISH_MESSAGES.nameTaken(ref), 'metadata.name');
    await tx.execute(sql`${VERSION_INSERT}${versionValues(id, file, readme, input.changelog ?? '', user, now)}`);
    return agent;
  });
  forgetAgent(ctx, row);
  return agentJson(row);
}

// --- Publish --------------------------------------------------------------------------------

interface VersionState {
  version: string;
  yanked_at: Date | string | null;
}

/**
 * Sets the agent's current version (and its manifest) from its versions, after a publish or a
 * yank; with `fromFile`, the agent's description and tags follow that file's metadata when it
 * became the current version. Answers the updated agent.
 */
async function refreshCurrent(
  tx: Queryable,
  agentId: string,
  now: string,
  fromFile?: AgentFile,
): Promise<AgentDbRow> {
  const versions = await txRows<VersionState>(tx, sql`SELECT version, yanked_at FROM agent_versions WHERE agent_id = ${agentId}`);
  const current = currentVersionOf(versions.map((v) => ({ version: v.version, yanked: v.yanked_at !== null })));
  const sets = [sql`updated_at = ${now}`];
  // Every version yanked: the agent keeps pointing at the last one (downloads of 'latest' refuse it).
  if (current) {
    sets.push(sql`current_version = ${current}`);
    sets.push(sql`manifest = (SELECT v.manifest FROM agent_versions v WHERE v.agent_id = ${agentId} AND v.version = ${current})`);
    if (fromFile && fromFile.version === current) {
      const description = clip(fromFile.description, DESCRIPTION_MAX);
      const tags = metadataTags(fromFile.tags);
      if (description !== undefined) sets.push(sql`description = ${description}`);
      if (tags !== undefined) sets.push(sql`tags = ${pgTextArray(tags)}::text[]`);
    }
  }
  const [row] = await txRows<AgentDbRow>(
    tx,
    sql`
    WITH a AS (UPDATE agents SET ${sql.join(sets, sql`, `)} WHERE id = ${agentId} RETURNING *)
    SELECT ${sql.raw(SELECT_COLUMNS)} FROM a JOIN users u ON u.id = a.owner_id`,
  );
  return row!;
}

/** POST /agents/{id}/versions (owner only): a new immutable version. */
export async function publishVersion(ctx: ServiceContext, user: UserRow, idOrRef: string, input: AgentPublish): Promise<AgentVersion> {
  const owned = await loadOwned(ctx, idOrRef, user);
  if (input.agent_yaml === undefined && !input.manifest) {
    const message = 'Send the agent.yaml as agent_yaml (or its content as manifest)';
    throw badRequest(message, { agent_yaml: message });
  }
  const file = readAgentFile(input, { metadata: { name: owned.slug } });
  if (file.name !== owned.slug) {
    const message = PUBLISH_MESSAGES.nameMismatch(owned.slug);
    throw badRequest(message, { 'metadata.name': message });
  }
  const readme = checkReadme(input.readme);
  const changelog = input.changelog ?? '';
  const now = ctx.clock.now().toISOString();

  const agent = await ctx.db.transaction(async (tx) => {
    await loadOwned(ctx, owned.id, user, { tx, lock: true });
    // 1.0.0 and 1.0.0+build.2 are the same version in semantic-version order: one of them only.
    const existing = await txRows<{ version: string }>(tx, sql`SELECT version FROM agent_versions WHERE agent_id = ${owned.id}`);
    if (existing.some((v) => compareVersions(v.version, file.version) === 0)) {
      throw conflict(PUBLISH_MESSAGES.versionExists(file.version), 'metadata.version');
    }
    await tx.execute(sql`${VERSION_INSERT}${versionValues(owned.id, file, readme, changelog, user, now)}`);
    return refreshCurrent(tx, owned.id, now, file);
  });
  forgetAgent(ctx, agent);
  return versionJson({
    version: file.version,
    digest: file.digest,
    changelog,
    published_at: now,
    publisher: user.username,
    download_count: 0,
    prerelease: file.prerelease,
    yanked_at: null,
    yank_reason: null,
    agent_yaml: file.text,
    readme,
  });
}

// --- Reading versions -----------------------------------------------------------------------

/** GET /agents/{id}/versions: every version, newest first (semantic-version order), without texts. */
export async function listVersions(ctx: ServiceContext, idOrRef: string, viewer: UserRow | null): Promise<AgentVersionListResponse> {
  const agent = await getAgentRow(ctx, idOrRef, viewer);
  const rows = await ctx.handle.query<VersionDbRow>(
    sql`SELECT ${sql.raw(VERSION_COLUMNS)} FROM agent_versions v LEFT JOIN users u ON u.id = v.published_by
      WHERE v.agent_id = ${agent.id}`,
    { prepare: true },
  );
  const data = rows.map(versionJson).sort((a, b) => compareVersions(b.version, a.version));
  return { data, current_version: currentVersionOf(data) };
}

/** GET /agents/{id}/versions/{version}: one version with its agent.yaml and README. */
export async function getVersion(ctx: ServiceContext, idOrRef: string, version: string, viewer: UserRow | null): Promise<AgentVersion> {
  const agent = await getAgentRow(ctx, idOrRef, viewer);
  const [row] = await ctx.handle.query<VersionDbRow>(
    sql`SELECT ${sql.raw(VERSION_COLUMNS)}, v.agent_yaml, v.readme FROM agent_versions v
      LEFT JOIN users u ON u.id = v.published_by WHERE v.agent_id = ${agent.id} AND v.version = ${version}`,
    { prepare: true },
  );
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return versionJson(row);
}

// --- Yank and deprecate ---------------------------------------------------------------------

/**
 * POST (reason given) and DELETE (reason null) /agents/{id}/versions/{version}/yank, owner only.
 * A yanked version is no longer anyone's default install, but stays downloadable by its exact
 * number; the agent's current version moves to the highest version still live.
 */
export async function setYanked(
  ctx: ServiceContext,
  user: UserRow,
  idOrRef: string,
  version: string,
  reason: string | null,
): Promise<AgentVersion> {
  const owned = await loadOwned(ctx, idOrRef, user);
  const now = ctx.clock.now().toISOString();
  const { row, agent } = await ctx.db.transaction(async (tx) => {
    await loadOwned(ctx, owned.id, user, { tx, lock: true });
    // Yanking again keeps the first yank's time and takes the new reason.
    const [row] = await txRows<VersionDbRow>(
      tx,
      sql`
      WITH v AS (
        UPDATE agent_versions SET
          yanked_at = ${reason === null ? sql`NULL` : sql`coalesce(yanked_at, ${now}::timestamptz)`},
          yank_reason = ${reason}
        WHERE agent_id = ${owned.id} AND version = ${version}
        RETURNING *)
      SELECT ${sql.raw(VERSION_COLUMNS)} FROM v LEFT JOIN users u ON u.id = v.published_by`,
    );
    if (!row) throw notFound(VERSION_NOT_FOUND);
    return { row, agent: await refreshCurrent(tx, owned.id, now) };
  });
  forgetAgent(ctx, agent);
  return versionJson(row);
}

/** POST (message given) and DELETE (message null) /agents/{id}/deprecate, owner only. */
export async function setDeprecated(ctx: ServiceContext, user: UserRow, idOrRef: string, message: string | null): Promise<AgentJson> {
  const key = agentKey(idOrRef);
  if (!key) throw notFound(INLINE_MESSAGES.agentNotFound);
  const now = ctx.clock.now().toISOString();
  const [row] = await ctx.handle.query<AgentDbRow>(sql`
    WITH a AS (
      UPDATE agents a SET deprecation_message = ${message},
        deprecated_at = ${message === null ? null : now}::timestamptz, updated_at = ${now}
      WHERE ${keyCondition(key)} AND a.owner_id = ${user.id} RETURNING a.*)
    SELECT ${sql.raw(SELECT_COLUMNS)} FROM a JOIN users u ON u.id = a.owner_id`);
  if (!row) {
    await loadOwned(ctx, idOrRef, user);
    throw notFound(INLINE_MESSAGES.agentNotFound);
  }
  forgetAgent(ctx, row);
  return agentJson(row);
}

// --- Download -------------------------------------------------------------------------------

type DownloadRow = AgentDbRow & {
  v_version: string;
  v_manifest: Manifest;
  v_agent_yaml: string;
  v_digest: string;
  v_yanked_at: Date | string | null;
};

/**
 * GET /agents/{id}/download: the current version (or `version`, even a yanked one), counted on
 * the version and on the agent in the same statement. `agent_yaml` is the published text itself,
 * so the file the CLI writes has the version's digest.
 */
export async function downloadAgent(
  ctx: ServiceContext,
  idOrRef: string,
  version: string | undefined,
  viewer: UserRow | null,
): Promise<AgentManifestResponse> {
  const key = agentKey(idOrRef);
  if (!key) throw notFound(INLINE_MESSAGES.agentNotFound);
  const wanted = version ?? null;
  const [row] = await ctx.handle.query<DownloadRow>(
    sql`
    WITH target AS (
      SELECT a.id, a.current_version FROM agents a
      WHERE ${keyCondition(key)} AND (a.visibility = 'public' OR a.owner_id = ${viewer?.id ?? null}::uuid)
    ), v AS (
      UPDATE agent_versions v SET download_count = v.download_count + 1
      FROM target t
      WHERE v.agent_id = t.id AND v.version = coalesce(${wanted}::text, t.current_version)
        AND (${wanted}::text IS NOT NULL OR v.yanked_at IS NULL)
      RETURNING v.*
    ), ag AS (
      UPDATE agents SET download_count = agents.download_count + 1 FROM v WHERE agents.id = v.agent_id RETURNING agents.*
    )
    SELECT ${sql.raw(SELECT_COLUMNS)}, v.version AS v_version, v.manifest AS v_manifest, v.agent_yaml AS v_agent_yaml,
      v.digest AS v_digest, v.yanked_at AS v_yanked_at
    FROM ag a JOIN users u ON u.id = a.owner_id CROSS JOIN v`,
    { prepare: true },
  );
  if (!row) {
    // Nothing counted: say why (an agent the viewer cannot see, a missing version, or none live).
    const agent = await getAgentRow(ctx, idOrRef, viewer);
    if (wanted !== null) throw notFound(VERSION_NOT_FOUND);
    const [count] = await ctx.handle.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM agent_versions WHERE agent_id = ${agent.id}`);
    throw notFound(
      Number(count?.n ?? 0) > 0
        ? 'This agent has no version to install: every version is yanked. Ask for an exact version with ?version='
        : 'This agent has no published version yet',
    );
  }
  forgetAgent(ctx, row, false);
  return {
    format: 'agent-registry.manifest/v1',
    agent: agentJson(row),
    version: row.v_version,
    digest: row.v_digest,
    yanked: row.v_yanked_at !== null,
    manifest: row.v_manifest,
    agent_yaml: row.v_agent_yaml,
    downloaded_at: ctx.clock.now().toISOString(),
  };
}
