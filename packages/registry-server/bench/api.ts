// pnpm --filter @agent-registry/server bench:api
//
// Loads 100,000 synthetic agents and measures, in one run, GET /api/agents/{id} and a mix of
// 2-word searches, beside bare node:http answering a constant JSON, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL. The server runs in a child
// process; the load comes from bench/loadgen.ts (keep-alive, loopback only).
//
// Knobs: BENCH_AGENTS (100000), BENCH_DURATION_MS (10000 per scenario), BENCH_CONNECTIONS (10),
// BENCH_SEARCHES (240 distinct pairs). The PostgreSQL database is emptied: use a scratch one.
//
// The crowd scenario (bench/crowd.ts): BENCH_CROWD_CONNECTIONS (200) keep-alive connections of
// mixed reads, a write every BENCH_CROWD_WRITE_MS (200) and a health probe every 250 ms, for
// BENCH_CROWD_DURATION_MS (30000). BENCH_SCENARIOS=crowd runs only it (=throughput skips it).
// BENCH_SERVER_MAIN runs another checkout's src/main.ts (to measure before and after a change).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import { openDatabase } from '../src/db/client.js';
import { runCrowd, type CrowdResult } from './crowd.js';
import { loadSyntheticAgents, searchPairs } from './data.js';
import { runLoad, type LoadResult } from './loadgen.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');

const AGENTS = Number(process.env.BENCH_AGENTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCHES = Math.max(200, Number(process.env.BENCH_SEARCHES ?? 240));
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const SCENARIOS = process.env.BENCH_SCENARIOS ?? 'all';
const CROWD_CONNECTIONS = Number(process.env.BENCH_CROWD_CONNECTIONS ?? 200);
const CROWD_DURATION = Number(process.env.BENCH_CROWD_DURATION_MS ?? 30_000);
const CROWD_WRITE_MS = Number(process.env.BENCH_CROWD_WRITE_MS ?? 200);
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(pkg, 'src', 'main.ts'));
const crowdRows: Array<{ target: string; result: CrowdResult }> = [];

interface Row {
  target: string;
  scenario: string;
  result: LoadResult;
  /** node:http req/s measured around this scenario. */
  baseline: number;
}

