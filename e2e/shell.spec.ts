import { expect, test } from '@playwright/test';

test('the theme toggle is kept across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover and Share AI Agents' })).toBeVisible();
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.screenshot({ path: test.info().outputPath('landing-dark.png') });

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('follows the system preference until a choice is stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: /browse/i })).toHaveAttribute('href', '/search');
});

test('a guarded page sends a signed-out visitor to /auth, remembering the page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
});

test('on a small screen the slide-in menu navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Browse Agents' }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(menu).toBeHidden();
});

test("the built app's scripts start with V8's compile hint and map back to their own sources", async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The README's worker is built on its own and runs off the page: the hint is for the page.
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/') && !url.pathname.includes('.worker-')) {
      scripts.add(response.url());
    }
  });
  // An agent's page loads the most chunks: its page, the shared one, the README's renderer.
  await page.goto('/agents');
  await page.getByRole('main').getByRole('listitem').getByRole('heading').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/agents\/[^/]+$/);
  await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  expect(scripts.size).toBeGreaterThan(5);
  for (const url of scripts) {
    const code = await (await request.get(url)).text();
    // Vite puts a chunk's list of dependencies on its first line; the hint is then the second.
    expect(code.split('\n', 2), url).toContain('//# allFunctionsCalledOnLoad');
    // The bundler's runtime helpers have no source of their own, and name no map.
    const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    if (!mapName) continue;
    const map = (await (await request.get(new URL(mapName, url).href)).json()) as { sources: string[]; mappings: string };
    expect(map.sources.length, `${url}.map names its sources`).toBeGreaterThan(0);
    expect(map.mappings.replace(/;/g, ''), `${url}.map maps its code`).not.toBe('');
  }
});
