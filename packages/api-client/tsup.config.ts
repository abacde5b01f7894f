import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts', rules: 'src/contract/rules.ts', simulated: 'src/simulated/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
