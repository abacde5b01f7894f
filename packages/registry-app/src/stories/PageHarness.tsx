// Renders the real app (route table, RootLayout, session, react-query, links) at one path for the
// `Pages/...` stories, with a clean browser state per story, a server of its own (the simulated
// backend over the story's dataset) and a log of the API calls made.
//
//   export default { title: 'Pages/Landing', ...pageStory, parameters: { route: '/', signedIn: true } } satisfies Meta;
//
//   export const Empty: PageStory = { parameters: { dataset: withAgents([]) }, play: ... };
//   export const Failing: PageStory = { beforeEach: withHandlers(failing('get', '/frameworks', 500, ...)) };
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, waitFor } from 'storybook/test';
import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { LinkProvider } from '@agent-registry/ui';
import { mockMode, simulatedMail } from '@agent-registry/api-client';
import { STORAGE_KEYS, type User } from '@agent-registry/api-client/contract';
import { createSimulatedBackend, type SimulatedDataset } from '@agent-registry/api-client/simulated';
import { routes } from '../router/routes';
import { RouterLink } from '../router/RouterLink';
import { api } from '../data/api';
import { SessionProvider } from '../session/SessionProvider';
import { storyDataset, storySecrets, storyToken, storyUser } from './dataset';
import { backendApi } from './handlers';
import { dark, phone } from '@agent-registry/ui/testing';

/** The story parameters the page harness reads. */
export interface PageParameters {
  /** The path the memory router starts at, e.g. '/agents?q=email'. Default '/'. */
  route?: string;
  /** Seed auth_user / auth_token before render: true for the story user, or a given user. */
  signedIn?: boolean | User;
  /** What the story's server holds; default `storyDataset`. */
  dataset?: SimulatedDataset;
}

type Router = ReturnType<typeof createMemoryRouter>;

let currentRouter: Router | null = null;

/** Where the page's router is now (the memory router has no address bar). */
export function pageLocation() {
  if (!currentRouter) throw new Error('No page is rendered');
  return currentRouter.state.location;
}

/** One API request the page made. */
export interface ApiCall {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body of a POST/PUT, once read. */
  body?: unknown;
}

const calls: ApiCall[] = [];
const unhandled: string[] = [];

const isApi = (url: URL) => url.pathname.startsWith('/api/');

/** The API requests of this story so far, optionally only one method and path (query ignored). */
export function apiCalls(method?: string, path?: string): ApiCall[] {
  return calls.filter((call) => (!method || call.method === method) && (!path || call.url.pathname === path));
}

/** The last request to `path`; fails when there is none. */
export function lastCall(method: string, path: string): ApiCall {
  const found = apiCalls(method, path).at(-1);
  if (!found) throw new Error(`No ${method} ${path} request was made`);
  return found;
}

/** A fresh react-query client per story: no retries beyond the ones the screen queries ask for, no delay. */
function createStoryQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, refetchOnWindowFocus: false } },
  });
}

/** The app of src/App.tsx, on a memory router at `route`. */
export function PageHarness({ route }: { route: string }) {
  const [queryClient] = useState(createStoryQueryClient);
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [route] }));
  currentRouter = router;
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** `render` of every page story: the harness at `parameters.route`. */
function renderPage(_args: unknown, context: StoryContext) {
  const { route = '/' } = context.parameters as PageParameters;
  return <PageHarness key={context.id} route={route} />;
}

/** The story's server: a fresh simulated backend over its dataset, so no run sees another's changes. */
function storyServer({ dataset = storyDataset }: PageParameters) {
  return createSimulatedBackend({
    dataset,
    frameworks: true,
    secrets: storySecrets,
    // A real server's mail never reaches the page (the app's dialog shows only its own backend's).
    sendMail: () => undefined,
  });
}

/**
 * `beforeEach` of every page story: empty storage (session, simulated backend), mock mode off,
 * no simulated email, the theme of the story's globals, the session of `parameters.signedIn`,
 * the story's server behind its own handlers, and the log of API calls started.
 */
export function preparePage(context: StoryContext) {
  localStorage.clear();
  sessionStorage.clear(); // e.g. the sign-up resend countdown, kept per tab
  mockMode.set(false);
  api.mockMode.set(false);
  simulatedMail.clear();
  calls.length = 0;
  unhandled.length = 0;

  // The app's theme follows the story's theme global (the preview toggles the same class).
  localStorage.setItem(STORAGE_KEYS.theme, context.globals.theme === 'dark' ? 'dark' : 'light');

  const { signedIn } = context.parameters as PageParameters;
  if (signedIn) {
    const user = signedIn === true ? storyUser : signedIn;
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.token, storyToken);
  }

  // Typed by msw-storybook-addon/types (tsconfig); undefined only if the preview lacks the addon.
  const msw = context.msw as StoryContext['msw'] | undefined;
  if (!msw) throw new Error('msw-storybook-addon is not set up (no context.msw)');
  // The story's server answers every API request. A story's own `beforeEach` runs after this one
  // and its `msw.use(...)` puts its handlers first, so they answer before the server. Only `use`
  // here: resetHandlers(...list) would make the list the worker's initial handlers, and so the
  // next story's too.
  msw.resetHandlers();
  msw.use(backendApi(storyServer(context.parameters as PageParameters)));
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!isApi(url)) return;
    const call: ApiCall = { method: request.method, url, headers: request.headers };
    calls.push(call);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void request
        .clone()
        .text()
        .then((text) => {
          call.body = text ? JSON.parse(text) : undefined;
        })
        .catch(() => undefined);
    }
  };
  const onUnhandled = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (isApi(url)) unhandled.push(`${request.method} ${url.pathname}${url.search}`);
  };
  msw.events.on('request:start', onStart);
  msw.events.on('request:unhandled', onUnhandled);
  return () => {
    msw.events.removeListener('request:start', onStart);
    msw.events.removeListener('request:unhandled', onUnhandled);
  };
}

/**
 * `afterEach` of every page story: each API request met a story handler (none reached the
 * network), and the toasts still on screen are closed. Sonner keeps undismissed toasts in a
 * module-level store and replays them into the next <Toaster>, so without this a story would
 * start with the previous story's toasts.
 */
async function finishPage(context: StoryContext) {
  const doc = context.canvasElement.ownerDocument;
  doc.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]').forEach((button) => button.click());
  await waitFor(() => expect(doc.querySelector('[data-sonner-toast]')).toBeNull());
  await expect(unhandled, 'API requests without a story handler').toEqual([]);
}

/**
 * What every page story's meta shares: spread it beside the title and the parameters. Pages are
 * journeys, not components, so they have no generated docs page: each meta writes
 * `tags: ['!autodocs']` itself, because Storybook's indexer reads tags from the meta's own text and
 * does not see a spread.
 */
export const pageStory = { render: renderPage, beforeEach: preparePage, afterEach: finishPage };

/** A page story (they take no args). */
export type PageStory = StoryObj;

/** The same story in the dark theme. */
export const inDark = <S extends StoryObj>(story: S): S => ({ ...story, globals: { ...story.globals, ...dark } });

/** The same story on a phone. */
export const onMobile = <S extends StoryObj>(story: S): S => ({ ...story, globals: { ...story.globals, ...phone } });

/** The same story on a phone, in the dark theme. */
export const onMobileInDark = <S extends StoryObj>(story: S): S => inDark(onMobile(story));
