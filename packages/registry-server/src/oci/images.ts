// Images and agent versions. Repository `owner/name` is the agent `owner/name`; a tag that is a
// semantic version is that version. Pushing it attaches the image to an existing version, or
// publishes the version (and the agent) from the agent.yaml inside the image.
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  AGENT_FILTER_CATEGORIES,
  AGENT_YAML_MAX_BYTES,
  PUBLISH_MESSAGES,
  README_MAX_BYTES,
  AgentCreateSchema,
  AgentPublishSchema,
  isSemver,
  type AgentCreate,
  type AgentFilterCategory,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import { parseAgentYaml } from '../lib/agentYaml.js';
import { findOwnership } from '../repositories/agents.js';
import * as repo from '../repositories/oci.js';
import type { ServiceContext } from '../services/context.js';
import { createAgent } from '../services/agents.js';
import { publishVersion } from '../services/versions.js';
import { splitRepository } from './access.js';
import type { BlobStore } from './blobStore.js';
import { OciError } from './errors.js';
import { isImageType, isIndexType, parseManifest, type ParsedManifest } from './manifests.js';
import { normalizePath, walkTar } from './tar.js';

/** What a version shows of its image. */
export interface ImageInfo {
  digest: string;
  mediaType: string;
  size: number;
  platforms: string[];
  createdAt: Date | null;
}

interface ImageConfig {
  created?: string;
  os?: string;
  architecture?: string;
  variant?: string;
  config?: { WorkingDir?: string };
}

