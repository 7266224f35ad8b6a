// Wires triggers to handlers; no logic lives here.
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { collections, toProduct, type OrderDoc, type QuoteDoc } from '@toolshop/domain';
import type { Express } from 'express';
import { firebaseDeps } from './composition/firebase';
import { functionTaskQueue } from './platform/task-queue';
import { API_SIZING, PAGES_SIZING } from './platform/instance-sizing';
import { paymentSecrets } from './payments/payment-config';
import {
  EXPIRY_RATE_LIMITS,
  EXPIRY_RETRY_CONFIG,
  enqueuingOnce,
  taskScheduleMillis,
  type ExpiryQueue,
  type ExpiryTask,
} from './orders/order-expiry';
import { sweepExpiredOrders } from './orders/order-expiry-sweep';
import { runExpiryTask } from './orders/expiry-task';
import { requeueUnpaidOrders } from './orders/order-expiry-requeue';
import { requeueQuotedQuotes } from './quotes/quote-expiry-requeue';
import { backfillOrderSearchKeys } from './orders/order-search-backfill';
import { numberExistingOrders } from './orders/number-existing-orders';
import { deliverMail } from './mail/send-mail';
import { expireDueQuotes } from './quotes/quote-moves';
import {
  runQuoteExpiryTask,
  scheduleQuoteExpiry,
  type QuoteExpiryQueue,
  type QuoteExpiryTask,
} from './quotes/quote-expiry';
import { mailSettings } from './mail/mail-settings';
import { smtpTransport } from './mail/mail-transport';
import { servePage, type PagesDeps } from './pages/serve-page';
import { searchForPage } from './pages/search-for-page';
import { listCategories } from './categories/list-categories';
import { partsThatFit } from './products/product-parts';
import { compressAnswer } from './pages/compress-answer';
import { rendererLoader } from './pages/page-renderer';
import { siteOrigin } from './seo/site-origin';
import { publicReviews } from './reviews/public-reviews';
import { productReviews } from './reviews/product-reviews';
import { readHomeContent } from './content/home-content';
import { listPublicPosts, publicPost } from './posts/public-posts';
import { listSimplePages, readSimplePage } from './content/simple-pages';
import { rebuildSalesDays, salesDaysPredateNetRefunds } from './reports/sales-rollup';
import { followOrderWrite } from './orders/order-written';
import type { SequencerDeps } from './invoices/number-sequencer';
import {
  BOOKKEEPING_RATE_LIMITS,
  BOOKKEEPING_RETRY_CONFIG,
  runBookkeeping,
  type BookkeepingTask,
} from './orders/bookkeeping';
import { REGION } from './platform/region';

const region = REGION;
let app: Promise<Express> | undefined;

// The express app (and the packages only its routes use) loads with the first request, so the triggers' instances,
// which load this same file, start without it.
export const api = onRequest({ region, ...API_SIZING, secrets: paymentSecrets() }, async (req, res) => {
  // A load that fails is tried again by the next request rather than kept as this instance's answer.
  app ??= import('./app')
    .then(({ createApp }) => createApp(firebaseDeps()))
    .catch((error: unknown) => {
      app = undefined;
      throw error;
    });
  (await app)(req, res);
});

/** `/`, `/products/{id}`, `/search` and `/category/{slug}` rendered with their data (Hosting rewrites); the render module loads on first use. */
const loadRenderer = rendererLoader(`${__dirname}/pages`);
export const pages = onRequest({ region, ...PAGES_SIZING }, async (req, res) => {
  const shop = firebaseDeps();
  const deps: PagesDeps = {
    catalogue: shop.catalogue,
    reviews: () => publicReviews(shop.db),
    productReviews: (id) => productReviews(shop.db, id),
    homeContent: () => readHomeContent(shop.db),
    latestPosts: () => listPublicPosts(shop, {}),
    blogPosts: (query) => listPublicPosts(shop, query),
    post: (slug) => publicPost(shop, slug),
    simplePage: (slug) => readSimplePage(shop.db, slug),
    pageLinks: () => listSimplePages(shop.db),
    search: (query) => searchForPage(shop, query),
    categories: () => listCategories(shop),
    parts: async (id) => (await partsThatFit(shop, id)).map((entry) => toProduct(entry.id, entry.doc)),
    loadRenderer,
  };
  const query = new URL(req.originalUrl, 'http://page').searchParams;
  const page = await servePage(deps, { method: req.method, path: req.path, query, origin: siteOrigin(req) });
  const answer = compressAnswer(page, req.get('accept-encoding'));
  res.status(answer.status).set(answer.headers).send(answer.body);
});

export const expireUnpaidOrder = onTaskDispatched<ExpiryTask>(
  { region, retryConfig: EXPIRY_RETRY_CONFIG, rateLimits: EXPIRY_RATE_LIMITS, secrets: paymentSecrets() },
  async (request) => {
    await runExpiryTask(firebaseDeps(), request.data, { scheduledAt: taskScheduleMillis(request.scheduledTime) });
  },
);

let sharedExpiryQueue: ExpiryQueue | undefined;

/** The expiry queue, asked for each task id once per instance (order-expiry.ts, enqueuingOnce). */
function expiryQueue(): ExpiryQueue {
  if (!sharedExpiryQueue) {
    const queue = functionTaskQueue<ExpiryTask>('expireUnpaidOrder', region);
    sharedExpiryQueue = enqueuingOnce({ enqueue: (task, id, at) => queue.enqueue(task, { id, at }) }, Date.now);
  }
  return sharedExpiryQueue;
}

