// The handlers of the OCI Distribution API (v1.1) at /v2/. Bodies are streamed to the blob store
// while hashed; nothing becomes visible before its digest is checked.
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { authorize, credentialsOf, unauthorizedError, type OciCredentials } from '../oci/auth.js';
import { allowedActions, type OciCaller } from '../oci/access.js';
import { digestOf, HashMeter, looksLikeDigest, parseDigest, tooLarge } from '../oci/digest.js';
import { blobUnknown, denied, digestInvalid, manifestUnknown, nameUnknown, OciError, unsupported, uploadUnknown } from '../oci/errors.js';
import { accepts, isIndexType, MEDIA_TYPES, parseManifest, type ParsedManifest } from '../oci/manifests.js';
import { requestBody, type OciRegistry } from '../oci/registry.js';
import * as repo from '../repositories/oci.js';

const TAG = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

/** What a handler gets: the registry, the request, the repository and the caller's credentials. */
export interface OciRequest {
  reg: OciRegistry;
  c: Context;
  name: string;
  creds: OciCredentials;
}

const header = (c: Context, name: string) => c.req.header(name) ?? undefined;

function contentLength(c: Context): number | undefined {
  const raw = header(c, 'content-length');
  return raw === undefined ? undefined : Number(raw);
}

/** A request has a body when it says so (a length above zero, or chunked). */
const hasBody = (c: Context) =>
  (contentLength(c) ?? 0) > 0 ||
  /chunked/i.test(header(c, 'transfer-encoding') ?? '') ||
  // Not from a socket (app.request in tests, other runtimes): the Request says whether it has a body.
  (!(c.env as { incoming?: unknown } | undefined)?.incoming && contentLength(c) === undefined && c.req.raw.body !== null);

const emptyBody = () => Readable.from([]);

function reply(status: number, headers: Record<string, string> = {}, body: string | null = null): Response {
  return new Response(body, { status, headers: { 'Content-Length': '0', ...headers } });
}

const uploadLocation = (name: string, id: string) => `/v2/${name}/blobs/uploads/${id}`;
const blobLocation = (name: string, digest: string) => `/v2/${name}/blobs/${digest}`;
const rangeOf = (size: number) => `0-${Math.max(0, size - 1)}`;

// --- Blobs ----------------------------------------------------------------------------------

export async function getBlob({ reg, c, name, creds }: OciRequest, digest: string): Promise<Response> {
  parseDigest(digest);
  await authorize(reg.ctx, creds, name, 'pull');
  const size = await repo.linkedBlobSize(reg.ctx.handle, name, digest);
  if (size === undefined) throw blobUnknown(digest);
  const headers: Record<string, string> = {
    'Content-Type': 'application/octet-stream',
    'Docker-Content-Digest': digest,
    'Accept-Ranges': 'bytes',
    ETag: `"${digest}"`,
    'Cache-Control': 'max-age=31536000',
  };
  if (c.req.method === 'HEAD') return reply(200, { ...headers, 'Content-Length': String(size) });
  if (reg.store.redirectUrl) {
    const url = await reg.store.redirectUrl(digest);
    if (url) return reply(307, { Location: url, 'Docker-Content-Digest': digest });
  }
  const range = parseRange(header(c, 'range'), size);
  if (range === 'invalid') return reply(416, { 'Content-Range': `bytes */${size}` });
  let stream: Readable;
  try {
    stream = await reg.store.open(digest, range);
  } catch {
    throw blobUnknown(digest);
  }
  const status = range ? 206 : 200;
  const sent: Record<string, string> = range
    ? { ...headers, 'Content-Length': String(range.end - range.start + 1), 'Content-Range': `bytes ${range.start}-${range.end}/${size}` }
    : { ...headers, 'Content-Length': String(size) };
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    // On Node's server, the file is piped straight into the socket: it reads ahead while the socket
    // drains, with no web stream between them (a blob is most of what a pull moves).
    outgoing.writeHead(status, { ...sent, 'Docker-Distribution-API-Version': 'registry/2.0', 'X-Content-Type-Options': 'nosniff' });
    pipeline(stream, outgoing).catch(() => stream.destroy());
    return RESPONSE_ALREADY_SENT;
  }
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers: sent });
}

