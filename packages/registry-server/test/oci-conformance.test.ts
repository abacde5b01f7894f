// The OCI distribution-spec conformance suite (v1.1.1; see oci-conformance/README.md) against the
// registry, with a user's CLI token and automatic cross-repository mounting on, and anonymously
// where an anonymous caller may go (pulling and listing a public agent): every spec that runs passes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentYaml, databases, useDatabase } from './helpers.js';
import { testConfig } from '../src/config.js';
import { basicAuth, httpSend, pushImage } from './ociImages.js';
import { startOciServer, userWithPat, type OciServer } from './ociServer.js';
import { startS3Server, type S3Server } from './s3Server.js';

const here = path.dirname(new URL(import.meta.url).pathname);
const script = path.join(here, 'oci-conformance', 'run-conformance.sh');

/** The suite's summary line (`oci conformance: passed X/Y (…)`), checked: every spec that ran passed. */
function expectAllPassed({ code, output }: { code: number | null; output: string }, atLeast: number): string {
  const summary = /oci conformance: passed (\d+)\/(\d+).*/.exec(output);
  expect(summary?.[0], output.slice(-4000)).toBeDefined();
  expect(Number(summary![2]), summary![0]).toBeGreaterThanOrEqual(atLeast);
  expect(Number(summary![1]), `${summary![0]}\n${output.slice(-4000)}`).toBe(Number(summary![2]));
  expect(code).toBe(0);
  console.info(summary![0]);
  return summary![0];
}

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
  // 74 specs run with these settings (75 with automatic cross-mount's own spec); all must pass.
  expectAllPassed({ code, output }, 74);
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

  it('passes every spec an anonymous caller may run: pulling and listing a public agent', async () => {
    // The owner publishes a public agent by pushing its first version, then tags the same image
    // a few more times for the tag-listing specs.
    const { username, pat } = await userWithPat(server.harness, 'anonymous-conformance@example.com');
    const send = httpSend(server.url);
    const auth = basicAuth(username, pat);
    const name = `${username}/public-agent`;
    const files = { 'app/agent.yaml': agentYaml('public-agent', '1.0.0'), 'app/README.md': '# Public agent\n' };
    const pushed = await pushImage(send, auth, name, '1.0.0', files);
    expect(pushed.status, pushed.text).toBe(201);
    const tags = ['1.0.0', 'edge', 'stable', 'nightly'];
    for (const tag of tags.slice(1)) expect((await pushImage(send, auth, name, tag, files)).status).toBe(201);

    const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oci-conformance-report-'));
    // No credentials: the pull workflow on content already there, and content discovery on its
    // tags. Pushing, deleting, and the referrers specs that need the suite's own pushes, are for
    // callers with a token (the run above).
    const result = await run(
      {
        OCI_TEST_PUSH: '0',
        OCI_TEST_CONTENT_MANAGEMENT: '0',
        OCI_TAG_NAME: '1.0.0',
        OCI_MANIFEST_DIGEST: pushed.digest,
        OCI_BLOB_DIGEST: pushed.configDigest,
        OCI_TAG_LIST: tags.join(','),
        OCI_REPORT_DIR: reportDir,
      },
      [server.url, name, '-ginkgo.skip', 'listing references\\) GET request to (existing blob|missing manifest)'],
    );
    // 14 pull specs (the tag from the environment, blobs, manifests, error codes) and 5 discovery
    // specs (the tags from the environment, the tag list with `n` and `last`, referrers of an unknown digest).
    expectAllPassed(result, 19);
    fs.rmSync(reportDir, { recursive: true, force: true });
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
