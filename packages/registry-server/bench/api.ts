// pnpm --filter @agent-registry/server bench:api
//
// Loads 100,000 synthetic agents and measures, in one run, on PGlite and (when BENCH_DATABASE_URL
// or TEST_DATABASE_URL is set) on PostgreSQL, each scenario between two runs of bare node:http
// answering a constant JSON (its share of node:http is taken against their mean):
//   search       a cold search mix: GET /api/agents?query=...&page_size=20, every query distinct
//                (none is sent twice in a run, warm-up included): 60 % exact 1-2 word queries,
//                20 % with a one-letter typo, 20 % ending in a 3-5 letter prefix (bench/data.ts).
//   suggest      GET /api/agents/suggest?q=..., every text distinct: 2-6 letter prefixes and
//                typo'd prefixes.
//   get          GET /api/agents/{id} over 2,000 random public ids, with the micro-cache (default).
//   get-nocache  the same, server started with AGENT_CACHE_TTL_MS=0 (every read goes to the database).
//   crowd        see below.
// The server runs in a child process. The load comes from autocannon, run in another child
// process (bench/autocannon-runner.ts, told the scenario over IPC, answering JSON over IPC), so
// load generation shares neither the server's nor this orchestrator's thread. Loopback only.
//
// Knobs: BENCH_AGENTS (100000), BENCH_DURATION_MS (10000 per scenario), BENCH_CONNECTIONS (10),
// BENCH_WARMUP_MS (min(2000, duration / 4), before every measured run),
// BENCH_SCENARIOS (all; or throughput = all but crowd; or a comma list of the names above),
// BENCH_DATABASES (pglite,postgresql: which to run; PostgreSQL needs a URL),
// BENCH_SEARCH_QUERIES (40000 distinct search queries generated; at least 5000),
// BENCH_SUGGEST_QUERIES (60000 distinct suggest texts), BENCH_SEARCHES (240 distinct 2-word
// pairs, for the crowd's searches). A cold list that runs out stops its run early, and the
// table says so. The PostgreSQL database is emptied: use a scratch one.
//
// The crowd scenario (bench/crowd.ts, its own raw-socket load): BENCH_CROWD_CONNECTIONS (200)
// keep-alive connections of mixed reads, a write every BENCH_CROWD_WRITE_MS (200) and a health
// probe every 250 ms, for BENCH_CROWD_DURATION_MS (30000). BENCH_SCENARIOS=crowd runs only it.
// BENCH_SERVER_MAIN runs another checkout's src/main.ts (to measure before and after a change).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import { openDatabase } from '../src/db/client.js';
import type { RunnerResult, RunnerScenario } from './autocannon-runner.js';
import { runCrowd, type CrowdResult } from './crowd.js';
import { BENCH_AGENTS as AGENTS, loadSyntheticAgents, searchPairs, searchQueries, suggestQueries } from './data.js';
import { startBareServer, startServer, stopProcess, type BenchServer } from './server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_MS ?? Math.min(2000, DURATION / 4));
const SEARCHES = Math.max(200, Number(process.env.BENCH_SEARCHES ?? 240));
const SEARCH_QUERIES = Math.max(5000, Number(process.env.BENCH_SEARCH_QUERIES ?? 40_000));
const SUGGEST_QUERIES = Math.max(1000, Number(process.env.BENCH_SUGGEST_QUERIES ?? 60_000));
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgresql')
  .toLowerCase()
  .split(',')
  .map((s) => s.trim());