/** `Range: bytes=a-b` (one range) within a blob of `size` bytes. */
function parseRange(value: string | undefined, size: number): { start: number; end: number } | undefined | 'invalid' {
  if (!value) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

export async function deleteBlob({ reg, name, creds }: OciRequest, digest: string): Promise<Response> {
  parseDigest(digest);
  await authorize(reg.ctx, creds, name, 'push');
  if (!(await repo.unlinkBlob(reg.ctx.handle, name, digest))) throw blobUnknown(digest);
  return reply(202);
}

// --- Uploads --------------------------------------------------------------------------------

/** Links a blob the store holds into `name` and answers 201 with its location. */
async function linked(reg: OciRegistry, name: string, digest: string, size: number): Promise<Response> {
  await repo.linkBlob(reg.ctx.handle, name, digest, size, reg.ctx.clock.now());
  return reply(201, { Location: blobLocation(name, digest), 'Docker-Content-Digest': digest });
}

/** Mounts `digest` from a repository the caller may read (`from`, or any when automatic); undefined when none. */
async function mount(
  reg: OciRegistry,
  caller: OciCaller | null,
  creds: OciCredentials,
  name: string,
  digest: string,
  from: string | undefined,
) {
  const candidates = from
    ? [{ repository: from, size: await repo.linkedBlobSize(reg.ctx.handle, from, digest) }]
    : await repo.repositoriesHolding(reg.ctx.handle, digest);
  for (const { repository, size } of candidates) {
    if (size === undefined || !isRepositoryName(repository)) continue;
    const readable =
      repository === name ||
      (creds.kind === 'bearer'
        ? creds.access.some((a) => a.name === repository && a.actions.includes('pull')) ||
          (await allowedActions(reg.ctx, caller, repository)).has('pull')
        : (await allowedActions(reg.ctx, caller, repository)).has('pull'));
    if (readable) return linked(reg, name, digest, size);
  }
  return undefined;
}

export async function startUpload({ reg, c, name, creds }: OciRequest): Promise<Response> {
  const caller = await authorize(reg.ctx, creds, name, 'push');
  const url = new URL(c.req.url);
  const mountDigest = url.searchParams.get('mount');
  const digest = url.searchParams.get('digest');
  const { oci } = reg.ctx.config;
  if (mountDigest && looksLikeDigest(mountDigest)) {
    parseDigest(mountDigest);
    const from = url.searchParams.get('from') ?? undefined;
    const mounted = await mount(reg, caller, creds, name, mountDigest, from);
    if (mounted) return mounted;
  }
  if (digest !== null) {
    // Monolithic upload: the whole blob in this request.
    parseDigest(digest);
    const length = contentLength(c);
    if (length !== undefined && length > oci.blobMaxBytes) throw tooLarge(oci.blobMaxBytes);
    const { size, matched } = await reg.store.putBlob(hasBody(c) ? requestBody(c) : emptyBody(), digest, oci.blobMaxBytes);
    if (!matched) throw digestInvalid(undefined, { digest });
    return linked(reg, name, digest, size);
  }
  const id = crypto.randomUUID();
  await reg.store.createUpload(id);
  await repo.insertUpload(reg.ctx.handle, id, name, reg.ctx.clock.now());
  return reply(202, { Location: uploadLocation(name, id), Range: '0-0', 'Docker-Upload-UUID': id, 'OCI-Chunk-Min-Length': '0' });
}

async function loadUpload(reg: OciRegistry, name: string, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) throw uploadUnknown();
  const upload = await repo.findUpload(reg.ctx.handle, id, name);
  if (!upload) throw uploadUnknown();
  return { ...upload, size: Number(upload.size) };
}

