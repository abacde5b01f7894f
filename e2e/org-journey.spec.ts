import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { registryLog } from '../playwright.config';
import { shot, signIn, signUpAndConfirm } from './journey';
import { agentYaml, readme } from './publish';
import { codeFromServerLog } from './serverLog';

/** A fresh browser (its own storage) with a signed-in new account. */
async function signedIn(browser: Browser, email: string, info: TestInfo) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndConfirm(page, email, { readCode: codeFromServerLog, info });
  await signIn(page, email, info);
  return { context, page };
}

/** The invitation link mailed to `email` (the server logs mail when no SMTP server is set). */
async function invitationLinkFromServerLog(email: string, org: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const log = readFileSync(registryLog, 'utf8');
    const start = log.lastIndexOf(`[mail] To: ${email}`);
    expect(start).toBeGreaterThanOrEqual(0);
    link = log.slice(start).match(new RegExp(`/orgs/${org}\\?invitation=[0-9a-f-]+`))?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/** A screenshot at 1280 px and at 375 px. */
async function shots(page: Page, info: TestInfo, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, info, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, info, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an owner creates an organisation, invites a maintainer who publishes into it, and transfers an agent there', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const org = `team-${stamp}`;
  const ownerEmail = `org-owner-${stamp}@example.com`;
  const memberEmail = `org-member-${stamp}@example.com`;

  // The owner creates the organisation from the dashboard.
  const owner = await signedIn(browser, ownerEmail, info);
  await owner.page.getByRole('link', { name: 'Create organisation' }).click();
  await expect(owner.page).toHaveURL(/\/orgs\/new$/);
  await owner.page.getByLabel(/Organisation name/).fill('Admin');
  await owner.page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(owner.page.getByLabel(/Organisation name/)).toHaveAccessibleDescription(/This name is reserved/);
  await owner.page.getByLabel(/Organisation name/).fill(org);
  await owner.page.getByLabel('Display name (optional)').fill('The Quokka Team');
  await owner.page.getByLabel('Bio (optional)').fill('Field guides, as agents.');
  await shots(owner.page, info, 'org-create');
  await owner.page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(owner.page.getByText(`Organisation ${org} created`)).toBeVisible();
  await expect(owner.page).toHaveURL(new RegExp(`/orgs/${org}/members$`));

  // The owner has an agent of their own (published through the API, as the CLI does).
  const session = await owner.page.evaluate(() => localStorage.getItem('auth_token'));
  const slug = `quokka-${stamp}`;
  const created = await request.post('/api/agents', {
    headers: { Authorization: `Bearer ${session}` },
    data: { agent_yaml: agentYaml(slug, '1.0.0'), category: 'productivity' },
  });
  expect(created.status()).toBe(201);
  const ownAgent = await created.json();
  const oldPath = `/agents/${ownAgent.namespace}/${ownAgent.slug}`;

  // A second user signs up; the owner invites them by email as a maintainer.
  const member = await signedIn(browser, memberEmail, info);
  await owner.page.getByLabel('Username or email').fill(memberEmail);
  await owner.page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.page.getByText(`Invitation sent to ${memberEmail}`)).toBeVisible();
  await expect(owner.page.getByRole('list', { name: 'Pending invitations' })).toContainText(memberEmail);
  await shots(owner.page, info, 'org-members');

  // The second user follows the mailed link and accepts.
  const link = await invitationLinkFromServerLog(memberEmail, org);
  await member.page.goto(link);
  await shots(member.page, info, 'org-invitation');
  await member.page.getByRole('button', { name: `Accept ${org}` }).click();
  await expect(member.page.getByText(`You joined ${org}`)).toBeVisible();

  // ... and publishes into the organisation, choosing it on the publish form.
  const orgSlug = `wallaby-${stamp}`;
  await member.page.goto('/create-agent');
  await member.page.getByLabel('Namespace').selectOption(org);
  await member.page.getByRole('textbox', { name: /agent\.yaml/i }).fill(agentYaml(orgSlug, '1.0.0'));
  await member.page.getByLabel('README').fill(readme);
  await member.page.getByLabel('Category').selectOption('analysis');
  await shots(member.page, info, 'publish-into-org');
  await member.page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(member.page.getByText(`Published ${org}/${orgSlug}@1.0.0`)).toBeVisible();
  await expect(member.page).toHaveURL(new RegExp(`/agents/${org}/${orgSlug}$`));

  // The owner transfers their agent into the organisation from its page.
  await owner.page.goto(oldPath);
  await owner.page.getByRole('group', { name: 'Owner actions' }).getByRole('button', { name: 'Transfer' }).click();
  const dialog = owner.page.getByRole('dialog', { name: `Transfer ${ownAgent.namespace}/${slug}` });
  await dialog.getByLabel('New namespace').selectOption(org);
  await shots(owner.page, info, 'transfer-dialog');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(owner.page.getByText(`Agent moved to ${org}/${slug}`)).toBeVisible();
  await expect(owner.page).toHaveURL(new RegExp(`/agents/${org}/${slug}$`));

  // The old link leads to the agent's new address, for anyone.
  const visitor = await browser.newPage();
  await visitor.goto(oldPath);
  await expect(visitor).toHaveURL(new RegExp(`/agents/${org}/${slug}$`));
  await expect(visitor.getByRole('heading', { name: slug, level: 1 })).toBeVisible();
  const api = await request.get(`/api/agents/${encodeURIComponent(`${ownAgent.namespace}/${slug}`)}`);
  expect((await api.json()).namespace).toBe(org);

  // The organisation's page lists both agents; its namespace link on the agent page leads there.
  await visitor.getByRole('link', { name: org, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/orgs/${org}$`));
  await expect(visitor.getByRole('heading', { name: 'The Quokka Team', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: slug, level: 3 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: orgSlug, level: 3 })).toBeVisible();
  await shots(visitor, info, 'org-page');

  // The owner changes the organisation's settings from its page; a maintainer may not.
  await owner.page.goto(`/orgs/${org}`);
  await owner.page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/orgs/${org}/settings$`));
  await expect(owner.page.getByLabel('Display name (optional)')).toHaveValue('The Quokka Team');
  await owner.page.getByLabel('Display name (optional)').fill('Quokka Field Guides');
  await owner.page.getByLabel('Avatar address (optional)').fill('not an address');
  await owner.page.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.page.getByLabel('Avatar address (optional)')).toHaveAccessibleDescription(/Please enter a valid URL/);
  await owner.page.getByLabel('Avatar address (optional)').fill('');
  await shots(owner.page, info, 'org-settings');
  await owner.page.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.page.getByText('Organisation settings saved')).toBeVisible();
  await member.page.goto(`/orgs/${org}`);
  await expect(member.page.getByRole('link', { name: 'Members', exact: true })).toBeVisible();
  await expect(member.page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
  await member.page.goto(`/orgs/${org}/settings`);
  await expect(member.page.getByText('Only an owner of the organisation can do this')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Quokka Field Guides', level: 1 })).toBeVisible();

  for (const context of [owner.context, member.context]) await context.close();
  await visitor.close();
});
