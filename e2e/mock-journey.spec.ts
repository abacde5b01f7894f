import { expect, test } from '@playwright/test';
import { browse, codeFromDialog, editProfile, managePat, pageAndOpenAgent, signIn, signOut, signUpAndConfirm } from './journey';

test('the same journey works in mock mode with the app alone', async ({ page }, info) => {
  const email = `mock-${Date.now()}@example.com`;
  await signUpAndConfirm(page, email, { readCode: codeFromDialog, info });
  await expect(page.getByText('Mock API Mode')).toBeVisible();
  await signIn(page, email, info);
  await editProfile(page, info);
  await managePat(page, info);
  await browse(page, info);
  // The 6 sample agents fit on one page: no Load more in mock mode.
  await pageAndOpenAgent(page, info, false);
  await signOut(page);
});
