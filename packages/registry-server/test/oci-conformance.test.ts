// The OCI distribution-spec conformance suite (v1.1.1; see oci-conformance/README.md) against the
// registry, with a user's CLI token and automatic cross-repository mounting on: every spec passes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useDatabase } from './helpers.js';
import { testConfig } from '../src/config.js';
import { startOciServer, userWithPat, type OciServer } from './ociServer.js';
import { startS3Server, type S3Server } from './s3Server.js';

const here = path.dirname(new URL(import.meta.url).pathname);
const script = path.join(here, 'oci-conformance', 'run-conformance.sh');

function run(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Runs the suite against `server` with a new user's CLI token; every spec that runs must pass. */
async function passesEverySpec(server: OciServer, email: string) {
  const { username, pat } = await userWithPat(server.harness, email);
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oci-conformance-report-'));
  const { code, output } = await run(
    { OCI_CROSSMOUNT_NAMESPACE: `${username}/other`, OCI_AUTOMATIC_CROSSMOUNT: '1', OCI_REPORT_DIR: reportDir },
    [server.url, `${username}/conformance`, username, pat],
  );
  const summary = /oci conformance: passed (\d+)\/(\d+).*/.exec(output);
  expect(summary?.[0], output.slice(-4000)).toBeDefined();
  // 74 specs run with these settings (75 with automatic cross-mount's own spec); all must pass.
  expect(Number(summary![2]), summary![0]).toBeGreaterThanOrEqual(74);
  expect(Number(summary![1]), summary![0]).toBe(Number(summary![2]));
  expect(code).toBe(0);
  fs.rmSync(reportDir, { recursive: true, force: true });
}

describe.each(databases)('OCI conformance ($name)', (database) => {
  const opened = useDatabase(database);
  let server: OciServer;
  let blobDir: string;

  beforeAll(async () => {
    blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oci-conformance-blobs-'));
    server = await startOciServer(opened.handle, { oci: { ...testConfig().oci, blobDir } });
    await server.harness.reset();
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(blobDir, { recursive: true, force: true });
  });

  it('passes every spec of the suite with a CLI token', async () => {
    await passesEverySpec(server, 'conformance@example.com');
  }, 300_000);
});

// The same suite with blobs in S3-compatible object storage (an S3-protocol server in this process).
// The store does not depend on the database, so PGlite alone is enough here.
describe('OCI conformance with the S3 blob store (pglite)', () => {
  const opened = useDatabase(databases[0]);
  let s3: S3Server;
  let server: OciServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startOciServer(opened.handle, { oci: { ...testConfig().oci, s3: s3.config } });
    await server.harness.reset();
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('passes every spec of the suite with a CLI token', async () => {
    expect(server.harness.app.oci.store.kind).toBe('s3');
    await passesEverySpec(server, 'conformance-s3@example.com');
  }, 300_000);
});
