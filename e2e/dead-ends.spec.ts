// The places the spec drew as a placeholder and a dead link now lead somewhere: /create-agent is
// the publishing form (the old /publish redirects there) and /settings holds the account's security.
import { expect, test, type Page } from '@playwright/test';
import { codeFromDialog, shot, signIn, signUpAndConfirm } from './journey';

async function bothWidths(page: Page, info: Parameters<typeof shot>[1], name: string) {
  await shot(page, info, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, info, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Create Agent opens the publishing form and Settings opens the security panels', async ({ page }, info) => {
  const email = `dead-ends-${Date.now()}@example.com`;
  await signUpAndConfirm(page, email, { readCode: codeFromDialog, info });
  await signIn(page, email, info);

  // The header's Create Agent and the dashboard's Create New Agent: the form, not 'Coming Soon'.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Create Agent/ })
    .click();
  await expect(page).toHaveURL(/\/create-agent$/);
  await expect(page.getByRole('textbox', { name: /agent\.yaml/i })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  await bothWidths(page, info, 'create-agent');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Create New Agent/ }).click();
  await expect(page).toHaveURL(/\/create-agent$/);

  // The old address still works, query and all.
  await page.goto('/publish?agent=agt_nothing');
  await expect(page).toHaveURL(/\/create-agent\?agent=agt_nothing$/);

  // The user menu's Settings: password, sessions and tokens, and the CLI's token.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  for (const name of ['Personal Access Token', 'Change password', 'Active sessions', 'Access tokens']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await bothWidths(page, info, 'settings');

  // The profile links there instead of holding the panels itself.
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Personal Access Token' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
