// Honest states, search limits, the account's smaller fixes (the demo account's notice, sessions, only the newer error),
// the agent page's reading order, stars and the dashboard's download trends, against the real registry.
// Screenshots at 1280 and 375 px go with the results.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { password, shot } from './journey';
import { codeFromServerLog, mailLinkFromServerLog } from './serverLog';

const stamp = Date.now();
const email = `round3.${stamp}@example.dev`;

/** A screenshot at each width, for review. */
async function shots(page: Page, info: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, info, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('search: the Development tile, the 200-character limit in words, a search button on a phone', async ({ page }, info) => {
  test.setTimeout(180_000); // two screenshots at two widths each, on a shared machine
  await page.goto('/search');
  await expect(page.getByRole('group', { name: 'Browse by category' }).getByRole('button', { name: /Development/ })).toBeVisible();

  const box = page.getByRole('main').getByRole('combobox', { name: 'Search AI agents' });
  await box.fill('x'.repeat(250));
  await expect(box).toHaveValue('x'.repeat(200));
  await expect(page.getByText("That's the limit: searches can be up to 200 characters.").first()).toBeVisible();
  await shots(page, info, 'search-limit');

  // A longer query typed into the address: the API's answer reads as a sentence.
  await page.goto(`/search?q=${'y'.repeat(250)}`);
  await expect(page.getByText(/Search text can be at most 200 characters\. Shorten it and search again\./)).toBeVisible();

  // On a phone the header's box has no room: a button leads to the search page instead.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/agents');
  await page.getByRole('banner').getByRole('link', { name: 'Search agents' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('a private or missing agent is a not-found state, with Sign in for a visitor', async ({ page }, info) => {
  await page.goto('/agents/nobody/no-such-agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
  await expect(page.getByText(/Failed to load agent/)).toHaveCount(0);
  const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', `/auth?next=${encodeURIComponent('/agents/nobody/no-such-agent')}`);
  await shots(page, info, 'agent-not-found-signed-out');
});

test('an account: code field, resend countdown, stats, sparklines, tabs, deprecated, bio, password, token', async ({ page }, info) => {
  test.setTimeout(300_000);
  // Sign up through the form: the code screen opens with its countdown running.
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Full name').fill('Round Three');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  // Away and back: the countdown carries on instead of starting over (or vanishing).
  await page.goto('/');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  // The mail links to this screen with the address filled in, wherever it is opened.
  const link = await mailLinkFromServerLog(email);
  expect(link).toContain(`/auth?mode=confirm&email=${encodeURIComponent(email)}`);
  const fromMail = await page.context().newPage();
  await fromMail.goto(link);
  await expect(fromMail.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
  await expect(fromMail.getByLabel('Email', { exact: true })).toHaveValue(email);
  await fromMail.close();

  // The code field takes digits only; a wrong code marks the field.
  const code = await codeFromServerLog(page, email);
  const field = page.getByLabel('Confirmation code');
  await field.pressSequentially('12ab3x');
  await expect(field).toHaveValue('123');
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid confirmation code').first()).toBeVisible();
  await shots(page, info, 'confirm-wrong-code');
  await field.fill(code);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // An agent of mine, published and downloaded through the API.
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  const headers = { Authorization: `Bearer ${(await login.json()).token as string}` };
  const created = await page.request.post('/api/agents', {
    headers,
    data: {
      name: 'Round Three Agent',
      description: 'Counts downloads.',
      category: 'development',
      manifest: { spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } } },
    },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string; namespace: string; slug: string };
  await page.request.get(`/api/agents/${agent.id}/download`);

  // Total Users is a real count; my agents carry a sparkline named in words.
  await page.reload();
  const totalUsers = page.getByText('Total Users', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(totalUsers).toHaveText(/^[1-9][\d,]*$/);
  const myAgents = page.getByRole('region', { name: 'My agents' });
  await expect(myAgents.getByRole('img', { name: /download.* in the last 30 days/ })).toBeVisible();
  await myAgents.getByRole('button', { name: '90 days' }).click();
  await expect(myAgents.getByRole('img', { name: /in the last 90 days/ })).toBeVisible();
  await shots(page, info, 'dashboard-sparklines');

  // The agent page: the tab is in the address, a deprecated agent says so in its details.
  expect((await page.request.post(`/api/agents/${agent.id}/deprecate`, { headers, data: { message: 'Replaced.' } })).status()).toBe(200);
  await page.goto(`/agents/${agent.namespace}/${agent.slug}`);
  await page.getByRole('tab', { name: 'Versions' }).click();
  await expect(page).toHaveURL(/[?&]tab=versions/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Versions' })).toHaveAttribute('aria-selected', 'true');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Status').locator('xpath=following-sibling::dd')).toHaveText('Deprecated');
  await shots(page, info, 'agent-deprecated-versions-tab');

  // The bio stops at 500 characters.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('b'.repeat(600));
  await expect(page.getByLabel('Bio')).toHaveValue('b'.repeat(500));
  await expect(page.getByText('500/500')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The new password may not be the current one.
  await page.goto('/settings');
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The new password must be different from the current one')).toBeVisible();

  // The CLI token: generated, then regenerated after a confirmation (a different token).
  await page.getByRole('button', { name: 'Generate Token' }).click();
  const first = await page
    .getByRole('region', { name: /Personal Access Token/ })
    .locator('code')
    .first()
    .textContent();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(async () => {
    const next = await page
      .getByRole('region', { name: /Personal Access Token/ })
      .locator('code')
      .first()
      .textContent();
    expect(next).toMatch(/\S{20,}/);
    expect(next).not.toBe(first);
  }).toPass({ timeout: 10_000 });
  await shots(page, info, 'settings-regenerated');
});

test('the API reference fits a phone', async ({ page }, info) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, info, 'api-docs-375');
});

test('stars, the download chart, readable pull commands, and search by owner, owner/name and author', async ({ page, context }, info) => {
  test.setTimeout(300_000);
  const starEmail = `stars.${stamp}@example.dev`;
  const author = `Ottoline Starfinder ${stamp}`;
  const name = `Stargazer Helper ${stamp}`;
  // An account and an agent of it, through the API; one download.
  expect((await page.request.post('/api/auth/register', { data: { email: starEmail, password, name: 'Star Gazer' } })).status()).toBe(201);
  const code = await codeFromServerLog(page, starEmail);
  expect((await page.request.post('/api/auth/confirm-email', { data: { email: starEmail, confirmation_code: code } })).status()).toBe(200);
  const token = (await (await page.request.post('/api/auth/login', { data: { email: starEmail, password } })).json()).token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/agents', {
    headers,
    data: {
      name,
      description: 'Finds stars.',
      category: 'analysis',
      author_name: author,
      manifest: { spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } } },
    },
  });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string; namespace: string; slug: string };
  await page.request.get(`/api/agents/${agent.id}/download`);
  const agentPage = `/agents/${agent.namespace}/${agent.slug}`;

  // Signed out: Star leads to sign-in and back; the chart and its table show the download.
  await page.goto(agentPage);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Star 0 stars \(sign in to star\)$/ })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent(agentPage)}`,
  );
  const chart = main.getByRole('region', { name: 'Downloads, last 90 days' });
  await expect(chart.getByText('1 total')).toBeVisible();
  const table = chart.getByRole('table', { name: 'Downloads, last 90 days' });
  await expect(table.getByRole('row')).toHaveCount(91);
  await expect(table.getByRole('cell', { name: '1', exact: true })).toHaveCount(1);

  // Signed in: star, counted once, kept over a reload; the dashboard lists it; unstar.
  await page.goto(`/auth?next=${encodeURIComponent(agentPage)}`);
  await page.getByLabel('Email').fill(starEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${agentPage}$`));
  const star = main.getByRole('button', { name: /^Star(red)? \d+ stars?$/ });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toHaveAccessibleName('Starred 1 star');
  await page.reload();
  await expect(star).toHaveAccessibleName('Starred 1 star');
  await shots(page, info, 'agent-starred-chart');

  // 'Use this agent': every command fits its box at both widths (it wraps), and Copy copies it whole.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const use = main.getByRole('region', { name: 'Use this agent' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = use.locator('pre:has(code)');
    expect(await boxes.count()).toBeGreaterThan(1);
    for (const box of await boxes.all()) {
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
  }
  const first = use.locator('pre:has(code)').first();
  const command = (await first.locator('code').textContent())!;
  await use.getByRole('button', { name: /^Copy/ }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
  await shot(page, info, 'use-this-agent-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/dashboard');
  const starred = page.getByRole('region', { name: 'Starred Agents' });
  await expect(starred.getByText(name)).toBeVisible();
  await shots(page, info, 'dashboard-starred');

  // 'Most starred' puts it first (no other agent has a star on a fresh registry).
  await page.goto('/agents?sort=stars');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('stars');
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(name);

  // Search finds it by its owner, by owner/name (first), and by its author; C++ is not 'c'.
  for (const query of [agent.namespace, `${agent.namespace}/${agent.slug}`, author]) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(main.getByRole('heading', { level: 4 }).first()).toHaveText(name);
  }
  await page.goto(`/search?q=${encodeURIComponent('C++')}`);
  await expect(main.getByText(/^\d+ results?$|^No results found$/).first()).toBeVisible();
  const summary = main.getByText(/^\d+ results?$/);
  const found = (await summary.count()) > 0 ? Number.parseInt((await summary.first().textContent())!, 10) : 0;
  const all = (await (await page.request.get('/api/agents?page=1&page_size=1')).json()) as { pagination: { total: number } };
  expect(found).toBeLessThan(all.pagination.total / 2);
  await shots(page, info, 'search-cpp');

  await page.goto(agentPage);
  await star.click();
  await expect(star).toHaveAccessibleName('Star 0 stars');
});

