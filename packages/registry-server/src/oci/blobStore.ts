// Where blob bytes live. The database says which blobs exist for whom; a store only keeps bytes by
// digest, plus the bytes of uploads in progress. The file store is the default; see s3BlobStore.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable, type Readable, type Transform } from 'node:stream';
import { HashMeter, parseDigest, type DigestAlgorithm } from './digest.js';

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface BlobStore {
  readonly kind: 'file' | 's3';
  /** The blob's size, or undefined when the store does not hold it. */
  stat(digest: string): Promise<{ size: number } | undefined>;
  open(digest: string, range?: ByteRange): Promise<Readable>;
  /** A URL the client may fetch the blob from directly (a presigned S3 URL), when the store has one. */
  redirectUrl?(digest: string): Promise<string | undefined>;
  /** Streams `body` into a new blob; keeps it only if it hashes to `digest`. Returns its size. */
  putBlob(body: Readable, digest: string, maxBytes: number): Promise<{ size: number; matched: boolean }>;
  /** A new, empty upload area. */
  createUpload(id: string): Promise<void>;
  /**
   * Writes `body` at `offset` of the upload, durably (the caller acknowledges it next); `meter`
   * sees every byte. Bytes past `offset + written` from an earlier, unacknowledged try are overwritten.
   */
  writeUpload(id: string, offset: number, body: Readable, meter: HashMeter): Promise<number>;
  /**
   * Makes the first `size` bytes of the upload the blob `digest` when they hash to it (`knownDigest`,
   * when the caller hashed every byte already, spares a second read). False, and nothing kept, otherwise.
   */
  commitUpload(id: string, size: number, digest: string, knownDigest?: string): Promise<boolean>;
  deleteUpload(id: string): Promise<void>;
  delete(digest: string): Promise<void>;
  /** Every blob the store holds, with its last change (garbage collection). */
  listBlobs(): AsyncIterable<{ digest: string; modifiedAt: Date }>;
  /** When the blob was last written, or undefined when the store does not hold it. */
  modifiedAt(digest: string): Promise<Date | undefined>;
  /** Upload areas and temporary files (ids `tmp/...`) with their last change (garbage collection). */
  listUploads(): AsyncIterable<{ id: string; modifiedAt: Date }>;
  /** Removes a leftover temporary file or unfinished write that listUploads named `tmp/<name>`. */
  deleteTemp(name: string): Promise<void>;
}

/**
 * Flushes `target` to disk: a file's contents, or a directory's entries (a rename is durable once
 * its directory is). A directory can only be opened for reading.
 */
