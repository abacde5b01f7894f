// Every page at 375 px, with the longest names people publish: nothing may be wider than the
// screen (a wider page zooms out and its menu stops working). Screenshots at 375 and 1280 px,
// light and dark, are kept with the results for review.
import { expect, test, type Page } from '@playwright/test';
import { password, shot } from './journey';
import { spilledText } from '../packages/ui/src/testing/spilledText';
import { codeFromServerLog } from './serverLog';

const stamp = Date.now();
const email = `a.very.long.address.for.a.narrow.phone.${stamp}@analytical-engine-society.example.dev`;
const longName = 'KubernetesClusterAutoscalerAdvisorForProdTeams';
const longTag = 'observability-and-incident-response-tooling'.slice(0, 40);
const longUrl = `https://docs.example.dev/${'very-long-path-segment-'.repeat(6)}index.html`;

const org = `phone-org-${stamp}`;

/** An account that published an agent with unbroken names, a long tag, URL and author, and made an organisation, via the API. */
async function publisher(page: Page): Promise<{ agentId: string; username: string }> {
  const api = page.request;
  expect(
    (
      await api.post('/api/auth/register', { data: { email, password, name: 'Maximiliana Wolkenkratzer-Überschallgeschwindigkeit' } })
    ).status(),
  ).toBe(201);
  const code = await codeFromServerLog(page, email);
  expect((await api.post('/api/auth/confirm-email', { data: { email, confirmation_code: code } })).status()).toBe(200);
  const token = (await (await api.post('/api/auth/login', { data: { email, password } })).json()).token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await api.post('/api/agents', {
    headers,
    data: {
      name: longName,
      description: `Watches ${longName} clusters; read ${longUrl} first. ${'Unbroken'.repeat(12)}`,
      category: 'development',
      tags: [longTag, 'kubernetes', 'autoscaling'],
      author_name: 'Maximiliana Wolkenkratzer-Überschallgeschwindigkeit Platform Engineering',
      repository_url: longUrl,
      documentation_url: longUrl,
      // The agent.yaml as JSON: the rest of metadata comes from the fields above.
      manifest: { spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } } },
    },
  });
  expect(created.status()).toBe(201);
  const profile = await api.put('/api/users/profile', {
    headers,
    data: {
      bio: `${'Supercalifragilistic'.repeat(6)} ${longUrl}`,
      website_url: longUrl,
      github_username: 'a-very-long-github-name-0123456789',
    },
  });
  expect(profile.status()).toBe(200);
  const organisation = await api.post('/api/orgs', {
    headers,
    data: { name: org, display_name: `The ${longName} Guild`, bio: `${'Unbroken'.repeat(12)} ${longUrl}` },
  });
  expect(organisation.status()).toBe(201);
  const agent = await created.json();
  return { agentId: agent.id as string, username: agent.namespace as string };
}

async function signInThroughForm(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** What does not fit: the page reaching past the viewport's right edge, and text out of its box. */
async function overflow(page: Page): Promise<string[]> {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return [...(wider > 0 ? [`the page is ${wider} px wider than the screen`] : []), ...(await page.evaluate(spilledText, undefined))];
}

test('every page fits a 375 px phone with long names, tags, emails and URLs', async ({ page }, info) => {
  test.setTimeout(600_000); // 23 pages, 2 widths, 2 themes
  const { agentId, username } = await publisher(page);
  const pages = [
    '/',
    '/agents?sort=newest',
    `/search?q=${encodeURIComponent(longName)}`,
    '/search',
    `/agents/${agentId}`,
    '/auth',
    '/auth?mode=confirm&email=' + encodeURIComponent(email),
    '/no-such-page',
    '/agents/nobody/no-such-agent',
    // The server's API reference, a page of its own.
    '/api/docs',
    // Namespace pages: a user's and an organisation's.
    `/users/${username}`,
    `/orgs/${org}`,
  ];
  const signedIn = [
    '/dashboard',
    '/profile',
    '/create-agent',
    `/create-agent?agent=${agentId}`,
    '/settings',
    '/orgs/new',
    '/orgs/invitations',
    `/orgs/${org}/members`,
    `/orgs/${org}/settings`,
    `/agents/${agentId}`,
    '/agents?sort=newest',
  ];

  const wide: string[] = [];
  const visit = async (path: string, label: string) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main')).toBeVisible();
        // A missing agent is asked for twice (one retry, a second apart): judge the page it ends on.
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });
        if (width === 375) {
          for (const problem of await overflow(page)) wide.push(`${label} ${path} (${theme}): ${problem}`);
        }
        await shot(page, info, `${label}-${path.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}-${width}-${theme}`);
      }
    }
  };

  await page.goto('/');
  for (const path of pages) await visit(path, 'visitor');
  await signInThroughForm(page);
  for (const path of signedIn) await visit(path, 'signed-in');

  // The signed-in header's menu opens within the screen and its links can be clicked.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/agents');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(wide).toEqual([]);
});