test('the demo account is told it is read-only before it submits anything, and its star is not counted', async ({ page }, info) => {
  test.setTimeout(180_000);
  // Before signing in, beside the credentials.
  await page.goto('/auth');
  const hint = page.getByRole('complementary', { name: 'Demo credentials' });
  await expect(hint.getByText('Shared and read-only, reset on every restart', { exact: false })).toBeVisible();
  await hint.getByRole('button', { name: 'Use demo' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in, every page says so up front: nothing has been submitted yet.
  const readOnly = 'The demo account is read-only. Sign up to publish agents and edit your own profile.';
  for (const path of ['/dashboard', '/create-agent', '/settings', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('note', { name: 'Demo account' })).toHaveText(readOnly);
  }
  await page.goto('/create-agent');
  await shots(page, info, 'demo-read-only-up-front');

  // A star from the demo account is refused in words, and the count stays as it was.
  const listed = (await (await page.request.get('/api/agents?page=1&page_size=1')).json()) as {
    data: { id: string; namespace: string; slug: string; star_count: number }[];
  };
  const agent = listed.data[0]!;
  const count = `${agent.star_count.toLocaleString('en-US')} ${agent.star_count === 1 ? 'star' : 'stars'}`;
  await page.goto(`/agents/${agent.namespace}/${agent.slug}`);
  const star = page.getByRole('main').getByRole('button', { name: /^Star(red)? [\d,]+ stars?$/ });
  await expect(star).toHaveAccessibleName(`Star ${count}`);
  await star.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: readOnly })).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(star).toHaveAccessibleName(`Star ${count}`);
  const after = (await (await page.request.get(`/api/agents/${agent.id}`)).json()) as { star_count: number };
  expect(after.star_count).toBe(agent.star_count);
  // The refusal is the server's last word: no simulated star, the app stays on the registry.
  await expect(page.getByText('Mock API Mode')).toHaveCount(0);
  await expect(page.getByRole('note', { name: 'Demo account' })).toBeVisible();
  await shots(page, info, 'demo-star-refused');
});

