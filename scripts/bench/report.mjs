// Turns the measurements into one table: a row per figure, its budget and PASS/FAIL (blank for figures that
// have no budget, n/a for what could not be measured). Also the shape written to artifacts/bench/bench.json. Each
// section's rows are written by its own module; this one puts them in order.
import { kB, latencyRows, verdict } from './row-format.mjs';
import { floorRows, pageRows, pressRows } from './page-rows.mjs';
import { slowCpuRows } from './slow-cpu.mjs';
import { checkoutConcurrencyRows, concurrencyRows, paymentRows } from './load-rows.mjs';
import { catalogueRows, scaleRows } from './scale-rows.mjs';

export { printTable } from './print-table.mjs';

export function budgetRows({
  bundle,
  pages,
  floors = [],
  presses = [],
  reads,
  orders,
  prices = null,
  concurrency,
  payments = null,
  checkout = null,
  accountCheckout = null,
  checkoutConcurrency = null,
  quote = null,
  scale,
  catalogue = null,
  slowPages = [],
}) {
  const rows = [];
  const add = (section, measure, value, budget = '', result = '') =>
    rows.push({ section, measure, value, budget, result });

  add(
    'bundle',
    'home: initial JS, all it loads (gzip)',
    kB(bundle.home.jsGzip),
    '<= 150 kB',
    verdict(bundle.home.jsGzip <= 150_000),
  );
  add('bundle', 'home: JS run before first paint (gzip)', kB(bundle.home.jsBeforeFirstPaintGzip));
  add('bundle', 'home: initial CSS (gzip)', kB(bundle.home.cssGzip));
  for (const chunk of bundle.lazy) add('bundle', `lazy ${chunk.route} (JS+CSS gzip)`, kB(chunk.jsGzip + chunk.cssGzip));

  // Every public page is judged on the same targets; the photo pages (home and a product) also on LCP. Other
  // pages (the login-guarded /purchase) are measured against them for reference, without a verdict.
  for (const page of pages) pageRows(add, 'pages', page, page.label);
  // The same public pages at 8x CPU slowdown (slow-cpu.mjs).
  slowCpuRows(add, slowPages);

  floorRows(add, floors);

  pressRows(add, presses);

  const latency = latencyRows(add);
  latency(`GET /api/product vs Firestore REST list (${reads.list.calls} calls)`, reads.list, 1.5);
  latency(`GET /api/product/{id} vs Firestore REST get (${reads.one.calls} calls)`, reads.one, 1.5);
  if (orders.available) latency(`POST /api/order vs bare transaction (${orders.calls} calls)`, orders, 2);
  else
    add(
      'api',
      'POST /api/order vs bare transaction',
      `n/a (POST /api/order answered ${orders.status || 'nothing'})`,
      'p50 <= 2x',
      'n/a',
    );

  // A signed-in page's one prices call: within 1.5x of a product read.
  if (prices)
    latency(
      `GET /api/prices for ${prices.products} products (a trade buyer) vs GET /api/product/{id} (${prices.calls} calls)`,
      prices,
      1.5,
    );
  else
    add(
      'api',
      'GET /api/prices for 24 products (a trade buyer) vs GET /api/product/{id}',
      'n/a (not measured)',
      'p50 <= 1.5x',
      'n/a',
    );

  catalogueRows(add, latency, catalogue);

  concurrencyRows(add, concurrency);
  paymentRows(add, payments);
  if (checkout?.available)
    latency(
      `POST /api/checkout, ${checkout.lines} lines, vs bare transaction (${checkout.calls} calls)`,
      checkout,
      2,
      'checkout',
    );
  else
    add(
      'checkout',
      'POST /api/checkout, 5 lines, vs bare transaction',
      `n/a (POST /api/checkout answered ${checkout?.status || 'nothing'})`,
      'p50 <= 2x',
      'n/a',
    );
  // A trade buyer's checkout paid on the company's account: within 2x of its floor.
  if (accountCheckout?.available)
    latency(
      `POST /api/checkout on account, ${accountCheckout.lines} lines, vs bare transaction (${accountCheckout.calls} calls)`,
      accountCheckout,
      2,
      'checkout',
    );
  else
    add(
      'checkout',
      'POST /api/checkout on account, 5 lines, vs bare transaction',
      accountCheckout
        ? `n/a (POST /api/checkout on account answered ${accountCheckout.status}${accountCheckout.message ? `: ${accountCheckout.message.slice(0, 80)}` : ''})`
        : 'n/a (not measured)',
      'p50 <= 2x',
      'n/a',
    );
  if (quote?.available)
    latency(
      `POST /api/checkout/quote, ${quote.lines} lines, vs reading the products (${quote.calls} calls)`,
      quote,
      2,
      'checkout',
    );
  else
    add(
      'checkout',
      'POST /api/checkout/quote vs reading the products',
      `n/a (${quote?.status ?? 'not measured'})`,
      'p50 <= 2x',
      'n/a',
    );
  checkoutConcurrencyRows(add, checkoutConcurrency);
  scaleRows(add, latency, scale);
  return rows;
}
