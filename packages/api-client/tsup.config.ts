import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts', rules: 'src/contract/rules.ts', simulated: 'src/simulated/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  // No source maps in the package (most of the tarball's weight); the code is not minified, so a
  // stack trace reads as the source does.
  sourcemap: false,
  clean: true,
  target: 'es2022',
});
