// An S3-protocol server in this process (s3rver, objects in a temporary directory), for the tests of
// the S3 blob store: the same requests the AWS SDK sends to AWS S3, MinIO or R2.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreConfig } from '../src/config.js';

export interface S3Server {
  /** The blob store settings that point at this server's bucket (under `prefix`). */
  config: S3StoreConfig;
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(options: { bucket?: string; prefix?: string } = {}): Promise<S3Server> {
  const bucket = options.bucket ?? 'registry';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: {
      bucket,
      prefix: options.prefix ?? 'registry/',
      endpoint,
      region: 'us-east-1',
      // s3rver's built-in account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      redirect: 'off',
      redirectTtlSeconds: 600,
      publicEndpoint: undefined,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
