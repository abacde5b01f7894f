import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../scripts/workspace-aliases.js';

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
    },
  },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    config.resolve = { ...config.resolve, alias: [...workspaceAliases] };
    return config;
  },
};
export default config;
