// Publishing: agents as immutable versions of an agent.yaml (with a README each), the version
// list, yanking, deprecation and downloads; a new agent with its first version is agents.ts's
// createAgent. Every write that touches more than one row runs in one transaction with the
// agent's row locked, so concurrent publishes agree on the current version.
import {
  AGENT_API_MESSAGES,
  PUBLISH_MESSAGES,
  compareVersions,
  currentVersionOf,
  versionExistsMessage,
  type Agent,
  type AgentImage,
  type AgentManifestResponse,
  type AgentPublish,
  type AgentVersion,
  type AgentVersionListResponse,
} from '@agent-registry/api-client/contract';
import type { Queryable } from '../db/rawSql.js';
import type { UserRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { checkReadme, clipText, metadataTags, METADATA_LIMITS, readAgentFile, type AgentFile } from '../lib/agentYaml.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import * as agentRepo from '../repositories/agents.js';
import * as repo from '../repositories/agentVersions.js';
import { agentJson, agentKey, forgetAgent, getAgentRow, holdsAgent, loadOwned, refuseOwnerWrite } from './agents.js';
import type { ServiceContext } from './context.js';
import { isOperator } from './operators.js';
import { takedownJson, takedownOf, takenDown } from './takedowns.js';

export const VERSION_NOT_FOUND = AGENT_API_MESSAGES.versionNotFound;

function versionJson(row: repo.VersionDbRow): AgentVersion {
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
    takedown: takedownJson(row),
  };
  if (row.agent_yaml !== undefined) out.agent_yaml = row.agent_yaml;
  if (row.readme !== undefined) out.readme = row.readme;
  out.image = imageJson(row);
  return out;
}

/** The version's container image (pushed through /v2/), or null. */
function imageJson(row: repo.VersionDbRow): AgentImage | null {
  if (!row.image_digest) return null;
  return {
    digest: row.image_digest,
    media_type: row.image_media_type ?? '',
    size: Number(row.image_size ?? 0),
    platforms: row.image_platforms ?? [],
    created_at: iso(row.image_created_at),
    pushed_at: iso(row.image_pushed_at)!,
  };
}

// --- Publish --------------------------------------------------------------------------------

/**
 * Sets the agent's current version (and its manifest) from its versions, after a publish or a
 * yank; with `fromFile`, the agent's description and tags follow that file's metadata when it
 * became the current version. Answers the updated agent.
 */
export async function refreshCurrentVersion(
  tx: Queryable,
  agentId: string,
  now: string,
  fromFile?: AgentFile,
): Promise<agentRepo.AgentDbRow> {
  const versions = await repo.versionStates(tx, agentId);
  const current = currentVersionOf(versions.map((v) => ({ version: v.version, yanked: v.yanked_at !== null })));
  // Every version yanked: the agent keeps pointing at the last one (downloads of 'latest' refuse it).
  const fromMetadata = fromFile && fromFile.version === current;
  return agentRepo.updateCurrentVersion(tx, agentId, now, current ?? null, {
    description: fromMetadata ? clipText(fromFile.description, METADATA_LIMITS.description) : undefined,
    tags: fromMetadata ? metadataTags(fromFile.tags) : undefined,
  });
}

/** POST /agents/{id}/versions (owner only): a new immutable version. */
export async function publishVersion(ctx: ServiceContext, user: UserRow, idOrRef: string, input: AgentPublish): Promise<AgentVersion> {
  const owned = await loadOwned(ctx, idOrRef, user);
  if (input.agent_yaml === undefined && !input.manifest) {
    throw badRequest(AGENT_API_MESSAGES.noAgentYaml, { agent_yaml: AGENT_API_MESSAGES.noAgentYaml });
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
    const existing = await repo.versionStates(tx, owned.id);
    const same = existing.find((v) => compareVersions(v.version, file.version) === 0);
    if (same) throw conflict(versionExistsMessage(file.version, same.version), 'metadata.version');
    await repo.insertVersion(tx, repo.newVersionRow(owned.id, file, readme, changelog, user.id), now);
    return refreshCurrentVersion(tx, owned.id, now, file);
  });
  forgetAgent(ctx, agent);
  return versionJson({
    version: file.version,
    digest: file.digest,
    changelog,
    published_at: new Date(now),
    publisher: user.username,
    download_count: 0,
    prerelease: file.prerelease,
    yanked_at: null,
    yank_reason: null,
    taken_down_at: null,
    takedown_reason: null,
    agent_yaml: file.text,
    readme,
  });
}

// --- Reading versions -----------------------------------------------------------------------

/** GET /agents/{id}/versions: every version, newest first (semantic-version order), without texts. */
export async function listVersions(ctx: ServiceContext, idOrRef: string, viewer: UserRow | null): Promise<AgentVersionListResponse> {
  const agent = await getAgentRow(ctx, idOrRef, viewer);
  const rows = await repo.selectVersions(ctx.handle, agent.id);
  const data = rows.map(versionJson).sort((a, b) => compareVersions(b.version, a.version));
  // A taken-down version is never the current one, as a yanked one is not.
  return { data, current_version: currentVersionOf(data.map((v) => ({ ...v, yanked: v.yanked || v.takedown !== null }))) };
}

/** GET /agents/{id}/versions/{version}: one version with its agent.yaml and README. */
export async function getVersion(ctx: ServiceContext, idOrRef: string, version: string, viewer: UserRow | null): Promise<AgentVersion> {
  const agent = await getAgentRow(ctx, idOrRef, viewer);
  const row = await repo.selectVersion(ctx.handle, agent.id, version);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  // Its texts stay with the owner and operators; anyone else reads the public reason (451).
  if (row.taken_down_at && !(await holdsAgent(ctx, agent, viewer)) && !isOperator(ctx, viewer)) throw takenDown(row.takedown_reason);
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
    const row = await repo.updateYank(tx, owned.id, version, reason, now);
    if (!row) throw notFound(VERSION_NOT_FOUND);
    return { row, agent: await refreshCurrentVersion(tx, owned.id, now) };
  });
  forgetAgent(ctx, agent);
  return versionJson(row);
}

/** POST (message given) and DELETE (message null) /agents/{id}/deprecate, owner only. */
export async function setDeprecated(ctx: ServiceContext, user: UserRow, idOrRef: string, message: string | null): Promise<Agent> {
  const key = agentKey(idOrRef);
  const now = ctx.clock.now().toISOString();
  const row = (await agentRepo.updateDeprecation(ctx.handle, key, user.id, message, now)) ?? (await refuseOwnerWrite(ctx, idOrRef, user));
  forgetAgent(ctx, row);
  return agentJson(row);
}

// --- Download -------------------------------------------------------------------------------

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
  const wanted = version ?? null;
  const day = ctx.clock.now().toISOString().slice(0, 10);
  const row = await repo.countDownload(ctx.handle, key, viewer?.id ?? null, wanted, day);
  if (!row) {
    // Nothing counted: say why (an agent the viewer cannot see, one taken down, a missing or
    // taken-down version, or none live). Taken-down content is downloaded by no one (451).
    const agent = await getAgentRow(ctx, idOrRef, viewer);
    if (agent.taken_down_at) throw takenDown(agent.takedown_reason);
    if (wanted !== null) {
      const state = await takedownOf(ctx, { id: agent.id }, wanted);
      if (state) throw takenDown(state.reason);
      throw notFound(VERSION_NOT_FOUND);
    }
    throw notFound((await repo.countVersions(ctx.handle, agent.id)) > 0 ? AGENT_API_MESSAGES.allYanked : AGENT_API_MESSAGES.noVersions);
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
