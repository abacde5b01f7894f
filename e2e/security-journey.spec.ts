import { expect, test } from '@playwright/test';
import { password, shot, signIn, signUpAndConfirm } from './journey';
import { agentYaml } from './publish';
import { codeFromServerLog } from './serverLog';

test('a read-only token pulls a private agent, cannot publish, stops when revoked; a password change signs out elsewhere', async ({
  page,
  browser,
  request,
}, info) => {
  const stamp = Date.now();
  const email = `secure-${stamp}@example.com`;
  const slug = `private-helper-${stamp}`;
  await signUpAndConfirm(page, email, { readCode: codeFromServerLog, info });
  await signIn(page, email, info);

  // A private agent, published with the browser's own session.
  const session = await page.evaluate(() => localStorage.getItem('auth_token'));
  const created = await request.post('/api/agents', {
    headers: { Authorization: `Bearer ${session}` },
    data: { agent_yaml: agentYaml(slug, '1.0.0'), category: 'development', visibility: 'private' },
  });
  expect(created.status()).toBe(201);
  const agent = await created.json();

  // A read-only token, created in the browser and shown once.
  await page.goto('/settings');
  const tokens = page.getByRole('region', { name: 'Access tokens' });
  await tokens.getByRole('button', { name: 'New token' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('laptop pulls');
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Token "laptop pulls" created')).toBeVisible();
  const value = (await tokens
    .locator('code')
    .filter({ hasText: /^[0-9a-f]{64}$/ })
    .first()
    .textContent())!.trim();
  await shot(page, info, 'token-created');
  const bearer = { Authorization: `Bearer ${value}` };

  // It pulls the private agent, and is refused a publish.
  const pulled = await request.get(`/api/agents/${agent.id}/download`, { headers: bearer });
  expect(pulled.status()).toBe(200);
  expect((await pulled.json()).agent_yaml).toBe(agentYaml(slug, '1.0.0'));
  const publish = await request.post(`/api/agents/${agent.id}/versions`, {
    headers: bearer,
    data: { agent_yaml: agentYaml(slug, '1.1.0') },
  });
  expect(publish.status()).toBe(403);
  expect((await publish.json()).error).toBe('insufficient_scope');

  // Revoked in the browser, it stops at once, and says why.
  const row = tokens.getByRole('listitem').filter({ hasText: 'laptop pulls' });
  await row.getByRole('button', { name: /Revoke/ }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: /Revoke/ })
    .click();
  await expect(page.getByText('Token "laptop pulls" revoked')).toBeVisible();
  const refused = await request.get(`/api/agents/${agent.id}/download`, { headers: bearer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe('token_revoked');

  // Signed in elsewhere too; a password change here signs that session out.
  const other = await browser.newPage();
  await other.goto('/auth');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await page.reload();
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByRole('button', { name: /Sign out/ }).first()).toBeVisible();

  const change = page.getByRole('region', { name: 'Change password' });
  await change.getByRole('textbox', { name: 'Current password' }).fill(password);
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed@2026x');
  await change.getByRole('textbox', { name: 'Confirm new password' }).fill('Changed@2026x');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await shot(page, info, 'password-changed');

  const otherSession = await other.evaluate(() => localStorage.getItem('auth_token'));
  expect((await request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${otherSession}` } })).status()).toBe(401);
  await other.reload();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/auth/);
  await other.close();
});
