import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../src/config.js';

/** The built server when there is one (what people run), else the source through tsx. */
const built = path.join(packageRoot, 'dist', 'main.js');
const source = path.join(packageRoot, 'src', 'main.ts');

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the server as its own process (so signals reach the server itself). */
export function startServer(env: Record<string, string>, options: { fromSource?: boolean } = {}): Running {
  let out = '';
  const args = !options.fromSource && fs.existsSync(built) ? [built] : ['--import', 'tsx', source];
  const child = spawn(process.execPath, args, {
    cwd: packageRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export async function waitFor(r: Running, re: RegExp, ms = 45_000): Promise<RegExpExecArray> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const m = re.exec(r.output());
    if (m) return m;
    if (r.child.exitCode !== null) break;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`timed out waiting for ${re}; output:\n${r.output()}`);
}
