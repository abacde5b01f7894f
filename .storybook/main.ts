import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../scripts/workspace-aliases.js';
import { workerPlugins } from '../scripts/worker-plugins.js';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/api-client/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/registry-app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The props tables come from the TypeScript checker, which names types as the code does
  // (`AgentData`, `'small' | 'medium' | 'large'`, `2 | 3 | 4`) where react-docgen printed
  // `union`, `Partial` or `z.infer`. The play-function tests (vitest) read no props tables and
  // keep the faster react-docgen.
  typescript: {
    reactDocgen: process.env.VITEST ? 'react-docgen' : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The component's own props, not the hundreds of HTML attributes it passes on.
      propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
      // The ui package's components only: they are the ones with docs pages, and the app's files
      // lie outside the ui TypeScript project the tables are read with (each was a warning).
      include: ['packages/ui/src/**/*.tsx'],
    },
  },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    config.resolve = { ...config.resolve, alias: [...workspaceAliases] };
    config.worker = { ...config.worker, plugins: workerPlugins };
    config.build = {
      ...config.build,
      // Over Vite's 500 kB default are only single prebuilt files of Storybook and axe-core, none
      // ours to split: Storybook's preview runtime (one module, 812 kB, in a chunk of its own
      // below), Storybook's UI components (738 kB) and axe-core for the accessibility checks
      // (661 kB). The project's own chunks stay far below (the largest, the README parser,
      // about 150 kB), and one that grows past the limit still warns.
      chunkSizeWarningLimit: 850,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        // Rolldown's PLUGIN_TIMINGS notice comes whenever plugins take a large share of the build;
        // the largest share is react-docgen-typescript, which reads the props tables on purpose
        // (see `typescript` above). The notice names no fault to fix.
        checks: { ...config.build?.rolldownOptions?.checks, bundlerTimings: false },
        output: {
          ...(Array.isArray(config.build?.rolldownOptions?.output) ? {} : config.build?.rolldownOptions?.output),
          codeSplitting: {
            groups: [
              // The preview iframe's entry was 1,111 kB: Storybook's preview runtime (one prebuilt
              // file) and @storybook/react's renderer, bundled together. The runtime goes to a chunk
              // of its own, leaving the entry with the renderer and our preview.
              { name: 'storybook-preview-runtime', test: /[\\/]node_modules[\\/]storybook[\\/]dist[\\/]preview[\\/]runtime\.js$/ },
            ],
          },
        },
        onwarn(warning, warn) {
          // Libraries built for React Server Components (Radix, TanStack Query, lucide, sonner,
          // react-router) open their modules with 'use client', which a client-only bundle drops
          // on purpose; the notice is about their files, and there is nothing to change in them.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /[\\/]node_modules[\\/]/.test(warning.id ?? warning.message)) return;
          warn(warning);
        },
      },
    };
    return config;
  },
};
export default config;
