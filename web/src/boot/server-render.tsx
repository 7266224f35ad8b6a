// The app rendered to HTML outside the browser: by the `pages` function for `/` and `/products/{id}` on each
// request (functions/src/pages/, with the reads the page needs), and by the build for the pages it prerenders
// (vite-plugins/server-render.ts). The same tree main.tsx hydrates, with Emotion's styles collected alongside.
// `prerender` waits for every lazy route and Suspense boundary, so a lazy page arrives whole, never as a fallback.
// Built by Vite into the functions' source folder (lib/pages/server-render.mjs); never part of the browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import type {
  Category,
  HomeContent,
  Page,
  Post,
  PostSummary,
  Product,
  ProductReviews,
  Review,
  SimplePage,
} from '@toolshop/domain';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/app';
import { ProductCard } from '../features/products/components/product-card';
import { CATALOGUE_READ, homeGridProducts } from '../features/products/api/use-catalogue';
import { productRead } from '../features/products/api/use-product';
import { partsRead } from '../features/products/api/use-parts';
import { REVIEWS_READ } from '../features/reviews/api/use-reviews';
import { HOME_CONTENT_READ, LATEST_POSTS_READ } from '../features/home/api/home-reads';
import { productReviewsRead } from '../features/reviews/api/use-product-reviews';
import { productPageHead } from '../features/products/seo/product-structured-data';
import { categoryPath, productPath } from '../features/products/product-paths';
import { searchParamsOf, searchRead, type SearchAnswer } from '../features/search/api/search-read';
import { CATEGORIES_READ } from '../features/products/api/use-categories';
import { categoryPageHead, searchPageHead } from '../features/search/seo/search-page-head';
import { blogPostsRead } from '../features/blog/api/use-blog-posts';
import { blogPostRead } from '../features/blog/api/use-blog-post';
import { blogPostHead } from '../features/blog/seo/post-head';
import { BLOG_PATH, blogPostPath } from '../features/blog/blog-paths';
import { simplePageRead } from '../features/content/api/use-simple-page';
import { simplePageHead } from '../features/content/simple-page-head';
import { PageDataProvider, type PageReads } from '../lib/page-data';
import { SiteOriginProvider } from '../lib/site-origin';
import { prerenderedStyleTag } from './prerendered-css';
import { renderDocument } from './page-document';

