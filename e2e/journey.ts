// The new user's journey, shared by the run against the real registry and the run in mock mode.
import { expect, type Page, type TestInfo } from '@playwright/test';

export interface JourneyOptions {
  /** Reads the 6-digit code mailed to `email` (server log, or the simulated-email dialog). */
  readCode: (page: Page, email: string) => Promise<string>;
  /** Whether the PAT panel runs on the real server (a reveal shows the same token). */
  info: TestInfo;
}

export const password = 'Journey@2026';

export async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

export async function signUpAndConfirm(page: Page, email: string, options: JourneyOptions) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page
    .getByRole('button', { name: "Don't have an account? Sign up" })
    .or(page.getByRole('link', { name: "Don't have an account? Sign up" }))
    .click();
  await page.getByLabel('Full name').fill('Journey Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created! Please check your email for confirmation.')).toBeVisible();
  // Read the code first: in mock mode it arrives in a dialog over the page.
  const code = await options.readCode(page, email);
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByText('Email confirmed! You can now sign in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
}

export async function signIn(page: Page, email: string, info: TestInfo) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/Journey Tester/).first()).toBeVisible();
  await shot(page, info, 'dashboard');
}

export async function editProfile(page: Page, info: TestInfo) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  // A bad value is refused with the rule's message and nothing is sent.
  await page.getByLabel('GitHub username').fill('not valid!');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please fix the form errors before saving')).toBeVisible();
  await expect(page.getByText('Invalid GitHub username format')).toBeVisible();
  await page.getByLabel('GitHub username').fill('journey-tester');
  await page.getByLabel('Bio').fill('I try every agent I can find.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('I try every agent I can find.').first()).toBeVisible();
  await shot(page, info, 'profile');
}

export async function managePat(page: Page, info: TestInfo) {
  // The token sits on /settings (the profile links there), beside the other security panels.
  await page.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Personal Access Token' });
  await expect(page.getByText('No Token Generated')).toBeVisible();
  await panel.getByRole('button', { name: 'Generate Token' }).click();
  await expect(page.getByText('Personal Access Token generated successfully!')).toBeVisible();
  await expect(page.getByText('Token Active')).toBeVisible();
  await expect(page.getByText("Copy this token now. It won't be shown again for security reasons.")).toBeVisible();
  const token = (await panel
    .locator('code')
    .filter({ hasText: /^[0-9a-f]{64}$/ })
    .first()
    .textContent())!.trim();
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel
    .getByRole('button', { name: /Copy/ })
    .filter({ hasNot: page.locator('[disabled]') })
    .first()
    .click();
  await expect(page.getByText('PAT copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // Shown once: after a reload only Reveal brings it back (fetched from the server).
  await page.reload();
  await expect(page.getByText('Token Active')).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByText(token).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Hide' }).click();
  await shot(page, info, 'pat');

  await panel.getByRole('button', { name: 'Revoke', exact: true }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Are you sure you want to revoke your Personal Access Token? This action cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Personal Access Token revoked successfully!')).toBeVisible();
  await expect(page.getByText('No Token Generated')).toBeVisible();
  return token;
}

export async function browse(page: Page, info: TestInfo) {
  // Search from the landing page.
  await page.getByRole('link', { name: 'Agent Registry home' }).click();
  await page.getByRole('combobox', { name: 'Search AI agents' }).fill('  code review  ');
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await expect(page).toHaveURL(/\/search\?q=code(%20|\+)review$/);
  await expect(page.getByRole('heading', { name: /Search Results for/ })).toBeVisible();
  await expect(page.locator('mark').first()).toBeVisible();
  await shot(page, info, 'search');

  // Filter and page the agents list.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Agents' }).click();
  await expect(page.getByText(/Loaded \d+ (of \d+ )?agents?/)).toBeVisible();
  await page.getByLabel('Category').selectOption('development');
  await page.getByLabel('Sort').selectOption('newest');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/category=development/);
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByText(/Loaded \d+ (of \d+ )?agents?/)).toBeVisible();
  await shot(page, info, 'agents-filtered');
}

export async function pageAndOpenAgent(page: Page, info: TestInfo, expectMore: boolean) {
  await page.goto('/agents');
  const loaded = page.getByText(/Loaded \d+ (of \d+ )?agents?/);
  await expect(loaded).toBeVisible();
  const before = Number((await loaded.textContent())!.match(/\d+/)![0]);
  if (expectMore) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(async () => {
      const after = Number((await loaded.textContent())!.match(/\d+/)![0]);
      expect(after).toBeGreaterThan(before);
    }).toPass();
  }
  // Each card's title is a link to the agent.
  const firstTitle = page.getByRole('main').getByRole('listitem').getByRole('heading').first();
  const name = (await firstTitle.textContent())!.trim();
  await firstTitle.getByRole('link').click();
  await expect(page).toHaveURL(/\/agents\/[^/]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('agent pull', { exact: false }).first()).toBeVisible();
  await shot(page, info, 'agent-detail');
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('auth_user'), localStorage.getItem('auth_token')])).toEqual([null, null]);
  await page.goto('/dashboard');
  // Signed out, a protected page sends the visitor to sign in, and back there afterwards.
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
}

/** With no server, the simulated backend "mails" the code into a dialog. */
export async function codeFromDialog(page: Page, email: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(email).first()).toBeVisible();
  await expect(dialog.getByText(/development mode/i).first()).toBeVisible();
  const code = (await dialog
    .getByText(/^\d{6}$/)
    .first()
    .textContent())!.trim();
  await dialog.getByRole('button', { name: 'Got It' }).click();
  await expect(dialog).toBeHidden();
  return code;
}
