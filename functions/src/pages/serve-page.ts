// The server-rendered public pages, `/` (and `/home`) with the catalogue, `/products/{id}` with its product, `/search`,
// `/category/{slug}`, `/blog` and `/blog/{slug}` with the published posts, `/pages/{slug}` and `/portfolio`,
// behind Hosting rewrites (firebase.json) to the `pages` function. Hosting's CDN keeps each answer for a short
// while (PAGE_CACHE_CONTROL); an unknown product is a real 404, and a page whose data cannot be read is answered
// with the client-rendered shell, never with an error page.
import {
  docIdField,
  PORTFOLIO_PAGE_SLUG,
  postListQuerySchema,
  postSlugField,
  SEARCH_PAGE_PARAMS,
  toProduct,
} from '@toolshop/domain';
import { logger } from 'firebase-functions';
import type { ProductCatalogue } from '../products';
import { MAX_STALENESS_MS } from '../products';
import type { FrameReads, LoadedRenderer, PageAnswers } from './page-renderer';
import { CONTENT_CACHE_CONTROL } from '../content';

/** How long Hosting's CDN serves a page as fresh: as long as the instance's catalogue may be behind (decision 7). */
export const PAGE_FRESH_SECONDS = MAX_STALENESS_MS / 1000;
/** How much longer the CDN may serve the old copy while it fetches a new one. */
export const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 20;
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}`;
/** A 404 may become a product soon (an admin adds it): kept fresh as briefly, never served stale. */
export const MISSING_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}`;
/** The home page shows the merchant's words, which must show within 10 s of a save (content/content-cache.ts). */
export const HOME_PAGE_CACHE_CONTROL = CONTENT_CACHE_CONTROL;
/** A post's address may stop answering (unpublished) as its API answer does (posts/post-routes.ts). */
export const POST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
/** The shell stands in for a page that failed: no cache may keep it in the page's place. */
export const FALLBACK_CACHE_CONTROL = 'no-store';

export interface PagesDeps extends PageAnswers {
  catalogue: Pick<ProductCatalogue, 'list' | 'get'>;
  loadRenderer: () => Promise<LoadedRenderer>;
}

export interface PageRequest {
  method: string;
  /** The request's path, without its query. */
  path: string;
  /** The request's query (the search and category pages' filters). */
  query?: URLSearchParams;
  /** The site's origin the visitor asked for (absolute canonical and JSON-LD addresses). */
  origin: string;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const HOME_PATH = /^\/(home\/?)?$/;
const PRODUCT_PATH = /^\/products\/([^/]+)\/?$/;
const SEARCH_PATH = /^\/search\/?$/;
const CATEGORY_PATH = /^\/category\/([^/]+)\/?$/;
const BLOG_PATH = /^\/blog\/?$/;
const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/;
const SIMPLE_PAGE_PATH = /^\/pages\/([^/]+)\/?$/;
const PORTFOLIO_PATH = /^\/portfolio\/?$/;

const html = (status: number, cacheControl: string, body: string): PageAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl },
  body,
});

