import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

export default defineConfig({
  // `reset` only emits dist/reset.css, the opt-in page reset.
  entry: { index: 'src/index.ts', reset: 'src/reset.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  // No source maps in the package: they were 70 % of the tarball, and a consumer's bundler maps
  // its own output (the README says so).
  sourcemap: false,
  // Minified: the stylesheet especially, which otherwise carries each source file's path and
  // contents in comments.
  minify: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@agent-registry/api-client'],
  // Every component is a client component (state, effects, context, portals): the directive at the
  // top of each output file lets a React Server Components bundler (Next.js App Router) treat the
  // package as a client boundary, so a server component imports and renders it. Added after
  // bundling, where esbuild would otherwise drop a directive found in a source module.
  banner: { js: "'use client';" },
  // Emits dist/index.css, exported as "@agent-registry/ui/style.css".
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
