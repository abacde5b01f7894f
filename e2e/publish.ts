// Publishing, as a new user does it in the browser: shared by the run against the real registry
// and the run in mock mode.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { shot } from './journey';

/** An agent.yaml as a person would paste it: comments and all. */
export function agentYaml(slug: string, version: string): string {
  return `# Published from the e2e journey
apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: ${slug}
  version: ${version}
  description: Answers questions about quokkas from a field guide.
  tags:
    - quokka
    - wildlife
spec:
  runtime: python
  model:
    provider: anthropic
    name: claude-sonnet-4
  capabilities:
    - question-answering
  ports:
    - container: 8080
`;
}

export const readme = '# Quokka Guide\n\nAsk it anything about **quokkas**.\n\n## Usage\n\n```sh\nagent run\n```\n';

/** From the header's Create Agent to a published agent's page; returns its 'owner/name'. */
export async function publishFromPastedYaml(page: Page, info: TestInfo, slug: string): Promise<string> {
  await page.goto('/dashboard');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Create Agent/ })
    .click();
  await expect(page).toHaveURL(/\/create-agent$/);
  const yamlBox = page.getByRole('textbox', { name: /agent\.yaml/i });
  // A file without a model is refused in the CLI's own words, beside the field.
  await yamlBox.fill(agentYaml(slug, '1.0.0').replace(/ {2}model:\n.*\n.*\n/, ''));
  await expect(page.getByText('spec.model.provider is required').first()).toBeVisible();
  await yamlBox.fill(agentYaml(slug, '1.0.0'));
  await expect(page.getByText('spec.model.provider is required')).toHaveCount(0);
  await page.getByLabel('README').fill(readme);
  await page.getByLabel('Category').selectOption('analysis');
  await shot(page, info, 'publish-form');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(new RegExp(`Published [^/ ]+/${slug}@1\\.0\\.0`))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/agents/[^/]+/${slug}$`));
  const ref = decodeURIComponent(new URL(page.url()).pathname.replace(/^\/agents\//, ''));
  await expect(page.getByRole('heading', { name: slug, level: 1 })).toBeVisible();
  // The README is rendered, headings and all.
  await expect(page.getByRole('heading', { name: 'Quokka Guide' })).toBeVisible();
  await shot(page, info, 'published-agent');
  return ref;
}

/** Publishes 1.1.0 from the detail page, yanks it and sees 1.0.0 current again. */
export async function publishAndYankVersion(page: Page, info: TestInfo, slug: string) {
  await page.getByRole('link', { name: 'Publish new version' }).click();
  await expect(page).toHaveURL(/\/create-agent\?agent=/);
  const version = page.getByLabel('Version', { exact: true });
  // The form proposes the next patch version.
  await expect(version).toHaveValue('1.0.1');
  // Versions are immutable: the same number again is refused.
  await version.fill('1.0.0');
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page.getByText('Version 1.0.0 is already published', { exact: false }).first()).toBeVisible();
  await version.fill('1.1.0');
  await page.getByLabel('Changelog').fill('Knows about quokka diets too.');
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page.getByText(new RegExp(`Published [^/ ]+/${slug}@1\\.1\\.0`))).toBeVisible();
  await expect(page).toHaveURL(/\?version=1\.1\.0$/);

  await page.getByRole('tab', { name: 'Versions' }).click();
  const row = (v: string) => page.getByRole('list', { name: 'Versions' }).getByRole('listitem').filter({ hasText: v });
  await expect(row('1.1.0').getByText('Current')).toBeVisible();
  await row('1.1.0').getByRole('button', { name: 'Yank 1.1.0' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/i).fill('Wrong diet table.');
  await dialog.getByRole('button', { name: /Yank/ }).click();
  await expect(page.getByText('Version 1.1.0 yanked')).toBeVisible();
  await expect(row('1.1.0').getByText('Yanked', { exact: true })).toBeVisible();
  await expect(row('1.0.0').getByText('Current')).toBeVisible();
  await shot(page, info, 'versions-yanked');
}

/** Deletes the agent from its page, typing its name to confirm. */
export async function deleteAgent(page: Page, info: TestInfo, name: string) {
  await page.getByRole('group', { name: 'Owner actions' }).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}` });
  const confirm = dialog.getByRole('button', { name: 'Delete agent' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(name);
  await confirm.click();
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await shot(page, info, 'agent-deleted');
}
