import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registryLog } from '../playwright.config';
import { browse, editProfile, managePat, pageAndOpenAgent, signIn, signOut, signUpAndConfirm } from './journey';

/** The server writes each mail to its log when no SMTP server is set: read the newest code for `email`. */
async function codeFromServerLog(_page: Page, email: string): Promise<string> {
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

test('a new user signs up, confirms, signs in, edits the profile, manages a PAT, browses and signs out', async ({ page, request }, info) => {
  const email = `journey-${Date.now()}@example.com`;
  await signUpAndConfirm(page, email, { readCode: codeFromServerLog, info });
  await signIn(page, email, info);
  await expect(page.getByText('Mock API Mode')).toHaveCount(0);
  await editProfile(page, info);
  const token = await managePat(page, info);

  // The revoked token no longer opens the API.
  const revoked = await request.get('/api/agents/my-agents', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);

  await browse(page, info);
  await pageAndOpenAgent(page, info, true);
  await signOut(page);
});