const CROWD_CONNECTIONS = Number(process.env.BENCH_CROWD_CONNECTIONS ?? 200);
const CROWD_DURATION = Number(process.env.BENCH_CROWD_DURATION_MS ?? 30_000);
const CROWD_WRITE_MS = Number(process.env.BENCH_CROWD_WRITE_MS ?? 200);
const RUNNER = path.join(here, 'autocannon-runner.ts');
const AUTOCANNON_VERSION = (createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version;
const crowdRows: Array<{ target: string; result: CrowdResult }> = [];

const SCENARIO_NAMES = ['search', 'suggest', 'get', 'get-nocache', 'crowd'] as const;
type ScenarioKey = (typeof SCENARIO_NAMES)[number];
const SCENARIOS: Set<ScenarioKey> = (() => {
  const raw = (process.env.BENCH_SCENARIOS ?? 'all').trim().toLowerCase();
  if (raw === 'all') return new Set(SCENARIO_NAMES);
  if (raw === 'throughput') return new Set(SCENARIO_NAMES.filter((s) => s !== 'crowd'));
  const picked = raw.split(',').map((s) => s.trim());
  for (const s of picked) {
    if (!(SCENARIO_NAMES as readonly string[]).includes(s)) {
      throw new Error(`BENCH_SCENARIOS: unknown "${s}" (all, throughput, or a comma list of ${SCENARIO_NAMES.join(', ')})`);
    }
  }
  return new Set(picked as ScenarioKey[]);
})();
const THROUGHPUT = [...SCENARIOS].some((s) => s !== 'crowd');

const SCENARIO_LABELS: Record<Exclude<ScenarioKey, 'crowd'>, string> = {
  search: 'cold search mix (page_size=20)',
  suggest: 'suggest (prefixes, typos)',
  get: 'GET /api/agents/{id}, micro-cache',
  'get-nocache': 'GET /api/agents/{id}, no micro-cache',
};

type Target = 'PGlite' | 'PostgreSQL';

interface Row {
  target: Target | 'node:http';
  key: Exclude<ScenarioKey, 'crowd'> | 'bare';
  scenario: string;
  result: RunnerResult;
  /** node:http req/s measured around this scenario. */
  baseline: number;
}

/** The targets, and whether a row meets its target (undefined: no target for this row). */
function targetOf(row: Row): { text: string; ok: boolean } | undefined {
  const r = row.result;
  const clean = r.errors === 0 && r.non2xx === 0;
  const share = (r.rps / row.baseline) * 100;
  const verdict = (ok: boolean) => (ok && clean ? 'met' : 'NOT met') + (clean ? '' : ' (errors)');
  let text: string | undefined;
  let ok = false;
  // The targets of the in-process search index, the same on both databases (it answers without them).
  if (row.key === 'search') {
    text = '>= 1,500 req/s, p99 <= 25 ms';
    ok = r.rps >= 1500 && r.p99 <= 25;
  } else if (row.key === 'suggest') {
    text = '>= 4,000 req/s, p99 <= 10 ms';
    ok = r.rps >= 4000 && r.p99 <= 10;
  } else if (row.key === 'get-nocache' && row.target === 'PostgreSQL') {
    text = '>= 25 % of node:http';
    ok = share >= 25;
  } else if (row.key === 'get') {
    text = '>= 45 % of node:http';
    ok = share >= 45;
  }
  if (!text) return undefined;
  return { text: `${text}: ${verdict(ok)}`, ok: ok && clean };
}

/** One warm-up and one measured run of autocannon, in a child process of its own. */
function measure(port: number, paths: string[], mode: RunnerScenario['mode']): Promise<RunnerResult> {
  const scenario: RunnerScenario = { port, paths, mode, connections: CONNECTIONS, warmupMs: WARMUP, durationMs: DURATION };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', RUNNER], { cwd: pkg, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answered = false;
    child.once('message', (m: { ok: true; result: RunnerResult } | { ok: false; error: string }) => {
      answered = true;
      if (m.ok) resolve(m.result);
      else reject(new Error(`autocannon runner failed: ${m.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`autocannon runner exited (${code}) without a result`));
    });
    child.send(scenario);
  });
}

/** The bare node:http server stays up for the whole run and is measured around every scenario. */
let barePort = 0;
const bareRuns: RunnerResult[] = [];
async function measureBare(): Promise<RunnerResult> {
  const r = await measure(barePort, ['/'], 'cycle');
  bareRuns.push(r);
  return r;
}

/** A scenario between two baseline runs, so its share of node:http is taken under the same load. */
async function measureBeside(
  port: number,
  paths: string[],
  mode: RunnerScenario['mode'],
): Promise<{ result: RunnerResult; baseline: number }> {
  const before = bareRuns[bareRuns.length - 1] ?? (await measureBare());
  const result = await measure(port, paths, mode);
  const after = await measureBare();
  return { result, baseline: (before.rps + after.rps) / 2 };
}

const fmt = (n: number, d = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d }) : '-';

async function scenario(
  rows: Row[],
  target: Target,
  key: Row['key'] & string,
  port: number,
  paths: string[],
  mode: RunnerScenario['mode'],
) {
  if (key === 'bare') return;
  const m = await measureBeside(port, paths, mode);
  const row: Row = { target, key, scenario: SCENARIO_LABELS[key], ...m };
  rows.push(row);
  const r = m.result;
  const codes = Object.entries(r.statusCodes)
    .map(([c, n]) => `${c}: ${n}`)
    .join(', ');
  console.log(
    `[${target}] ${row.scenario}: ${fmt(r.rps)} req/s, p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms, ` +
      `${r.errors} errors, ${r.non2xx} non-2xx (${codes}); node:http ${fmt(m.baseline)} req/s` +
      (mode === 'once' ? `; ${fmt(r.pathsUsed)} of ${fmt(paths.length)} distinct paths used${r.exhausted ? ', RAN OUT' : ''}` : ''),
  );
}

async function startRegistry(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const server = await startServer(env);
  console.log(`  server: ${server.searchIndex}`);
  return server;
}

async function benchDatabase(name: Target, rows: Row[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-bench-'));
  try {
    const databaseUrl = name === 'PostgreSQL' ? PG_URL : undefined;
    let t = Date.now();
    const db = await openDatabase({ databaseUrl, dataDir });
    console.log(`[${name}] database open and migrated in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
    await loadSyntheticAgents(db, AGENTS);
    const ids = (await db.raw<{ id: string }>("SELECT id FROM agents WHERE visibility = 'public' ORDER BY random() LIMIT 2000", [])).map(
      (r) => r.id,
    );
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
    const searches = searchPairs(SEARCHES).map((q) => `/api/agents?query=${encodeURIComponent(q)}&visibility=public&page=1&page_size=20`);
    if (SCENARIOS.has('get') || SCENARIOS.has('search') || SCENARIOS.has('suggest')) {
      const server = await startRegistry(env);
      try {
        if (SCENARIOS.has('get')) await scenario(rows, name, 'get', server.port, byId, 'cycle');
        if (SCENARIOS.has('search')) {
          // The same queries on every target; a fresh server process, so no answer is cached.
          const cold = searchQueries(SEARCH_QUERIES).map((q) => `/api/agents?query=${encodeURIComponent(q)}&page_size=20`);
          await scenario(rows, name, 'search', server.port, cold, 'once');
        }
        if (SCENARIOS.has('suggest')) {
          const texts = suggestQueries(SUGGEST_QUERIES).map((q) => `/api/agents/suggest?q=${encodeURIComponent(q)}`);
          await scenario(rows, name, 'suggest', server.port, texts, 'once');
        }
      } finally {
        await stopProcess(server.child);
      }
    }
    if (SCENARIOS.has('get-nocache')) {
      // The same read without the micro-cache: every request goes to the database.
      const server = await startRegistry({ ...env, AGENT_CACHE_TTL_MS: '0' });
      try {
        await scenario(rows, name, 'get-nocache', server.port, byId, 'cycle');
      } finally {
        await stopProcess(server.child);
      }
    }
    if (SCENARIOS.has('crowd')) {
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
        await stopProcess(server.child);
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
    `Agent Registry API bench: ${AGENTS.toLocaleString('en')} agents, ${CONNECTIONS} keep-alive connections (autocannon ${AUTOCANNON_VERSION}, ` +
      `own process), ${WARMUP / 1000} s warm-up + ${DURATION / 1000} s per scenario, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const rows: Row[] = [];

  const bare = await startBareServer();
  barePort = bare.port;
  try {
    if (THROUGHPUT) await measureBare();
    if (DATABASES.includes('pglite')) await benchDatabase('PGlite', rows);
    if (!DATABASES.includes('postgresql')) console.log('[PostgreSQL] skipped: not in BENCH_DATABASES');
    else if (PG_URL) await benchDatabase('PostgreSQL', rows);
    else console.log('[PostgreSQL] skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  } finally {
    await stopProcess(bare.child);
  }
  if (crowdRows.length) {
    console.log(
      `\nCrowd: ${CROWD_CONNECTIONS} keep-alive connections of mixed reads, a write every ${CROWD_WRITE_MS} ms, health every 250 ms, ${CROWD_DURATION / 1000} s`,
    );
    console.log(
      '| target | reads | read p50 / p99 / max ms | read 503 (with Retry-After) | read other non-2xx | writes | write p50 / p99 ms | write errors (by status) | > 5 s or unanswered | socket errors | health checks failed / max ms |',
    );
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const { target, result: c } of crowdRows) {
      const statuses = Object.entries(c.writeStatuses)
        .filter(([status]) => !/^2/.test(status))
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(
        `| ${target} | ${fmt(c.reads)} | ${fmt(c.readP50, 1)} / ${fmt(c.readP99, 1)} / ${fmt(c.readMax, 0)} | ${c.status503} (${c.status503WithRetryAfter}) | ${c.otherNon2xx} | ` +
          `${fmt(c.writes)} | ${fmt(c.writeP50, 1)} / ${fmt(c.writeP99, 1)} | ${c.writeFailures}${statuses ? ` (${statuses})` : ''} | ` +
          `${c.slowOver5s} | ${c.errors} | ${c.healthFailures} of ${c.healthChecks} / ${fmt(c.healthMax, 0)} |`,
      );
    }
    // A write that failed makes the write figures meaningless: the bench fails.
    const failed = crowdRows.filter(({ result: c }) => c.writeFailures > 0 || c.writes === 0);
    if (failed.length) {
      console.error(`Crowd writes failed on ${failed.map((f) => f.target).join(', ')}: every publish must answer 2xx.`);
      process.exitCode = 1;
    }
    for (const { target, result: c } of crowdRows) {
      const ok =
        target === 'PGlite'
          ? c.readP50 <= 500 && c.status503 === 0 && c.slowOver5s === 0 && c.healthFailures === 0
          : c.errors === 0 && c.otherNon2xx === 0 && c.status503 === 0 && c.writeFailures === 0 && c.writeP99 <= 300;
      console.log(
        `Target on ${target}: ${target === 'PGlite' ? 'read p50 <= 500 ms, no 503, 0 unanswered after 5 s, health answering' : '0 errors, no 503, write p99 <= 300 ms'}: ${ok ? 'met' : 'NOT met'}`,
      );
    }
    if (!THROUGHPUT) return;
  }
  if (!bareRuns.length) return;
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const bareResult: RunnerResult = {
    requests: bareRuns.reduce((a, r) => a + r.requests, 0),
    errors: bareRuns.reduce((a, r) => a + r.errors, 0),
    non2xx: bareRuns.reduce((a, r) => a + r.non2xx, 0),
    statusCodes: {},
    seconds: bareRuns.reduce((a, r) => a + r.seconds, 0),
    rps: avg(bareRuns.map((r) => r.rps)),
    p50: avg(bareRuns.map((r) => r.p50)),
    p99: avg(bareRuns.map((r) => r.p99)),
    pathsUsed: 1,
    exhausted: false,
  };
  rows.unshift({
    target: 'node:http',
    key: 'bare',
    scenario: `constant JSON (mean of ${bareRuns.length} runs)`,
    result: bareResult,
    baseline: bareResult.rps,
  });

  const header = ['target', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors / non-2xx', '% of node:http*', 'target'];
  const table = rows.map((r) => {
    const codes = Object.entries(r.result.statusCodes)
      .filter(([c]) => !c.startsWith('2'))
      .map(([c]) => c);
    return [
      r.target,
      r.scenario + (r.result.exhausted ? ' (list ran out)' : ''),
      fmt(r.result.rps),
      fmt(r.result.p50, 2),
      fmt(r.result.p99, 2),
      `${r.result.errors} / ${r.result.non2xx}${codes.length ? ` (${codes.join(', ')})` : ''}`,
      r.target === 'node:http' ? '100 %' : `${fmt((r.result.rps / r.baseline) * 100, 1)} %`,
      targetOf(r)?.text ?? '-',
    ];
  });
  const numeric = new Set([2, 3, 4, 5, 6]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    '| ' + cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ') + ' |';
  console.log('\n' + line(header));
  console.log('|' + widths.map((w, i) => (numeric.has(i) ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|');
  for (const row of table) console.log(line(row));
  console.log('* against node:http measured just before and just after that scenario, on the same machine, by the same load generator.');
  const missing = rows.filter((r) => r.key === 'suggest' && r.result.statusCodes['404']);
  if (missing.length)
    console.log(`GET /api/agents/suggest answered 404 on ${missing.map((r) => r.target).join(' and ')}: the endpoint is not there yet.`);
  const judged = rows.map(targetOf).filter((t) => t !== undefined);
  console.log(`Targets met: ${judged.filter((t) => t.ok).length} of ${judged.length}.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
