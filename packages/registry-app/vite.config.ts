import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../../scripts/workspace-aliases.js';
import { workerPlugins } from '../../scripts/worker-plugins.js';
import { DEFAULT_API_BASE_URL, STORAGE_KEYS } from '../api-client/src/contract/constants';

/**
 * The lazily loaded page of each route (mirrors src/router/routes.tsx). Only a hint: a route
 * missing here still works, its page just starts loading after the main bundle.
 */
const routePages: [pattern: string, page: string][] = [
  ['^/search/?$', 'SearchPage'],
  ['^/agents/?$', 'AgentsPage'],
  ['^/agents/[^/]+/?$', 'AgentDetailPage'],
  ['^/auth/?$', 'AuthPage'],
  ['^/dashboard/?$', 'DashboardPage'],
  ['^/create-agent/?$', 'PublishPage'],
  ['^/profile/?$', 'ProfilePage'],
  ['^/settings/?$', 'SettingsPage'],
  ['^/404/?$', 'NotFoundPage'],
];

/**
 * A deep link (/search, /agents/x...) needs its page's chunk, which the router only asks for once
 * the main bundle has run. This adds a small inline script to index.html that preloads that
 * chunk (with its own imports and styles) for the current path alongside the main bundle.
 *
 * An agent's page also asks for its agent at once (`GET {apiBase}/agents/{id}`, as the client
 * sends it), so the answer is on its way while the JavaScript loads; the app's client takes it
 * for that first call (src/data/firstAnswer.ts). Only for a visitor who is not signed in: a
 * signed-in call carries the session's headers, which the page cannot add before the client runs.
 */
function preloadRoutePages(apiBase: string): Plugin {
  return {
    name: 'agent-registry:preload-route-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        // What index.html loads anyway.
        const loaded = new Set<string>();
        const collect = (file: string) => {
          if (loaded.has(file)) return;
          loaded.add(file);
          for (const dep of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) collect(dep);
        };
        if (entry) collect(entry.fileName);
        const table = routePages.flatMap(([pattern, page]) => {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`));
          if (!chunk) return [];
          const scripts = new Set<string>();
          const styles = new Set<string>();
          const walk = (file: string) => {
            if (loaded.has(file) || scripts.has(file)) return;
            scripts.add(file);
            const dep = chunks.find((c) => c.fileName === file);
            for (const css of dep?.viteMetadata?.importedCss ?? []) styles.add(css);
            for (const next of dep?.imports ?? []) walk(next);
          };
          walk(chunk.fileName);
          const url = (file: string) => `/${file}`;
          return [[pattern, [...scripts].map(url), [...styles].map(url)]];
        });
        const script =
          `(function(){var r=${JSON.stringify(table)},p=location.pathname;` +
          `function l(h,m){var e=document.createElement('link');e.rel=m?'modulepreload':'preload';if(!m)e.as='style';` +
          `e.crossOrigin='';e.href=h;document.head.appendChild(e)}` +
          `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(h){l(h,1)});r[i][2].forEach(function(h){l(h,0)});break}` +
          `try{var a=p.match(/^\\/agents\\/([^/]+)(?:\\/([^/]+))?\\/?$/);` +
          `if(a&&!localStorage.getItem('${STORAGE_KEYS.token}')&&!localStorage.getItem('${STORAGE_KEYS.user}')){` +
          `var u=${JSON.stringify(apiBase.replace(/\/+$/, ''))}+'/agents/'+encodeURIComponent(decodeURIComponent(a[1])+(a[2]?'/'+decodeURIComponent(a[2]):''));` +
          `window.__registryFirstAnswer={url:u,answer:fetch(u,{headers:{Accept:'application/json'}})}}}catch(e){}})();`;
        // Before the stylesheets: an inline script waits for the stylesheets above it.
        const marker = /<!-- route-page-preload:[^>]*-->/;
        if (!marker.test(html)) return html.replace('</head>', `<script>${script}</script></head>`);
        return html.replace(marker, `<script>${script}</script>`);
      },
    },
  };
}

/**
 * react-router ships one module of everything (Link, NavLink, Form, the framework mode's
 * prefetching...), and a module sits whole in one chunk: whatever any page uses of it loads with
 * the landing page. Its components are built as `var NavLink = React.forwardRef(...)` without the
 * pure annotation and named by a top-level `NavLink.displayName = ...`, so the bundler keeps the
 * ones no page uses too. Marking those calls pure (React's forwardRef, createContext and memo do
 * nothing but build an object) and leaving out the names lets it drop them.
 */
function reactRouterPureComponents(): Plugin {
  return {
    name: 'agent-registry:react-router-pure-components',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const annotated = code
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
          // `NavLink.displayName = "NavLink";` would keep each one alive; the names serve only
          // React's developer tools, which a production build does not feed.
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
        return annotated === code ? null : { code: annotated, map: null };
      },
    },
  };
}

// VITE_API_BASE_URL overrides the API base at build time (default: /api on the same origin).
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    preloadRoutePages(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL || DEFAULT_API_BASE_URL),
    reactRouterPureComponents(),
  ],
  worker: { plugins: workerPlugins },
  resolve: {
    alias: [
      ...workspaceAliases,
      // react-router's package exports only its development build (dev-time warnings and checks
      // included); a production bundle takes the production build it ships beside it.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
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
        // Compile hints: a chunk that starts with `//# allFunctionsCalledOnLoad` has its functions
        // compiled by V8 (Chrome 136+) on a background thread while it downloads, instead of each
        // one on the main thread the first time it runs. The app's chunks run most of their code
        // when they load (React, the router, the page, the client's schemas), so the page's main
        // thread is free sooner. Added after minification (which would drop a comment), by the
        // bundler, which shifts each chunk's source map to match.
        postBanner: '//# allFunctionsCalledOnLoad',
        codeSplitting: {
          // Left alone, the bundler gives each module the landing page shares with a lazy page
          // (React, the layout primitives, the API client, zod...) a small chunk of its own: twenty
          // requests and seven stylesheets before the first paint. 'index' takes the app shell
          // with everything it imports: one chunk, loaded with the entry. 'checks' takes the
          // client's checks (zod and the contract's routes), which the client starts loading as it
          // is created and needs only for its first call, so they are not in the first paint's way
          // (in 'index' they made the landing's JavaScript 14 KB gzip heavier). 'icons' takes the icons the lazy pages draw, and 'shared' what two or
          // more lazy pages share (fields, hooks, mutations...), each one chunk instead of ten; the
          // dialogs stay apart, so only the pages that open one load Radix. A page
          // another page shows too (the invitations panel on the dashboard) stays with its page: in
          // 'shared' its dialogs would load with every page.
          groups: [
            { name: 'index', priority: 3, test: /registry-app\/src\/App\.tsx$/ },
            { name: 'checks', priority: 2, test: /api-client\/src\/resources\/checks\.ts$/ },
            // The landing's agent cards and frameworks grid wait for their calls: their code loads
            // beside those calls, after the first paint, in one chunk the lists and search share.
            { name: 'cards', priority: 2, test: /ui\/src\/components\/(AgentCard|FrameworkTierGrid|FrameworkCard)\// },
            { name: 'icons', priority: 1, test: /lucide-react\/dist\/esm\/icons\// },
            {
              name: 'shared',
              priority: 0,
              minShareCount: 2,
              includeDependenciesRecursively: false,
              test: (id: string) =>
                /\/packages\/(ui|api-client|registry-app)\/src\/|@tanstack\//.test(id) &&
                !/[Dd]ialog|useReauthentication|\/registry-app\/src\/pages\//.test(id),
            },
          ],
        },
      },
    },
  },
}));
