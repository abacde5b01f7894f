// pnpm --filter @agent-registry/server bench:profile
//
// What one request costs the server, in CPU time rather than wall-clock throughput (which a busy
// machine skews): starts the server in a child process on a database loaded with synthetic agents,
// sends a fixed number of requests of one scenario with autocannon (after a warm-up), and reads
// the server process's own CPU time (user + system, from /proc: Linux only) before and after.
// With PROFILE_CPU_PROF=1 the server also runs under `node --cpu-prof`; the profile is summed up
// by function and by module (self time), and kept for Chrome DevTools.
//
// Scenarios (PROFILE_SCENARIO): suggest (distinct texts, as bench:api sends), get (2,000 public ids
// in turn, every one a micro-cache hit: the request path alone), get-nocache (the same with
// AGENT_CACHE_TTL_MS=0: every read goes to the database), search (the cold search mix), health
// (GET /api/health), bare (bench/bare-server.mjs, node:http answering a constant JSON: the floor).
// The CPU figures say how much of it the main thread took: on PGlite the
// database runs in a worker thread of the same process.
//
// Knobs: PROFILE_REQUESTS (20000 measured), PROFILE_WARMUP (3000), PROFILE_CONNECTIONS (10),
// BENCH_AGENTS (100000), PROFILE_DATA_DIR (a PGlite directory kept between runs: loaded on first
// use, or when it holds another number of agents), BENCH_DATABASE_URL (PostgreSQL instead; loaded
// the same way, so a scratch database), BENCH_SERVER_MAIN (another checkout's src/main.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.js';
import { BENCH_AGENTS as AGENTS, loadSyntheticAgents, searchQueries, suggestQueries } from './data.js';
import { PROFILE_DATABASE, startBareServer, startServer, stopProcess } from './server.js';

const SCENARIO = process.env.PROFILE_SCENARIO ?? 'suggest';
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 20_000);
const WARMUP = Number(process.env.PROFILE_WARMUP ?? 3_000);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10);
const { url: PG_URL, dataDir: DATA_DIR } = PROFILE_DATABASE;
const CPU_PROF = process.env.PROFILE_CPU_PROF === '1';
const SCENARIOS = ['suggest', 'get', 'get-nocache', 'search', 'health', 'bare'];
if (!SCENARIOS.includes(SCENARIO)) throw new Error(`PROFILE_SCENARIO: one of ${SCENARIOS.join(', ')}`);

