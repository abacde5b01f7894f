// What a designer sees on a component's docs page in the built Storybook: every story shown in the
// theme it was written for. For each docs page, each story's root (the element the preview's
// theme decorator renders, `[data-story-theme]`) is read in Chromium: its computed background
// must be light for a story whose globals say light, dark for one whose globals say dark. The
// app's page stories (Pages/*) must have no docs page at all.
//
//   node scripts/check-docs-themes.mjs   (after `pnpm run build-storybook`; part of `test:all`)
//   STORYBOOK_DIR=storybook-static DOCS_THEME_PORT=0 ONLY=Components/AgentCard node scripts/check-docs-themes.mjs
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.js';

const dir = path.resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
if (!fs.existsSync(path.join(dir, 'index.json'))) {
  console.error(`No built Storybook in ${dir}: run \`pnpm run build-storybook\` first.`);
  process.exit(1);
}
const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);

const failures = [];

// 1. Pages/* have no docs page.
for (const entry of entries) {
  if (entry.type === 'docs' && entry.title.startsWith('Pages/')) failures.push(`${entry.title}: has a docs page (${entry.id})`);
}

// 2. Each generated docs page, with the stories it shows.
const only = process.env.ONLY;
const docsPages = entries
  .filter((entry) => entry.type === 'docs' && entry.tags?.includes('autodocs'))
  .filter((entry) => !only || entry.title === only);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  const file = path.join(dir, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
  if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(Number(process.env.DOCS_THEME_PORT ?? 0), '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('pageerror', () => undefined);

/** In the page: each story root's theme (from the story's own globals) and background luminance. */
async function readRoots(storyIds) {
  return page.evaluate(async (ids) => {
    const preview = window.__STORYBOOK_PREVIEW__;
    const luminance = (colour) => {
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      if (a === 0) return null;
      const channel = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const rows = [];
    for (const id of ids) {
      const story = await preview.storyStoreValue.loadStory({ storyId: id });
      const declared = story.storyGlobals?.theme ?? story.moduleExport?.globals?.theme ?? 'light';
      const container = document.getElementById(`story--${id}--primary`) ?? document.getElementById(`story--${id}`);
      const root = container?.querySelector('[data-story-theme]');
      rows.push({
        id,
        declared,
        shown: root?.getAttribute('data-story-theme') ?? null,
        luminance: root ? luminance(getComputedStyle(root).backgroundColor) : null,
      });
    }
    return rows;
  }, storyIds);
}

let checked = 0;
for (const docs of docsPages) {
  const stories = entries.filter((entry) => entry.type === 'story' && entry.title === docs.title && !entry.tags?.includes('!autodocs'));
  if (stories.length === 0) continue;
  await page.goto(`${base}/iframe.html?id=${docs.id}&viewMode=docs`, { waitUntil: 'load' });
  // Each story of the page renders into its own block; wait until every one has its root.
  const ids = stories.map((story) => story.id);
  await page
    .waitForFunction(
      (all) =>
        all.every((id) =>
          (document.getElementById(`story--${id}--primary`) ?? document.getElementById(`story--${id}`))?.querySelector(
            '[data-story-theme]',
          ),
        ),
      ids,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  for (const row of await readRoots(ids)) {
    checked += 1;
    const where = `${docs.title} › ${row.id}`;
    if (row.luminance === null) failures.push(`${where}: no story root with a background on the docs page`);
    else if (row.declared === 'dark' && row.luminance > 0.2)
      failures.push(`${where}: a dark story shown light (luminance ${row.luminance.toFixed(2)})`);
    else if (row.declared !== 'dark' && row.luminance < 0.5)
      failures.push(`${where}: a light story shown dark (luminance ${row.luminance.toFixed(2)})`);
    if (row.shown !== null && row.shown !== (row.declared === 'dark' ? 'dark' : 'light'))
      failures.push(`${where}: the root says ${row.shown}, the story ${row.declared}`);
  }
}

await browser.close();
server.close();

if (checked === 0) failures.push('no story was found on any docs page');
console.log(`Docs pages: ${docsPages.length} checked, ${checked} stories, ${failures.length} problem(s).`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
