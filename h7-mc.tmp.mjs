import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto('http://127.0.0.1:6071/iframe.html?id=' + process.argv[2] + '&viewMode=docs', { waitUntil: 'networkidle' });
await p.waitForTimeout(12000);
console.log(await p.evaluate((sel) => {
  const el = document.querySelector(sel);
  if (!el) return 'none';
  const wrap = document.createElement('div'); wrap.style.width = 'min-content'; wrap.className = el.closest('[data-story-theme]').className;
  const clone = el.cloneNode(true); wrap.appendChild(clone); document.body.appendChild(wrap);
  const out = { total: clone.getBoundingClientRect().width };
  const walk = (n, d) => { for (const c of n.children) { const w = c.getBoundingClientRect().width; if (w > 60) out[' '.repeat(d) + c.tagName + '.' + (c.className?.toString?.() ?? '').slice(0, 40) + ' ' + (c.textContent ?? '').slice(0, 25)] = Math.round(w); if (d < 4) walk(c, d + 1); } };
  walk(clone, 1);
  return out;
}, process.argv[3]));
await b.close();
