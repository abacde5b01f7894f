// Small images pushed the way container tools push them (blobs, then the manifest), through any
// transport: the app in process, or a server on a real port.
import crypto from 'node:crypto';
import zlib from 'node:zlib';

export const sha256 = (b: Buffer) => `sha256:${crypto.createHash('sha256').update(b).digest('hex')}`;

export interface V2Response {
  status: number;
  headers: Headers;
  text: string;
  /** The body's bytes, when the transport keeps them. */
  bytes?: Buffer;
  json(): any;
}

/** Sends one request to the registry's /v2/ API. */
export type V2Send = (
  method: string,
  path: string,
  auth: string | undefined,
  body?: Buffer | string,
  headers?: Record<string, string>,
) => Promise<V2Response>;

/** A V2Send to a server listening at `baseUrl`. */
export function httpSend(baseUrl: string): V2Send {
  return async (method, path, auth, body, headers = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(auth ? { authorization: auth } : {}), ...headers },
      body: body as Uint8Array<ArrayBuffer> | string | undefined,
    });
    const buf = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      headers: res.headers,
      text: buf.toString('utf8'),
      bytes: buf,
      json: () => JSON.parse(buf.toString('utf8')),
    };
  };
}

export const basicAuth = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** One ustar file entry: its 512-byte header, its body and the padding to the next 512-byte block. */
export function tarEntry(name: string, body: Buffer): Buffer[] {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(body.length.toString(8).padStart(11, '0') + '\0', 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const b of header) sum += b;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return [header, body, Buffer.alloc((512 - (body.length % 512)) % 512)];
}

/** A gzipped tar layer holding `files` (path → text). */
export function layer(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, text] of Object.entries(files)) blocks.push(...tarEntry(name, Buffer.from(text)));
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

/** The OCI image manifest of `config` and one layer (a plain tar unless `layerMediaType` says otherwise). */
export function imageManifest(config: Buffer, layerBytes: Buffer, layerMediaType = 'application/vnd.oci.image.layer.v1.tar'): Buffer {
  return Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: sha256(config), size: config.length },
      layers: [{ mediaType: layerMediaType, digest: sha256(layerBytes), size: layerBytes.length }],
    }),
  );
}

/**
 * Pushes a one-layer image (config + layer + manifest) to `name:tag`; answers the manifest PUT,
 * with the digests of what it pushed. A blob upload that is not a 201 throws.
 */
export async function pushImage(send: V2Send, auth: string, name: string, tag: string, files: Record<string, string>) {
  const config = Buffer.from(
    JSON.stringify({ architecture: 'amd64', os: 'linux', created: '2026-01-02T03:04:05Z', config: { WorkingDir: '/app' } }),
  );
  const tar = layer(files);
  for (const blob of [config, tar]) {
    const put = await send('POST', `/v2/${name}/blobs/uploads/?digest=${sha256(blob)}`, auth, blob, {
      'content-type': 'application/octet-stream',
    });
    if (put.status !== 201) throw new Error(`blob upload to ${name}: ${put.status} ${put.text}`);
  }
  const manifest = imageManifest(config, tar, 'application/vnd.oci.image.layer.v1.tar+gzip');
  const res = await send('PUT', `/v2/${name}/manifests/${tag}`, auth, manifest, {
    'content-type': 'application/vnd.oci.image.manifest.v1+json',
  });
  return { ...res, digest: sha256(manifest), configDigest: sha256(config), layerDigest: sha256(tar), manifest };
}
