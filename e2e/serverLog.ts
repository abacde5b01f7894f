import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { registryLog } from '../playwright.config';

/** The server writes each mail to its log when no SMTP server is set: read the newest code for `email`. */
export async function codeFromServerLog(_page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const log = readFileSync(registryLog, 'utf8');
    const start = log.lastIndexOf(`[mail] To: ${email}`);
    expect(start).toBeGreaterThanOrEqual(0);
    code = log.slice(start).match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/** The link of the newest code mail to `email` in the server's log (the screen the code goes into). */
export async function mailLinkFromServerLog(email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const log = readFileSync(registryLog, 'utf8');
    const start = log.lastIndexOf(`[mail] To: ${email}`);
    expect(start).toBeGreaterThanOrEqual(0);
    link = log.slice(start).match(/https?:\/\/\S+\/auth\?\S+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link!;
}
