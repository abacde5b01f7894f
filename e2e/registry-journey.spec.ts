import { expect, test } from '@playwright/test';
import { browse, editProfile, managePat, pageAndOpenAgent, password, shot, signIn, signOut, signUpAndConfirm } from './journey';
import { codeFromServerLog } from './serverLog';

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

test('someone who closed the tab after signing up confirms from the sign-in page and lands on the page they asked for', async ({ browser }, info) => {
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
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
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
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Personal Access Token' })).toBeVisible();
});
