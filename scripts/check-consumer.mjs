// What another team's app meets, in a fresh folder with the packed tarballs:
// 1. React Server Components (Next.js App Router): every entry of both packages is imported under
//    the `react-server` condition, a server component renders the ui components to a Flight
//    stream, and that stream is rendered to HTML as an RSC framework's SSR layer would.
// 2. Layout: an app built with Vite (consumer/layout-app.js) places AgentCard in a grid beside a
//    heading and a button, and Header in mock mode; in Chromium at 375, 390, 414 and 1280 px
//    nothing overlaps, nothing leaves its grid or the screen, and no text runs out of its box.
// Fails on any error, missing text or measured problem.
//
//   node scripts/check-consumer.mjs     (part of `pnpm run check:packages`; needs `pnpm run build`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.js';
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
try {
  const problems = await checkLayout();
  if (problems.length > 0) throw new Error(`the layout has problems:\n  ${problems.join('\n  ')}`);
  console.log('Layout: AgentCard in a grid beside a heading and a button, Header in mock mode, at 375/390/414/1280 px: ok');
} catch (error) {
  failed = true;
  console.error(`Layout: ${error.message}`);
}
fs.rmSync(consumer, { recursive: true, force: true });
if (failed) process.exit(1);

/** Builds the layout app with Vite, serves it and measures it in Chromium at each width. */
async function checkLayout() {
  fs.copyFileSync(path.join(root, 'scripts/consumer/layout-app.js'), path.join(consumer, 'layout-app.js'));
  fs.writeFileSync(
    path.join(consumer, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Consumer</title></head><body style="margin:0"><div id="root"></div><script type="module" src="/layout-app.js"></script></body></html>',
  );
  const requireVite = createRequire(path.join(root, 'packages/registry-app/package.json'));
  const { build } = await import(pathToFileURL(requireVite.resolve('vite')).href);
  const outDir = path.join(consumer, 'dist');
  await build({ root: consumer, configFile: false, logLevel: 'silent', build: { outDir } });

  const server = http.createServer((request, response) => {
    const name = new URL(request.url, 'http://localhost').pathname;
    const file = path.join(outDir, name === '/' ? 'index.html' : name);
    if (!file.startsWith(outDir) || !fs.existsSync(file)) return void response.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    response.writeHead(200, { 'Content-Type': type });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(Number(process.env.CONSUMER_PORT ?? 0), '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const problems = [];
  try {
    for (const width of [375, 390, 414, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      await page.getByText('Mock API Mode').first().waitFor();
      await page.locator('.consumer-card').first().waitFor();
      if (process.env.CONSUMER_SHOTS)
        await page.screenshot({ path: path.join(process.env.CONSUMER_SHOTS, `consumer-${width}.png`), fullPage: true });
      const found = await page.evaluate(measure, width < 768);
      problems.push(...errors.map((message) => `${width} px: page error ${message}`), ...found.map((problem) => `${width} px: ${problem}`));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return problems;
}

/** In the page: what a person would see go wrong. Self-contained (runs in the browser). */
function measure(phone) {
  const problems = [];
  const box = (element) => element.getBoundingClientRect();
  const overlap = (a, b) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const label = (element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 24)}"`;
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport)
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);

  // The grids: heading, card and button overlap nothing, stay in their grid, and the grid ends
  // before the next section starts.
  for (const grid of document.querySelectorAll('[data-grid]')) {
    const name = grid.getAttribute('data-grid');
    const items = [...grid.children];
    const gridBox = box(grid);
    for (const [i, a] of items.entries()) {
      const aBox = box(a);
      if (aBox.bottom > gridBox.bottom + 0.5 || aBox.right > gridBox.right + 0.5 || aBox.left < gridBox.left - 0.5) {
        problems.push(`${name} grid: ${label(a)} leaves its grid`);
      }
      for (const b of items.slice(i + 1)) if (overlap(aBox, box(b))) problems.push(`${name} grid: ${label(a)} overlaps ${label(b)}`);
    }
    const next = document.querySelector(`[data-next="${name}"]`);
    const card = grid.querySelector('.consumer-card');
    if (box(card).bottom > box(next).top + 0.5)
      problems.push(`${name} grid: the card runs ${Math.round(box(card).bottom - box(next).top)} px into the next section`);
  }

  // The header: every visible control is on screen, inside the bar, and clear of the others.
  const header = document.querySelector('header');
  const headerBox = box(header);
  if (headerBox.right > viewport + 0.5) problems.push(`the header is ${Math.round(headerBox.width)} px wide`);
  if (header.scrollWidth > header.clientWidth + 1)
    problems.push(`the header's content is ${header.scrollWidth} px wide in ${header.clientWidth} px`);
  const controls = [...header.querySelectorAll('a, button, [role="status"]')].filter((element) => {
    const style = getComputedStyle(element);
    return element.getClientRects().length > 0 && style.visibility !== 'hidden' && box(element).width > 1;
  });
  for (const [i, a] of controls.entries()) {
    const aBox = box(a);
    if (aBox.left < -0.5 || aBox.right > viewport + 0.5) problems.push(`header: ${label(a)} is off screen`);
    for (const b of controls.slice(i + 1))
      if (!a.contains(b) && !b.contains(a) && overlap(aBox, box(b))) problems.push(`header: ${label(a)} overlaps ${label(b)}`);
  }
  const names = controls.map((element) => element.getAttribute('aria-label') || element.textContent.trim());
  for (const wanted of ['Agent Registry home', 'Mock API Mode', ...(phone ? ['Open menu'] : [])]) {
    if (!names.some((name) => name.includes(wanted))) problems.push(`header: "${wanted}" is not shown`);
  }
  if (!controls.some((element) => /theme/i.test(element.getAttribute('aria-label') ?? '')))
    problems.push('header: the theme toggle is not shown');

  // Text that runs out of its own box (a card's clipping would hide it from the checks above).
  for (const element of document.querySelectorAll('#root *')) {
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents' || element.clientWidth === 0 || !element.textContent.trim()) continue;
    if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') continue;
    if (element.scrollWidth > element.clientWidth + 1)
      problems.push(`${label(element)} overflows its box by ${element.scrollWidth - element.clientWidth} px`);
  }
  return problems;
}