export async function uploadStatus({ reg, name, creds }: OciRequest, id: string): Promise<Response> {
  await authorize(reg.ctx, creds, name, 'push');
  const upload = await loadUpload(reg, name, id);
  return reply(204, { Location: uploadLocation(name, id), Range: rangeOf(upload.size), 'Docker-Upload-UUID': id });
}

/** Writes the request's body at the end of the upload (as its Content-Range says, when it says). */
async function appendChunk(reg: OciRegistry, c: Context, name: string, id: string, size: number): Promise<number> {
  const { oci } = reg.ctx.config;
  const contentRange = header(c, 'content-range');
  if (contentRange) {
    const match = /^(?:bytes[ =])?(\d+)-(\d+)(?:\/\d+|\/\*)?$/.exec(contentRange.trim());
    const start = match ? Number(match[1]) : NaN;
    const end = match ? Number(match[2]) : NaN;
    const length = contentLength(c);
    if (!match || start !== size || end < start || (length !== undefined && length !== end - start + 1)) {
      throw new OciError(416, 'BLOB_UPLOAD_INVALID', 'the chunk does not start where the upload ends', undefined, {
        Location: uploadLocation(name, id),
        Range: rangeOf(size),
        'Docker-Upload-UUID': id,
      });
    }
  }
  const length = contentLength(c);
  if (length !== undefined && size + length > oci.blobMaxBytes) throw tooLarge(oci.blobMaxBytes);
  const running = reg.takeHash(id, size);
  const meter = new HashMeter(oci.blobMaxBytes - size, ['sha256'], running?.hashes);
  const written = await reg.store.writeUpload(id, size, requestBody(c), meter);
  const total = size + written;
  if (!(await repo.advanceUpload(reg.ctx.handle, id, size, total, reg.ctx.clock.now()))) {
    throw new OciError(416, 'BLOB_UPLOAD_INVALID', 'another chunk was written to this upload at the same time', undefined, {
      Range: rangeOf(size),
    });
  }
  if (running || size === 0) reg.keepHash(id, { offset: total, hashes: meter.state() });
  return total;
}

/** Forgets an upload whose body broke a limit: nothing of it is kept. */
async function dropUpload(reg: OciRegistry, id: string) {
  await repo.deleteUpload(reg.ctx.handle, id);
  await reg.store.deleteUpload(id);
  reg.takeHash(id, -1);
}

export async function patchUpload({ reg, c, name, creds }: OciRequest, id: string): Promise<Response> {
  await authorize(reg.ctx, creds, name, 'push');
  return reg.serialize(id, async () => {
    const upload = await loadUpload(reg, name, id);
    let total: number;
    try {
      total = await appendChunk(reg, c, name, id, upload.size);
    } catch (err) {
      if (err instanceof OciError && err.status === 413) await dropUpload(reg, id);
      throw err;
    }
    return reply(202, { Location: uploadLocation(name, id), Range: rangeOf(total), 'Docker-Upload-UUID': id });
  });
}

export async function finishUpload({ reg, c, name, creds }: OciRequest, id: string): Promise<Response> {
  await authorize(reg.ctx, creds, name, 'push');
  const digest = new URL(c.req.url).searchParams.get('digest');
  if (!digest) throw digestInvalid('the digest query parameter is required to finish an upload');
  const { algorithm } = parseDigest(digest);
  return reg.serialize(id, async () => {
    const upload = await loadUpload(reg, name, id);
    let size = upload.size;
    try {
      if (hasBody(c)) size = await appendChunk(reg, c, name, id, size);
    } catch (err) {
      if (err instanceof OciError && err.status === 413) await dropUpload(reg, id);
      throw err;
    }
    const running = reg.takeHash(id, size);
    const known = running?.hashes.get(algorithm);
    const knownDigest = known ? `${algorithm}:${known.digest('hex')}` : undefined;
    const matched = await reg.store.commitUpload(id, size, digest, knownDigest);
    await repo.deleteUpload(reg.ctx.handle, id);
    if (!matched) {
      await reg.store.deleteUpload(id);
      throw digestInvalid(undefined, { digest });
    }
    return linked(reg, name, digest, size);
  });
}

