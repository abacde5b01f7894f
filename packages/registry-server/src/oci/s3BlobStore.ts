// Blobs in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...), for a registry that
// runs on several machines: every instance reads and writes the same bucket, and the database says
// which blobs exist and how far each upload has come.
//
// Layout under the prefix: blobs/<alg>/<2 hex>/<hex> (a blob, by digest) and uploads/<id>/<offset>
// (the chunks of an upload session, one object per PATCH, named by where it starts).
//
// Nothing becomes visible before its digest is checked: a blob is written with a multipart upload
// (or one PUT when small) straight to its key, and the body's last byte is only let through once it
// hashes to the digest, so a mismatch stops the upload before S3 is asked to complete it.
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StoreConfig } from '../config.js';
import type { BlobStore, ByteRange } from './blobStore.js';
import { HashMeter, isValidDigest, parseDigest } from './digest.js';

/** Parts of a multipart upload: bytes held in memory per upload are at most PART_SIZE × QUEUE_SIZE. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;
/** Chunk keys carry their start offset, zero-padded so that keys sort as offsets do. */
const OFFSET_DIGITS = 16;
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

/** Thrown into a body stream whose bytes do not hash to the digest: the upload is never completed. */
class DigestMismatch extends Error {
  constructor() {
    super('the content does not match its digest');
  }
}

/** Passes bytes on, but fails at the end (before the last byte is taken as the end) unless `check` holds. */
class EndGate extends Transform {
  constructor(private readonly check: () => Error | null) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    done(null, chunk);
  }
  override _flush(done: TransformCallback) {
    done(this.check());
  }
}

/**
 * Pipes `from` into `to` and hands `to` on (to be read by the upload): an error on either side
 * destroys both, as pipeline() does, so a failed write stops reading the request body.
 */
