import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_HOME_CONTENT, toProduct, type Product, type ProductDoc } from '@toolshop/domain';
import type { CatalogueEntry } from '../products/product-catalogue';
import type { PageRenderer } from './page-renderer';
import {
  FALLBACK_CACHE_CONTROL,
  HOME_PAGE_CACHE_CONTROL,
  MISSING_PAGE_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  POST_PAGE_CACHE_CONTROL,
  servePage,
  type PagesDeps,
} from './serve-page';

const TEMPLATE = '<html><body><div id="root"></div></body></html>';
const drill: ProductDoc = {
  name: 'Drill',
  description: 'Drills',
  picture: '/products/drill.0123456789.jpg',
  priceCents: 12_950,
  available: 4,
  minimum: 1,
};
const entry = (id: string, doc: ProductDoc): CatalogueEntry => ({ id, doc, updateTime: Timestamp.now() });

/** Records what it was asked to render: the answer's body names the call. */
const renderer: PageRenderer = {
  renderHomePage: async (_template, products, reviews, { content, posts }) =>
    `home:${products.map((p) => `${p._id}@${p.price}`).join(',')}:${reviews?.length ?? 'no reviews'}` +
    `:${content.hero.heading}:${posts ? posts.items.map((post) => post.slug).join(',') : 'no posts'}`,
  renderProductPage: async (_template, product: Product, origin, related) =>
    `product:${product._id}@${origin}:${related?.reviews ? `${related.reviews.count} reviews` : 'no reviews'}`,
  renderMissingProductPage: async (_template, id) => `missing:${id}`,
  renderSearchPage: async (_template, query, answer, categories, origin) =>
    `search:${query}:${answer ? answer.items.map((p) => p._id).join(',') : 'refused'}:${categories.length}@${origin}`,
  renderCategoryPage: async (_template, category, query, answer) =>
    `category:${category.slug}:${query}:${answer ? answer.items.map((p) => p._id).join(',') : 'refused'}`,
  renderMissingCategoryPage: async (_template, slug) => `missing-category:${slug}`,
  renderBlogPage: async (_template, tag, page, origin) =>
    `blog:${tag ?? 'all'}:${page ? page.items.map((p) => p.slug).join(',') : 'refused'}@${origin}`,
  renderSimplePage: async (_template, path, slug, page) => `page:${path}:${slug}:${page ? page.title : 'missing'}`,
  renderBlogPostPage: async (_template, slug, found, origin) =>
    `post:${slug}:${found ? `${found.title}<${found.previous?.slug ?? ''}|${found.next?.slug ?? ''}>` : 'missing'}@${origin}`,
};
/** The frame each render was given (its last argument), in order. */
const frames: unknown[] = [];
const framedRenderer = Object.fromEntries(
  Object.entries(renderer).map(([name, render]: [string, (...args: unknown[]) => Promise<string>]) => [
    name,
    (...args: unknown[]) => {
      frames.push(args.at(-1));
      return render(...args);
    },
  ]),
) as unknown as PageRenderer;
const pageLinks = [{ slug: 'terms', title: 'Terms' }];
const categories = [{ slug: 'drills', name: 'Drills', count: 1 }];
/** Records the parameters it was asked for; refuses a `sort` it does not know, as GET /api/search does. */
const searched: string[] = [];
const search: PagesDeps['search'] = async (params) => {
  searched.push(params.toString());
  if (params.has('sort') && params.get('sort') !== 'newest') return undefined;
  return {
    items: [toProduct('drill', drill)],
    total: 1,
    facets: { category: [], inStock: { true: 1, false: 0 }, price: null, specs: {} },
    nextCursor: null,
  };
};

const review = {
  _id: 'r1',
  displayName: 'Ann',
  picture: '/reviews/a.jpg',
  rating: 5,
  description: 'Good',
  verified: true,
};

const post = {
  id: 'p1',
  slug: 'drill-care',
  title: 'Drill care',
  excerpt: '',
  coverImage: '',
  tags: [],
  author: '',
  publishedAt: '2026-11-01T09:00:00.000Z',
};

