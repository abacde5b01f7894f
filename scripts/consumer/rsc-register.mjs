// Loaded with `node --conditions react-server --import`: React's own loader for Node turns each
// module that starts with 'use client' into client references, as an RSC bundler (Next.js) does.
// It wants each module's source as a string, which Node 20 hands on as bytes, and it reads a
// source map named by a relative URL as if it were absolute: the hook registered first (so run
// after React's) decodes the source and drops the source map comment.
import { register } from 'node:module';

register('./rsc-source-hook.mjs', import.meta.url);
register('react-server-dom-webpack/node-loader', import.meta.url);