export async function servePage(deps: PagesDeps, request: PageRequest): Promise<PageAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }, body: 'Method not allowed' };
  // Read beside the page's own reads; a failed read leaves the footer's links to the browser.
  const framing = deps
    .pageLinks()
    .catch(leftToTheBrowser('page links'))
    .then((pageLinks): FrameReads => (pageLinks ? { pageLinks } : {}));
  const { renderer, template } = await deps.loadRenderer();
  try {
    if (HOME_PATH.test(request.path)) {
      // The reviews and the latest posts are the page's too (their sections keep their height), but a failed read
      // leaves them to the browser; the merchant's words are the page itself.
      const [entries, reviews, content, posts] = await Promise.all([
        deps.catalogue.list(),
        deps.reviews().catch(leftToTheBrowser('reviews')),
        deps.homeContent(),
        deps.latestPosts().catch(leftToTheBrowser('latest posts')),
      ]);
      const products = entries.map((entry) => toProduct(entry.id, entry.doc));
      return html(
        200,
        HOME_PAGE_CACHE_CONTROL,
        await renderer.renderHomePage(template, products, reviews, { content, posts }, await framing),
      );
    }
    const query = request.query ?? new URLSearchParams();
    if (BLOG_PATH.test(request.path)) {
      const tag = query.get('tag') || undefined;
      const parsed = postListQuerySchema.safeParse(tag === undefined ? {} : { tag });
      const page = parsed.success ? await deps.blogPosts({ tag: parsed.data.tag }) : null;
      const body = await renderer.renderBlogPage(template, tag, page, request.origin, await framing);
      return html(page ? 200 : 400, page ? POST_PAGE_CACHE_CONTROL : MISSING_PAGE_CACHE_CONTROL, body);
    }
    const postMatch = BLOG_POST_PATH.exec(request.path);
    if (postMatch) {
      const slug = safeDecode(postMatch[1]!) ?? '';
      const post = postSlugField.safeParse(slug).success ? await deps.post(slug) : undefined;
      const body = await renderer.renderBlogPostPage(template, slug, post ?? null, request.origin, await framing);
      return post ? html(200, POST_PAGE_CACHE_CONTROL, body) : html(404, MISSING_PAGE_CACHE_CONTROL, body);
    }
    const pageMatch = SIMPLE_PAGE_PATH.exec(request.path);
    if (pageMatch || PORTFOLIO_PATH.test(request.path)) {
      // The portfolio always answers (SPEC's until an admin saves one); another slug no page has is a 404.
      const slug = pageMatch ? (safeDecode(pageMatch[1]!) ?? '') : PORTFOLIO_PAGE_SLUG;
      const page = postSlugField.safeParse(slug).success ? await deps.simplePage(slug) : undefined;
      const body = await renderer.renderSimplePage(
        template,
        request.path,
        slug,
        page ?? null,
        request.origin,
        await framing,
      );
      return page ? html(200, HOME_PAGE_CACHE_CONTROL, body) : html(404, MISSING_PAGE_CACHE_CONTROL, body);
    }
    if (SEARCH_PATH.test(request.path)) {
      const [answer, categories] = await Promise.all([deps.search(searchQuery(query)), deps.categories()]);
      const body = await renderer.renderSearchPage(
        template,
        query,
        answer ?? null,
        categories,
        request.origin,
        await framing,
      );
      return html(answer ? 200 : 400, answer ? PAGE_CACHE_CONTROL : MISSING_PAGE_CACHE_CONTROL, body);
    }
    const categoryMatch = CATEGORY_PATH.exec(request.path);
    if (categoryMatch) {
      const slug = safeDecode(categoryMatch[1]!) ?? '';
      const categories = await deps.categories();
      const category = categories.find((c) => c.slug === slug);
      if (!category)
        return html(
          404,
          MISSING_PAGE_CACHE_CONTROL,
          await renderer.renderMissingCategoryPage(template, slug, categories, request.origin, await framing),
        );
      const params = searchQuery(query);
      params.set('category', category.slug);
      const answer = await deps.search(params);
      const body = await renderer.renderCategoryPage(
        template,
        category,
        query,
        answer ?? null,
        categories,
        request.origin,
        await framing,
      );
      return html(answer ? 200 : 400, answer ? PAGE_CACHE_CONTROL : MISSING_PAGE_CACHE_CONTROL, body);
    }
    const productMatch = PRODUCT_PATH.exec(request.path);
    const id = productMatch ? safeDecode(productMatch[1]!) : undefined;
    const entry = id !== undefined && docIdField.safeParse(id).success ? await deps.catalogue.get(id) : undefined;
    if (!entry)
      return html(
        404,
        MISSING_PAGE_CACHE_CONTROL,
        await renderer.renderMissingProductPage(template, id ?? '', await framing),
      );
    const product = toProduct(entry.id, entry.doc);
    // The page's other reads, as GET /api/categories, /api/product/{id}/parts and /reviews answer them. The
    // reviews are the page's (and its structured data's), but a failed read leaves them to the browser.
    const [categories, parts, fitsTools, reviews] = await Promise.all([
      deps.categories(),
      deps.parts(product._id),
      Promise.all(product.fits.map((toolId) => deps.catalogue.get(toolId))),
      deps.productReviews(product._id).catch((error: unknown) => {
        logger.warn('pages: the product reviews could not be read, the browser reads them', { error: String(error) });
        return undefined;
      }),
    ]);
    return html(
      200,
      PAGE_CACHE_CONTROL,
      await renderer.renderProductPage(
        template,
        product,
        request.origin,
        {
          categories,
          parts,
          fitsTools: fitsTools.flatMap((tool) => (tool ? [toProduct(tool.id, tool.doc)] : [])),
          reviews,
        },
        await framing,
      ),
    );
  } catch (error) {
    logger.error('pages: rendering failed, answering the client-rendered shell', {
      path: request.path,
      error: error instanceof Error ? error.stack : String(error),
    });
    return html(200, FALLBACK_CACHE_CONTROL, template);
  }
}

const leftToTheBrowser = (what: string) => (error: unknown) => {
  logger.warn(`pages: the ${what} could not be read, the browser reads them`, { error: String(error) });
  return undefined;
};

/** The search parameters of a page's address as the API takes them (search-read.ts keeps the same names). */
function searchQuery(query: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEARCH_PAGE_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) params.set(name, value);
  }
  return params;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
