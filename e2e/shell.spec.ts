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