/** A page's markup (the inside of #root) and the <style> tag of the styles it uses. */
export interface RenderedApp {
  html: string;
  styleTag: string;
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
  const cache = createCache({ key: 'css' });
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
          <PageDataProvider value={reads}>
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
  return { html, styleTag: styleTagOf(cache) };
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

/**
 * `/` with the catalogue (products in the API's shape and order; the page carries only the grid's, the featured
 * ones), the merchant's words and, when they could be read, the reviews and the latest posts (Featured Blogs).
 */
export async function renderHomePage(
  template: string,
  products: Product[],
  reviews: Review[] | undefined,
  { content, posts }: { content: HomeContent; posts: Page<PostSummary> | undefined },
): Promise<string> {
  const reads: PageReads = new Map<string, unknown>([
    [CATALOGUE_READ, homeGridProducts(products)],
    [HOME_CONTENT_READ, content],
  ]);
  if (reviews) reads.set(REVIEWS_READ, reviews);
  if (posts) reads.set(LATEST_POSTS_READ, posts);
  return renderDocument(template, { ...(await renderApp('/', reads)), reads });
}

/**
 * `/products/{id}` with its product and, when given, the categories (its category's name), the parts that fit it
 * and the tools it fits; `origin` makes the canonical address and the JSON-LD absolute.
 */
export async function renderProductPage(
  template: string,
  product: Product,
  origin: string,
  related: { categories?: Category[]; parts?: Product[]; fitsTools?: Product[]; reviews?: ProductReviews } = {},
): Promise<string> {
  const reads: PageReads = new Map<string, unknown>([[productRead(product._id), product]]);
  if (related.categories) reads.set(CATEGORIES_READ, related.categories);
  if (related.parts) reads.set(partsRead(product._id), related.parts);
  if (related.reviews) reads.set(productReviewsRead(product._id), related.reviews);
  // A part's "Fits these tools" names each tool: read as its own page reads it.
  for (const tool of related.fitsTools ?? []) reads.set(productRead(tool._id), tool);
  const app = await renderApp(productPath(product._id), reads, origin);
  return renderDocument(template, { ...app, reads, head: productPageHead(product, origin) });
}

/** `/products/{id}` for an id no product has: the page's "no longer on sale" state, kept out of indexes. */
export async function renderMissingProductPage(template: string, id: string): Promise<string> {
  const reads: PageReads = new Map([[productRead(id), null]]);
  return renderDocument(template, { ...(await renderApp(productPath(id), reads)), reads, noindex: true });
}

/**
 * `/search?{query}` with the search's answer (null: the parameters were refused, the page shows its error) and the
 * categories (the filter's names).
 */
export async function renderSearchPage(
  template: string,
  query: URLSearchParams,
  answer: SearchAnswer | null,
  categories: Category[],
  origin: string,
): Promise<string> {
  const params = searchParamsOf(query);
  const reads: PageReads = new Map<string, unknown>([
    [searchRead(params), answer],
    [CATEGORIES_READ, categories],
  ]);
  const app = await renderApp(`/search?${query}`, reads, origin);
  const head = searchPageHead(params.get('q') ?? '', answer?.total ?? 0, origin);
  return renderDocument(template, { ...app, reads, head, noindex: answer === null });
}

/** `/category/{slug}?{query}` with the search's answer scoped to the category and the categories. */
export async function renderCategoryPage(
  template: string,
  category: Category,
  query: URLSearchParams,
  answer: SearchAnswer | null,
  categories: Category[],
  origin: string,
): Promise<string> {
  const reads: PageReads = new Map<string, unknown>([
    [searchRead(searchParamsOf(query, category.slug)), answer],
    [CATEGORIES_READ, categories],
  ]);
  const path = `${categoryPath(category.slug)}${query.size ? `?${query}` : ''}`;
  const app = await renderApp(path, reads, origin);
  const head = categoryPageHead(category.name, category.slug, answer?.total ?? 0, origin);
  return renderDocument(template, { ...app, reads, head, noindex: answer === null });
}

/** `/blog[?tag=]` with the first page of posts (null: the tag was refused, the page shows no post). */
export async function renderBlogPage(
  template: string,
  tag: string | undefined,
  page: Page<PostSummary> | null,
  origin: string,
): Promise<string> {
  const reads: PageReads = new Map<string, unknown>([[blogPostsRead(tag), page]]);
  const path = tag === undefined ? BLOG_PATH : `${BLOG_PATH}?${new URLSearchParams({ tag })}`;
  const app = await renderApp(path, reads, origin);
  return renderDocument(template, { ...app, reads, noindex: page === null });
}

/** `/blog/{slug}` with its post and head, or (null) the page's "Post not found", kept out of indexes. */
export async function renderBlogPostPage(
  template: string,
  slug: string,
  post: Post | null,
  origin: string,
): Promise<string> {
  const reads: PageReads = new Map<string, unknown>([[blogPostRead(slug), post]]);
  const app = await renderApp(blogPostPath(encodeURIComponent(slug)), reads, origin);
  if (!post) return renderDocument(template, { ...app, reads, noindex: true });
  return renderDocument(template, { ...app, reads, head: blogPostHead(post, origin) });
}

/**
 * `/pages/{slug}` or `/portfolio` (`path`) with its page, or (null) the page's "Page not found", kept out of indexes.
 * The portfolio while it is SPEC's (`stored: false`) is SPEC's page, with the site's own head.
 */
export async function renderSimplePage(
  template: string,
  path: string,
  slug: string,
  page: SimplePage | null,
  origin: string,
): Promise<string> {
  const reads: PageReads = new Map<string, unknown>([[simplePageRead(slug), page]]);
  const app = await renderApp(path, reads, origin);
  if (!page) return renderDocument(template, { ...app, reads, noindex: true });
  const head = page.stored ? simplePageHead(page, path, origin) : undefined;
  return renderDocument(template, { ...app, reads, head });
}

/** A page that reads nothing (/login), prerendered by the build. */
export async function renderStaticPage(template: string, path: string): Promise<string> {
  return renderDocument(template, await renderApp(path));
}

/** `/category/{slug}` for a slug no category has: the page's "no such category" state, kept out of indexes. */
export async function renderMissingCategoryPage(
  template: string,
  slug: string,
  categories: Category[],
  origin: string,
): Promise<string> {
  const reads: PageReads = new Map<string, unknown>([
    [searchRead(searchParamsOf(new URLSearchParams(), slug)), null],
    [CATEGORIES_READ, categories],
  ]);
  const app = await renderApp(categoryPath(slug), reads, origin);
  return renderDocument(template, { ...app, reads, noindex: true });
}