/** A confirmed account made through the API; its session token. */
async function accountThroughApi(page: Page, accountEmail: string, name: string): Promise<string> {
  expect((await page.request.post('/api/auth/register', { data: { email: accountEmail, password, name } })).status()).toBe(201);
  const code = await codeFromServerLog(page, accountEmail);
  expect((await page.request.post('/api/auth/confirm-email', { data: { email: accountEmail, confirmation_code: code } })).status()).toBe(
    200,
  );
  return (await (await page.request.post('/api/auth/login', { data: { email: accountEmail, password } })).json()).token as string;
}

async function signInThroughForm(page: Page, accountEmail: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(accountEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a new error replaces the old one (sign-in toasts, the password form); each session shows its browser, system, place and last activity', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const sessionsEmail = `sessions.${stamp}@example.dev`;
  await accountThroughApi(page, sessionsEmail, 'Session Keeper');

  // Two different refusals in a row on the sign-in form: the newer toast replaces the older one.
  const unconfirmed = `unconfirmed.${stamp}@example.dev`;
  expect((await page.request.post('/api/auth/register', { data: { email: unconfirmed, password, name: 'Not Yet' } })).status()).toBe(201);
  const errors = page.locator('[data-sonner-toast][data-type="error"]:not([data-removed="true"])');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(sessionsEmail);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@2026x');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(errors).toHaveCount(1);
  const older = (await errors.textContent())!.trim();
  await page.getByLabel('Email').fill(unconfirmed);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(errors.filter({ hasText: /confirm your email/i })).toBeVisible();
  await expect(errors).toHaveCount(1);
  await expect(errors.filter({ hasText: older })).toHaveCount(0);
  await shots(page, info, 'sign-in-newer-error-only');

  await signInThroughForm(page, sessionsEmail);

  // Another session, from Firefox on Linux behind a CDN that says where the visitor is, used once.
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const elsewhere = await page.request.post('/api/auth/login', {
    data: { email: sessionsEmail, password },
    headers: { 'user-agent': firefox, 'cf-ipcountry': 'PT', 'cf-ipcity': 'Lisbon' },
  });
  const otherToken = (await elsewhere.json()).token as string;
  const used = await page.request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${otherToken}`, 'user-agent': firefox } });
  expect(used.status()).toBe(200);

  await page.goto('/settings');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  const meta = (item: ReturnType<Page['locator']>, term: string) =>
    item.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
  // This browser (Playwright's desktop Chrome on Windows): no place, for no proxy said one.
  const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here.getByRole('heading', { level: 3 })).toHaveText('Chrome on Windows');
  await expect(meta(here, 'Last active').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(here.locator('dt', { hasText: 'Approximate location' })).toHaveCount(0);
  // The other: its browser and system, its city and country, and when it was last used (a minute ago at most).
  const other = sessions.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Firefox on Linux' }) });
  await expect(meta(other, 'Approximate location')).toHaveText('Lisbon, Portugal');
  const lastActive = meta(other, 'Last active').locator('time');
  await expect(lastActive).toHaveText(/\d{1,2}:\d{2}/);
  const seen = Date.parse((await lastActive.getAttribute('datetime'))!);
  expect(Math.abs(Date.now() - seen)).toBeLessThan(5 * 60_000);
  await expect(other.getByRole('button', { name: /Sign out/ })).toBeVisible();
  await sessions.scrollIntoViewIfNeeded();
  await shots(page, info, 'settings-sessions');

  // The password form: the server's refusal, then the form's own; only the newer one shows, each time.
  const change = page.getByRole('region', { name: 'Change password' });
  const current = change.getByRole('textbox', { name: 'Current password' });
  const next = change.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = change.getByRole('textbox', { name: 'Confirm new password' });
  const incorrect = change.getByText('Current password is incorrect');
  const mismatch = change.getByText('Passwords do not match');
  await current.fill('Wrong@2026x');
  await next.fill('Another@2026');
  await confirm.fill('Another@2026');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(incorrect.first()).toBeVisible();

  await current.fill(password);
  await confirm.fill('Different@2026');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(mismatch.first()).toBeVisible();
  await expect(incorrect).toHaveCount(0);
  await change.scrollIntoViewIfNeeded();
  await shots(page, info, 'settings-newer-error-only');

  // And back: the server's refusal again replaces the form's message.
  await current.fill('Wrong@2026y');
  await confirm.fill('Another@2026');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(incorrect.first()).toBeVisible();
  await expect(mismatch).toHaveCount(0);
});

test('agent page: Use this agent after the README in reading and Tab order; the dashboard says N/A for an unrated agent', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const ownerEmail = `unrated.${stamp}@example.dev`;
  const token = await accountThroughApi(page, ownerEmail, 'Unrated Owner');
  const name = `Unrated Helper ${stamp}`;
  const created = await page.request.post('/api/agents', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'Nobody has rated it yet.',
      category: 'development',
      manifest: { spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } } },
    },
  });
  expect(created.status()).toBe(201);
  await signInThroughForm(page, ownerEmail);

  // The dashboard's list reads N/A for it (no star, no 0), as its card and its page do.
  const recent = page.getByRole('region', { name: 'Recent Agents' });
  const row = recent.getByRole('link').filter({ hasText: name });
  await expect(row.locator('span', { hasText: /^Rating\s*N\/A$/ })).toBeVisible();
  await expect(row).not.toContainText(/★|0\.0|Rating\s*0/);
  await shots(page, info, 'dashboard-unrated');
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name }).first()).toContainText('N/A');

  // A seeded agent with a README: the README's panel comes first in the page, and Tab reaches it first.
  const listed = (await (await page.request.get('/api/agents?page=1&page_size=1')).json()) as {
    data: { namespace: string; slug: string }[];
  };
  const sample = listed.data[0]!;
  await page.goto(`/agents/${sample.namespace}/${sample.slug}`);
  const main = page.getByRole('main');
  const files = main.getByRole('region', { name: 'README, versions and agent.yaml' });
  const use = main.getByRole('region', { name: 'Use this agent' });
  await expect(files.getByRole('tab', { name: 'README' })).toHaveAttribute('aria-selected', 'true');
  await expect(use.getByRole('button', { name: /^Copy/ }).first()).toBeVisible();
  // Reading order: the README's panel precedes the CLI panel in the document.
  expect(
    await files.evaluate(
      (readme, cli) => !!(readme.compareDocumentPosition(cli!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await use.elementHandle(),
    ),
  ).toBe(true);

  // Tab order: from 'Back to agents', Tab walks through the README's tabs before any control of 'Use this agent'.
  await main.getByRole('link', { name: 'Back to agents' }).focus();
  const panels = [(await files.elementHandle())!, (await use.elementHandle())!] as const;
  const stops: string[] = [];
  for (let i = 0; i < 80 && !stops.includes('cli'); i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(([readme, cli]) => {
        const at = document.activeElement;
        return readme.contains(at) ? 'readme' : cli.contains(at) ? 'cli' : 'other';
      }, panels),
    );
  }
  expect(stops).toContain('readme');
  expect(stops).toContain('cli');
  expect(stops.indexOf('readme')).toBeLessThan(stops.indexOf('cli'));

  // And on screen: below it on a phone, beside it (to the right) on a wide screen.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const readmeBox = (await files.boundingBox())!;
    const cliBox = (await use.boundingBox())!;
    if (width === 375) expect(cliBox.y).toBeGreaterThanOrEqual(readmeBox.y + readmeBox.height);
    else expect(cliBox.x).toBeGreaterThanOrEqual(readmeBox.x + readmeBox.width);
    await shot(page, info, `agent-readme-before-cli-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});
