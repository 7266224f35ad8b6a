import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/app';
import { BaselineInPage, createBrowserEmotionCache, pageHasPrerenderedCss } from './boot/prerendered-css';
import { RENDERED_PAGE } from './boot/page-document';
import { APP_STARTED } from './boot/held-presses';
import { PageDataProvider, pageDataOf } from './lib/page-data';
import { MarkupAdoption } from './lib/use-hydrated';

const container = document.getElementById('root')!;
const hydrating = container.hasChildNodes() && document.documentElement.dataset.prerendered === RENDERED_PAGE;
const app = (
  <StrictMode>
    <CacheProvider value={createBrowserEmotionCache()}>
      <BaselineInPage value={pageHasPrerenderedCss()}>
        <PageDataProvider value={pageDataOf(document)}>
          <MarkupAdoption adopting={hydrating}>
            <App />
          </MarkupAdoption>
        </PageDataProvider>
      </BaselineInPage>
    </CacheProvider>
  </StrictMode>
);

// A page rendered for its own path (`/` and `/products/{id}` by the `pages` function, /login, /blog and /portfolio
// by the build, `/home` in the shell: boot/server-render.tsx) is marked data-prerendered="page", and React adopts
// its markup. Any other path is served the shell, whose prerendered home an inline script has kept hidden
// (data-prerendered="hidden"): it starts from an empty root.
// On the home page this script runs after the first paint (boot/entry-loader.ts). Hydration
// and the first render elsewhere run as transitions, which React time-slices: short tasks instead of one long one
// (docs/decisions/0009), so the page stays responsive.
// From here on React answers presses itself; the inline loader held those made before (boot/held-presses.ts).
const handOver = () => document.documentElement.setAttribute(APP_STARTED, '');
if (hydrating) {
  // In a task of its own: evaluating the modules is already one long task on a phone.
  setTimeout(() => {
    handOver();
    startTransition(() => void hydrateRoot(container, app));
  }, 0);
} else {
  handOver();
  container.replaceChildren();
  delete document.documentElement.dataset.prerendered;
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
