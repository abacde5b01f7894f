import { defineConfig, type Options } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

const shared = {
  // No source maps in the package: they were 70 % of the tarball, and a consumer's bundler maps
  // its own output (the README says so).
  sourcemap: false,
  // Minified: the stylesheet especially, which otherwise carries each source file's path and
  // contents in comments.
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@agent-registry/api-client'],
  // Short class names, the same in every build of the same source: the AgentCard sheet below
  // styles the classes the main entry's AgentCard renders.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
} satisfies Options;

export default defineConfig([
  {
    ...shared,
    // Emits dist/index.css, exported as "@agent-registry/ui/style.css"; `reset` only emits
    // dist/reset.css, the opt-in page reset; `testing` is the sample data and story helpers.
    entry: { index: 'src/index.ts', reset: 'src/reset.ts', testing: 'src/testing/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    // The AgentCard sheet and the README worker come from the builds below, which run beside this one.
    clean: ['!agentCard.*', '!markdown.worker.*'],
    // Every component is a client component (state, effects, context, portals): the directive at
    // the top of each output file lets a React Server Components bundler (Next.js App Router)
    // treat the package as a client boundary, so a server component imports and renders it.
    // Added after bundling, where esbuild would otherwise drop a directive found in a source module.
    banner: { js: "'use client';" },
  },
  {
    ...shared,
    // Emits dist/agentCard.css, exported as "@agent-registry/ui/agent-card.css": the stylesheet
    // of a page that shows AgentCard and nothing else of the package. Only the CSS is published
    // (package.json's `files` leaves out the JavaScript, which the main entry already has).
    entry: { agentCard: 'src/agentCard.ts' },
    format: ['esm'],
    dts: false,
    splitting: false,
    clean: false,
  },
  {
    ...shared,
    // Emits dist/markdown.worker.js, the README parser MarkdownContent starts as a worker from
    // beside its own chunk. Self-contained (a worker cannot import the page's packages), and with
    // the worker builds of its libraries: the browser one of the entity decoder needs `document`.
    entry: { 'markdown.worker': 'src/components/MarkdownView/markdown.worker.ts' },
    format: ['esm'],
    platform: 'browser',
    noExternal: [/./],
    esbuildOptions(options) {
      options.conditions = ['worker', 'browser', 'import', 'module', 'default'];
    },
    dts: false,
    splitting: false,
    clean: false,
    banner: {},
  },
]);
