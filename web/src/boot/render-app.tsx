// The app rendered to HTML outside the browser, as one tree: the same one main.tsx hydrates, with Emotion's styles
// collected alongside (compat mode: into the cache, not <style> tags inside the markup). `renderApp` waits for every
// lazy route and Suspense boundary, so a lazy page arrives whole, never as a fallback; `renderHomeShell` is the home
// page before its data, for the shell of every client-rendered path. server-render.tsx says which page reads what.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { Product } from '@toolshop/domain';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/app';
import { ProductCard } from '../features/products/components/product-card';
import { PageDataProvider, type PageReads } from '../lib/page-data';
import { SiteOriginProvider } from '../lib/site-origin';
import { prerenderedStyleTag } from './prerendered-css';
import { createEmotionCache } from './emotion-cache';

/** A page's markup (the inside of #root) and the <style> tag of the styles it uses. */
export interface RenderedApp {
  html: string;
  styleTag: string;
  /** The address rendered (path and query); none for the shell, which serves every path. */
  path?: string;
}

// Stands in for the list the build-time home page reads right after start-up: only its styles are kept (below).
const SAMPLE_PRODUCT: Product = {
  _id: 'sample',
  name: '',
  description: '',
  // A name the picture pipeline made, so the <picture> and its <img> both render and their styles are collected.
  picture: '/products/sample.0000000000.jpg',
  price: 0,
  available: 0,
  minimum: 1,
  sku: null,
  category: null,
  specs: {},
  fits: [],
  featured: false,
  warrantyMonths: 0,
  serialPattern: null,
};

function emotionCache(): EmotionCache {
  const cache = createEmotionCache();
  // compat mode: styles go to cache.inserted (collected below) instead of <style> tags inside the markup.
  cache.compat = true;
  return cache;
}

function styleTagOf(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return prerenderedStyleTag(css, ids);
}

function appAt(path: string, reads: PageReads, cache: EmotionCache, origin?: string) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <SiteOriginProvider value={origin}>
          <PageDataProvider value={{ reads }}>
            <AppProviders>
              <StaticRouter location={path}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </PageDataProvider>
        </SiteOriginProvider>
      </CacheProvider>
    </StrictMode>
  );
}

/** The app at `path` with the API reads it would make (`reads`) already answered, for a site at `origin`. */
export async function renderApp(path: string, reads: PageReads = new Map(), origin?: string): Promise<RenderedApp> {
  const cache = emotionCache();
  // Every boundary inline, however large: an outlined one is put in place by an inline script of React's, which
  // the Content-Security-Policy does not allow.
  const { prelude } = await prerender(appAt(path, reads, cache, origin), { progressiveChunkSize: Infinity });
  const html = await new Response(prelude).text();
  // Guards: a boundary that suspended for good while rendering is sent as "client-render this", which React
  // reports as error 419 at hydration and renders again; any inline script would be blocked by the policy.
  if (html.includes('<!--$!-->')) throw new Error(`server-render: a Suspense boundary failed to render at ${path}`);
  if (/<script(?![^>]*type="application\/ld\+json")/.test(html))
    throw new Error(`server-render: the markup of ${path} holds an inline script`);
  return { html, styleTag: styleTagOf(cache), path };
}

/**
 * The home page before its data, for the shell every other path is served (the client renders those): product
 * skeletons, the session 'loading'. It carries the product cards' styles too, so the browser's Emotion inserts
 * nothing when the list arrives (a long commit on a phone otherwise).
 */
export function renderHomeShell(): RenderedApp {
  const cache = emotionCache();
  const html = renderToString(appAt('/', new Map(), cache));
  if (html.includes('<!--$!-->')) throw new Error('server-render: a Suspense boundary suspended in the home shell');
  renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location="/">
          <ProductCard product={SAMPLE_PRODUCT} />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return { html, styleTag: styleTagOf(cache) };
}
