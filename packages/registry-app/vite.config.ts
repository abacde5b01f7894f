import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../../scripts/workspace-aliases.js';

// VITE_API_BASE_URL overrides the API base at build time (default: /api on the same origin).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases },
  server: {
    port: 5173,
    // In development the API runs separately (pnpm --filter @agent-registry/server dev).
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080' },
  },
  // The built app alone has no API behind it (mock mode), so preview proxies nothing.
  preview: { port: 4173, proxy: {} },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Modules the landing page needs that the lazy chunks share too (React, lucide's icon
          // core, Link/Button, the contract's constants and messages...) would otherwise each get
          // a small common chunk: six extra requests and three stylesheets before the first paint.
          // One group keeps them in a single preloaded chunk. A module missing from the list just
          // gets its own chunk again; only list what the landing page loads anyway.
          groups: [
            {
              name: 'index',
              test: /node_modules\/(react\/|clsx|@vanilla-extract\/recipes|lucide-react\/dist\/esm\/(shared|context|Icon|createLucideIcon))|ui\/src\/(components\/(Link|Button)\/|styles\/utilities)|api-client\/src\/contract\/(constants|messages)|preload-helper/,
            },
          ],
        },
      },
    },
  },
});
