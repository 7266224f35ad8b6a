import './lib/zod-without-eval';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/app';
import { BaselineInPage, createBrowserEmotionCache, pageHasPrerenderedCss } from './boot/prerendered-css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <CacheProvider value={createBrowserEmotionCache()}>
      <BaselineInPage value={pageHasPrerenderedCss()}>
        <App />
      </BaselineInPage>
    </CacheProvider>
  </StrictMode>
);

// index.html carries the home page prerendered at build time (boot/prerender.tsx). On '/' and '/home'
// React adopts that markup; any other path (Hosting serves the same index.html) starts from an empty root, which
// an inline script in index.html has kept hidden until now (data-prerendered="hidden").
// On the home page this script runs after the first paint (boot/entry-loader.ts). Hydration
// and the first render elsewhere run as transitions, which React time-slices: short tasks instead of one long one
// (docs/decisions/0009), so the page stays responsive.
if (container.hasChildNodes() && document.documentElement.dataset.prerendered === 'home') {
  // In a task of its own: evaluating the modules is already one long task on a phone.
  setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0);
} else {
  container.replaceChildren();
  delete document.documentElement.dataset.prerendered;
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
