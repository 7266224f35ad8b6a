// Hosting's answers to page paths: every route of the SPA answers 200 (routes with parameters and the
// dashboard's included), every other path the not-found page with status 404 (Hosting's 404.html, the same shell,
// where the app renders "Page not found"), and an unknown product or blog post the `pages` function's own 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { shopUrl } from '../support/emulators';
import { createProduct } from './helpers/fixtures';

let productId: string;
/** A published post and a draft, stored as the API stores them: only the first has a page. */
const posts = {
  'page-status-published': { slug: 'page-status-published', visibleFrom: new Date(Date.now() - 60_000) },
  'page-status-draft': { slug: 'page-status-draft', visibleFrom: null },
};
beforeAll(async () => {
  productId = await createProduct();
  const { db } = testAdmin();
  for (const [id, { slug, visibleFrom }] of Object.entries(posts)) {
    const status = visibleFrom ? 'published' : 'draft';
    await db.doc(`${collections.posts}/${id}`).set({ title: slug, slug, body: '', status, visibleFrom, tags: [] });
  }
});
// Later files check SPEC's home page, whose Featured Blogs would show the published post.
afterAll(async () => {
  const { db } = testAdmin();
  await Promise.all(Object.keys(posts).map((id) => db.doc(`${collections.posts}/${id}`).delete()));
});

const dashboardScreens = [
  'myOrder',
  'addReview',
  'myProfile',
  'manageProduct',
  'manageAllOrder',
  'addProduct',
  'moderateReviews',
  'contactInbox',
  'auditLog',
  'makeAdmin',
  'manageCategories',
  'shippingTax',
  'businessDetails',
  'sales',
  'posts',
  'posts/new',
  'posts/edit/any-post-slug',
  'posts/preview/any-post-slug',
  'homePage',
  'pages',
];

const knownPaths = () => [
  '/',
  '/home',
  `/products/${productId}`,
  '/blog',
  '/blog/page-status-published',
  '/portfolio',
  '/login',
  '/signUp',
  '/forgetPassword',
  '/payment/any-order-id',
  `/purchase/${productId}`,
  '/cart',
  '/checkout',
  '/quick-order',
  '/search?q=drill',
  '/shipping',
  '/dashboard',
  ...dashboardScreens.map((screen) => `/dashboard/${screen}`),
  `/dashboard/manageProduct/${productId}`,
  '/trade',
  '/dashboard/companies',
  '/dashboard/returns',
  '/dashboard/myQuotes',
  '/dashboard/myQuotes/any-quote-id',
  '/dashboard/quotes',
  '/dashboard/quotes/any-quote-id',
  '/dashboard/myTools',
  '/dashboard/registrations',
  '/dashboard/claims',
];

const unknownPaths = [
  '/no-such-page',
  '/no/such/page',
  '/products/no-such-product',
  `/products/x/y`,
  '/payment',
  '/purchase',
  '/dashboard/no-such-screen',
  '/dashboard/myOrder/extra',
  '/blog/2026/extra',
  // A post nobody published: the `pages` function's 404 (the client-rendered page then says "Post not found").
  '/blog/page-status-draft',
  '/blog/no-such-post',
  '/blog/Not%20A%20Slug',
  // A simple page no admin wrote: the `pages` function's 404.
  '/pages/no-such-page',
  '/pages/a/b',
  '/login/again',
];

const get = (path: string) => fetch(`${shopUrl}${path}`, { redirect: 'manual' });

describe('page paths through Hosting', () => {
  it('every route of the SPA answers 200 with a page', async () => {
    const answers = await Promise.all(knownPaths().map(async (path) => [path, (await get(path)).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('every other path answers 404 with the page that says so', async () => {
    const answers = await Promise.all(
      unknownPaths.map(async (path) => {
        const response = await get(path);
        const body = await response.text();
        return { path, status: response.status, html: /<div id="root">/.test(body) };
      }),
    );
    expect(answers).toEqual(unknownPaths.map((path) => ({ path, status: 404, html: true })));
  });

  it('the 404 comes with the same security headers as any page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