function deps(
  catalogue: PagesDeps['catalogue'],
  reviews: PagesDeps['reviews'] = async () => [review],
  productReviews: PagesDeps['productReviews'] = async () => ({ items: [review], count: 1, average: 5 }),
  home: Partial<Pick<PagesDeps, 'homeContent' | 'latestPosts'>> = {},
): PagesDeps {
  return {
    catalogue,
    reviews,
    productReviews,
    homeContent: async () => DEFAULT_HOME_CONTENT,
    latestPosts: async () => ({ items: [post], nextCursor: null }),
    blogPosts: async ({ tag }) => ({ items: tag && tag !== 'care' ? [] : [post], nextCursor: null }),
    simplePage: async (slug) =>
      slug === 'terms' || slug === 'portfolio'
        ? {
            slug,
            title: slug === 'terms' ? 'Terms' : 'Portfolio',
            bodyHtml: '',
            seoTitle: '',
            seoDescription: '',
            stored: true,
          }
        : undefined,
    post: async (slug) =>
      slug === post.slug
        ? {
            ...post,
            bodyHtml: '<p>Oil it.</p>',
            seoTitle: '',
            seoDescription: '',
            updatedAt: post.publishedAt,
            status: 'published',
            previous: { slug: 'older-post', title: 'Older' },
            next: null,
          }
        : undefined,
    ...home,
    search,
    categories: async () => categories,
    parts: async () => [],
    pageLinks: async () => pageLinks,
    loadRenderer: async () => ({ renderer: framedRenderer, template: TEMPLATE }),
  };
}
const shop = deps({
  list: async () => [entry('drill', drill)],
  get: async (id) => (id === 'drill' ? entry(id, drill) : undefined),
});
const get = (path: string, query = '') =>
  servePage(shop, { method: 'GET', path, query: new URLSearchParams(query), origin: 'https://shop.example' });