export async function cancelUpload({ reg, name, creds }: OciRequest, id: string): Promise<Response> {
  await authorize(reg.ctx, creds, name, 'push');
  return reg.serialize(id, async () => {
    await loadUpload(reg, name, id);
    await dropUpload(reg, id);
    return reply(204);
  });
}

// --- Manifests ------------------------------------------------------------------------------

function manifestHeaders(row: repo.ManifestRow): Record<string, string> {
  return {
    'Content-Type': row.media_type,
    'Content-Length': String(Number(row.size)),
    'Docker-Content-Digest': row.digest,
    ETag: `"${row.digest}"`,
  };
}

/** The manifest a reference (tag or digest) names in `name`, or undefined. */
async function findByReference(reg: OciRegistry, name: string, reference: string) {
  if (reference.includes(':')) {
    parseDigest(reference);
    return repo.findManifest(reg.ctx.handle, name, reference);
  }
  if (!TAG.test(reference)) return undefined;
  return reg.resolveTag(name, reference);
}

export async function getManifest({ reg, c, name, creds }: OciRequest, reference: string): Promise<Response> {
  await authorize(reg.ctx, creds, name, 'pull');
  let row = await findByReference(reg, name, reference);
  if (!row) throw manifestUnknown(reference);
  const accept = header(c, 'accept');
  if (!accepts(accept, row.media_type)) {
    // A client that takes single images only gets the linux/amd64 image of an index named by tag.
    const fallback = isIndexType(row.media_type) && !reference.includes(':') ? await platformImage(reg, name, row, accept) : undefined;
    if (!fallback)
      throw new OciError(404, 'MANIFEST_UNKNOWN', `the manifest is a ${row.media_type}, which the Accept header does not take`);
    row = fallback;
  }
  const headers = manifestHeaders(row);
  const parsed = row.subject ? row.subject : undefined;
  if (parsed) headers['OCI-Subject'] = parsed;
  if (c.req.method === 'HEAD') return reply(200, headers);
  return new Response(row.content, { status: 200, headers });
}

async function platformImage(reg: OciRegistry, name: string, index: repo.ManifestRow, accept: string | undefined) {
  const doc = JSON.parse(index.content) as {
    manifests?: Array<{ digest: string; mediaType: string; platform?: { os?: string; architecture?: string } }>;
  };
  const entry = doc.manifests?.find(
    (m) => m.platform?.os === 'linux' && m.platform?.architecture === 'amd64' && accepts(accept, m.mediaType),
  );
  return entry ? repo.findManifest(reg.ctx.handle, name, entry.digest) : undefined;
}

