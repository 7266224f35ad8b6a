// The app rendered to HTML outside the browser: by the `pages` function for `/` and `/products/{id}` on each
// request (functions/src/pages/, with the reads the page needs), and by the build for the pages it prerenders
// (vite-plugins/server-render.ts): each page with the reads it is rendered with, its head, in the page's document.
// The tree itself, and its styles, are render-app.tsx's.
// Built by Vite into the functions' source folder (lib/pages/server-render.mjs); never part of the browser bundle.
import type {
  CatalogueSearchResult,
  Category,
  HomeContent,
  Page,
  Post,
  PostSummary,
  Product,
  ProductReviews,
  Review,
  SimplePage,
  SimplePageLink,
} from '@toolshop/domain';
import { CATALOGUE_READ, homeGridProducts } from '../features/products/api/use-catalogue';
import { cardProductOf } from '../features/products/card-product';
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
import { blogPostsRead } from '../features/posts/api/use-blog-posts';
import { blogPostRead } from '../features/posts/api/use-blog-post';
import { blogPostHead } from '../features/posts/seo/post-head';
import { BLOG_PATH, blogPostPath } from '../features/posts/blog-paths';
import { simplePageRead } from '../features/content/api/use-simple-page';
import { simplePageHead } from '../features/content/simple-page-head';
import type { PageReads } from '../lib/page-data';
import { PAGE_LINKS_READ } from '../components/layout/use-page-links';
import { renderDocument } from './page-document';
import { renderApp } from './render-app';

export { renderApp, renderHomeShell, type RenderedApp } from './render-app';

/** What every page's frame shows, when the server could read it: the footer's simple pages. */
export interface FrameReads {
  pageLinks?: SimplePageLink[];
}

/** A page's own reads and its frame's, as the page carries them. */
function pageReads(own: Iterable<readonly [string, unknown]>, frame: FrameReads = {}): PageReads {
  const reads: PageReads = new Map(own);
  if (frame.pageLinks) reads.set(PAGE_LINKS_READ, frame.pageLinks);
  return reads;
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
  frame?: FrameReads,
): Promise<string> {
  const reads = pageReads(
    [
      [CATALOGUE_READ, homeGridProducts(products).map(cardProductOf)],
      [HOME_CONTENT_READ, content],
    ],
    frame,
  );
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
  frame?: FrameReads,
): Promise<string> {
  const reads = pageReads([[productRead(product._id), product]], frame);
  if (related.categories) reads.set(CATEGORIES_READ, related.categories);
  if (related.parts) reads.set(partsRead(product._id), related.parts);
  if (related.reviews) reads.set(productReviewsRead(product._id), related.reviews);
  // A part's "Fits these tools" names each tool: read as its own page reads it.
  for (const tool of related.fitsTools ?? []) reads.set(productRead(tool._id), tool);
  const app = await renderApp(productPath(product._id), reads, origin);
  return renderDocument(template, { ...app, reads, head: productPageHead(product, origin) });
}

/** `/products/{id}` for an id no product has: the page's "no longer on sale" state, kept out of indexes. */
export async function renderMissingProductPage(template: string, id: string, frame?: FrameReads): Promise<string> {
  const reads = pageReads([[productRead(id), null]], frame);
  return renderDocument(template, { ...(await renderApp(productPath(id), reads)), reads, noindex: true });
}

/** A search's answer as its page carries it: the products' cards. */
function cardsOf(answer: CatalogueSearchResult<Product>): SearchAnswer {
  return { ...answer, items: answer.items.map(cardProductOf) };
}

/**
 * `/search?{query}` with the search's answer (null: the parameters were refused, the page shows its error) and the
 * categories (the filter's names).
 */
export async function renderSearchPage(
  template: string,
  query: URLSearchParams,
  answer: CatalogueSearchResult<Product> | null,
  categories: Category[],
  origin: string,
  frame?: FrameReads,
): Promise<string> {
  const params = searchParamsOf(query);
  const reads = pageReads(
    [
      [searchRead(params), answer && cardsOf(answer)],
      [CATEGORIES_READ, categories],
    ],
    frame,
  );
  const app = await renderApp(`/search?${query}`, reads, origin);
  const head = searchPageHead(params.get('q') ?? '', answer?.total ?? 0, origin);
  return renderDocument(template, { ...app, reads, head, noindex: answer === null });
}

/** `/category/{slug}?{query}` with the search's answer scoped to the category and the categories. */
export async function renderCategoryPage(
  template: string,
  category: Category,
  query: URLSearchParams,
  answer: CatalogueSearchResult<Product> | null,
  categories: Category[],
  origin: string,
  frame?: FrameReads,
): Promise<string> {
  const reads = pageReads(
    [
      [searchRead(searchParamsOf(query, category.slug)), answer && cardsOf(answer)],
      [CATEGORIES_READ, categories],
    ],
    frame,
  );
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
  frame?: FrameReads,
): Promise<string> {
  const reads = pageReads([[blogPostsRead(tag), page]], frame);
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
  frame?: FrameReads,
): Promise<string> {
  const reads = pageReads([[blogPostRead(slug), post]], frame);
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
  frame?: FrameReads,
): Promise<string> {
  const reads = pageReads([[simplePageRead(slug), page]], frame);
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
  frame?: FrameReads,
): Promise<string> {
  const reads = pageReads(
    [
      [searchRead(searchParamsOf(new URLSearchParams(), slug)), null],
      [CATEGORIES_READ, categories],
    ],
    frame,
  );
  const app = await renderApp(categoryPath(slug), reads, origin);
  return renderDocument(template, { ...app, reads, noindex: true });
}
