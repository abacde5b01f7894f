import { expect, test, type Browser } from '@playwright/test';
import { shot, signIn, signUpAndConfirm } from './journey';
import { agentYaml } from './publish';
import { codeFromServerLog } from './serverLog';

// The registry runs with OPERATORS=e2e-operator@example.com (playwright.config.ts).
const OPERATOR = 'e2e-operator@example.com';

/** A fresh browser (its own storage) with a signed-in new account. */
async function signedIn(browser: Browser, email: string, info: Parameters<typeof signIn>[2]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndConfirm(page, email, { readCode: codeFromServerLog, info });
  await signIn(page, email, info);
  return { context, page };
}

test('a third user reports an agent, an operator takes it down, and its page shows the reason', async ({ browser, request }, info) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const slug = `inbox-leaker-${stamp}`;
  const reason = 'Sends the mail it reads to a third party.';

  // The owner publishes an agent.
  const owner = await signedIn(browser, `owner-${stamp}@example.com`, info);
  const session = await owner.page.evaluate(() => localStorage.getItem('auth_token'));
  const created = await request.post('/api/agents', {
    headers: { Authorization: `Bearer ${session}` },
    data: { agent_yaml: agentYaml(slug, '1.0.0'), category: 'productivity' },
  });
  expect(created.status()).toBe(201);
  const agent = await created.json();
  const path = `/agents/${agent.namespace}/${agent.slug}`;

  // A third user reports it from its page.
  const reporter = await signedIn(browser, `reporter-${stamp}@example.com`, info);
  await reporter.page.goto(path);
  await reporter.page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = reporter.page.getByRole('dialog', { name: `Report ${agent.namespace}/${agent.slug}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Malicious code or behaviour' });
  await dialog.getByLabel('Details (optional)').fill('It posted my inbox to a pastebin.');
  await shot(reporter.page, info, 'report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Thank you. Your report was sent to the registry operators.')).toBeVisible();

  // The operator finds it in the reports queue (linked from the user menu) and takes it down.
  const operator = await signedIn(browser, OPERATOR, info);
  await operator.page.getByRole('button', { name: /User menu/ }).click();
  await operator.page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(operator.page).toHaveURL(/\/admin\/reports$/);
  const reports = operator.page.getByRole('list', { name: 'Reports' });
  await expect(reports).toContainText('It posted my inbox to a pastebin.');
  await reports.getByRole('button', { name: `Take down ${agent.namespace}/${agent.slug}` }).click();
  const takedown = operator.page.getByRole('dialog', { name: `Take down ${agent.namespace}/${agent.slug}` });
  await takedown.getByLabel('Public reason').fill(reason);
  await takedown.getByRole('button', { name: 'Take down' }).click();
  await expect(operator.page.getByText(`The agent ${agent.namespace}/${agent.slug} was taken down`)).toBeVisible();
  await shot(operator.page, info, 'reports-queue');

  // Anyone opening its page now reads the reason in its place; downloads answer 451.
  const visitor = await browser.newPage();
  await visitor.goto(path);
  const notice = visitor.getByRole('status').filter({ hasText: 'This agent was taken down by the registry operators' });
  await expect(notice).toContainText(reason);
  await expect(visitor.getByRole('heading', { name: agent.name })).toHaveCount(0);
  await shot(visitor, info, 'taken-down');
  const download = await request.get(`/api/agents/${agent.id}/download`);
  expect(download.status()).toBe(451);
  expect((await download.json()).message).toBe(reason);

  // The reporter sees the same; the owner still sees the agent, with the reason above it.
  await reporter.page.reload();
  await expect(reporter.page.getByText(reason)).toBeVisible();
  await owner.page.goto(path);
  await expect(owner.page.getByRole('heading', { name: agent.name })).toBeVisible();
  await expect(owner.page.getByText(reason)).toBeVisible();

  for (const context of [owner.context, reporter.context, operator.context]) await context.close();
});
