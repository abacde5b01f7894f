// pnpm --filter @agent-registry/server bench:oci   (or `pnpm bench:oci` from the root)
//
// The OCI registry against CNCF distribution (the reference registry, `docker-registry` from
// Debian), in one run on this machine, with the real client, skopeo:
//   push         `skopeo copy oci:LAYOUT docker://…` of a 200 MB, 5-layer image (fresh random
//                layers every round, so no blob is already there and skopeo's blob cache mounts nothing)
//   pull         `skopeo copy docker://… dir:…` of that image (into /dev/shm when it exists, so the
//                client's disk is not what is measured)
//   20 pulls     twenty such pulls of one image at once: wall time and aggregate throughput
//   1 GiB layer  one 1 GiB blob streamed in a single PATCH (as docker and skopeo send a layer),
//                then closed with PUT ?digest=: the server process's resident memory (VmRSS,
//                sampled every 20 ms) above what it was just before
// This registry runs as its own process from source, on PGlite and the file blob store, in a fresh
// DATA_DIR; distribution on its filesystem driver in a fresh directory. Both on loopback, no TLS;
// this registry with a CLI token (its pushes and pulls go through its token flow), distribution
// with no auth. Targets (printed): push and pull throughput at least 0.9 of distribution's, memory
// growth under 100 MB during the 1 GiB push.
//
// Knobs: BENCH_OCI_ROUNDS (3: push/pull rounds, interleaved; the table shows their mean),
// BENCH_OCI_IMAGE_MB (200), BENCH_OCI_LAYERS (5), BENCH_OCI_CONCURRENT (20),
// BENCH_OCI_BIG_MB (1024), BENCH_OCI_PORT (19450: this registry; distribution on the next port),
// BENCH_OCI_TMP (a new folder under the OS's temporary directory), BENCH_OCI_SERVER_ARGS (more
// node arguments for this registry's process, e.g. `--cpu-prof --cpu-prof-dir=DIR`: it is stopped
// with SIGTERM at the end, so the profile is written).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { usernameFromEmail } from '@agent-registry/api-client/contract';
import { tarEntry } from '../test/ociImages.js';
import { startProcess } from './server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');

const ROUNDS = Math.max(1, Number(process.env.BENCH_OCI_ROUNDS ?? 3));
const IMAGE_MB = Number(process.env.BENCH_OCI_IMAGE_MB ?? 200);
const LAYERS = Math.max(1, Number(process.env.BENCH_OCI_LAYERS ?? 5));
const CONCURRENT = Number(process.env.BENCH_OCI_CONCURRENT ?? 20);
const BIG_MB = Number(process.env.BENCH_OCI_BIG_MB ?? 1024);
const PORT = Number(process.env.BENCH_OCI_PORT ?? 19450);
const MB = 1024 * 1024;
const work = process.env.BENCH_OCI_TMP ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-oci-'));
const pullRoot = fs.existsSync('/dev/shm') ? fs.mkdtempSync('/dev/shm/bench-oci-pull-') : path.join(work, 'pulls');
fs.mkdirSync(pullRoot, { recursive: true });

const children: ChildProcess[] = [];
function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(pullRoot, { recursive: true, force: true });
  if (!process.env.BENCH_OCI_TMP) fs.rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

// ---------------------------------------------------------------------------------------------
// Processes

/** Runs `cmd` to its end; throws with its output when it fails. Answers its wall time in seconds. */
function timed(cmd: string, args: string[]): Promise<number> {
  const began = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(Number(process.hrtime.bigint() - began) / 1e9);
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out.slice(-3000)}`));
    });
  });
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

// ---------------------------------------------------------------------------------------------
// The registries

interface Registry {
  label: string;
  host: string;
  pid: number;
  /** skopeo's credentials flag for this registry (`--src-creds`/`--dest-creds` value), if any. */
  creds?: string;
  /** A new repository name, unique to this run. */
  repo(what: string): string;
}

async function startThisRegistry(): Promise<Registry> {
  const dataDir = path.join(work, 'registry-data');
  const { child, output, match } = await startProcess(
    process.execPath,
    [...(process.env.BENCH_OCI_SERVER_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', path.join(pkg, 'src', 'main.ts')],
    {
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        SEED_ON_START: 'false',
        NODE_ENV: 'production',
      },
      ready: /running at (http:\/\/\S+)/,
    },
  );
  children.push(child);
  const url = match[1];
  // A publisher signs up with the code from the log and makes a CLI token.
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Secret123!';
  const post = async (p: string, body: unknown, token?: string) => {
    const res = await fetch(`${url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  await post('/auth/register', { email, password, name: 'Bench Pusher' });
  let code = '';
  await waitUntil(async () => {
    const m = new RegExp(`confirmation code: (\\d{6})`).exec(output());
    code = m?.[1] ?? '';
    return code !== '';
  }, 'the confirmation code');
  await post('/auth/confirm-email', { email, confirmation_code: code });
  const { token } = await post('/auth/login', { email, password });
  const { pat } = await post('/users/pat/generate', {}, token);
  const username = usernameFromEmail(email);
  let n = 0;
  return {
    label: 'this registry',
    host: `127.0.0.1:${PORT}`,
    pid: child.pid!,
    creds: `${username}:${pat}`,
    repo: (what) => `${username}/${what}-${++n}`,
  };
}

