// Every route of SPEC §2. The home page is eager (first paint); every other screen is a lazy chunk inside its own
// error boundary (a failed read or chunk shows an error in the page's place, the dashboard menu stays). Screens that
// read Firestore through reactfire get its providers (firebase-providers.tsx) loaded along with their chunk, so
// the Firestore SDK never weighs on the first paint or on the pages that do not read it.
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/layout';
import { PageLoader } from '../components/feedback/page-loader';
import { PageErrorBoundary } from '../components/feedback/page-error';
import { HomePage } from '../features/home/components/home-page';
import { loadAuth } from '../lib/auth/load-auth';
import { mayBeSignedIn } from '../lib/auth/session-hint';
import { RequireAuth } from './require-auth';
import type { RouteHandle } from './route-prefetch';
import { preloadablePage } from './preloadable-page';
import { RouteTitle } from './route-title';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A route's screen; `title` is its document title ("My Orders" -> "My Orders | Toolshop"). `ownHead`: the page sets
 * a head of its own, which the server may have rendered already (use-document-title.ts).
 */
function lazyPage(title: string, load: () => PageModule, { firestore = false, ownHead = false } = {}) {
  return titled(title, pageElement(lazy(firestore ? () => withFirebaseProviders(load()) : load)), ownHead);
}

function pageElement(Page: ComponentType) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The route's title set before its page renders (a page with a head of its own, a product's, sets it after). */
function titled(title: string | undefined, element: React.ReactNode, ownHead = false) {
  return (
    <>
      <RouteTitle title={title} ownHead={ownHead} />
      {element}
    </>
  );
}

// The home page keeps the site's own title (index.html's, also the server-rendered home's).
const homePage = titled(undefined, <HomePage />);

async function withFirebaseProviders(page: PageModule): PageModule {
  const [{ default: Inner }, { FirebaseProviders }] = await Promise.all([page, import('./firebase-providers')]);
  return {
    default: () => (
      <FirebaseProviders>
        <Inner />
      </FirebaseProviders>
    ),
  };
}

const readsFirestore = { firestore: true };
const ownsHead = { ownHead: true };

// Screens whose code is asked for by their route's prefetch, before their guards let them render.
const dashboardLayout = preloadablePage(() => import('../features/dashboard/components/dashboard-layout'));
const manageOrdersPage = preloadablePage(() => import('../features/orders/components/manage-orders-page'));

// Every screen under /dashboard is guarded: Firebase Auth and the layout's chunk are asked for at once, not once the
// session is restored; a browser that holds no sign-in is sent to /login instead (require-auth.tsx). A failed chunk
// is reported by the route's own load, where it renders.
function prefetchDashboard(): void {
  if (!mayBeSignedIn()) return;
  loadAuth().catch(() => undefined);
  dashboardLayout.preload().catch(() => undefined);
}

/** Manage All Order's code and its first page, both asked for while the sign-in restores. */
function prefetchManageOrders(): void {
  if (!mayBeSignedIn()) return;
  manageOrdersPage.preload().catch(() => undefined);
  import('../features/orders/api/use-order-pages').then(
    ({ prefetchFirstOrderPage }) => prefetchFirstOrderPage(),
    () => undefined,
  );
}

// The cart and the checkout share one chunk (cart-screens.tsx): a visitor's cart needs no sign-in, the checkout does.
const loadCartScreens = () => import('./cart-screens');
// A category page is the search scoped to its category: one page for both.
const loadSearchPage = () => import('../features/search/components/search-page');
// The admin's Shipping & tax, Business details and Sales (admin-tax-screens.tsx).
const loadAdminTaxScreens = () => import('./admin-tax-screens');
// The blog, its posts and the simple pages (blog-screens.tsx).
const loadBlogScreens = () => import('./blog-screens');
// A customer's trade account and the back office's Companies (trade-screens.tsx).
const loadTradeScreens = () => import('./trade-screens');
// The back office's Posts list and editor and its Home page (content-admin-screens.tsx).
const loadContentAdminScreens = () => import('./content-admin-screens');
// My Orders and the back office's Returns (order-screens.tsx).
const loadOrderScreens = () => import('./order-screens');
// A customer's My quotes and the back office's Quotes (quote-screens.tsx).
const loadQuoteScreens = () => import('./quote-screens');
// A customer's My tools and the back office's Registrations and Claims (warranty-screens.tsx).
const loadWarrantyScreens = () => import('./warranty-screens');
// Purchase and Quick Order (buying-screens.tsx).
const loadBuyingScreens = () => import('./buying-screens');
// Login, Sign Up and Reset Password (auth-screens.tsx).
const loadAuthScreens = () => import('./auth-screens');
// The Dashboard's start, Add Review and My Profile (account-screens.tsx).
const loadAccountScreens = () => import('./account-screens');
// The back office's products and categories (catalogue-admin-screens.tsx).
const loadCatalogueAdminScreens = () => import('./catalogue-admin-screens');
// The back office's reviews, inbox, audit log and admins (oversight-screens.tsx).
const loadOversightScreens = () => import('./oversight-screens');

const guarded = (element: React.ReactNode, admin = false) => <RequireAuth admin={admin}>{element}</RequireAuth>;

