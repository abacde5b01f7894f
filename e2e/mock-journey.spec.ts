import { expect, test, type Page } from '@playwright/test';
import { browse, editProfile, managePat, pageAndOpenAgent, signIn, signOut, signUpAndConfirm } from './journey';

/** With no server, the simulated backend "mails" the code into a dialog. */
async function codeFromDialog(page: Page, email: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(email).first()).toBeVisible();
  await expect(dialog.getByText(/development mode/i).first()).toBeVisible();
  const code = (await dialog.getByText(/^\d{6}$/).first().textContent())!.trim();
  await dialog.getByRole('button', { name: 'Got It' }).click();
  await expect(dialog).toBeHidden();
  return code;
}

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