describe('the server-rendered pages', () => {
  it('render / and /home with the catalogue in the API shape, the content and the latest posts, cached at most 10 s by the CDN', async () => {
    for (const path of ['/', '/home']) {
      const answer = await get(path);
      expect(answer).toMatchObject({ status: 200, body: "home:drill@129.5:1:IT'S NICE TO MEET YOU:drill-care" });
      expect(answer.headers['Cache-Control']).toBe(HOME_PAGE_CACHE_CONTROL);
      expect(answer.headers['Content-Type']).toMatch(/^text\/html/);
    }
    // Fresh 5 s, then served 5 s more while the CDN fetches a new copy: no copy older than 10 s is served.
    expect(HOME_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
    expect(PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
  });

  it('render / without the reviews or the posts when they cannot be read: the browser reads them', async () => {
    const failed = async () => Promise.reject(new Error('query failed'));
    const noReviews = deps(shop.catalogue, failed, undefined, { latestPosts: failed });
    const answer = await servePage(noReviews, { method: 'GET', path: '/', origin: 'https://shop.example' });
    expect(answer).toMatchObject({ status: 200, body: "home:drill@129.5:no reviews:IT'S NICE TO MEET YOU:no posts" });
  });

  it('render /blog with the first page of published posts, filtered by ?tag=, a refused tag as a 400', async () => {
    const all = await get('/blog');
    expect(all).toMatchObject({ status: 200, body: 'blog:all:drill-care@https://shop.example' });
    expect(all.headers['Cache-Control']).toBe(POST_PAGE_CACHE_CONTROL);
    expect(await get('/blog/', 'tag=care')).toMatchObject({
      status: 200,
      body: 'blog:care:drill-care@https://shop.example',
    });
    expect(await get('/blog', 'tag=other')).toMatchObject({ status: 200, body: 'blog:other:@https://shop.example' });
    const refused = await get('/blog', 'tag=Not%20A%20Tag%3C');
    expect(refused).toMatchObject({ status: 400, body: 'blog:Not A Tag<:refused@https://shop.example' });
    expect(refused.headers['Cache-Control']).toBe(MISSING_PAGE_CACHE_CONTROL);
  });

  it("render a published post's address with the post and its neighbours, any other /blog/{slug} as a 404", async () => {
    const published = await get('/blog/drill-care');
    expect(published).toMatchObject({
      status: 200,
      body: 'post:drill-care:Drill care<older-post|>@https://shop.example',
    });
    expect(published.headers['Cache-Control']).toBe(POST_PAGE_CACHE_CONTROL);
    for (const [path, slug] of [
      ['/blog/draft-post', 'draft-post'],
      ['/blog/Not%20A%20Slug', 'Not A Slug'],
      ['/blog/%E0%A4%A', ''],
    ]) {
      const missing = await get(path!);
      expect(missing, path).toMatchObject({ status: 404, body: `post:${slug}:missing@https://shop.example` });
      expect(missing.headers['Cache-Control']).toBe(MISSING_PAGE_CACHE_CONTROL);
    }
  });

  it('render a simple page and the portfolio with their page, any other /pages/{slug} as a 404', async () => {
    const terms = await get('/pages/terms');
    expect(terms).toMatchObject({ status: 200, body: 'page:/pages/terms:terms:Terms' });
    expect(terms.headers['Cache-Control']).toBe(HOME_PAGE_CACHE_CONTROL);
    expect(await get('/portfolio')).toMatchObject({ status: 200, body: 'page:/portfolio:portfolio:Portfolio' });
    for (const [path, slug] of [
      ['/pages/privacy', 'privacy'],
      ['/pages/Not%20A%20Slug', 'Not A Slug'],
    ]) {
      const missing = await get(path!);
      expect(missing, path).toMatchObject({ status: 404, body: `page:${path}:${slug}:missing` });
      expect(missing.headers['Cache-Control']).toBe(MISSING_PAGE_CACHE_CONTROL);
    }
  });

  it('answer / with the uncached shell when the content cannot be read', async () => {
    const noContent = deps(shop.catalogue, undefined, undefined, {
      homeContent: async () => Promise.reject(new Error('read failed')),
    });
    const answer = await servePage(noContent, { method: 'GET', path: '/', origin: 'https://shop.example' });
    expect(answer).toMatchObject({ status: 200, body: TEMPLATE });
    expect(answer.headers['Cache-Control']).toBe(FALLBACK_CACHE_CONTROL);
  });

  it('render a product page for the origin the visitor asked for, with its reviews', async () => {
    expect(await get('/products/drill')).toMatchObject({
      status: 200,
      body: 'product:drill@https://shop.example:1 reviews',
    });
  });

  it('render a product page without its reviews when they cannot be read: the browser reads them', async () => {
    const noReviews = deps(shop.catalogue, undefined, async () => Promise.reject(new Error('query failed')));
    const answer = await servePage(noReviews, {
      method: 'GET',
      path: '/products/drill',
      origin: 'https://shop.example',
    });
    expect(answer).toMatchObject({ status: 200, body: 'product:drill@https://shop.example:no reviews' });
  });

  it('answer 404 with the missing-product page for an unknown, malformed or undecodable id', async () => {
    for (const [path, id] of [
      ['/products/nope', 'nope'],
      ['/products/%E0%A4%A', ''],
      ['/products/a%2Fb', 'a/b'],
    ] as const) {
      const answer = await get(path);
      expect(answer).toMatchObject({ status: 404, body: `missing:${id}` });
      expect(answer.headers['Cache-Control']).toBe(MISSING_PAGE_CACHE_CONTROL);
    }
  });

  it('answer the client-rendered shell, uncached, when the data cannot be read', async () => {
    const broken = deps({
      list: async () => Promise.reject(new Error('firestore down')),
      get: async () => Promise.reject(new Error('firestore down')),
    });
    for (const path of ['/', '/products/drill']) {
      const answer = await servePage(broken, { method: 'GET', path, origin: 'https://shop.example' });
      expect(answer).toMatchObject({ status: 200, body: TEMPLATE });
      expect(answer.headers['Cache-Control']).toBe(FALLBACK_CACHE_CONTROL);
    }
  });

  it('render /search with the answer for the parameters it knows, and a refused search as a 400 page', async () => {
    const answer = await get('/search', 'q=drill&utm_source=x&sort=newest');
    expect(answer).toMatchObject({
      status: 200,
      body: 'search:q=drill&utm_source=x&sort=newest:drill:1@https://shop.example',
    });
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
    expect(searched.at(-1)).toBe('q=drill&sort=newest');
    expect(await get('/search', 'sort=sideways')).toMatchObject({
      status: 400,
      body: 'search:sort=sideways:refused:1@https://shop.example',
    });
  });

  it('render a category page scoped to its category, and a 404 page for an unknown one', async () => {
    expect(await get('/category/drills', 'inStock=true&category=saws')).toMatchObject({
      status: 200,
      body: 'category:drills:inStock=true&category=saws:drill',
    });
    expect(searched.at(-1)).toBe('category=drills&inStock=true');
    const missing = await get('/category/nope');
    expect(missing).toMatchObject({ status: 404, body: 'missing-category:nope' });
    expect(missing.headers['Cache-Control']).toBe(MISSING_PAGE_CACHE_CONTROL);
  });

  it("give every page its footer's links, or leave them to the browser when they cannot be read", async () => {
    const paths = ['/', '/blog', '/blog/drill-care', '/blog/gone', '/pages/terms', '/portfolio', '/search'];
    paths.push('/category/drills', '/category/none', '/products/drill', '/products/none');
    const failing: PagesDeps = { ...shop, pageLinks: async () => Promise.reject(new Error('query failed')) };
    for (const path of paths) {
      frames.length = 0;
      const answer = await get(path);
      expect(frames, path).toEqual([{ pageLinks }]);
      frames.length = 0;
      const withoutLinks = await servePage(failing, { method: 'GET', path, origin: 'https://shop.example' });
      expect(frames, path).toEqual([{}]);
      expect(withoutLinks.status, path).toBe(answer.status);
    }
  });

  it('refuse other methods than GET and HEAD', async () => {
    const answer = await servePage(shop, { method: 'POST', path: '/', origin: 'https://shop.example' });
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, HEAD');
  });
});