/** Reads a manifest body, at most `limit` bytes. */
async function readManifestBody(c: Context, limit: number): Promise<Buffer> {
  const length = contentLength(c);
  if (length !== undefined && length > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of requestBody(c)) {
    total += (chunk as Buffer).length;
    if (total > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function putManifest({ reg, c, name, creds }: OciRequest, reference: string): Promise<Response> {
  const caller = await authorize(reg.ctx, creds, name, 'push');
  const isDigest = reference.includes(':');
  if (isDigest) parseDigest(reference);
  else if (!TAG.test(reference)) throw new OciError(400, 'TAG_INVALID', 'invalid tag', { tag: reference.slice(0, 200) });
  const bytes = await readManifestBody(c, reg.ctx.config.oci.manifestMaxBytes);
  const digest = isDigest ? digestOf(bytes, parseDigest(reference).algorithm) : digestOf(bytes);
  if (isDigest && digest !== reference) throw digestInvalid('the manifest does not hash to the digest in the URL', { digest: reference });
  const parsed: ParsedManifest = parseManifest(bytes, header(c, 'content-type'));
  await reg.storeManifest(name, digest, bytes, parsed, isDigest ? null : reference, caller);
  const headers: Record<string, string> = { Location: `/v2/${name}/manifests/${digest}`, 'Docker-Content-Digest': digest };
  if (parsed.subject) headers['OCI-Subject'] = parsed.subject;
  return reply(201, headers);
}

export async function deleteManifest({ reg, name, creds }: OciRequest, reference: string): Promise<Response> {
  await authorize(reg.ctx, creds, name, 'push');
  if (reference.includes(':')) {
    parseDigest(reference);
    await reg.refuseImageDelete(name, { digest: reference });
    if (!(await repo.deleteManifest(reg.ctx.handle, name, reference))) throw manifestUnknown(reference);
    return reply(202);
  }
  if (!TAG.test(reference)) throw manifestUnknown(reference);
  await reg.refuseImageDelete(name, { tag: reference });
  if (!(await repo.deleteTag(reg.ctx.handle, name, reference))) throw manifestUnknown(reference);
  return reply(202);
}

// --- Tags and referrers ---------------------------------------------------------------------

const MAX_TAGS = 10_000;

export async function listTags({ reg, c, name, creds }: OciRequest): Promise<Response> {
  await authorize(reg.ctx, creds, name, 'pull');
  const url = new URL(c.req.url);
  const nParam = url.searchParams.get('n');
  const last = url.searchParams.get('last') ?? undefined;
  const n = nParam === null || nParam === '' ? MAX_TAGS : Number(nParam);
  if (!Number.isInteger(n) || n < 0) throw new OciError(400, 'UNSUPPORTED', 'n must be a non-negative integer');
  const limit = Math.min(n, MAX_TAGS);
  const tags = limit === 0 ? [] : await repo.listTags(reg.ctx.handle, name, last, limit + 1);
  if (tags.length === 0 && !(await repo.repositoryExists(reg.ctx.handle, name))) {
    throw nameUnknown(name);
  }
  const page = tags.slice(0, limit);
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE };
  if (tags.length > limit) {
    headers.Link = `</v2/${name}/tags/list?n=${limit}&last=${encodeURIComponent(page[page.length - 1])}>; rel="next"`;
  }
  const body = JSON.stringify({ name, tags: page });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } });
}

export async function listReferrers({ reg, c, name, creds }: OciRequest, digest: string): Promise<Response> {
  parseDigest(digest);
  await authorize(reg.ctx, creds, name, 'pull');
  const artifactType = new URL(c.req.url).searchParams.get('artifactType');
  let rows = await repo.referrers(reg.ctx.handle, name, digest);
  const headers: Record<string, string> = { 'Content-Type': MEDIA_TYPES.ociIndex };
  if (artifactType) {
    rows = rows.filter((r) => r.artifact_type === artifactType);
    headers['OCI-Filters-Applied'] = 'artifactType';
  }
  const manifests = rows.map((r) => {
    const d: Record<string, unknown> = { mediaType: r.media_type, digest: r.digest, size: Number(r.size) };
    if (r.artifact_type) d.artifactType = r.artifact_type;
    if (r.annotations) d.annotations = r.annotations;
    return d;
  });
  const body = JSON.stringify({ schemaVersion: 2, mediaType: MEDIA_TYPES.ociIndex, manifests });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } });
}

// --- Names and the base ---------------------------------------------------------------------

const COMPONENT = '[a-z0-9]+(?:(?:\\.|_|__|-+)[a-z0-9]+)*';
const NAME = new RegExp(`^${COMPONENT}/${COMPONENT}$`);

/** A repository of this registry: `owner/name`, in the OCI name grammar. */
export const isRepositoryName = (name: string) => name.length <= 255 && NAME.test(name);

export async function base(reg: OciRegistry, c: Context): Promise<Response> {
  const creds = await credentialsOf(reg.ctx, c);
  if (creds.kind === 'anonymous') throw unauthorizedError(reg.ctx);
  return new Response('{}', { status: 200, headers: { 'Content-Type': JSON_TYPE } });
}

export { credentialsOf, denied, unsupported };
