import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const p = await b.newPage({ viewport: { width: Number(process.argv[3] ?? 375), height: 800 } });
await p.goto('http://127.0.0.1:6071/iframe.html?id=' + process.argv[2] + '&viewMode=story', { waitUntil: 'networkidle' });
p.on('console', m => console.log('C', m.text().slice(0,300))); p.on('pageerror', e => console.log('E', e.message)); await p.waitForTimeout(8000);
console.log(await p.evaluate(() => ({ text: document.body.className + document.querySelectorAll('header').length + document.getElementById('storybook-root')?.innerHTML.slice(0,100), menu: document.querySelector('[aria-label="Open menu"]')?.getBoundingClientRect().right, inner: document.querySelector('header > div')?.scrollWidth, sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth })));
await b.close();
