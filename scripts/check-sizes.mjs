// What another team's app pays for our packages: the packed tarballs of ui and api-client are
// installed in a fresh directory outside the workspace and built with Vite as a consumer would,
// once per entry below; the first-load JavaScript (the entry and every chunk it imports
// statically, React excluded) and the stylesheet are printed in KB gzip, and a budget above
// either fails the check. The AgentCard sheet is also checked to style every class AgentCard
// renders that style.css styles, so a page that takes the small sheet loses nothing.
//
//   node scripts/check-sizes.mjs        (part of `pnpm run check:packages`; needs `pnpm run build`)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { installConsumer, root } from './consumer/install.mjs';

/**
 * Entries a consumer might write, with their budgets in KB gzip: `budget` for the first-load
 * JavaScript, `cssBudget` for the stylesheet (null: reported only).
 */
const entries = [
  {
    name: 'AgentCard only',
    budget: 15,
    cssBudget: 3,
    code: "import '@agent-registry/ui/agent-card.css';\nimport { AgentCard } from '@agent-registry/ui';\nconsole.log(AgentCard);\n",
  },
  {
    name: 'client only',
    budget: 20,
    cssBudget: null,
    code: "import { createApiClient } from '@agent-registry/api-client';\nconsole.log(createApiClient());\n",
  },
  {
    name: 'everything',
    budget: null,
    cssBudget: 13,
    code: "import '@agent-registry/ui/style.css';\nimport * as ui from '@agent-registry/ui';\nimport * as client from '@agent-registry/api-client';\nconsole.log(ui, client);\n",
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
  const sheets = output.output.filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'));
  const cssRaw = sheets.reduce((sum, sheet) => sum + Buffer.byteLength(sheet.source), 0) / 1024;
  const cssGzip = sheets.reduce((sum, sheet) => sum + gzipSync(sheet.source, { level: 9 }).length, 0) / 1024;
  const over = entry.budget !== null && gzip > entry.budget;
  const cssOver = entry.cssBudget !== null && cssGzip > entry.cssBudget;
  failed ||= over || cssOver;
  const limits = [
    entry.budget !== null ? `JS ${entry.budget} KB: ${over ? 'OVER' : 'ok'}` : 'JS reported',
    entry.cssBudget !== null ? `CSS ${entry.cssBudget} KB: ${cssOver ? 'OVER' : 'ok'}` : sheets.length ? 'CSS reported' : 'no CSS',
  ];
  const css = sheets.length ? `${cssGzip.toFixed(1)} KB (${cssRaw.toFixed(1)} KB raw)` : '-';
  rows.push(`| ${entry.name} | ${gzip.toFixed(1)} KB | ${first.size} | ${css} | ${limits.join(', ')} |`);
}

console.log('\nWhat a consumer app built with Vite from the packed tarballs loads first (gzip, React excluded):\n');
console.log('| import | JavaScript | files | stylesheet | limits |\n|---|--:|--:|--:|---|');
console.log(rows.join('\n'));

const unstyled = agentCardSheetGaps(consumer);
if (unstyled.length > 0) {
  failed = true;
  console.error(`\nagent-card.css lacks the rules style.css has for these classes AgentCard renders: ${unstyled.join(', ')}`);
} else {
  console.log('\nagent-card.css styles every class AgentCard renders that style.css styles: ok');
}
fs.rmSync(consumer, { recursive: true, force: true });
if (failed) {
  console.error('\nA size budget or the AgentCard sheet check failed.');
  process.exit(1);
}

/**
 * The classes AgentCard renders (with tag links and a highlight, inside the root class) that
 * style.css has rules for and the AgentCard sheet has not: what a page that takes the small sheet
 * would lose. Rendered on the server from the tarball, as a consumer's SSR would.
 */
function agentCardSheetGaps(folder) {
  const requireConsumer = createRequire(path.join(folder, 'index.js'));
  const { createElement } = requireConsumer('react');
  const { renderToStaticMarkup } = requireConsumer('react-dom/server');
  const { AgentCard, uiRoot } = requireConsumer('@agent-registry/ui');
  const agent = {
    id: 'agt_email_assistant',
    name: 'Email Assistant',
    description: 'Drafts, summarises and triages your inbox.',
    category: 'productivity',
    tags: ['email', 'productivity'],
    rating: 4.8,
    download_count: 15400,
    author_name: 'Ada Lovelace',
  };
  const card = createElement(AgentCard, {
    agent,
    tagHref: (tag) => `/agents?tag=${tag}`,
    highlights: [{ field: 'name', ranges: [[0, 5]] }],
  });
  const html = renderToStaticMarkup(createElement('div', { className: uiRoot }, card));
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean)));
  if (classes.size < 5) throw new Error(`AgentCard rendered only ${classes.size} classes: the check would prove nothing`);
  const dist = path.join(folder, 'node_modules/@agent-registry/ui/dist');
  const whole = fs.readFileSync(path.join(dist, 'index.css'), 'utf8');
  const small = fs.readFileSync(path.join(dist, 'agentCard.css'), 'utf8');
  const styles = (sheet, name) => new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(sheet);
  return [...classes].filter((name) => styles(whole, name) && !styles(small, name));
}
