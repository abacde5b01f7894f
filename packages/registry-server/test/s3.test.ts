// The S3 blob store against an S3-protocol server (s3rver, in this process): what it keeps, what it
// refuses, what a client reads back, and the registry's garbage collection on a bucket.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectGarbage } from '../src/oci/gc.js';
import { HashMeter } from '../src/oci/digest.js';
import { S3BlobStore } from '../src/oci/s3BlobStore.js';
import { ociConfig, testConfig } from '../src/config.js';
import { databases, makeHarness, useHarness, type Harness } from './helpers.js';
import { imageManifest, sha256 } from './ociImages.js';
import { startS3Server, type S3Server } from './s3Server.js';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listed(store: S3BlobStore): Promise<string[]> {
  const out: string[] = [];
  for await (const { digest } of store.listBlobs()) out.push(digest);
  return out;
}

/** Writes `bytes` as the upload's chunk at `offset` (as a PATCH does) and returns its length. */
const writeChunk = (store: S3BlobStore, id: string, offset: number, bytes: Buffer) =>
  store.writeUpload(id, offset, Readable.from([bytes]), new HashMeter(Number.MAX_SAFE_INTEGER));

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3 settings', () => {
  it('reads BLOB_STORE_URL and the S3_* variables, and says what is wrong with a bad one', () => {
    const env = {
      BLOB_STORE_URL: 's3://registry-blobs/prod/oci/',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com/',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      BLOB_REDIRECT: 'presigned',
    };
    expect(ociConfig(env, '/data').s3).toEqual({
      bucket: 'registry-blobs',
      prefix: 'prod/oci/',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: false,
      redirect: 'presigned',
      redirectTtlSeconds: 600,
      publicEndpoint: undefined,
    });
    expect(ociConfig({}, '/data').s3).toBeUndefined();
    expect(() => ociConfig({ BLOB_STORE_URL: '/var/blobs' }, '/data')).toThrow('BLOB_STORE_URL must look like s3://bucket');
    expect(() => ociConfig({ BLOB_STORE_URL: 's3://b12', S3_ACCESS_KEY_ID: 'key' }, '/data')).toThrow('must be set together');
    expect(() => ociConfig({ BLOB_STORE_URL: 's3://b12', BLOB_REDIRECT: 'yes' }, '/data')).toThrow('BLOB_REDIRECT must be');
    expect(() => ociConfig({ BLOB_STORE_URL: 's3://b12', S3_ENDPOINT: 'minio:9000' }, '/data')).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
  });
});

