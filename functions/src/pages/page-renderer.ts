// The web app's render module (web/src/boot/server-render.tsx), built by the web build into this folder's
// lib/pages/ beside the page template (web/vite-plugins/server-render.ts names both files). Loaded on the first
// page request by the `pages` function alone: the `api` function's instances never load React.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type CatalogueSearchResult,
  type Category,
  type HomeContent,
  type Page,
  type Post,
  type PostSummary,
  type Product,
  type ProductReviews,
  type Review,
  type SimplePage,
  type SimplePageLink,
} from '@toolshop/domain';

/** GET /api/search's answer, as the render module takes it. */
export type SearchPageAnswer = CatalogueSearchResult<Product>;

/** The API's answers the pages are rendered with, each read as its own call answers it. */
export interface PageAnswers {
  /** GET /api/search's answer for these parameters, or undefined when it refuses them (400). */
  search: (params: URLSearchParams) => Promise<SearchPageAnswer | undefined>;
  /** GET /api/categories's answer. */
  categories: () => Promise<Category[]>;
  /** GET /api/product/{id}/parts's answer. */
  parts: (productId: string) => Promise<Product[]>;
  /** GET /review's answer (reviews/public-reviews.ts). */
  reviews: () => Promise<Review[]>;
  /** GET /api/content/home's answer (content/home-content.ts). */
  homeContent: () => Promise<HomeContent>;
  /** GET /api/posts's first page (posts/public-posts.ts): the home page's Featured Blogs are its first posts. */
  latestPosts: () => Promise<Page<PostSummary>>;
  /** GET /api/posts?tag='s first page (/blog). */
  blogPosts: (query: { tag?: string }) => Promise<Page<PostSummary>>;
  /** GET /api/posts/{slug}'s answer, or undefined when visitors do not see that post now (its 404). */
  post: (slug: string) => Promise<Post | undefined>;
  /** GET /api/pages/{slug}'s answer, or undefined when no page has that slug (its 404). */
  simplePage: (slug: string) => Promise<SimplePage | undefined>;
  /** GET /api/product/{id}/reviews's answer (reviews/product-reviews.ts). */
  productReviews: (productId: string) => Promise<ProductReviews>;
  /** GET /api/pages's answer: the simple pages every page's footer links to. */
  pageLinks: () => Promise<SimplePageLink[]>;
}

/** What every page's frame shows, when it could be read (the render module's FrameReads). */
export interface FrameReads {
  pageLinks?: SimplePageLink[];
}

/** What the render module exports for the `pages` function. */
export interface PageRenderer {
  renderHomePage(
    template: string,
    products: Product[],
    reviews: Review[] | undefined,
    content: { content: HomeContent; posts: Page<PostSummary> | undefined },
    frame?: FrameReads,
  ): Promise<string>;
  renderProductPage(
    template: string,
    product: Product,
    origin: string,
    related?: { categories?: Category[]; parts?: Product[]; fitsTools?: Product[]; reviews?: ProductReviews },
    frame?: FrameReads,
  ): Promise<string>;
  renderMissingProductPage(template: string, id: string, frame?: FrameReads): Promise<string>;
  renderSearchPage(
    template: string,
    query: URLSearchParams,
    answer: SearchPageAnswer | null,
    categories: Category[],
    origin: string,
    frame?: FrameReads,
  ): Promise<string>;
  renderCategoryPage(
    template: string,
    category: Category,
    query: URLSearchParams,
    answer: SearchPageAnswer | null,
    categories: Category[],
    origin: string,
    frame?: FrameReads,
  ): Promise<string>;
  renderMissingCategoryPage(
    template: string,
    slug: string,
    categories: Category[],
    origin: string,
    frame?: FrameReads,
  ): Promise<string>;
  /** /blog[?tag=]: the first page of posts, or null when the tag was refused. */
  renderBlogPage(
    template: string,
    tag: string | undefined,
    page: Page<PostSummary> | null,
    origin: string,
    frame?: FrameReads,
  ): Promise<string>;
  /** /blog/{slug}: the post, or null for a post visitors do not see (the page's "not found"). */
  renderBlogPostPage(
    template: string,
    slug: string,
    post: Post | null,
    origin: string,
    frame?: FrameReads,
  ): Promise<string>;
  /** /pages/{slug} or /portfolio (`path`): the page, or null for a slug no page has (the page's "not found"). */
  renderSimplePage(
    template: string,
    path: string,
    slug: string,
    page: SimplePage | null,
    origin: string,
    frame?: FrameReads,
  ): Promise<string>;
}

export interface LoadedRenderer {
  renderer: PageRenderer;
  /** The built index.html before any prerender: head, loader, empty #root (also the client-rendered shell). */
  template: string;
}

const SERVER_RENDER_FILE = 'server-render.mjs';
const PAGE_TEMPLATE_FILE = 'page-template.html';

/** Loads the module and the template from `folder` once; a failed load is tried again on the next call. */
export function rendererLoader(folder: string): () => Promise<LoadedRenderer> {
  let loading: Promise<LoadedRenderer> | undefined;
  return () => {
    loading ??= Promise.all([
      import(pathToFileURL(join(folder, SERVER_RENDER_FILE)).href) as Promise<PageRenderer>,
      readFile(join(folder, PAGE_TEMPLATE_FILE), 'utf8'),
    ]).then(
      ([renderer, template]) => ({ renderer, template }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
