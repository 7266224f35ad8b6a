// Hosting's answers to page paths: every route of the SPA answers 200 (routes with parameters and the
// dashboard's included), every other path the not-found page with status 404 (Hosting's 404.html, the same shell,
// where the app renders "Page not found"), and an unknown product the `pages` function's own 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUrl } from '../support/emulators';
import { createProduct } from './helpers/fixtures';

let productId: string;
beforeAll(async () => {
  productId = await createProduct();
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
];

const knownPaths = () => [
  '/',
  '/home',
  `/products/${productId}`,
  '/blog',
  // Any one-word slug: the post page itself says whether such a post is published (server rendering comes later).
  '/blog/any-post-slug',
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
