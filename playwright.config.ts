import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.js';

const appPort = 4173;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app alone (mock mode: no API server behind it).
    command: `pnpm --filter @agent-registry/app exec vite preview --port ${appPort} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${appPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
