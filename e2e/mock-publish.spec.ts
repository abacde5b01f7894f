import { expect, test } from '@playwright/test';
import { codeFromDialog, signIn, signUpAndConfirm } from './journey';
import { deleteAgent, publishAndYankVersion, publishFromPastedYaml } from './publish';

test('publishing works in mock mode with the app alone', async ({ page }, info) => {
  const stamp = Date.now();
  const email = `mock-publisher-${stamp}@example.com`;
  const slug = `quokka-guide-${stamp}`;
  await signUpAndConfirm(page, email, { readCode: codeFromDialog, info });
  await signIn(page, email, info);
  await expect(page.getByText('Mock API Mode')).toBeVisible();
  await publishFromPastedYaml(page, info, slug);
  await page.getByRole('tab', { name: 'Manifest' }).click();
  await expect(page.getByText(`name: ${slug}`)).toBeVisible();
  await publishAndYankVersion(page, info, slug);
  await deleteAgent(page, info, slug);
});