/** A database holding AGENTS synthetic agents (loaded unless it holds that many already). */
async function prepare(): Promise<string[]> {
  const db = await openDatabase({ databaseUrl: PG_URL, dataDir: DATA_DIR });
  try {
    const [{ n }] = await db.raw<{ n: number }>('SELECT count(*)::int AS n FROM agents', []);
    if (n !== AGENTS) {
      const t = Date.now();
      await loadSyntheticAgents(db, AGENTS);
      console.log(`loaded ${AGENTS.toLocaleString('en')} agents in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const rows = await db.raw<{ id: string }>("SELECT id FROM agents WHERE visibility = 'public' ORDER BY id LIMIT 2000", []);
    return rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}

/** CPU time so far in ms, user and system (from /proc): of the process, or of one of its threads (`tid`). */
function cpuMs(pid: number, tid?: number): { user: number; system: number; total: number } {
  const stat = fs.readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks (USER_HZ: 100 on Linux).
  const user = Number(fields[11]) * 10;
  const system = Number(fields[12]) * 10;
  return { user, system, total: user + system };
}

/** The process ids of PostgreSQL's backends connected to the bench database (on this machine). */
async function backendPids(): Promise<number[]> {
  const db = await openDatabase({ databaseUrl: PG_URL, migrate: false });
  try {
    const rows = await db.raw<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      [],
    );
    return rows.map((r) => r.pid);
  } finally {
    await db.close();
  }
}

function load(port: number, paths: string[], amount: number): Promise<{ statusCodes: Record<string, number>; seconds: number }> {
  let next = 0;
  const statusCodes: Record<string, number> = {};
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        amount,
        timeout: 10,
        headers: { accept: 'application/json' },
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (err) => (err ? reject(err) : resolve({ statusCodes, seconds: (Date.now() - started) / 1000 })),
    );
    instance.on('response', (_c, status) => {
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    });
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time by function and by module of a .cpuprofile, the largest first. */
function summarize(file: string, requests: number, window: [number, number]): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
    endTime: number;
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  // Only the samples taken during the measured run (V8 and process.hrtime share the monotonic clock).
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= window[0] && at <= window[1]) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const moduleOf = (url: string) => {
    if (!url) return '(native/vm)';
    const nm = url.lastIndexOf('node_modules/');
    if (nm >= 0) {
      const rest = url.slice(nm + 'node_modules/'.length).split('/');
      return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    }
    if (url.startsWith('node:')) return url;
    const src = url.indexOf('/src/');
    return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, '');
  };
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
      if (!url || functionName.startsWith('(')) continue;
      const key = `${functionName || '(anonymous)'}  ${moduleOf(url)}:${lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const fns = new Map<string, number>();
  const mods = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') {
      fns.set(functionName, (fns.get(functionName) ?? 0) + us);
      if (functionName !== '(idle)') total += us;
      continue;
    }
    total += us;
    const mod = moduleOf(url);
    const key = `${functionName || '(anonymous)'}  ${mod}:${lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    mods.set(mod, (mods.get(mod) ?? 0) + us);
  }
  const show = (title: string, m: Map<string, number>, n: number) => {
    console.log(`\n${title} (self time, µs per request; busy total ${((total / requests) | 0).toLocaleString('en')} µs/request)`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      console.log(`${(us / requests).toFixed(1).padStart(9)}  ${((us / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
    }
  };
  show('By module', mods, 25);
  show('By function', fns, 45);
  show('By function, with what it calls', inclusive, 60);
}

async function main(): Promise<void> {
  const ids = SCENARIO === 'bare' ? [] : await prepare();
  const paths =
    SCENARIO === 'suggest'
      ? suggestQueries(WARMUP + REQUESTS).map((q) => `/api/agents/suggest?q=${encodeURIComponent(q)}`)
      : SCENARIO === 'search'
        ? searchQueries(Math.max(5000, WARMUP + REQUESTS)).map((q) => `/api/agents?query=${encodeURIComponent(q)}&page_size=20`)
        : SCENARIO === 'health' || SCENARIO === 'bare'
          ? ['/api/health']
          : ids.map((id) => `/api/agents/${id}`);
  const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-cpuprof-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: DATA_DIR, DATABASE_URL: PG_URL ?? '' };
  if (SCENARIO === 'get-nocache') env.AGENT_CACHE_TTL_MS = '0';
  // Every measured read a micro-cache hit (the warm-up fills it): what the request path costs alone.
  if (SCENARIO === 'get') env.AGENT_CACHE_TTL_MS = '3600000';
  // Reads by id and the health check never use the search index: no need to wait for its build.
  if (SCENARIO !== 'suggest' && SCENARIO !== 'search') env.SEARCH_INDEX = 'off';
  const nodeArgs = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', profDir] : [];
  const server = SCENARIO === 'bare' ? await startBareServer(nodeArgs) : await startServer(env, nodeArgs);
  if (server.searchIndex) console.log(`server: ${server.searchIndex}`);
  const window: [number, number] = [0, 0];
  try {
    const warm = paths.slice(0, Math.min(WARMUP, paths.length));
    if (WARMUP > 0) await load(server.port, warm, WARMUP);
    const measured = paths.length > WARMUP ? paths.slice(WARMUP) : paths;
    const pid = server.child.pid!;
    // PostgreSQL's backends serving this database (the server's pool), whose CPU counts too.
    const backends = PG_URL ? await backendPids() : [];
    const backendCpu = () =>
      backends.reduce(
        (sum, p) => {
          if (!fs.existsSync(`/proc/${p}/stat`)) return sum;
          const t = cpuMs(p);
          return { user: sum.user + t.user, system: sum.system + t.system, total: sum.total + t.total };
        },
        { user: 0, system: 0, total: 0 },
      );
    const beforeBackends = backendCpu();
    const before = cpuMs(pid);
    const beforeMain = cpuMs(pid, pid);
    window[0] = Number(process.hrtime.bigint() / 1000n);
    const run = await load(server.port, measured, REQUESTS);
    window[1] = Number(process.hrtime.bigint() / 1000n);
    const used = cpuMs(pid).total - before.total;
    const after = cpuMs(pid, pid);
    const usedMain = after.total - beforeMain.total;
    const afterBackends = backendCpu();
    const perRequest = (ms: number) => `${((ms * 1000) / REQUESTS).toFixed(0)} µs`;
    console.log(
      `${SCENARIO} on ${PG_URL ? 'PostgreSQL' : 'PGlite'}, ${AGENTS.toLocaleString('en')} agents: ${REQUESTS.toLocaleString('en')} requests ` +
        `in ${run.seconds.toFixed(1)} s (${JSON.stringify(run.statusCodes)}); server CPU per request ${perRequest(used)}, ` +
        `${perRequest(usedMain)} of it on the main thread (${perRequest(after.user - beforeMain.user)} user, ` +
        `${perRequest(after.system - beforeMain.system)} system; the rest: PGlite's worker, garbage collection, I/O threads); ` +
        (PG_URL
          ? `PostgreSQL's backends ${perRequest(afterBackends.total - beforeBackends.total)} per request ` +
            `(${perRequest(afterBackends.user - beforeBackends.user)} user); `
          : '') +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
  } finally {
    await stopProcess(server.child);
  }
  if (CPU_PROF) {
    const [file] = fs.readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'));
    if (!file) console.log('no CPU profile was written');
    else {
      summarize(path.join(profDir, file), REQUESTS, window);
      console.log(`\nprofile: ${path.join(profDir, file)}`);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