function spawnAndWait(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: pkg, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      const m = ready.exec(out);
      if (m) resolve({ child, match: m });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${cmd} exited (${code}) before it was ready:\n${out}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function measure(port: number, paths: string[]): Promise<LoadResult> {
  // Warm up (JIT, caches, prepared statements), then measure.
  await runLoad({ port, paths, connections: CONNECTIONS, durationMs: Math.min(2000, DURATION / 4) });
  return runLoad({ port, paths, connections: CONNECTIONS, durationMs: DURATION });
}

/** The bare node:http server stays up for the whole run and is measured around every scenario. */
let barePort = 0;
const bareRuns: LoadResult[] = [];
async function measureBare(): Promise<LoadResult> {
  const r = await measure(barePort, ['/']);
  bareRuns.push(r);
  return r;
}

/** A scenario between two baseline runs, so its share of node:http is taken under the same load. */
async function measureBeside(port: number, paths: string[]): Promise<{ result: LoadResult; baseline: number }> {
  const before = bareRuns[bareRuns.length - 1] ?? (await measureBare());
  const result = await measure(port, paths);
  const after = await measureBare();
  return { result, baseline: (before.rps + after.rps) / 2 };
}

async function startRegistry(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const { child, match } = await spawnAndWait(
    process.execPath,
    ['--import', 'tsx', SERVER_MAIN],
    { PORT: '0', HOST: '127.0.0.1', SEED_ON_START: 'false', SMTP_URL: '', NODE_ENV: 'production', ...env },
    /running at http:\/\/localhost:(\d+)/,
  );
  return { child, port: Number(match[1]) };
}

async function benchDatabase(name: 'PGlite' | 'PostgreSQL', rows: Row[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-bench-'));
  try {
    const databaseUrl = name === 'PostgreSQL' ? PG_URL : undefined;
    let t = Date.now();
    const db = await openDatabase({ databaseUrl, dataDir });
    console.log(`[${name}] database open and migrated in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
    await loadSyntheticAgents(db, AGENTS);
    const ids = (await db.raw<{ id: string }>("SELECT id FROM agents WHERE visibility = 'public' ORDER BY random() LIMIT 2000", [])).map((r) => r.id);
    console.log(`[${name}] loaded ${AGENTS.toLocaleString('en')} agents in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    // A signed-in writer for the crowd: a session of an agents' owner, made straight in the table.
    const token = crypto.randomBytes(32).toString('base64url');
    const [owner] = await db.raw<{ owner_id: string }>('SELECT owner_id FROM agents LIMIT 1', []);
    await db.raw("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')", [
      crypto.createHash('sha256').update(token).digest('hex'),
      owner.owner_id,
    ]);
    await db.close(); // the server opens it next (PGlite: one process per directory)

    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
    const byId = ids.map((id) => `/api/agents/${id}`);
    const searches = searchPairs(SEARCHES).map(
      (q) => `/api/agents?query=${encodeURIComponent(q)}&visibility=public&page=1&page_size=20`,
    );
    if (SCENARIOS !== 'crowd') {
      let server = await startRegistry(env);
      try {
        rows.push({ target: name, scenario: 'GET /api/agents/{id}', ...(await measureBeside(server.port, byId)) });
        rows.push({ target: name, scenario: `search, ${SEARCHES} distinct 2-word`, ...(await measureBeside(server.port, searches)) });
      } finally {
        await stop(server.child);
      }
      // The same read without the micro-cache: every request goes to the database.
      server = await startRegistry({ ...env, AGENT_CACHE_TTL_MS: '0' });
      try {
        rows.push({ target: name, scenario: 'GET /api/agents/{id}, no micro-cache', ...(await measureBeside(server.port, byId)) });
      } finally {
        await stop(server.child);
      }
    }
    if (SCENARIOS !== 'throughput') {
      const server = await startRegistry(env);
      try {
        // Mixed reads: agents by id, list pages in each order, searches, frameworks.
        const reads: string[] = [];
        for (let i = 0; i < 600; i++) {
          reads.push(
            [
              byId[i % byId.length],
              `/api/agents?page=${1 + (i % 5)}&page_size=20`,
              searches[i % searches.length],
              `/api/agents?sort=${['popular', 'downloads', 'newest'][i % 3]}&page_size=20`,
              '/api/frameworks',
            ][i % 5],
          );
        }
        console.log(`[${name}] crowd: ${CROWD_CONNECTIONS} connections for ${CROWD_DURATION / 1000} s...`);
        const result = await runCrowd({
          port: server.port,
          reads,
          connections: CROWD_CONNECTIONS,
          durationMs: CROWD_DURATION,
          token,
          writeEveryMs: CROWD_WRITE_MS,
          healthEveryMs: 250,
        });
        crowdRows.push({ target: name, result });
      } finally {
        await stop(server.child);
      }
    }
    if (databaseUrl) {
      const cleanup = await openDatabase({ databaseUrl, migrate: false });
      await cleanup.raw('TRUNCATE agents, users CASCADE', []);
      await cleanup.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `Agent Registry API bench: ${AGENTS.toLocaleString('en')} agents, ${CONNECTIONS} keep-alive connections, ` +
      `${DURATION / 1000} s per scenario, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const rows: Row[] = [];

  const bare = await spawnAndWait(process.execPath, [path.join(here, 'bare-server.mjs')], {}, /listening (\d+)/);
  barePort = Number(bare.match[1]);
  try {
    if (SCENARIOS !== 'crowd') await measureBare();
    await benchDatabase('PGlite', rows);
    if (PG_URL) await benchDatabase('PostgreSQL', rows);
    else console.log('[PostgreSQL] skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  } finally {
    await stop(bare.child);
  }
  const fmt = (n: number, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  if (crowdRows.length) {
    console.log(`\nCrowd: ${CROWD_CONNECTIONS} keep-alive connections of mixed reads, a write every ${CROWD_WRITE_MS} ms, health every 250 ms, ${CROWD_DURATION / 1000} s`);
    console.log('| target | reads | read p50 / p99 / max ms | writes | write p50 / p99 ms | > 5 s or unanswered | 503 (with Retry-After) | other non-2xx | socket errors | health checks failed / max ms |');
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const { target, result: c } of crowdRows) {
      console.log(
        `| ${target} | ${fmt(c.reads)} | ${fmt(c.readP50, 1)} / ${fmt(c.readP99, 1)} / ${fmt(c.readMax, 0)} | ${fmt(c.writes)} | ${fmt(c.writeP50, 1)} / ${fmt(c.writeP99, 1)} | ` +
          `${c.slowOver5s} | ${c.status503} (${c.status503WithRetryAfter}) | ${c.otherNon2xx} | ${c.errors} | ${c.healthFailures} of ${c.healthChecks} / ${fmt(c.healthMax, 0)} |`,
      );
    }
    for (const { target, result: c } of crowdRows) {
      const ok =
        target === 'PGlite'
          ? c.slowOver5s === 0 && c.status503 === c.status503WithRetryAfter && c.healthFailures === 0
          : c.errors === 0 && c.otherNon2xx === 0 && c.status503 === 0 && c.writeP99 <= 300;
      console.log(
        `Target on ${target}: ${target === 'PGlite' ? '0 unanswered after 5 s, every 503 with Retry-After, health answering' : '0 errors, write p99 <= 300 ms'}: ${ok ? 'met' : 'NOT met'}`,
      );
    }
    if (SCENARIOS === 'crowd') return;
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const bareResult: LoadResult = {
    requests: bareRuns.reduce((a, r) => a + r.requests, 0),
    errors: bareRuns.reduce((a, r) => a + r.errors, 0),
    non2xx: bareRuns.reduce((a, r) => a + r.non2xx, 0),
    seconds: bareRuns.reduce((a, r) => a + r.seconds, 0),
    rps: avg(bareRuns.map((r) => r.rps)),
    p50: avg(bareRuns.map((r) => r.p50)),
    p99: avg(bareRuns.map((r) => r.p99)),
  };
  rows.unshift({ target: 'node:http', scenario: `constant JSON (mean of ${bareRuns.length} runs)`, result: bareResult, baseline: bareResult.rps });

  const header = ['target', 'scenario', 'req/s', 'p50 ms', 'p99 ms', '% of node:http*', 'errors/non-2xx'];
  const table = rows.map((r) => [
    r.target,
    r.scenario,
    fmt(r.result.rps),
    fmt(r.result.p50, 2),
    fmt(r.result.p99, 2),
    r.target === 'node:http' ? '100 %' : `${fmt((r.result.rps / r.baseline) * 100, 1)} %`,
    `${r.result.errors}/${r.result.non2xx}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ') + ' |';
  console.log('\n' + line(header));
  console.log('|' + widths.map((w, i) => (i >= 2 ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|');
  for (const row of table) console.log(line(row));

  console.log('* against node:http measured just before and just after that scenario, on the same machine.');

  const pg = rows.filter((r) => r.target === 'PostgreSQL');
  const get = pg.find((r) => r.scenario === 'GET /api/agents/{id}');
  const search = pg.find((r) => r.scenario.startsWith('search'));
  if (get && search) {
    const share = get.result.rps / get.baseline;
    const getOk = share >= 0.3;
    const searchOk = search.result.rps >= 300 && search.result.p99 <= 100;
    console.log(
      `\nTargets on PostgreSQL: GET by id >= 30 % of node:http: ${getOk ? 'met' : 'NOT met'} ` +
        `(${fmt(share * 100, 1)} %); searches >= 300 req/s with p99 <= 100 ms: ` +
        `${searchOk ? 'met' : 'NOT met'} (${fmt(search.result.rps)} req/s, p99 ${fmt(search.result.p99, 1)} ms)`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
