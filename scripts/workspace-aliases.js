// Inside the workspace, packages import each other's sources, so tests, Storybook and the
// dev server never wait for a build. Published consumers get the built `dist` instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const workspaceAliases = [
  { find: /^@agent-registry\/api-client\/contract$/, replacement: path.join(root, 'packages/api-client/src/contract/index.ts') },
  { find: /^@agent-registry\/api-client\/simulated$/, replacement: path.join(root, 'packages/api-client/src/simulated/index.ts') },
  { find: /^@agent-registry\/api-client\/rules$/, replacement: path.join(root, 'packages/api-client/src/contract/rules.ts') },
  { find: /^@agent-registry\/api-client$/, replacement: path.join(root, 'packages/api-client/src/index.ts') },
  { find: /^@agent-registry\/ui\/reset\.css$/, replacement: path.join(root, 'packages/ui/src/themes/reset.css.ts') },
  { find: /^@agent-registry\/ui\/testing$/, replacement: path.join(root, 'packages/ui/src/testing/index.ts') },
  { find: /^@agent-registry\/ui$/, replacement: path.join(root, 'packages/ui/src/index.ts') },
];
