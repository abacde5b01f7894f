// pnpm bench:web — builds the app, then prints:
//  1. the gzip size of the JavaScript the landing route loads (entry + its static imports);
//  2. Lighthouse performance and accessibility scores for /, /search, /agents and one /agents/{id},
//     served by the real registry server on a fresh embedded database.
// Targets: landing JS <= 120 KB gzip; performance >= 95; accessibility 100.
// Options: --no-build (use the last build); --runs N (Lighthouse N times per page, the median run
// by performance is shown with every run's score: a shared machine makes single runs noisy);
// --pages agent,search (only those of home, search, agents, agent); --port N (the server's port).
// Each row names Lighthouse's CPU benchmark index: a slow machine caps the performance score.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumExecutable } from './chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDist = path.join(root, 'packages/registry-app/dist');
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

if (!process.argv.includes('--no-build')) run('pnpm', ['run', 'build']);
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 1 : Math.max(1, Number(process.argv[runsArg + 1]) || 1);
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const pageNames = (option('--pages') ?? 'home,search,agents,agent').split(',');

// 1. Landing JS: the entry script and every module it preloads (the lazy routes are not loaded).
const html = readFileSync(path.join(appDist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map(
  (m) => m[1],
);
let landingGzip = 0;
for (const src of new Set(scripts)) landingGzip += gzipSync(readFileSync(path.join(appDist, src)), { level: 9 }).length;
const landingKb = landingGzip / 1024;

// 2. Lighthouse against the whole registry (server + built app) on a fresh data directory.
const port = Number(option('--port') ?? 18990);
const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-bench-web-'));
const server = spawn('node', [path.join(root, 'packages/registry-server/dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the registry server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  // The same sample agent every run (the first by name), so that runs on different days measure
  // the same description and README: the list's own order is not fixed.
  const agents = await (await fetch(`${base}/api/agents?page=1&page_size=100`)).json();
  const agentId = [...(agents.data ?? [])].sort((a, b) => a.name.localeCompare(b.name))[0]?.id;
  if (!agentId) throw new Error('the registry listed no agents to measure');
  const allPages = { home: '/', search: '/search', agents: '/agents', agent: `/agents/${agentId}` };
  const pages = pageNames.map((name) => {
    if (!(name in allPages)) throw new Error(`--pages: no page '${name}' (home, search, agents, agent)`);
    return allPages[name];
  });
  const chrome = chromiumExecutable();
  const rows = [];
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried up to three times.
  const lighthouse = (url) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return execFileSync(
          path.join(root, 'node_modules/.bin/lighthouse'),
          [
            url,
            '--output=json',
            '--quiet',
            '--only-categories=performance,accessibility',
            `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
          ],
          { cwd: root, env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) }, maxBuffer: 64 * 1024 * 1024 },
        );
      } catch (error) {
        if (attempt >= 3) throw error;
        console.error(`Lighthouse failed on ${url}; trying again.`);
      }
    }
  };
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const report = JSON.parse(lighthouse(`${base}${page}`).toString());
      results.push({
        page,
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        fcp_ms: Math.round(report.audits['first-contentful-paint'].numericValue),
        lcp_ms: Math.round(report.audits['largest-contentful-paint'].numericValue),
        tbt_ms: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        cpu_index: Math.round(report.environment.benchmarkIndex),
      });
    }
    const sorted = [...results].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    rows.push(runs > 1 ? { ...median, runs: results.map((r) => r.performance).join(' ') } : median);
  }
  console.log(`\nLanding route JavaScript: ${landingKb.toFixed(1)} KB gzip (${scripts.length} files; target <= 120 KB)`);
  console.log('Lighthouse (targets: performance >= 95, accessibility 100):');
  console.table(rows);
} finally {
  stop();
}
