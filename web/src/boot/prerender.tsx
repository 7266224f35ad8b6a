// Build-time prerender of the home page (vite-plugins/prerender-home.ts): the same tree main.tsx hydrates, rendered
// to HTML at '/', with Emotion's critical CSS collected alongside. Data-dependent parts render what they render
// before their data (product skeletons, the session 'loading', sections after the first paint absent), so the
// browser's first render matches and hydrateRoot adopts the markup. Never part of the browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { Product } from '@toolshop/domain';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/app';
import { ProductCard } from '../features/products/components/product-card';

// Stands in for the list the home page reads right after start-up: only its styles are kept (see below).
const SAMPLE_PRODUCT: Product = {
  _id: 'sample',
  name: '',
  description: '',
  // A name the picture pipeline made, so the <picture> and its <img> both render and their styles are collected.
  picture: '/products/sample.0000000000.jpg',
  price: 0,
  available: 0,
  minimum: 1,
};

export { prerenderedStyleTag } from './prerendered-css';

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
  // The product cards' styles too, although the prerendered page holds only their skeletons: the browser's Emotion
  // finds them in the page and inserts nothing when the list arrives, which keeps that commit short on a phone.
  renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location="/">
          <ProductCard product={SAMPLE_PRODUCT} />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
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
