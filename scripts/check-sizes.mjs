// What another team's app pays for our packages: the packed tarballs of ui and api-client are
// installed in a fresh directory outside the workspace and built with Vite as a consumer would,
// once per entry below; the first-load JavaScript (the entry and every chunk it imports
// statically, React excluded) is printed in KB gzip, and a budget above it fails the check.
//
//   node scripts/check-sizes.mjs        (part of `pnpm run check:packages`; needs `pnpm run build`)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { installConsumer, root } from './consumer/install.mjs';

/** Entries a consumer might write, with their budget in KB gzip (null: reported only). */
const entries = [
  { name: 'AgentCard only', budget: 15, code: "import { AgentCard } from '@agent-registry/ui';\nconsole.log(AgentCard);\n" },
  {
    name: 'client only',
    budget: 20,
    code: "import { createApiClient } from '@agent-registry/api-client';\nconsole.log(createApiClient());\n",
  },
  {
    name: 'everything',
    budget: null,
    code: "import * as ui from '@agent-registry/ui';\nimport * as client from '@agent-registry/api-client';\nconsole.log(ui, client);\n",
  },
];
const external = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

const consumer = installConsumer();

// One Vite build per entry.
const requireVite = createRequire(path.join(root, 'packages/registry-app/package.json'));
const { build } = await import(pathToFileURL(requireVite.resolve('vite')).href);
const rows = [];
let failed = false;
for (const [index, entry] of entries.entries()) {
  const file = path.join(consumer, `entry-${index}.js`);
  fs.writeFileSync(file, entry.code);
  const [output] = [].concat(
    await build({
      root: consumer,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: file, external } },
    }),
  );
  const chunks = new Map(output.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const first = new Set();
  const visit = (fileName) => {
    if (first.has(fileName) || !chunks.has(fileName)) return;
    first.add(fileName);
    for (const imported of chunks.get(fileName).imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const gzip = [...first].reduce((sum, fileName) => sum + gzipSync(chunks.get(fileName).code, { level: 9 }).length, 0) / 1024;
  const over = entry.budget !== null && gzip > entry.budget;
  failed ||= over;
  const limit = entry.budget !== null ? `budget ${entry.budget} KB: ${over ? 'OVER' : 'ok'}` : 'reported';
  rows.push(`| ${entry.name} | ${gzip.toFixed(1)} KB | ${first.size} | ${limit} |`);
}

console.log('\nFirst-load JavaScript of a consumer app built with Vite from the packed tarballs (gzip, React excluded):\n');
console.log('| import | first load | files | limit |\n|---|--:|--:|---|');
console.log(rows.join('\n'));
fs.rmSync(consumer, { recursive: true, force: true });
if (failed) {
  console.error('\nA size budget is exceeded.');
  process.exit(1);
}
