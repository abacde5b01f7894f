import { expect, test } from '@playwright/test';
import { browse, editProfile, managePat, pageAndOpenAgent, password, shot, signIn, signOut, signUpAndConfirm } from './journey';
import { codeFromServerLog } from './serverLog';

test('a new user signs up, confirms, signs in, edits the profile, manages a PAT, browses and signs out', async ({
  page,
  request,
}, info) => {
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

test('someone who closed the tab after signing up confirms from the sign-in page and lands on the page they asked for', async ({
  browser,
}, info) => {
  const email = `comeback-${Date.now()}@example.com`;
  const first = await browser.newPage();
  await first.goto('/auth?mode=signup');
  await first.getByLabel('Full name').fill('Journey Tester');
  await first.getByLabel('Email', { exact: true }).fill(email);
  await first.getByLabel('Password', { exact: true }).fill(password);
  await first.getByLabel('Confirm password').fill(password);
  await first.getByRole('button', { name: 'Create Account' }).click();
  await expect(first.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
  await expect(first).toHaveURL(/\/auth\?mode=confirm&email=/);
  await first.close(); // the tab is gone, and with it any page state

  const page = await browser.newPage();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Please confirm your email before logging in' });
  await expect(notice).toBeVisible();
  await shot(page, info, 'sign-in-unconfirmed');
  await notice.getByRole('button', { name: 'Enter your code' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Confirmation code').fill(await codeFromServerLog(page, email));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByText('Email confirmed! You can now sign in.')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('region', { name: 'Personal Access Token' })).toBeVisible();
});

test('a visitor misspells a search in the header and reaches the agent with the keyboard', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search agents' });
  await box.click();
  await box.pressSequentially('reserch papr', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option', { name: /Did you mean research paper/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Research Paper Explainer/ })).toBeVisible();
  await shot(page, info, 'search-suggestions');

  // Down the list until the agent is the active option, then Enter opens it.
  const active = listbox.getByRole('option', { selected: true });
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('ArrowDown');
    if ((await active.textContent())?.includes('Research Paper Explainer')) break;
  }
  await expect(active).toContainText('Research Paper Explainer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Research Paper Explainer' })).toBeVisible();

  // Enter without choosing searches the text as typed; the results say what it was read as.
  await box.fill('sumarizer');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sumarizer$/);
  await expect(page.getByRole('link', { name: /Meeting Notes Summarizer/ })).toBeVisible();
  await page.getByRole('button', { name: 'summarizer' }).click();
  await expect(page).toHaveURL(/\/search\?q=summarizer$/);
  await shot(page, info, 'search-corrected');
});
