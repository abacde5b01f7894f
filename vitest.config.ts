import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.js';
import { workspaceAliases } from './scripts/workspace-aliases.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    projects: [
      {
        extends: true,
        // Browser-free unit tests of the front-end packages (happy-dom).
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          include: ['packages/{api-client,ui,registry-app}/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [path.join(dirname, 'scripts/vitest.setup.ts')],
        },
      },
      {
        extends: true,
        // HTTP-level tests of the server, in Node.
        test: {
          name: 'server',
          include: ['packages/registry-server/{src,test}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Every story's play function, in Chromium.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled up front: a dependency discovered mid-run (vanilla-extract's recipe runtime
        // appears only after a .css.ts transform) makes Vite reload the page and fail the tests
        // of a fresh clone.
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'lucide-react',
            'sonner',
            '@radix-ui/react-dialog',
            '@radix-ui/react-dropdown-menu',
            'clsx',
            'zod/mini',
            'zod/locales',
            '@tanstack/react-query',
            'react-router',
            'msw',
            'msw-storybook-addon',
            // Loaded lazily by the publishing screens: listed so a first run does not stop to
            // optimise them mid-test (which reloads the page).
            'yaml',
            'react-markdown',
            'remark-gfm',
            'rehype-slug',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
