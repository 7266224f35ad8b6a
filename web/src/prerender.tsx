// Build-time prerender of the home page (vite.config.ts, prerenderHome): the same tree main.tsx hydrates, rendered
// to HTML at '/', with Emotion's critical CSS collected alongside. Data-dependent parts render what they render
// before their data (product skeletons, the session 'loading', sections after the first paint absent), so the
// browser's first render matches and hydrateRoot adopts the markup. Never part of the browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app';

export function renderHome(): { html: string; css: string; ids: string[] } {
  const cache = createCache({ key: 'css' });
  // compat mode: styles go to cache.inserted (collected below) instead of <style> tags inside the markup.
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return { html, css, ids };
}
