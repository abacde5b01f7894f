// The publishing form's edges against the real registry: drafts and the question before leaving
// a changed form, and the form's limits, previews and proposals. Screenshots at 1280 and 375 px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AGENT_METADATA_MESSAGES, PUBLISH_MESSAGES } from '../packages/api-client/src/contract/publishRules';
import { shot, signIn, signUpAndConfirm } from './journey';
import { agentYaml, readme } from './publish';
import { codeFromServerLog } from './serverLog';

const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without publishing?' });
const yamlBox = (page: Page) => page.getByRole('textbox', { name: /agent\.yaml/i });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** Screenshots of the page as it is, at 1280 px and at 375 px. */
async function shots(page: Page, info: TestInfo, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, info, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, info, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openForm(page: Page) {
  await page.goto('/dashboard');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Create Agent/ })
    .click();
  await expect(page).toHaveURL(/\/create-agent$/);
  await expect(yamlBox(page)).toBeVisible();
}

test('the publish form keeps a draft and asks before a changed form is left', async ({ page }, info) => {
  const stamp = Date.now();
  const email = `drafter-${stamp}@example.com`;
  const slug = `draft-keeper-${stamp}`;
  await signUpAndConfirm(page, email, { readCode: codeFromServerLog, info });
  await signIn(page, email, info);

  await openForm(page);
  // Untouched, the form is left without a question.
  await page.getByRole('banner').getByRole('link', { name: 'Browse Agents' }).first().click();
  await expect(page).toHaveURL(/\/agents$/);
  await openForm(page);

  await yamlBox(page).click();
  await yamlBox(page).fill(agentYaml(slug, '1.0.0'));
  await page.getByLabel('README', { exact: true }).fill(readme);
  await page.getByLabel('Category').selectOption('analysis');

  // A header link: the question, and Stay keeps everything.
  await page.getByRole('banner').getByRole('link', { name: 'Browse Agents' }).first().click();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page).getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await shots(page, info, 'leave-prompt');
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/create-agent$/);
  await expect(page.getByLabel('README', { exact: true })).toHaveValue(readme);

  // Reload and close get the browser's own question.
  const asked = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(asked).toBe(true);

  // Back: the same question; Leave goes, and the draft stays in the browser.
  await page.evaluate(() => window.history.back());
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/create-agent$/);
  await leaveDialog(page).getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Coming back restores the draft, and says so.
  await openForm(page);
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(slug);
  await expect(page.getByLabel('README', { exact: true })).toHaveValue(readme);
  await expect(page.getByLabel('Category')).toHaveValue('analysis');
  await shots(page, info, 'draft-restored');

  // A reload too (the browser's question accepted).
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(slug);

  // Cancel asks as well; "Discard draft and leave" forgets the draft.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Discard draft and leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openForm(page);
  await expect(page.getByText('Draft restored')).toHaveCount(0);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  // Discard draft on the notice starts the form over; a publish clears the draft.
  await yamlBox(page).fill(agentYaml(slug, '1.0.0'));
  await page.getByLabel('Category').selectOption('analysis');
  await page.reload();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await yamlBox(page).fill(agentYaml(slug, '1.0.0'));
  await page.getByLabel('Category').selectOption('analysis');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/agents/[^/]+/${slug}$`));
  await openForm(page);
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});

test('the publish form shows its limits, renders the README, names the image and proposes the next version', async ({ page }, info) => {
  const stamp = Date.now();
  const email = `limits-${stamp}@example.com`;
  const slug = `limit-finder-${stamp}`;
  await signUpAndConfirm(page, email, { readCode: codeFromServerLog, info });
  await signIn(page, email, info);
  await openForm(page);

  // An oversized file is refused; the valid file that replaces it clears the error.
  const input = page.getByLabel('Drop an agent.yaml here or choose a file');
  await input.setInputFiles({
    name: 'agent.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(`${agentYaml(slug, '1.0.0')}#${'x'.repeat(65 * 1024)}\n`),
  });
  await expect(page.getByText(PUBLISH_MESSAGES.yamlTooLarge)).toBeVisible();
  await shots(page, info, 'oversized-file');
  await input.setInputFiles({ name: 'agent.yaml', mimeType: 'application/yaml', buffer: Buffer.from(agentYaml(slug, '1.0.0')) });
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(slug);
  await expect(page.getByText(PUBLISH_MESSAGES.yamlTooLarge)).toHaveCount(0);

  // The README is previewed rendered; the pull command names the image as the agent page does.
  await page.getByLabel('README', { exact: true }).fill(readme);
  await expect(preview(page).getByRole('heading', { name: 'Quokka Guide' })).toBeVisible();
  const host = new URL(page.url()).host;
  await expect(preview(page).getByText(new RegExp(`^agent pull ${host.replace(/\./g, '\\.')}/[^/]+/${slug}:1\\.0\\.0$`))).toBeVisible();

  // Tags: the limits are shown, and more is refused rather than cut.
  const tags = page.getByRole('group', { name: 'Agent' }).getByLabel('Tags');
  await expect(page.getByText('Separated by commas: up to 20, each up to 40 characters.')).toBeVisible();
  await tags.fill(Array.from({ length: 21 }, (_, i) => `tag${i}`).join(', '));
  await expect(page.getByText(AGENT_METADATA_MESSAGES.tooManyTags)).toBeVisible();
  await page.getByLabel('Category').selectOption('analysis');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(tags).toBeFocused();
  await shots(page, info, 'too-many-tags');
  await tags.fill(`quokka, ${'x'.repeat(41)}`);
  await expect(page.getByText(AGENT_METADATA_MESSAGES.tagTooLong)).toBeVisible();
  await tags.fill('quokka, wildlife');
  await expect(page.getByText(AGENT_METADATA_MESSAGES.tagTooLong)).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/agents/[^/]+/${slug}$`));

  // "Publish new version" proposes the next patch version.
  await page.getByRole('link', { name: 'Publish new version' }).click();
  const version = page.getByLabel('Version', { exact: true });
  await expect(version).toHaveValue('1.0.1');
  // Build metadata is ignored when comparing versions, and the form says so.
  await version.fill('1.0.0+build.5');
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page.getByText(PUBLISH_MESSAGES.versionExistsIgnoringBuild('1.0.0+build.5', '1.0.0'))).toBeVisible();
  await shots(page, info, 'build-metadata');
  await page.getByRole('button', { name: 'Use 1.0.1' }).click();
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page).toHaveURL(/\?version=1\.0\.1$/);
});
