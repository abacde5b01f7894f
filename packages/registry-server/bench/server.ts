// Starting the registry server (or another process) from a bench, and stopping it again.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_AGENTS } from './data.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');

/** The server a bench starts: this package's, or BENCH_SERVER_MAIN (another checkout's src/main.ts). */
export const BENCH_SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(pkg, 'src', 'main.ts'));

/**
 * The database bench:profile loads and search-answers reads: BENCH_DATABASE_URL (PostgreSQL), else
 * PROFILE_DATA_DIR, a PGlite directory kept between runs.
 */
export const PROFILE_DATABASE = {
  url: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.PROFILE_DATA_DIR ?? path.join(os.tmpdir(), `registry-profile-${BENCH_AGENTS}`),
};

/** A process started by startProcess, ready; `match` is what its output matched. */
export interface StartedProcess {
  child: ChildProcess;
  match: RegExpExecArray;
  /** Its output so far (stdout and stderr; the last 1 MB once it has written more). */
  output(): string;
}

const MAX_OUTPUT = 1024 * 1024;

/** Starts `cmd` in this package and waits for `ready` in its output (rejects when it exits first). */
export function startProcess(
  cmd: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; ready: RegExp; cwd?: string },
): Promise<StartedProcess> {
  const child = spawn(cmd, args, { cwd: options.cwd ?? pkg, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const onData = (d: Buffer) => {
      output += d;
      // Kept while the process runs (a bench may read a line it writes later), within bounds.
      if (output.length > 2 * MAX_OUTPUT) output = output.slice(-MAX_OUTPUT);
      const match = ready ? null : options.ready.exec(output);
      if (match) {
        ready = true;
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${cmd} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Ends a started process (SIGTERM, SIGKILL after 15 s) and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface BenchServer {
  child: ChildProcess;
  port: number;
  /** The server's `search index: …` line, when it was waited for. */
  searchIndex?: string;
}

/**
 * Starts the registry server on a free port (no seed, no mail, production mode) with `env`. It is
 * ready once it listens and, unless SEARCH_INDEX is 'off', once its search index is built (search
 * answers from SQL until then). `nodeArgs` go before the server's own (--cpu-prof, say).
 */
export async function startServer(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<BenchServer> {
  const ready =
    env.SEARCH_INDEX === 'off'
      ? /running at http:\/\/localhost:(\d+)/
      : /^(?=[\s\S]*running at http:\/\/localhost:(\d+))(?=[\s\S]*(search index: [^\n]*))/;
  const { child, match } = await startProcess(process.execPath, [...nodeArgs, '--import', 'tsx', BENCH_SERVER_MAIN], {
    // The server's own package: another checkout's tsconfig and dependencies.
    cwd: path.resolve(path.dirname(BENCH_SERVER_MAIN), '..'),
    env: { PORT: '0', HOST: '127.0.0.1', SEED_ON_START: 'false', SMTP_URL: '', NODE_ENV: 'production', ...env },
    ready,
  });
  return { child, port: Number(match[1]), searchIndex: match[2] };
}

/** bench/bare-server.mjs: node:http answering a constant JSON, the floor the server is measured against. */
export async function startBareServer(nodeArgs: string[] = []): Promise<BenchServer> {
  const { child, match } = await startProcess(process.execPath, [...nodeArgs, path.join(here, 'bare-server.mjs')], {
    ready: /listening (\d+)/,
  });
  return { child, port: Number(match[1]) };
}