/** Numbers the invoices and credit notes that wait and folds the sales days, one run at a time (orders/bookkeeping.ts). */
export const keepBooks = onTaskDispatched<BookkeepingTask>(
  { region, rateLimits: BOOKKEEPING_RATE_LIMITS, retryConfig: BOOKKEEPING_RETRY_CONFIG },
  async () => {
    await runBookkeeping(sequencerDeps());
  },
);

function sequencerDeps(): SequencerDeps {
  return { db: firebaseDeps().db, mail: mailSettings() };
}

/** Every order write: a new order's expiry task, the sales report's changes, a payment's or refund's bookkeeping (orders/order-written.ts). */
export const orderWritten = onDocumentWritten(
  { region, document: `${collections.orders}/{orderId}` },
  async (event) => {
    await followOrderWrite(
      {
        db: firebaseDeps().db,
        expiryQueue: expiryQueue(),
        bookkeepingQueue: firebaseDeps().bookkeepingQueue,
        now: () => new Date(),
      },
      {
        eventId: event.id,
        orderId: event.params.orderId,
        before: event.data?.before.data() as OrderDoc | undefined,
        after: event.data?.after.data() as OrderDoc | undefined,
      },
    );
  },
);

export const sweepUnpaidOrders = onSchedule(
  { region, schedule: 'every 1 minutes', secrets: paymentSecrets() },
  async () => {
    await sweepExpiredOrders(firebaseDeps());
    await runBookkeeping(sequencerDeps());
  },
);

/** The sweep behind each quote's own task: quotes past their date turn expired (the lists and reads also write them so). */
export const expireQuotes = onSchedule({ region, schedule: 'every 5 minutes' }, async () => {
  await expireDueQuotes(firebaseDeps());
});

/** One quote's expiry at its validity date (quotes/quote-expiry.ts), retried until the date has come. */
export const expireQuote = onTaskDispatched<QuoteExpiryTask>(
  { region, retryConfig: EXPIRY_RETRY_CONFIG, rateLimits: EXPIRY_RATE_LIMITS },
  async (request) => {
    await runQuoteExpiryTask(firebaseDeps(), request.data);
  },
);

let sharedQuoteExpiryQueue: QuoteExpiryQueue | undefined;

function quoteExpiryQueue(): QuoteExpiryQueue {
  if (!sharedQuoteExpiryQueue) {
    const queue = functionTaskQueue<QuoteExpiryTask>('expireQuote', region);
    sharedQuoteExpiryQueue = { enqueue: (task, id, at) => queue.enqueue(task, { id, at }) };
  }
  return sharedQuoteExpiryQueue;
}

/** A quote sent, or its date moved: the task that expires it at its validity date. */
export const quoteWritten = onDocumentWritten(
  { region, document: `${collections.quotes}/{quoteId}` },
  async (event) => {
    await scheduleQuoteExpiry(
      quoteExpiryQueue(),
      event.params.quoteId,
      event.data?.before.data() as QuoteDoc | undefined,
      event.data?.after.data() as QuoteDoc | undefined,
    );
  },
);

/**
 * Enqueued by `npm start` once the emulators have imported their data (their task queue starts empty): the unpaid
 * orders' and the open quotes' expiries, and the bookkeeping still waiting when the emulators stopped.
 */
export const requeueOrderExpiries = onTaskDispatched({ region }, async () => {
  await requeueUnpaidOrders(firebaseDeps().db, expiryQueue(), new Date());
  await requeueQuotedQuotes(firebaseDeps().db, quoteExpiryQueue());
  await runBookkeeping(sequencerDeps());
});

/**
 * The one-off migrations of older orders: their numbers, then their search keys (which hold the number); enqueued
 * by `npm start` and the scale seed.
 */
export const backfillOrderSearch = onTaskDispatched({ region, timeoutSeconds: 540 }, async () => {
  const numbered = await numberExistingOrders(firebaseDeps().db);
  if (numbered > 0) logger.info('orders: numbers given', { numbered });
  const written = await backfillOrderSearchKeys(firebaseDeps().db);
  if (written > 0) logger.info('orders: search keys written', { written });
});

/**
 * The one-off rebuild of the sales days from every paid order; enqueued by the scale seed, and by `npm start` with
 * `{ ifPredatingNetRefunds: true }`, which rebuilds only stored days whose refunds did not yet take back goods,
 * shipping and tax (a no-op once they do).
 */
export const rebuildSalesReport = onTaskDispatched<{ ifPredatingNetRefunds?: boolean }>(
  { region, timeoutSeconds: 540 },
  async (request) => {
    const { db } = firebaseDeps();
    if (request.data?.ifPredatingNetRefunds && !(await salesDaysPredateNetRefunds(db))) return;
    const days = await rebuildSalesDays(db);
    logger.info('sales report: days rebuilt', { days });
  },
);

/**
 * Sends each email put in the outbox (mail/{id}). With TOOLSHOP_MAIL_SENDER=off the Trigger Email extension owns
 * the outbox and this function is not defined at all, so no instance starts for an email only to return.
 */
export const sendQueuedMail = !mailSettings().senderEnabled
  ? undefined
  : onDocumentCreated({ region, document: `${collections.mail}/{mailId}`, timeoutSeconds: 300 }, async (event) => {
      const settings = mailSettings();
      await deliverMail(
        { ...firebaseDeps(), settings, transport: smtpTransport(settings.smtpUrl) },
        event.params.mailId,
      );
    });