/** A dashboard screen only admins may open. */
const adminPage = (path: string, title: string, load: () => PageModule, options?: { firestore?: boolean }) => ({
  path,
  element: guarded(lazyPage(title, load, options), true),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: homePage },
      { path: '/home', element: homePage },
      {
        path: '/products/:productId',
        element: lazyPage('Product', () => import('../features/products/components/product-page'), ownsHead),
      },
      { path: '/search', element: lazyPage('Search', loadSearchPage, ownsHead) },
      { path: '/category/:slug', element: lazyPage('Category', loadSearchPage, ownsHead) },
      { path: '/blog', element: lazyPage('Blog', loadBlogScreens) },
      { path: '/blog/:slug', element: lazyPage('Blog', loadBlogScreens, ownsHead) },
      { path: '/pages/:slug', element: lazyPage('Page', loadBlogScreens, ownsHead) },
      { path: '/portfolio', element: lazyPage('Portfolio', loadBlogScreens) },
      { path: '/login', element: lazyPage('Login', loadAuthScreens) },
      { path: '/signUp', element: lazyPage('Sign Up', loadAuthScreens) },
      { path: '/forgetPassword', element: lazyPage('Reset Password', loadAuthScreens) },
      // Not route-guarded in the spec; the page itself asks to sign in and the API only serves the owner.
      {
        path: '/payment/:orderId',
        element: lazyPage('Payment', () => import('../features/payments/components/payment-page'), readsFirestore),
      },
      {
        path: '/shipping',
        element: lazyPage('Shipping', () => import('../features/shipping/components/shipping-page')),
      },
      { path: '/cart', element: lazyPage('Cart', loadCartScreens, readsFirestore) },
      // Trade accounts: a customer's application and their company's members.
      {
        path: '/trade',
        element: guarded(lazyPage('Trade account', loadTradeScreens)),
      },
      { path: '/checkout', element: guarded(lazyPage('Checkout', loadCartScreens, readsFirestore)) },
      { path: '/quick-order', element: guarded(lazyPage('Quick Order', loadBuyingScreens, readsFirestore)) },
      { path: '/purchase/:productId', element: guarded(lazyPage('Purchase', loadBuyingScreens, readsFirestore)) },
      {
        path: '/dashboard',
        element: guarded(pageElement(dashboardLayout.Page)),
        handle: { prefetch: prefetchDashboard } satisfies RouteHandle,
        children: [
          { index: true, element: lazyPage('Dashboard', loadAccountScreens) },
          { path: 'myOrder', element: lazyPage('My Orders', loadOrderScreens, readsFirestore) },
          { path: 'addReview', element: lazyPage('Add Review', loadAccountScreens) },
          { path: 'myProfile', element: lazyPage('My Profile', loadAccountScreens, readsFirestore) },
          adminPage('manageProduct', 'Manage Product', loadCatalogueAdminScreens, readsFirestore),
          adminPage('manageProduct/:productId', 'Edit Product', loadCatalogueAdminScreens, readsFirestore),
          {
            path: 'manageAllOrder',
            element: guarded(titled('Manage All Order', pageElement(manageOrdersPage.Page)), true),
            handle: { prefetch: prefetchManageOrders } satisfies RouteHandle,
          },
          adminPage('manageCategories', 'Categories', loadCatalogueAdminScreens),
          adminPage('addProduct', 'Add Product', loadCatalogueAdminScreens),
          adminPage('moderateReviews', 'Moderate Reviews', loadOversightScreens),
          adminPage('contactInbox', 'Contact Inbox', loadOversightScreens),
          adminPage('auditLog', 'Audit Log', loadOversightScreens),
          adminPage('shippingTax', 'Shipping & tax', loadAdminTaxScreens),
          adminPage('businessDetails', 'Business details', loadAdminTaxScreens),
          adminPage('sales', 'Sales', loadAdminTaxScreens),
          adminPage('posts', 'Posts', loadContentAdminScreens),
          adminPage('posts/new', 'New post', loadContentAdminScreens),
          adminPage('posts/edit/:slug', 'Edit post', loadContentAdminScreens),
          adminPage('posts/preview/:slug', 'Preview post', loadContentAdminScreens),
          adminPage('homePage', 'Home page', loadContentAdminScreens),
          adminPage('pages', 'Pages', loadContentAdminScreens),
          adminPage('companies', 'Companies', loadTradeScreens),
          adminPage('returns', 'Returns', loadOrderScreens),
          { path: 'myTools', element: lazyPage('My tools', loadWarrantyScreens) },
          adminPage('registrations', 'Registrations', loadWarrantyScreens),
          adminPage('claims', 'Claims', loadWarrantyScreens),
          adminPage('receivables', 'Receivables', loadTradeScreens),
          { path: 'myQuotes', element: lazyPage('My quotes', loadQuoteScreens) },
          { path: 'myQuotes/:quoteId', element: lazyPage('Quote', loadQuoteScreens) },
          adminPage('quotes', 'Quotes', loadQuoteScreens),
          adminPage('quotes/:quoteId', 'Quote', loadQuoteScreens),
          adminPage('makeAdmin', 'MakeAdmin', loadOversightScreens),
        ],
      },
      {
        path: '*',
        element: lazyPage('Page not found', () => import('../features/marketing/components/not-found-page')),
      },
    ],
  },
];
