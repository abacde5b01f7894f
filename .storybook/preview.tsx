import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import { uiRoot } from '../packages/ui/src/themes/global.css';
import '../packages/ui/src/themes/reset.css';
import { storyThemes } from './themes.css';

type Theme = keyof typeof storyThemes;

// A play function's findBy/waitFor waits up to 10 s instead of testing-library's 1 s, in the tests
// and in the served Storybook alike: the pages, the user menu, the toaster and the agent cards load
// on demand, and on a busy machine or a slow server such a chunk (in the tests, Vite's first
// transform of it) takes seconds, so a story's Interactions panel failed where nothing was wrong.
// A screen that never shows still fails.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The story's own root carries its theme, so a docs page shows every story in the theme it was
 * written for, whatever the story rendered before it. On a story's own page the `dark` class on
 * <html> follows too, as in the app, so what a story opens in a portal (a dialog, a menu, a toast)
 * and the page around it match.
 */
function ThemedRoot({ theme, page, children }: { theme: Theme; page: boolean; children: React.ReactNode }) {
  useEffect(() => {
    if (!page) return;
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme, page]);
  return (
    <div className={clsx(uiRoot, storyThemes[theme])} data-story-theme={theme}>
      {children}
    </div>
  );
}

/**
 * MSW's worker is served beside the stories: at the root in development and in the tests, under
 * /storybook/ when the registry server publishes the built Storybook (SERVE_STORYBOOK).
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  const base = window.location.pathname.startsWith('/storybook/') ? '/storybook' : '';
  await worker.start({ quiet: true, serviceWorker: { url: `${base}/mockServiceWorker.js` }, onUnhandledRequest: 'bypass' });
  return worker;
}

let worker: ReturnType<typeof startWorker> | undefined;
/**
 * One worker for the whole preview. The addon keeps the worker only once its start has resolved,
 * so the stories of a docs page, which render together, would each start one of their own.
 */
const sharedWorker = () => (worker ??= startWorker());

// CSF Next: the component stories take their meta from `preview.meta`, which types them with these
// annotations and the addons'. The app's page stories are still CSF 3 and get the same annotations.
// A meta whose args hold literals (`status: 'success'`, `headingLevel: 3`) writes them `as const`:
// widened to `string` or `number` they would not match the props, and every story would have to
// give those args again.
export default definePreview({
  // MSW's worker is the story context's `msw`: a story adds its handlers in its own `beforeEach`
  // (`msw.use(...)`), and the addon resets them after the story.
  addons: [addonMsw(sharedWorker), addonDocs(), addonA11y()],
  // Every component gets a generated docs page; the app's page stories opt out.
  tags: ['autodocs'],
  // Storybook's Vite builder still puts the deprecated Story Store on `window`, as a proxy that
  // prints "Accessing the Story Store is deprecated" on any read, and nothing reads it any more.
  // But Storybook's actions log each call of an `fn()` arg with its arguments copied property by
  // property: a click handler's React event leads to the window (`event.view`) and so to the
  // proxy, and the first button click of a story printed the deprecation. Gone, nothing reads it.
  beforeAll() {
    delete (window as { __STORYBOOK_STORY_STORE__?: unknown }).__STORYBOOK_STORY_STORE__;
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    // As a host shows a component on its own: inside the package's root class.
    (Story, context) => (
      <ThemedRoot theme={context.globals.theme === 'dark' ? 'dark' : 'light'} page={context.viewMode === 'story'}>
        <Story />
      </ThemedRoot>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    options: {
      storySort: { order: ['Foundations', ['ui', 'api-client'], 'Primitives', 'Components', 'Screens', 'Pages'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        mobile390: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        mobile414: { name: 'Mobile 414', styles: { width: '414px', height: '896px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
});
