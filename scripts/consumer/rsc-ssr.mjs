// The client half: reads the Flight stream (stdin) in a plain Node process, as the SSR layer of an
// RSC framework does, loads the client references from @agent-registry/ui and renders the HTML.
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import { renderToString } from 'react-dom/server';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as ui from '@agent-registry/ui';

const uiFile = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('@agent-registry/ui')
    .replace(/index\.cjs$/, 'index.js'),
).href;
globalThis.__webpack_chunk_load__ = () => Promise.resolve();
globalThis.__webpack_require__ = (id) => {
  if (id !== uiFile) throw new Error(`unexpected client module ${id}`);
  return ui;
};
const moduleMap = new Proxy({}, { get: (_, id) => new Proxy({}, { get: (__, name) => ({ id, chunks: [], name }) }) });
const tree = await createFromNodeStream(process.stdin, { moduleMap, serverModuleMap: null, moduleLoading: null });
process.stdout.write(renderToString(tree));