async function startDistribution(): Promise<Registry> {
  const port = PORT + 1;
  const root = path.join(work, 'distribution-data');
  const config = path.join(work, 'distribution.yml');
  fs.writeFileSync(
    config,
    [
      'version: 0.1',
      'log:',
      '  level: error',
      '  accesslog:',
      '    disabled: true',
      'storage:',
      '  filesystem:',
      `    rootdirectory: ${root}`,
      '  delete:',
      '    enabled: true',
      'http:',
      `  addr: 127.0.0.1:${port}`,
      '',
    ].join('\n'),
  );
  const child = spawn('docker-registry', ['serve', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/v2/`)).status === 200, `distribution:\n${out}`);
  let n = 0;
  return { label: 'CNCF distribution', host: `127.0.0.1:${port}`, pid: child.pid!, repo: (what) => `bench/${what}-${++n}` };
}

// ---------------------------------------------------------------------------------------------
// The image: an OCI layout with LAYERS tar layers of incompressible bytes, IMAGE_MB in all

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

function makeImage(dir: string): { bytes: number } {
  fs.rmSync(dir, { recursive: true, force: true });
  const blobs = path.join(dir, 'blobs', 'sha256');
  fs.mkdirSync(blobs, { recursive: true });
  const put = (b: Buffer) => {
    const hex = sha256(b);
    fs.writeFileSync(path.join(blobs, hex), b);
    return { digest: `sha256:${hex}`, size: b.length };
  };
  const fileSize = Math.floor((IMAGE_MB * MB) / LAYERS) - 1536;
  const layers = [];
  const diffIds = [];
  for (let i = 0; i < LAYERS; i++) {
    const body = crypto.randomBytes(fileSize);
    const tar = Buffer.concat([...tarEntry(`app/data-${i}.bin`, body), Buffer.alloc(1024)]);
    const d = put(tar);
    layers.push({ mediaType: 'application/vnd.oci.image.layer.v1.tar', ...d });
    diffIds.push(d.digest);
  }
  const config = put(
    Buffer.from(
      JSON.stringify({
        architecture: 'amd64',
        os: 'linux',
        created: new Date().toISOString(),
        rootfs: { type: 'layers', diff_ids: diffIds },
      }),
    ),
  );
  const manifest = put(
    Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...config },
        layers,
      }),
    ),
  );
  fs.writeFileSync(path.join(dir, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }));
  fs.writeFileSync(
    path.join(dir, 'index.json'),
    JSON.stringify({
      schemaVersion: 2,
      manifests: [
        {
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          ...manifest,
          annotations: { 'org.opencontainers.image.ref.name': 'bench' },
        },
      ],
    }),
  );
  return { bytes: layers.reduce((n, l) => n + l.size, config.size + manifest.size) };
}

// ---------------------------------------------------------------------------------------------
// Measurements

const skopeoPush = (r: Registry, layout: string, ref: string) =>
  timed('skopeo', [
    'copy',
    '-q',
    '--dest-tls-verify=false',
    ...(r.creds ? ['--dest-creds', r.creds] : []),
    `oci:${layout}:bench`,
    `docker://${r.host}/${ref}`,
  ]);

async function skopeoPull(r: Registry, ref: string): Promise<number> {
  const dest = fs.mkdtempSync(path.join(pullRoot, 'p-'));
  try {
    return await timed('skopeo', [
      'copy',
      '-q',
      '--src-tls-verify=false',
      ...(r.creds ? ['--src-creds', r.creds] : []),
      `docker://${r.host}/${ref}`,
      `dir:${dest}`,
    ]);
  } finally {
    fs.rmSync(dest, { recursive: true, force: true });
  }
}

/** One request with a streamed body of `bytes` pseudo-random bytes; answers status and headers. */
function streamRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  bytes: number,
  hash?: crypto.Hash,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, 'content-length': String(bytes) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    // 64 KiB of fresh random bytes per 4 MiB, the rest a counter: incompressible enough, cheap to make.
    const chunk = Buffer.alloc(4 * MB);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        crypto.randomFillSync(chunk, 0, 64 * 1024);
        chunk.writeUInt32BE(sent / chunk.length, 64 * 1024);
        const piece = n === chunk.length ? chunk : chunk.subarray(0, n);
        hash?.update(piece);
        sent += n;
        if (!req.write(Buffer.from(piece))) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

/** Pushes one `BIG_MB` blob (POST, one PATCH, PUT ?digest=) while sampling the server's RSS. */
async function bigPush(r: Registry): Promise<{ seconds: number; baseline: number; peak: number }> {
  const repo = r.repo('big');
  const auth: Record<string, string> = r.creds ? { authorization: `Basic ${Buffer.from(r.creds).toString('base64')}` } : {};
  const base = `http://${r.host}`;
  // Settle, then take the baseline.
  await new Promise((res) => setTimeout(res, 1500));
  const baseline = rssBytes(r.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(r.pid));
    } catch {
      /* the process is gone: the push fails below */
    }
  }, 20);
  const began = process.hrtime.bigint();
  try {
    const started = await fetch(`${base}/v2/${repo}/blobs/uploads/`, { method: 'POST', headers: { ...auth, 'content-length': '0' } });
    if (started.status !== 202) throw new Error(`${r.label}: POST upload ${started.status} ${await started.text()}`);
    const location = new URL(started.headers.get('location')!, base).toString();
    const hash = crypto.createHash('sha256');
    const patched = await streamRequest(location, 'PATCH', { ...auth, 'content-type': 'application/octet-stream' }, BIG_MB * MB, hash);
    if (patched.status !== 202) throw new Error(`${r.label}: PATCH ${patched.status} ${patched.body}`);
    const closeUrl = new URL(patched.headers.location!, base);
    closeUrl.searchParams.set('digest', `sha256:${hash.digest('hex')}`);
    const closed = await fetch(closeUrl, { method: 'PUT', headers: { ...auth, 'content-length': '0' } });
    if (closed.status !== 201) throw new Error(`${r.label}: PUT ${closed.status} ${await closed.text()}`);
    peak = Math.max(peak, rssBytes(r.pid));
  } finally {
    clearInterval(sampler);
  }
  return { seconds: Number(process.hrtime.bigint() - began) / 1e9, baseline, peak };
}