function feed<T extends Transform>(from: Readable, to: T): T {
  pipeline(from, to, () => {
    // The error reaches the reader of `to`, which reports it.
  });
  return to;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

export function s3ClientConfig(config: S3StoreConfig, endpoint = config.endpoint): S3ClientConfig {
  return {
    region: config.region,
    endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: other S3-protocol servers do not all take the SDK's
    // streamed checksum trailers, and every blob is checked against its own digest anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly presigner: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(readonly config: S3StoreConfig) {
    this.client = new S3Client(s3ClientConfig(config));
    this.presigner = config.publicEndpoint ? new S3Client(s3ClientConfig(config, config.publicEndpoint)) : this.client;
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    if (config.redirect !== 'presigned') this.redirectUrl = undefined;
  }

  blobKey(digest: string): string {
    const { algorithm, hex } = parseDigest(digest);
    return `${this.prefix}blobs/${algorithm}/${hex.slice(0, 2)}/${hex}`;
  }

  private uploadDir(id: string): string {
    if (!UPLOAD_ID.test(id)) throw new Error('bad upload id');
    return `${this.prefix}uploads/${id}/`;
  }

  private chunkKey(id: string, offset: number): string {
    return this.uploadDir(id) + String(offset).padStart(OFFSET_DIGITS, '0');
  }

  /** Streams `body` to `key`; S3 shows the object only once the stream has ended without an error. */
  private async upload(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      await upload.done();
    } catch (err) {
      // The body's own error says more than a failed clean-up of the parts (some servers refuse the
      // abort; the garbage collection and a lifecycle rule take what is left).
      if (body.errored) throw body.errored;
      throw err;
    }
  }

  /** Streams `body` to the blob's key, completing it only when the bytes hash to `digest`. */
  private async putVerified(body: Readable, digest: string, meter: HashMeter): Promise<boolean> {
    const { algorithm } = parseDigest(digest);
    let mismatch = false;
    const gate = new EndGate(() => {
      if (meter.digest(algorithm) === digest) return null;
      mismatch = true;
      return new DigestMismatch();
    });
    try {
      await this.upload(this.blobKey(digest), feed(feed(body, meter), gate));
      return true;
    } catch (err) {
      if (mismatch) return false;
      throw err;
    }
  }

  async stat(digest: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.blobKey(digest) }));
      return { size: Number(head.ContentLength ?? 0) };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async open(digest: string, range?: ByteRange): Promise<Readable> {
    return this.openKey(this.blobKey(digest), range);
  }

  private async openKey(key: string, range?: ByteRange): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return res.Body as Readable;
  }

  redirectUrl?: (digest: string) => Promise<string | undefined> = async (digest) =>
    getSignedUrl(this.presigner, new GetObjectCommand({ Bucket: this.bucket, Key: this.blobKey(digest) }), {
      expiresIn: this.config.redirectTtlSeconds,
    });

  async putBlob(body: Readable, digest: string, maxBytes: number) {
    const meter = new HashMeter(maxBytes, [parseDigest(digest).algorithm]);
    const matched = await this.putVerified(body, digest, meter);
    return { size: meter.bytes, matched };
  }

  async createUpload(id: string) {
    // An upload is its chunks; it has none yet (the session itself is a database row).
    this.uploadDir(id);
  }

  async writeUpload(id: string, offset: number, body: Readable, meter: HashMeter): Promise<number> {
    const key = this.chunkKey(id, offset);
    const before = meter.bytes;
    await this.upload(key, feed(body, meter));
    const written = meter.bytes - before;
    // An empty chunk adds nothing; keeping it would leave a zero-length link in the chain.
    if (written === 0) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return written;
  }

  /** The upload's chunks from offset 0 up to `size`, in order, or undefined when one is missing. */
  private async chain(id: string, size: number): Promise<Array<{ key: string; length: number }> | undefined> {
    const chunks = new Map<number, { key: string; size: number }>();
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.uploadDir(id) })) {
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(this.uploadDir(id).length);
        if (/^\d+$/.test(name)) chunks.set(Number(name), { key: object.Key!, size: Number(object.Size ?? 0) });
      }
    }
    const out: Array<{ key: string; length: number }> = [];
    let at = 0;
    while (at < size) {
      const chunk = chunks.get(at);
      if (!chunk || chunk.size === 0) return undefined;
      // A chunk written again shorter after an unacknowledged try ends where the upload says.
      const length = Math.min(chunk.size, size - at);
      out.push({ key: chunk.key, length });
      at += length;
    }
    return out;
  }

  async commitUpload(id: string, size: number, digest: string): Promise<boolean> {
    // The chunks are read back and hashed on their way to the blob's key whatever the caller hashed
    // already: what gets the digest's name is exactly what was checked against it.
    const chain = await this.chain(id, size);
    if (!chain) return false;
    const open = (key: string, length: number) => this.openKey(key, { start: 0, end: length - 1 });
    async function* concatenated() {
      for (const { key, length } of chain!) yield* await open(key, length);
    }
    const meter = new HashMeter(Number.MAX_SAFE_INTEGER, [parseDigest(digest).algorithm]);
    const matched = await this.putVerified(Readable.from(concatenated(), { objectMode: false }), digest, meter);
    if (matched) await this.deleteUpload(id);
    return matched;
  }

  async deleteUpload(id: string) {
    await this.deletePrefix(this.uploadDir(id));
  }

  private async deletePrefix(prefix: string) {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length === 0) continue;
      // One request per page; servers without DeleteObjects get one DELETE per key.
      try {
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
      } catch {
        for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key.Key }));
      }
    }
  }

  async delete(digest: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.blobKey(digest) }));
  }

  async *listBlobs(): AsyncIterable<{ digest: string; modifiedAt: Date }> {
    const root = `${this.prefix}blobs/`;
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: root })) {
      for (const object of page.Contents ?? []) {
        const [algorithm, , hex] = object.Key!.slice(root.length).split('/');
        const digest = `${algorithm}:${hex}`;
        if (hex && isValidDigest(digest)) yield { digest, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  async modifiedAt(digest: string): Promise<Date | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.blobKey(digest) }));
      return head.LastModified;
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /**
   * Upload sessions (by their newest chunk), then multipart uploads never completed (a process
   * stopped mid-blob) as `tmp/<upload id> <key>`.
   */
  async *listUploads(): AsyncIterable<{ id: string; modifiedAt: Date }> {
    const root = `${this.prefix}uploads/`;
    const newest = new Map<string, Date>();
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: root })) {
      for (const object of page.Contents ?? []) {
        const id = object.Key!.slice(root.length).split('/')[0];
        const at = object.LastModified ?? new Date(0);
        if (UPLOAD_ID.test(id) && !(newest.get(id)! > at)) newest.set(id, at);
      }
    }
    for (const [id, modifiedAt] of newest) yield { id, modifiedAt };
    for (const upload of await this.incompleteMultipartUploads()) {
      yield { id: `tmp/${upload.uploadId} ${upload.key}`, modifiedAt: upload.initiated };
    }
  }

  private async incompleteMultipartUploads(): Promise<Array<{ key: string; uploadId: string; initiated: Date }>> {
    const out: Array<{ key: string; uploadId: string; initiated: Date }> = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: this.prefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch {
        // Not every S3-protocol server lists them; a bucket lifecycle rule then cleans them up.
        return out;
      }
      for (const u of page.Uploads ?? []) {
        if (u.Key && u.UploadId) out.push({ key: u.Key, uploadId: u.UploadId, initiated: u.Initiated ?? new Date(0) });
      }
      if (!page.IsTruncated) return out;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  /** Aborts a multipart upload never completed (garbage collection; `name` as listUploads gives it). */
  async deleteTemp(name: string) {
    const space = name.indexOf(' ');
    const key = name.slice(space + 1);
    if (space <= 0 || !key.startsWith(this.prefix)) return;
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: name.slice(0, space) }));
  }
}