describe('S3 blob store', () => {
  const store = () => new S3BlobStore(s3.config);

  it('keeps a blob that matches its digest and serves it whole, by range, and until deleted', async () => {
    const s = store();
    const bytes = crypto.randomBytes(4096);
    const digest = sha256(bytes);
    expect(await s.putBlob(Readable.from([bytes]), digest, 1 << 20)).toEqual({ size: 4096, matched: true });
    expect(await s.stat(digest)).toEqual({ size: 4096 });
    expect((await read(await s.open(digest))).equals(bytes)).toBe(true);
    expect((await read(await s.open(digest, { start: 100, end: 199 }))).equals(bytes.subarray(100, 200))).toBe(true);
    expect(await listed(s)).toContain(digest);
    await s.delete(digest);
    expect(await s.stat(digest)).toBeUndefined();
    await expect(s.open(digest)).rejects.toThrow();
  });

  it('shows nothing of a body that does not match its digest, small or in several parts', async () => {
    const s = store();
    for (const size of [10, 9 * 1024 * 1024]) {
      const promised = sha256(Buffer.from(`promised ${size}`));
      const result = await s.putBlob(Readable.from([crypto.randomBytes(size)]), promised, 1 << 30);
      expect(result).toEqual({ size, matched: false });
      expect(await s.stat(promised)).toBeUndefined();
      expect(await listed(s)).not.toContain(promised);
    }
  });

  it('refuses a body over the limit and keeps nothing of it', async () => {
    const s = store();
    const bytes = crypto.randomBytes(2048);
    await expect(s.putBlob(Readable.from([bytes]), sha256(bytes), 1000)).rejects.toMatchObject({ status: 413 });
    expect(await s.stat(sha256(bytes))).toBeUndefined();
  });

  it('assembles an upload from its chunks on another instance, past a chunk written again shorter', async () => {
    const first = store();
    const bytes = crypto.randomBytes(3000);
    const id = crypto.randomUUID();
    await first.createUpload(id);
    expect(await writeChunk(first, id, 0, bytes.subarray(0, 1000))).toBe(1000);
    // A try that was never acknowledged, then the chunk the client sent again (shorter).
    await writeChunk(first, id, 1000, crypto.randomBytes(1500));
    await writeChunk(first, id, 1000, bytes.subarray(1000, 1800));
    await writeChunk(first, id, 1800, bytes.subarray(1800));

    // A wrong digest stores nothing and leaves the chunks for a corrected PUT.
    const second = store();
    const wrong = sha256(Buffer.from('not these bytes'));
    expect(await second.commitUpload(id, 3000, wrong)).toBe(false);
    expect(await second.stat(wrong)).toBeUndefined();

    expect(await second.commitUpload(id, 3000, sha256(bytes))).toBe(true);
    expect((await read(await first.open(sha256(bytes)))).equals(bytes)).toBe(true);
    const uploads: string[] = [];
    for await (const u of second.listUploads()) uploads.push(u.id);
    expect(uploads).not.toContain(id);
  });

  it('hands out presigned URLs that serve the blob (and a range of it) when redirects are on', async () => {
    const s = new S3BlobStore({ ...s3.config, redirect: 'presigned', redirectTtlSeconds: 60 });
    expect(store().redirectUrl).toBeUndefined();
    const bytes = Buffer.from('layer bytes, straight from the bucket');
    await s.putBlob(Readable.from([bytes]), sha256(bytes), 1 << 20);
    const url = await s.redirectUrl!(sha256(bytes));
    expect(url).toContain('X-Amz-Expires=60');
    const whole = await fetch(url!);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(url!, { headers: { range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('layer');
  });
});

describe.each(databases)('the registry on S3 ($name)', (database) => {
  let bucketPrefix = 0;
  const h = useHarness(database, {
    config: {
      get oci() {
        // Each harness gets its own prefix in the bucket, so what one database's tests left is not the other's.
        return { ...testConfig().oci, s3: { ...s3.config, prefix: `${database.name}-${++bucketPrefix}/` } };
      },
    },
  });
  const store = () => h.app.oci.store as S3BlobStore;

  async function v2(
    method: string,
    path: string,
    auth: string | undefined,
    body?: Buffer,
    headers: Record<string, string> = {},
    instance: Harness = h,
  ) {
    const res = await instance.app.app.request(path, {
      method,
      headers: { ...(auth ? { authorization: auth } : {}), ...headers },
      body: body as Uint8Array<ArrayBuffer> | undefined,
    });
    const buf = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body: buf, json: () => JSON.parse(buf.toString('utf8')) };
  }

  async function publisher() {
    const { token } = await h.signUp('ada@example.com');
    const pat = (await h.request('POST', '/api/users/pat/generate', { token })).body.pat as string;
    return `Basic ${Buffer.from(`ada:${pat}`).toString('base64')}`;
  }

  /**
   * POST, a PATCH per chunk, PUT: as docker and skopeo push a layer. The PUT goes to another
   * instance of the server (same database, same bucket), as a load balancer may send it.
   */
  async function chunkedPush(auth: string, name: string, chunks: Buffer[], digest = sha256(Buffer.concat(chunks))) {
    const start = await v2('POST', `/v2/${name}/blobs/uploads/`, auth);
    expect(start.status).toBe(202);
    let location = start.headers.get('location')!;
    let offset = 0;
    for (const chunk of chunks) {
      const patch = await v2('PATCH', location, auth, chunk, {
        'content-type': 'application/octet-stream',
        'content-range': `${offset}-${offset + chunk.length - 1}`,
      });
      expect(patch.status).toBe(202);
      offset += chunk.length;
      expect(patch.headers.get('range')).toBe(`0-${offset - 1}`);
      location = patch.headers.get('location')!;
    }
    return v2('PUT', `${location}?digest=${digest}`, auth, undefined, {}, makeHarness(h.db, h.config));
  }

  it('takes a chunked and a monolithic upload and serves them whole, by range, by HEAD, until deleted', async () => {
    expect(store().kind).toBe('s3');
    const auth = await publisher();
    const chunks = [crypto.randomBytes(700), crypto.randomBytes(900), crypto.randomBytes(300)];
    const bytes = Buffer.concat(chunks);
    const put = await chunkedPush(auth, 'ada/layers', chunks);
    expect(put.status).toBe(201);
    expect(put.headers.get('docker-content-digest')).toBe(sha256(bytes));

    const got = await v2('GET', `/v2/ada/layers/blobs/${sha256(bytes)}`, auth);
    expect(got.status).toBe(200);
    expect(got.body.equals(bytes)).toBe(true);
    const head = await v2('HEAD', `/v2/ada/layers/blobs/${sha256(bytes)}`, auth);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    const range = await v2('GET', `/v2/ada/layers/blobs/${sha256(bytes)}`, auth, undefined, { range: 'bytes=10-19' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(range.body.equals(bytes.subarray(10, 20))).toBe(true);

    const small = Buffer.from('{"architecture":"amd64","os":"linux"}');
    const mono = await v2('POST', `/v2/ada/layers/blobs/uploads/?digest=${sha256(small)}`, auth, small, {
      'content-type': 'application/octet-stream',
    });
    expect(mono.status).toBe(201);
    expect(await store().stat(sha256(small))).toEqual({ size: small.length });

    expect((await v2('DELETE', `/v2/ada/layers/blobs/${sha256(bytes)}`, auth)).status).toBe(202);
    expect((await v2('GET', `/v2/ada/layers/blobs/${sha256(bytes)}`, auth)).status).toBe(404);
  });

  it('refuses an upload whose bytes do not match its digest and leaves nothing in the bucket', async () => {
    const auth = await publisher();
    const promised = sha256(Buffer.from('what was promised'));
    const put = await chunkedPush(auth, 'ada/bad', [Buffer.from('something'), Buffer.from(' else')], promised);
    expect(put.status).toBe(400);
    expect(put.json().errors[0].code).toBe('DIGEST_INVALID');
    expect((await v2('HEAD', `/v2/ada/bad/blobs/${promised}`, auth)).status).toBe(404);
    expect(await store().stat(promised)).toBeUndefined();
    const uploads: string[] = [];
    for await (const u of store().listUploads()) uploads.push(u.id);
    expect(uploads).toEqual([]);
  });

  it('collects blobs no manifest references once past the grace period, and keeps referenced ones', async () => {
    const auth = await publisher();
    const config = Buffer.from('{"architecture":"amd64","os":"linux","config":{}}');
    const kept = crypto.randomBytes(512);
    const orphan = crypto.randomBytes(256);
    for (const blob of [config, kept, orphan]) {
      const res = await v2('POST', `/v2/ada/gc/blobs/uploads/?digest=${sha256(blob)}`, auth, blob, {
        'content-type': 'application/octet-stream',
      });
      expect(res.status).toBe(201);
    }
    const manifest = imageManifest(config, kept);
    const tagged = await v2('PUT', '/v2/ada/gc/manifests/edge', auth, manifest, {
      'content-type': 'application/vnd.oci.image.manifest.v1+json',
    });
    expect(tagged.status).toBe(201);
    // An upload session abandoned halfway.
    const start = await v2('POST', '/v2/ada/gc/blobs/uploads/', auth);
    const abandoned = start.headers.get('docker-upload-uuid')!;
    expect((await v2('PATCH', start.headers.get('location')!, auth, crypto.randomBytes(100))).status).toBe(202);

    const grace = h.config.oci.gcGraceSeconds;
    // The objects were written just now (the bucket's clock): an hour later they are all still young.
    h.clock.set(new Date(Date.now() + 60 * 60 * 1000));
    await collectGarbage(h.app.ctx, store(), grace);
    expect(await store().stat(sha256(orphan))).toEqual({ size: orphan.length });

    h.clock.set(new Date(Date.now() + 2 * grace * 1000));
    const report = await collectGarbage(h.app.ctx, store(), grace);
    expect(report.uploads + report.files).toBeGreaterThanOrEqual(1);
    expect(await store().stat(sha256(orphan))).toBeUndefined();
    expect(await store().stat(sha256(kept))).toEqual({ size: kept.length });
    expect(await store().stat(sha256(config))).toEqual({ size: config.length });
    const uploads: string[] = [];
    for await (const u of store().listUploads()) uploads.push(u.id);
    expect(uploads).not.toContain(abandoned);
    const pulled = await v2('GET', `/v2/ada/gc/blobs/${sha256(kept)}`, auth);
    expect(pulled.body.equals(kept)).toBe(true);
  });
  it('answers a blob GET with 307 to a presigned URL that serves the bytes when redirects are on, and HEAD itself', async () => {
    // A second instance on the same database and bucket, configured to redirect.
    const redirecting = makeHarness(h.db, { oci: { ...h.config.oci, s3: { ...h.config.oci.s3!, redirect: 'presigned' } } });
    const auth = await publisher();
    const bytes = crypto.randomBytes(1000);
    const put = await v2('POST', `/v2/ada/direct/blobs/uploads/?digest=${sha256(bytes)}`, auth, bytes, {
      'content-type': 'application/octet-stream',
    });
    expect(put.status).toBe(201);
    const get = await redirecting.app.app.request(`/v2/ada/direct/blobs/${sha256(bytes)}`, { headers: { authorization: auth } });
    expect(get.status).toBe(307);
    expect(get.headers.get('docker-content-digest')).toBe(sha256(bytes));
    const location = get.headers.get('location')!;
    expect(location.startsWith(s3.endpoint)).toBe(true);
    const direct = await fetch(location);
    expect(Buffer.from(await direct.arrayBuffer()).equals(bytes)).toBe(true);
    const head = await redirecting.app.app.request(`/v2/ada/direct/blobs/${sha256(bytes)}`, {
      method: 'HEAD',
      headers: { authorization: auth },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    // Without redirects, the same blob streams from this instance.
    const streamed = await v2('GET', `/v2/ada/direct/blobs/${sha256(bytes)}`, auth);
    expect(streamed.status).toBe(200);
    expect(streamed.body.equals(bytes)).toBe(true);
  });
});
