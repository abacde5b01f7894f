import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  // The shared contract is bundled in from source; runtime dependencies stay in node_modules.
  noExternal: ['@agent-registry/api-client'],
  // The embedded database's worker thread is plain JavaScript, loaded from beside main.js.
  onSuccess: 'cp src/db/pgliteWorker.mjs dist/pgliteWorker.mjs',
});
