// pnpm --filter @agent-registry/server bench:api
//
// Loads 100,000 synthetic agents and measures, in one run, GET /api/agents/{id} and a mix of
// 2-word searches, beside bare node:http answering a constant JSON, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL. The server runs in a child
// process; the load comes from bench/loadgen.ts (keep-alive, loopback only).
//
// Knobs: BENCH_AGENTS (100000), BENCH_DURATION_MS (10000 per scenario), BENCH_CONNECTIONS (10),
// BENCH_SEARCHES (240 distinct pairs). The PostgreSQL database is emptied: use a scratch one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.js';
import { loadSyntheticAgents, searchPairs } from './data.js';
import { runLoad, type LoadResult } from './loadgen.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const tsx = path.join(pkg, 'node_modules', '.bin', 'tsx');

const AGENTS = Number(process.env.BENCH_AGENTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCHES = Math.max(200, Number(process.env.BENCH_SEARCHES ?? 240));
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

interface Row {
  target: string;
  scenario: string;
  result: LoadResult;
}

function spawnAndWait(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
    await db.close(); // the server opens it next (PGlite: one process per directory)

    const { child, match } = await spawnAndWait(
      tsx,
      [path.join(pkg, 'src', 'main.ts')],
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SEED_ON_START: 'false',
        SMTP_URL: '',
        NODE_ENV: 'production',
      },
      /running at http:\/\/localhost:(\d+)/,
    );
    const port = Number(match[1]);
    try {
      const byId = ids.map((id) => `/api/agents/${id}`);
      rows.push({ target: name, scenario: 'GET /api/agents/{id}', result: await measure(port, byId) });
      const searches = searchPairs(SEARCHES).map(
        (q) => `/api/agents?query=${encodeURIComponent(q)}&visibility=public&page=1&page_size=20`,
      );
      rows.push({ target: name, scenario: `search (${SEARCHES} distinct 2-word)`, result: await measure(port, searches) });
    } finally {
      await stop(child);
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
  try {
    rows.push({ target: 'node:http', scenario: 'constant JSON', result: await measure(Number(bare.match[1]), ['/']) });
  } finally {
    await stop(bare.child);
  }
  await benchDatabase('PGlite', rows);
  if (PG_URL) await benchDatabase('PostgreSQL', rows);
  else console.log('[PostgreSQL] skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');

  const bareRps = rows[0].result.rps;
  const fmt = (n: number, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  const header = ['target', 'scenario', 'req/s', 'p50 ms', 'p99 ms', '% of node:http', 'errors/non-2xx'];
  const table = rows.map((r) => [
    r.target,
    r.scenario,
    fmt(r.result.rps),
    fmt(r.result.p50, 2),
    fmt(r.result.p99, 2),
    r.target === 'node:http' ? '100 %' : `${fmt((r.result.rps / bareRps) * 100, 1)} %`,
    `${r.result.errors}/${r.result.non2xx}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ') + ' |';
  console.log('\n' + line(header));
  console.log('|' + widths.map((w, i) => (i >= 2 ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|');
  for (const row of table) console.log(line(row));

  const pg = rows.filter((r) => r.target === 'PostgreSQL');
  if (pg.length === 2) {
    const [get, search] = pg;
    const getOk = get.result.rps >= 0.3 * bareRps;
    const searchOk = search.result.rps >= 300 && search.result.p99 <= 100;
    console.log(
      `\nTargets on PostgreSQL: GET by id >= 30 % of node:http: ${getOk ? 'met' : 'NOT met'} ` +
        `(${fmt((get.result.rps / bareRps) * 100, 1)} %); searches >= 300 req/s with p99 <= 100 ms: ` +
        `${searchOk ? 'met' : 'NOT met'} (${fmt(search.result.rps)} req/s, p99 ${fmt(search.result.p99, 1)} ms)`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
