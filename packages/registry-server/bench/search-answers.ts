// node --import tsx bench/search-answers.ts OUT_FILE
//
// The answers of search, suggest and facets over the API bench's query mix, one line per request
// (its path, status and a digest of its body), to compare two versions of the server on one
// database: run it with BENCH_SERVER_MAIN pointing at each checkout's src/main.ts and diff the two
// files (no line may differ). Starts the server in a child process on BENCH_DATABASE_URL (or
// PROFILE_DATA_DIR, a PGlite directory), as bench/profile.ts does (load the agents with it first);
// waits for the search index, then asks each request in turn. ANSWERS_SEARCHES (3000) page-1
// searches of the cold mix, each 10th with its second page (by next_token) and its third (by
// page); sorts, category filters and slug queries; ANSWERS_SUGGESTS (3000) suggestions; facets.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchQueries, suggestQueries } from './data.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const OUT = process.argv[2];
if (!OUT) throw new Error('usage: search-answers.ts OUT_FILE');
const PG_URL = process.env.BENCH_DATABASE_URL;
const AGENTS = Number(process.env.BENCH_AGENTS ?? 100_000);
const DATA_DIR = process.env.PROFILE_DATA_DIR ?? path.join(os.tmpdir(), `registry-profile-${AGENTS}`);
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(pkg, 'src', 'main.ts'));
const SEARCHES = Number(process.env.ANSWERS_SEARCHES ?? 3000);
const SUGGESTS = Number(process.env.ANSWERS_SUGGESTS ?? 3000);

function start(): Promise<{ stop: () => Promise<void>; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: path.resolve(path.dirname(SERVER_MAIN), '..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_ON_START: 'false',
      SMTP_URL: '',
      NODE_ENV: 'production',
      DATA_DIR,
      DATABASE_URL: PG_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const ready = /^(?=[\s\S]*running at http:\/\/localhost:(\d+))(?=[\s\S]*(search index: [^\n]*))/;
    const onData = (d: Buffer) => {
      out += d;
      const m = ready.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        console.log(`server: ${m[2]}`);
        resolve({ stop, port: Number(m[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
}

async function main(): Promise<void> {
  const server = await start();
  const lines: string[] = [];
  const ask = async (p: string): Promise<string> => {
    const res = await fetch(`http://127.0.0.1:${server.port}${p}`, { headers: { accept: 'application/json' } });
    const body = await res.text();
    lines.push(`${p}\t${res.status}\t${crypto.createHash('sha256').update(body).digest('base64url')}`);
    return body;
  };
  const q = (text: string) => encodeURIComponent(text);
  try {
    const categories = ['productivity', 'development', 'analysis', 'creative', 'communication'];
    const sorts = ['downloads', 'newest', 'popular', 'stars'];
    const queries = searchQueries(Math.max(5000, SEARCHES)).slice(0, SEARCHES);
    for (let i = 0; i < queries.length; i++) {
      const text = queries[i]!;
      const body = await ask(`/api/agents?query=${q(text)}&page_size=20`);
      if (i % 10 === 0) {
        const next = (JSON.parse(body) as { next_token?: string | null }).next_token;
        if (next) await ask(`/api/agents?query=${q(text)}&page_size=20&next_token=${q(next)}`);
        await ask(`/api/agents?query=${q(text)}&page=3&page_size=20`);
        await ask(`/api/agents/facets?query=${q(text)}`);
      }
      if (i % 10 === 1) await ask(`/api/agents?query=${q(text)}&sort=${sorts[((i / 10) % 4) | 0]}&page_size=20`);
      if (i % 10 === 2) await ask(`/api/agents?query=${q(text)}&category=${categories[((i / 10) % 5) | 0]}&page_size=20`);
      if (i % 100 === 3) await ask(`/api/agents?query=${q(text)}&page_size=100`);
    }
    for (const text of [
      'bench-agent-17',
      'bench/bench-agent-4242',
      'agent 99',
      'C++',
      'café',
      '𠮷野家',
      'ℌ𝔢𝔩𝔩𝔬',
      'the',
      '+++',
      'DATA Pipeline',
    ]) {
      await ask(`/api/agents?query=${q(text)}&page_size=20`);
      await ask(`/api/agents/suggest?q=${q(text)}`);
    }
    for (const text of suggestQueries(SUGGESTS)) await ask(`/api/agents/suggest?q=${q(text)}`);
  } finally {
    await server.stop();
  }
  fs.writeFileSync(OUT, lines.join('\n') + '\n');
  console.log(`${lines.length} answers written to ${OUT}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