async function fsyncPath(target: string, kind: 'file' | 'dir'): Promise<void> {
  const handle = await fsp.open(target, kind === 'dir' ? 'r' : 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** How many bytes a file takes in before a flush to disk starts in the background. */
const FLUSH_EVERY = 8 * 1024 * 1024;

/**
 * Streams `body` through `meter` into `file` from `position`, durably: every FLUSH_EVERY bytes a
 * flush to disk (fdatasync) starts while the next bytes keep arriving, so the fsync that ends the
 * write, before anything is acknowledged, has only the last few megabytes left to write out.
 */
async function writeDurably(body: Readable, meter: Transform, file: string, flags: 'wx' | 'r+', position = 0): Promise<void> {
  const handle = await fsp.open(file, flags);
  let unflushed = 0;
  let flushing: Promise<void> = Promise.resolve();
  let flushError: unknown;
  const out = new Writable({
    highWaterMark: 1024 * 1024,
    writev(chunks, callback) {
      const buffers = chunks.map((c) => c.chunk as Buffer);
      const write = async () => {
        let left = buffers.reduce((n, b) => n + b.length, 0);
        let pending = buffers;
        while (left > 0) {
          const { bytesWritten } = await handle.writev(pending, position);
          position += bytesWritten;
          unflushed += bytesWritten;
          left -= bytesWritten;
          if (left > 0) pending = [Buffer.concat(pending).subarray(bytesWritten)];
        }
        if (unflushed >= FLUSH_EVERY) {
          unflushed = 0;
          flushing = flushing.then(() => handle.datasync()).catch((err: unknown) => void (flushError ??= err));
        }
      };
      write().then(() => callback(), callback);
    },
  });
  try {
    await pipeline(body, meter, out);
    await flushing;
    if (flushError) throw flushError;
    await handle.sync();
  } finally {
    await flushing;
    await handle.close();
  }
}

/**
 * Content-addressed files under `root`: blobs/<alg>/<2 hex>/<hex>. New content is written to a
 * temporary file, fsynced, checked, then renamed into place (and the directory fsynced), so a
 * process killed at any moment loses no acknowledged blob and shows no partial one.
 */
export class FileBlobStore implements BlobStore {
  readonly kind = 'file' as const;
  private readonly blobsDir: string;
  private readonly uploadsDir: string;
  private readonly tmpDir: string;

  constructor(readonly root: string) {
    this.blobsDir = path.join(root, 'blobs');
    this.uploadsDir = path.join(root, 'uploads');
    this.tmpDir = path.join(root, 'tmp');
    for (const dir of [this.blobsDir, this.uploadsDir, this.tmpDir]) fs.mkdirSync(dir, { recursive: true });
  }

  blobPath(digest: string): string {
    const { algorithm, hex } = parseDigest(digest);
    return path.join(this.blobsDir, algorithm, hex.slice(0, 2), hex);
  }

  private uploadPath(id: string): string {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad upload id');
    return path.join(this.uploadsDir, id);
  }

  async stat(digest: string) {
    try {
      const s = await fsp.stat(this.blobPath(digest));
      return { size: s.size };
    } catch {
      return undefined;
    }
  }

  async open(digest: string, range?: ByteRange): Promise<Readable> {
    const file = this.blobPath(digest);
    const handle = await fsp.open(file, 'r');
    return handle.createReadStream({ start: range?.start, end: range?.end, highWaterMark: 1024 * 1024 });
  }

  /** Moves a complete, fsynced file to the blob's place (atomic), or drops it when the blob exists. */
  private async install(file: string, digest: string): Promise<void> {
    const target = this.blobPath(digest);
    const dir = path.dirname(target);
    await fsp.mkdir(dir, { recursive: true });
    await fsp.rename(file, target);
    await fsyncPath(dir, 'dir');
  }

  async putBlob(body: Readable, digest: string, maxBytes: number) {
    const { algorithm } = parseDigest(digest);
    const tmp = path.join(this.tmpDir, crypto.randomUUID());
    const meter = new HashMeter(maxBytes, [algorithm]);
    try {
      await writeDurably(body, meter, tmp, 'wx');
      if (meter.digest(algorithm) !== digest) {
        await fsp.rm(tmp, { force: true });
        return { size: meter.bytes, matched: false };
      }
      await this.install(tmp, digest);
      return { size: meter.bytes, matched: true };
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async createUpload(id: string) {
    const file = this.uploadPath(id);
    await (await fsp.open(file, 'w')).close();
  }

  async writeUpload(id: string, offset: number, body: Readable, meter: HashMeter): Promise<number> {
    const file = this.uploadPath(id);
    const before = meter.bytes;
    await writeDurably(body, meter, file, 'r+', offset);
    return meter.bytes - before;
  }

  async commitUpload(id: string, size: number, digest: string, knownDigest?: string): Promise<boolean> {
    const file = this.uploadPath(id);
    const { algorithm } = parseDigest(digest);
    let actual = knownDigest;
    if (actual === undefined) {
      const hash = crypto.createHash(algorithm as DigestAlgorithm);
      if (size > 0) {
        const handle = await fsp.open(file, 'r');
        for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, highWaterMark: 1024 * 1024 })) {
          hash.update(chunk as Buffer);
        }
      }
      actual = `${algorithm}:${hash.digest('hex')}`;
    }
    if (actual !== digest) return false;
    // Every chunk was made durable when it was written; only bytes past `size` (from an earlier,
    // unacknowledged try) need cutting off, and then the new length flushing.
    if ((await fsp.stat(file)).size !== size) {
      await fsp.truncate(file, size);
      await fsyncPath(file, 'file');
    }
    await this.install(file, digest);
    return true;
  }

  async deleteUpload(id: string) {
    await fsp.rm(this.uploadPath(id), { force: true });
  }

  async delete(digest: string) {
    await fsp.rm(this.blobPath(digest), { force: true });
  }

  async *listBlobs(): AsyncIterable<{ digest: string; modifiedAt: Date }> {
    for (const algorithm of await fsp.readdir(this.blobsDir).catch(() => [] as string[])) {
      for (const prefix of await fsp.readdir(path.join(this.blobsDir, algorithm)).catch(() => [] as string[])) {
        for (const hex of await fsp.readdir(path.join(this.blobsDir, algorithm, prefix)).catch(() => [] as string[])) {
          const s = await fsp.stat(path.join(this.blobsDir, algorithm, prefix, hex)).catch(() => undefined);
          if (s) yield { digest: `${algorithm}:${hex}`, modifiedAt: s.mtime };
        }
      }
    }
  }

  async modifiedAt(digest: string): Promise<Date | undefined> {
    return (await fsp.stat(this.blobPath(digest)).catch(() => undefined))?.mtime;
  }

  async *listUploads(): AsyncIterable<{ id: string; modifiedAt: Date }> {
    for (const dir of [this.uploadsDir, this.tmpDir]) {
      for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
        const s = await fsp.stat(path.join(dir, name)).catch(() => undefined);
        if (s) yield { id: dir === this.tmpDir ? `tmp/${name}` : name, modifiedAt: s.mtime };
      }
    }
  }

  /** Removes a leftover temporary file (garbage collection). */
  async deleteTemp(name: string) {
    await fsp.rm(path.join(this.tmpDir, path.basename(name)), { force: true });
  }
}
