// A lazy page whose code a route's prefetch can ask for before the page renders. Once the code is there, React.lazy
// gets it at once (a thenable that calls back synchronously, which React.lazy accepts), so the page renders in the
// same pass as its guard. A page that suspends instead shows its Suspense fallback first, and React holds back
// the content that replaces a fallback until 300 ms after that fallback appeared: a fallback for code already
// loaded costs that much.
import { lazy, type ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export interface PreloadablePage {
  Page: ComponentType;
  /** Starts loading the page's code (once; again after a failure). */
  preload: () => Promise<PageModule>;
}

export function preloadablePage(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const alreadyLoaded = (module: PageModule) =>
    ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  return { Page: lazy(() => (loaded ? alreadyLoaded(loaded) : preload())), preload };
}
