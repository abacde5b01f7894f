// What another team's React Server Components app (Next.js App Router) meets: in a fresh folder
// with the packed tarballs, every entry of both packages is imported under the `react-server`
// condition, a server component renders the ui components to a Flight stream, and that stream is
// rendered to HTML as an RSC framework's SSR layer would. Fails on any error or missing text.
//
//   node scripts/check-consumer.mjs     (part of `pnpm run check:packages`; needs `pnpm run build`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { installConsumer, root } from './consumer/install.mjs';

const consumer = installConsumer({ extra: ['react-server-dom-webpack'] });
const scripts = ['rsc-register.mjs', 'rsc-source-hook.mjs', 'rsc-server.mjs', 'rsc-ssr.mjs'];
for (const file of scripts) fs.copyFileSync(path.join(root, 'scripts/consumer', file), path.join(consumer, file));

const run = (args, input) =>
  execFileSync(process.execPath, args, {
    cwd: consumer,
    input,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });

let failed = false;
try {
  const flight = run(['--conditions', 'react-server', '--import', './rsc-register.mjs', 'rsc-server.mjs']);
  const html = run(['rsc-ssr.mjs'], flight).toString();
  const expected = ['Email Assistant', 'Mock API Mode', 'pipx install agent-as-code', 'No agents found', 'Agent Registry home'];
  const missing = expected.filter((text) => !html.includes(text));
  if (missing.length > 0) throw new Error(`the server-rendered HTML lacks ${missing.join(', ')}`);
  console.log(
    `React Server Components: every entry imports under react-server; ${flight.length} B of Flight, ${html.length} B of HTML: ok`,
  );
} catch (error) {
  failed = true;
  console.error(`React Server Components: ${error.stderr?.toString() || error.message}`);
}
fs.rmSync(consumer, { recursive: true, force: true });
if (failed) process.exit(1);
