// Where Chromium lives and how to start it on a machine without network access to browser downloads.
// CHROME_PATH wins; else Debian's /usr/bin/chromium when present; else Playwright's own browser.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {string | undefined} */
export function chromiumExecutable() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}
