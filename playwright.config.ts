import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.js';

/** The built app alone, with no API behind it: mock mode. */
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
/** The whole registry (README's start: server + built app) on a fresh embedded database. */
export const registryPort = Number(process.env.E2E_REGISTRY_PORT ?? 18181);
export const registryLog = 'test-results/registry-server.log';

const use = {
  screenshot: 'on' as const,
  trace: 'retain-on-failure' as const,
  launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  ...devices['Desktop Chrome'],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  projects: [
    {
      name: 'app-alone',
      testMatch: ['shell.spec.ts', 'mock-journey.spec.ts', 'mock-publish.spec.ts', 'dead-ends.spec.ts'],
      use: { ...use, baseURL: `http://127.0.0.1:${appPort}` },
    },
    {
      name: 'registry',
      testMatch: [
        'registry-journey.spec.ts',
        'publish-journey.spec.ts',
        'publish-form.spec.ts',
        'security-journey.spec.ts',
        'moderation-journey.spec.ts',
        'phone.spec.ts',
        'app-round3.spec.ts',
        'oci-journey.spec.ts',
        'org-journey.spec.ts',
      ],
      use: { ...use, baseURL: `http://127.0.0.1:${registryPort}` },
    },
  ],
  webServer: [
    {
      command: `pnpm --filter @agent-registry/app exec vite preview --port ${appPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${appPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A fresh data directory each run; the log is where a new user reads the mailed code.
      command: `rm -rf test-results/e2e-data && mkdir -p test-results && node packages/registry-server/dist/main.js > ${registryLog} 2>&1`,
      url: `http://127.0.0.1:${registryPort}/api/health`,
      // PUBLIC_URL names the address container tools fetch registry tokens from (the /v2/ challenge's realm).
      // OPERATORS: the moderation journey signs up as this operator.
      env: {
        PORT: String(registryPort),
        DATA_DIR: 'test-results/e2e-data',
        DATABASE_URL: '',
        SMTP_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${registryPort}`,
        OPERATORS: 'e2e-operator@example.com',
        // As behind a CDN that adds the visitor's place: the sessions list shows a session's city and country.
        TRUST_PROXY_GEO: '1',
      },
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});