// ---------------------------------------------------------------------------------------------

const mbps = (bytes: number, seconds: number) => bytes / MB / seconds;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (n: number, d = 1) => n.toFixed(d);

async function main() {
  console.log(
    `bench:oci: ${ROUNDS} round(s) of a ${IMAGE_MB} MB, ${LAYERS}-layer image; ${CONCURRENT} concurrent pulls; a ${BIG_MB} MiB layer`,
  );
  console.log(`work ${work}, pulls into ${pullRoot}; ${os.cpus().length} cores, Node ${process.version}`);
  const ours = await startThisRegistry();
  const reference = await startDistribution();
  const registries = [ours, reference];
  const push = new Map<Registry, number[]>(registries.map((r) => [r, []]));
  const pull = new Map<Registry, number[]>(registries.map((r) => [r, []]));
  const refs = new Map<Registry, string>();
  let imageBytes = 0;

  for (let round = 0; round < ROUNDS; round++) {
    const layout = path.join(work, `image-${round}`);
    imageBytes = makeImage(layout).bytes;
    // Alternate who goes first, so neither always meets a cold or a warm page cache.
    const order = round % 2 === 0 ? registries : [...registries].reverse();
    for (const r of order) {
      const ref = `${r.repo('image')}:bench`;
      const s = await skopeoPush(r, layout, ref);
      push.get(r)!.push(mbps(imageBytes, s));
      refs.set(r, ref);
      console.log(`round ${round + 1}: push to ${r.label}: ${fmt(s, 2)} s`);
    }
    for (const r of order) {
      const s = await skopeoPull(r, refs.get(r)!);
      pull.get(r)!.push(mbps(imageBytes, s));
      console.log(`round ${round + 1}: pull from ${r.label}: ${fmt(s, 2)} s`);
    }
    fs.rmSync(layout, { recursive: true, force: true });
  }

  const crowd = new Map<Registry, { seconds: number; slowest: number }>();
  for (const r of registries) {
    const began = process.hrtime.bigint();
    const times = await Promise.all(Array.from({ length: CONCURRENT }, () => skopeoPull(r, refs.get(r)!)));
    const seconds = Number(process.hrtime.bigint() - began) / 1e9;
    crowd.set(r, { seconds, slowest: Math.max(...times) });
    console.log(`${CONCURRENT} concurrent pulls from ${r.label}: ${fmt(seconds, 2)} s`);
  }

  const big = new Map<Registry, Awaited<ReturnType<typeof bigPush>>>();
  for (const r of registries) {
    big.set(r, await bigPush(r));
    const b = big.get(r)!;
    console.log(`${BIG_MB} MiB layer to ${r.label}: ${fmt(b.seconds, 2)} s, RSS ${fmt(b.baseline / MB)} → ${fmt(b.peak / MB)} MB`);
  }

  const rows: string[][] = [['', ours.label, reference.label, 'ratio', 'target', '']];
  const ratioRow = (name: string, a: number, b: number, unit: string, target: number) => {
    const ratio = a / b;
    rows.push([name, `${fmt(a)} ${unit}`, `${fmt(b)} ${unit}`, fmt(ratio, 2), `≥ ${target}`, ratio >= target ? 'met' : 'MISSED']);
  };
  ratioRow(`push ${IMAGE_MB} MB, ${LAYERS} layers (skopeo)`, mean(push.get(ours)!), mean(push.get(reference)!), 'MB/s', 0.9);
  ratioRow(`pull ${IMAGE_MB} MB, ${LAYERS} layers (skopeo)`, mean(pull.get(ours)!), mean(pull.get(reference)!), 'MB/s', 0.9);
  const c = (r: Registry) => crowd.get(r)!;
  rows.push([
    `${CONCURRENT} concurrent pulls: wall time`,
    `${fmt(c(ours).seconds, 2)} s`,
    `${fmt(c(reference).seconds, 2)} s`,
    fmt(c(reference).seconds / c(ours).seconds, 2),
    '',
    '',
  ]);
  ratioRow(
    `${CONCURRENT} concurrent pulls: aggregate`,
    mbps(imageBytes * CONCURRENT, c(ours).seconds),
    mbps(imageBytes * CONCURRENT, c(reference).seconds),
    'MB/s',
    0,
  );
  rows[rows.length - 1][4] = '';
  rows[rows.length - 1][5] = '';
  const growth = (r: Registry) => (big.get(r)!.peak - big.get(r)!.baseline) / MB;
  rows.push([
    `RSS growth, ${BIG_MB} MiB layer push`,
    `${fmt(growth(ours))} MB`,
    `${fmt(growth(reference))} MB`,
    '',
    '< 100 MB',
    growth(ours) < 100 ? 'met' : 'MISSED',
  ]);
  rows.push([
    `${BIG_MB} MiB layer push: throughput`,
    `${fmt(mbps(BIG_MB * MB, big.get(ours)!.seconds))} MB/s`,
    `${fmt(mbps(BIG_MB * MB, big.get(reference)!.seconds))} MB/s`,
    fmt(big.get(reference)!.seconds / big.get(ours)!.seconds, 2),
    '',
    '',
  ]);

  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
  console.log(
    `\nThroughput is the image's bytes over skopeo's wall time (mean of ${ROUNDS} round(s): ${[...push.get(ours)!].map((x) => fmt(x)).join(', ')} / ${[
      ...push.get(reference)!,
    ]
      .map((x) => fmt(x))
      .join(
        ', ',
      )} MB/s push, ${[...pull.get(ours)!].map((x) => fmt(x)).join(', ')} / ${[...pull.get(reference)!].map((x) => fmt(x)).join(', ')} MB/s pull).`,
  );
}

main().then(
  async () => {
    // A clean stop (SIGTERM), so a profile asked for with BENCH_OCI_SERVER_ARGS gets written.
    for (const c of children) c.kill('SIGTERM');
    await Promise.race([
      Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))),
      new Promise((r) => setTimeout(r, 10_000)),
    ]);
    process.exit(0);
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
