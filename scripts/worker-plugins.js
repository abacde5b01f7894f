// What the workspace's Vite builds (the app, Storybook) give their web workers.

/**
 * A worker bundle resolves packages as the page does, taking their 'browser' builds, and the
 * README parser's decode-named-character-reference decodes entities with `document` in that
 * build, which a worker lacks. In a worker it gets the package's plain build (its 'worker' one).
 */
function plainEntityDecoder() {
  return {
    name: 'agent-registry:worker-entity-decoder',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'decode-named-character-reference') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/index\.dom\.js$/, 'index.js') };
    },
  };
}

/** For Vite's `worker.plugins`. */
export const workerPlugins = () => [plainEntityDecoder()];
