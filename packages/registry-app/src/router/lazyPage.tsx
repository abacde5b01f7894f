import { lazy, type ComponentType } from 'react';

/** A page component that loads on demand, and can be asked to load before it renders. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page's code (once); resolves when it is there. */
  preload(): Promise<unknown>;
}

/**
 * React.lazy, plus `preload()`: once the code is here the page renders at once, without going
 * through its Suspense fallback. A deep link (/search, /agents/x) preloads its page as the app
 * starts, so the page appears with the first full render instead of after a fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = preload;
  return Page;
}