/** The bytes of a small blob (a config), read whole. */
async function readSmallBlob(store: BlobStore, digest: string, limit = 4 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of await store.open(digest)) {
    total += (chunk as Buffer).length;
    if (total > limit) throw new OciError(400, 'MANIFEST_INVALID', 'the image config is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readConfig(store: BlobStore, manifest: ParsedManifest): Promise<ImageConfig> {
  if (!manifest.config) return {};
  try {
    return JSON.parse((await readSmallBlob(store, manifest.config.digest)).toString('utf8')) as ImageConfig;
  } catch {
    return {};
  }
}

const platformOf = (p: { os?: string; architecture?: string; variant?: string }) =>
  p.os && p.architecture ? [p.os, p.architecture, p.variant].filter(Boolean).join('/') : undefined;

/** The image manifests a pushed manifest stands for (itself, or an index's entries), parsed. */
async function imagesOf(ctx: ServiceContext, repository: string, parsed: ParsedManifest) {
  if (!isIndexType(parsed.mediaType)) return [{ parsed, platform: undefined as string | undefined }];
  const out: Array<{ parsed: ParsedManifest; platform: string | undefined }> = [];
  for (const entry of parsed.entries) {
    const row = await repo.findManifest(ctx.handle, repository, entry.digest);
    if (!row || !isImageType(row.media_type)) continue;
    out.push({
      parsed: parseManifest(Buffer.from(row.content, 'utf8'), row.media_type),
      platform: entry.platform && platformOf(entry.platform),
    });
  }
  return out;
}

/** Digest, media type, compressed size, platforms and creation time of a pushed image. */
export async function describeImage(
  ctx: ServiceContext,
  store: BlobStore,
  repository: string,
  digest: string,
  size: number,
  parsed: ParsedManifest,
): Promise<ImageInfo> {
  let total = size;
  const platforms = new Set<string>();
  let createdAt: Date | null = null;
  for (const image of await imagesOf(ctx, repository, parsed)) {
    total += (image.parsed.config?.size ?? 0) + image.parsed.layers.reduce((n, l) => n + l.size, 0);
    const config = await readConfig(store, image.parsed);
    const platform = image.platform ?? platformOf(config);
    if (platform) platforms.add(platform);
    const created = config.created ? new Date(config.created) : null;
    if (created && !Number.isNaN(created.getTime()) && (!createdAt || created > createdAt)) createdAt = created;
  }
  return { digest, mediaType: parsed.mediaType, size: total, platforms: [...platforms].sort(), createdAt };
}

const NO_AGENT_YAML =
  'The image has no agent.yaml in its working directory. Build it with `agent build -t NAME:TAG .` from the folder holding ' +
  'agent.yaml (it copies the project to /app), or push a tag that is not a version (e.g. latest).';

/** The agent.yaml and README.md in the image's working directory: the newest layer that has them wins. */
export async function readAgentFiles(
  ctx: ServiceContext,
  store: BlobStore,
  repository: string,
  parsed: ParsedManifest,
): Promise<{ agentYaml: string; readme: string }> {
  const images = await imagesOf(ctx, repository, parsed);
  const image = images.find((i) => i.platform === 'linux/amd64') ?? images[0];
  if (!image) throw new OciError(400, 'MANIFEST_INVALID', NO_AGENT_YAML);
  const config = await readConfig(store, image.parsed);
  const workdir = normalizePath(config.config?.WorkingDir || '/app');
  const inDir = (file: string) => (workdir ? `${workdir}/${file}` : file);
  const yamlPath = inDir('agent.yaml');
  const readmePath = inDir('README.md');
  let agentYaml: string | undefined;
  let readme: string | undefined;
  let readmeSettled = false;
  let gone = false;
  const tooLarge = (message: string) => new OciError(400, 'MANIFEST_INVALID', message);

  for (const layer of [...image.parsed.layers].reverse()) {
    if (agentYaml !== undefined || gone) break;
    const raw = await store.open(layer.digest);
    let oversized: string | undefined;
    const decompressed = await gunzipIfNeeded(raw);
    try {
      await walkTar(
        decompressed,
        (entry) => {
          if (entry.path === yamlPath || entry.path === inDir('.wh.agent.yaml') || (workdir && entry.path === `${workdir}/.wh..wh..opq`)) {
            if (entry.path !== yamlPath) gone = true;
            else if (entry.size > AGENT_YAML_MAX_BYTES) oversized = PUBLISH_MESSAGES.yamlTooLarge;
            return entry.path === yamlPath ? AGENT_YAML_MAX_BYTES : 0;
          }
          if (!readmeSettled && (entry.path === readmePath || entry.path === inDir('.wh.README.md'))) {
            if (entry.path !== readmePath) readmeSettled = true;
            else if (entry.size > README_MAX_BYTES) oversized = PUBLISH_MESSAGES.readmeTooLarge;
            return entry.path === readmePath ? README_MAX_BYTES : 0;
          }
          return 0;
        },
        (path, body) => {
          if (path === yamlPath) agentYaml = body.toString('utf8');
          else if (path === readmePath && !readmeSettled) readme = body.toString('utf8');
        },
      );
    } catch {
      throw new OciError(400, 'MANIFEST_INVALID', `layer ${layer.digest} is not a tar archive (gzip or plain)`);
    } finally {
      raw.destroy();
    }
    if (oversized) throw tooLarge(oversized);
    if (readme !== undefined) readmeSettled = true;
  }
  if (agentYaml === undefined) throw new OciError(400, 'MANIFEST_INVALID', NO_AGENT_YAML);
  return { agentYaml, readme: readme ?? '' };
}

/** The layer's tar stream: gunzipped when it starts with gzip's magic bytes (whatever its media type says). */
async function gunzipIfNeeded(raw: Readable): Promise<AsyncIterable<Buffer>> {
  const it = (raw as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return Readable.from([]);
  const all = (async function* () {
    yield first.value;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  })();
  const b = first.value;
  if (!(b[0] === 0x1f && b[1] === 0x8b)) return all;
  // pipeline, not pipe: the reader stops at the tar's end and the layer is then closed under the
  // reading side ('Premature close'), or the gzip is corrupt. Either error ends both streams and
  // reaches the reader, if it still reads, never an 'error' event nobody listens to (which would
  // take the whole process down).
  const gunzip = zlib.createGunzip();
  pipeline(Readable.from(all), gunzip, () => undefined);
  return gunzip;
}

// --- Versions -------------------------------------------------------------------------------

const REPUSH_REFUSED = (ref: string, version: string, digest: string) =>
  `${ref}:${version} already has its image (${digest}); versions are immutable. ` +
  'Publish a new version: raise metadata.version in agent.yaml, rebuild and push the new tag.';

/** An ApiError of the publish checks, as the registry's MANIFEST_INVALID (or DENIED) with the same message. */
function asOci(err: unknown): never {
  if (err instanceof ApiError) {
    const detail = err.fields ? { fields: err.fields } : undefined;
    if (err.status === 403) throw new OciError(403, 'DENIED', err.message, detail);
    throw new OciError(400, 'MANIFEST_INVALID', `agent.yaml: ${err.message}`, detail);
  }
  throw err;
}

/** metadata.category when it is one of the registry's categories; else development. */
function categoryOf(manifest: Record<string, unknown>): AgentFilterCategory {
  const metadata = (manifest.metadata ?? {}) as Record<string, unknown>;
  const labels = (metadata.labels ?? {}) as Record<string, unknown>;
  const wanted = [metadata.category, labels.category].find((c): c is string => typeof c === 'string');
  return (AGENT_FILTER_CATEGORIES as readonly string[]).includes(wanted ?? '') ? (wanted as AgentFilterCategory) : 'development';
}

async function versionImageDigest(ctx: ServiceContext, agentId: string, version: string) {
  const [row] = await ctx.handle.query<{ image_digest: string | null }>(
    sql`SELECT image_digest FROM agent_versions WHERE agent_id = ${agentId} AND version = ${version}`,
  );
  return row;
}

export const isVersionTag = (tag: string) => isSemver(tag);

/**
 * A push of the version tag `tag`: publishes the version from the image's agent.yaml when it does
 * not exist yet, refuses a different image for a version that has one, and answers the statement
 * that attaches the image (run with the manifest's own insert, in one transaction).
 */
export async function prepareVersionPush(
  ctx: ServiceContext,
  store: BlobStore,
  user: UserRow,
  repository: string,
  tag: string,
  digest: string,
  size: number,
  parsed: ParsedManifest,
): Promise<(tx: repo.Tx) => Promise<void>> {
  const { namespace, slug } = splitRepository(repository);
  const agent = await findOwnership(ctx.handle, { namespace, slug });
  const existing = agent ? await versionImageDigest(ctx, agent.id, tag) : undefined;
  if (existing?.image_digest && existing.image_digest !== digest) {
    throw new OciError(400, 'TAG_INVALID', REPUSH_REFUSED(repository, tag, existing.image_digest), { tag, digest: existing.image_digest });
  }
  if (!existing) {
    const { agentYaml, readme } = await readAgentFiles(ctx, store, repository, parsed);
    const doc = (() => {
      try {
        return parseAgentYaml(agentYaml) as Record<string, unknown>;
      } catch (err) {
        return asOci(err);
      }
    })();
    const metadata = (doc?.metadata ?? {}) as Record<string, unknown>;
    if (String(metadata.version ?? '') !== tag) {
      throw new OciError(
        400,
        'MANIFEST_INVALID',
        `agent.yaml: metadata.version is ${String(metadata.version ?? '(missing)')} but the tag is ${tag}; they must be the same. ` +
          `Set metadata.version: ${tag} (or tag the image with the version agent.yaml says), rebuild and push.`,
      );
    }
    if (String(metadata.name ?? '') !== slug) {
      throw new OciError(
        400,
        'MANIFEST_INVALID',
        `agent.yaml: metadata.name is ${String(metadata.name ?? '(missing)')} but the repository is ${repository}; push to ${namespace}/${String(metadata.name ?? slug)}.`,
      );
    }
    // The same checks as a publish from the web or the API: the request schema, then the service.
    const input = agent
      ? AgentPublishSchema.safeParse({ agent_yaml: agentYaml, readme })
      : AgentCreateSchema.safeParse({ agent_yaml: agentYaml, readme, category: categoryOf(doc) });
    if (!input.success) throw new OciError(400, 'MANIFEST_INVALID', `agent.yaml: ${input.error.issues[0]?.message ?? 'invalid'}`);
    try {
      if (!agent) await createAgent(ctx, user, { ...(input.data as AgentCreate), namespace });
      else await publishVersion(ctx, user, agent.id, input.data);
    } catch (err) {
      asOci(err);
    }
  }
  const info = await describeImage(ctx, store, repository, digest, size, parsed);
  const now = ctx.clock.now().toISOString();
  return async (tx) => {
    const rows = await repo.txRows<{ version: string }>(
      tx,
      sql`UPDATE agent_versions v SET image_digest = ${info.digest}, image_media_type = ${info.mediaType}, image_size = ${info.size},
        image_platforms = ${repo.textArray(info.platforms)}::text[], image_created_at = ${info.createdAt?.toISOString() ?? null},
        image_pushed_at = ${now}
      FROM agents a WHERE a.id = v.agent_id AND a.namespace = ${namespace} AND a.slug = ${slug} AND v.version = ${tag}
        AND (v.image_digest IS NULL OR v.image_digest = ${digest}) RETURNING v.version`,
    );
    if (rows.length === 0) throw new OciError(400, 'TAG_INVALID', REPUSH_REFUSED(repository, tag, '(another image)'));
  };
}

/** The image of the agent's current version (what `latest` means until someone pushes `latest`). */
export async function currentVersionImage(ctx: ServiceContext, repository: string): Promise<string | undefined> {
  const { namespace, slug } = splitRepository(repository);
  const [row] = await ctx.handle.query<{ image_digest: string | null }>(sql`SELECT v.image_digest FROM agents a
    JOIN agent_versions v ON v.agent_id = a.id AND v.version = a.current_version
    WHERE a.namespace = ${namespace} AND a.slug = ${slug}`);
  return row?.image_digest ?? undefined;
}

/** The version whose image `digest` is (or the version `tag`, when it has an image), if any. */
export async function versionHolding(ctx: ServiceContext, repository: string, what: { digest: string } | { tag: string }) {
  const { namespace, slug } = splitRepository(repository);
  const cond = 'digest' in what ? sql`v.image_digest = ${what.digest}` : sql`v.version = ${what.tag} AND v.image_digest IS NOT NULL`;
  const [row] = await ctx.handle.query<{ version: string }>(sql`SELECT v.version FROM agents a
    JOIN agent_versions v ON v.agent_id = a.id WHERE a.namespace = ${namespace} AND a.slug = ${slug} AND ${cond} LIMIT 1`);
  return row?.version;
}
