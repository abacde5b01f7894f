// The registry's moving parts for one app: the blob store, the running hashes of uploads in
// progress, and a lock per upload so its chunks land one after another.
import type crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { oldestFirst } from '../lib/oldestFirst.js';
import type { ServiceContext } from '../services/context.js';
import { FileBlobStore, type BlobStore } from './blobStore.js';
import { S3BlobStore } from './s3BlobStore.js';
import * as repo from '../repositories/oci.js';
import type { OciCaller } from './access.js';
import type { DigestAlgorithm } from './digest.js';
import { OciError } from './errors.js';
import { currentVersionImage, isVersionTag, prepareVersionPush, versionHolding } from './images.js';
import type { ParsedManifest } from './manifests.js';

interface RunningHash {
  /** Bytes hashed so far, from the upload's first byte. */
  offset: number;
  hashes: Map<DigestAlgorithm, crypto.Hash>;
}

export class OciRegistry {
  private readonly hashes = new Map<string, RunningHash>();
  private readonly oldestHash = oldestFirst(this.hashes);
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(
    readonly ctx: ServiceContext,
    readonly store: BlobStore,
  ) {}

  /** The running hash of an upload when it covers exactly `offset` bytes (else it is forgotten). */
  takeHash(id: string, offset: number): RunningHash | undefined {
    const hit = this.hashes.get(id);
    this.hashes.delete(id);
    return hit && hit.offset === offset ? hit : undefined;
  }

  keepHash(id: string, hash: RunningHash): void {
    // A bounded cache: an upload that lost its hash is re-read once at the end, nothing worse.
    if (this.hashes.size >= 1000) this.hashes.delete(this.oldestHash()!);
    this.hashes.set(id, hash);
  }

  /** The manifest `tag` points at in `repository`. */
  async resolveTag(repository: string, tag: string): Promise<repo.ManifestRow | undefined> {
    const row = await repo.findTaggedManifest(this.ctx.handle, repository, tag);
    if (row || tag !== 'latest') return row;
    // `latest`, never pushed: the current version's image.
    const digest = await currentVersionImage(this.ctx, repository);
    return digest ? repo.findManifest(this.ctx.handle, repository, digest) : undefined;
  }

  /** Refuses to delete a published version's image (or its version tag): yanking is how a version goes. */
  async refuseImageDelete(repository: string, what: { digest: string } | { tag: string }): Promise<void> {
    const version = await versionHolding(this.ctx, repository, what);
    if (version) {
      throw new OciError(
        405,
        'DENIED',
        `this is the image of ${repository} version ${version}, which is published and immutable; yank the version on the registry instead`,
      );
    }
  }

  /**
   * Stores a manifest (and points `tag` at it): every blob and child manifest it names must be in
   * the repository already (MANIFEST_BLOB_UNKNOWN otherwise).
   */
  async storeManifest(
    repository: string,
    digest: string,
    bytes: Uint8Array,
    parsed: ParsedManifest,
    tag: string | null,
    caller: OciCaller | null,
  ): Promise<void> {
    const { handle, clock } = this.ctx;
    const [blobs, children] = await Promise.all([
      repo.linkedAmong(handle.db, repository, parsed.blobs),
      repo.manifestsAmong(handle.db, repository, parsed.children),
    ]);
    const missing = [...parsed.blobs.filter((d) => !blobs.has(d)), ...parsed.children.filter((d) => !children.has(d))];
    if (missing.length > 0) {
      throw new OciError(400, 'MANIFEST_BLOB_UNKNOWN', `the manifest references ${missing[0]}, which is not in ${repository}`, {
        digest: missing[0],
      });
    }
    // A version tag publishes (or checks) the version before the tag moves.
    const attach =
      tag && isVersionTag(tag) && caller
        ? await prepareVersionPush(this.ctx, this.store, caller.user, repository, tag, digest, bytes.length, parsed)
        : undefined;
    const now = clock.now();
    await handle.db.transaction(async (tx) => {
      if (attach) await attach(tx);
      await repo.insertManifest(
        tx,
        {
          repository,
          digest,
          mediaType: parsed.mediaType,
          content: Buffer.from(bytes).toString('utf8'),
          size: bytes.length,
          subject: parsed.subject,
          artifactType: parsed.artifactType,
          annotations: parsed.annotations,
          blobs: parsed.blobs,
          children: parsed.children,
        },
        now,
      );
      if (tag) await repo.setTag(tx, repository, tag, digest, now);
    });
  }

  /** Runs `work` after every earlier piece of work on the same upload (one chunk at a time). */
  async serialize<T>(id: string, work: () => Promise<T>): Promise<T> {
    const before = this.locks.get(id) ?? Promise.resolve();
    const run = before.catch(() => {}).then(work);
    this.locks.set(id, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(id) === run) this.locks.delete(id);
    }
  }
}

/** S3-compatible object storage when BLOB_STORE_URL names a bucket, else files under BLOB_DIR. */
export function createBlobStore(ctx: ServiceContext): BlobStore {
  const { s3, blobDir } = ctx.config.oci;
  return s3 ? new S3BlobStore(s3) : new FileBlobStore(blobDir);
}

/** The request body as a Node stream, straight from the socket when the server is Node's. */
export function requestBody(c: Context): Readable {
  const incoming = (c.env as { incoming?: Readable } | undefined)?.incoming;
  if (incoming && !c.req.raw.bodyUsed) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as never) : Readable.from([]);
}
