// `npm run bench`: builds the shop for the emulators, starts the suite on fresh data, seeds it, measures the
// bundle, the pages (Lighthouse) with the LCP floor of the photo pages (floor.mjs), the public pages again at 8x CPU
// slowdown (slow-cpu.mjs), the presses' INP (presses.mjs),
// the API against its Firestore floor and 40 concurrent orders, the search at 5,000 products with the search and
// category pages again (Lighthouse), stops everything,
// then seeds 10,000 orders and 2,000 customers and measures Manage All Order's first page (API and screen), stops
// everything, prints one table with PASS/FAIL per budget line and writes it to artifacts/bench/bench.json.
// Ports follow TOOLSHOP_PORT_OFFSET (default 0). Figures are noisy on a busy machine: the API is judged by
// ratios to floors measured in the same run, the pages by medians.
//   npm run bench -- --no-build          reuse the last build of this offset
//   npm run bench -- --only=bundle,api   measure some sections only (bundle, pages, floor, slow-cpu, inp, api, concurrency,
//                                        payments, checkout, catalogue, scale); pages includes floor, floor alone
//                                        measures only the floor routes
//   npm run bench -- --runs=3            Lighthouse runs per page and floor (default 5, slow-cpu's too)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, portOffset } from './lib/emulators.mjs';
import { buildDirs, buildForEmulators } from './lib/build.mjs';
import { step } from './lib/run.mjs';
import { preflight } from './lib/preflight.mjs';
import { adminForEmulators } from './lib/admin-sdk.mjs';
import { seedIfEmpty } from './seed/seed.mjs';
import { demoPosts, seedDemoPosts } from './seed/demo-posts.mjs';
import { seedProducts } from './seed/products.mjs';
import { measureBundle } from './bench/bundle.mjs';
import { startSuite } from './lib/suite.mjs';
import { MANY_UNPAID_ORDERS } from './lib/emulators.mjs';
import { RUNS, measurePage } from './bench/lighthouse.mjs';
import { FLOOR_CATEGORY, FLOOR_ROUTES, floorResult, prepareFloor } from './bench/floor.mjs';
import { measurePresses } from './bench/presses.mjs';
import { measureProductReads } from './bench/api-reads.mjs';
import { measureTradePrices } from './bench/trade-prices.mjs';
import { benchCustomers } from './bench/customer.mjs';
import { measureOrders, probeOrderApi } from './bench/orders.mjs';
import { ORDERS, measureConcurrency } from './bench/concurrency.mjs';
import { measurePayments } from './bench/payments.mjs';
import { CHECKOUTS, measureCheckout, measureCheckoutConcurrency } from './bench/checkout.mjs';
import { measureAccountCheckout } from './bench/account-checkout.mjs';
import { measureScale } from './bench/scale.mjs';
import { measureCatalogue } from './bench/catalogue.mjs';
import { measureQuote } from './bench/quote.mjs';
import { budgetRows, printTable } from './bench/report.mjs';
import { withPlaceholders } from './bench/placeholders.mjs';
import { PUBLIC_PAGES } from './bench/page-rows.mjs';
import { SLOW_CPU_RUNS, SLOW_CPU_SLOWDOWN, measureSlowCpu } from './bench/slow-cpu.mjs';

/** The catalogue's own pages, measured on the demo catalogue and again once it holds the seeded products. */
const CATALOGUE_PAGES = ({ categorySlug }) => [
  ['/search?q=', '/search?q=drill'],
  ['/category/{slug}', `/category/${categorySlug}`],
];

/** Every page the pages section measures, [label, path]: the public pages and the login-guarded /purchase. */
const pagePaths = (productId, context) => [
  ['/', '/'],
  ['/products/{id}', `/products/${productId}`],
  ...CATALOGUE_PAGES(context),
  ['/login', '/login'],
  ['/blog', '/blog'],
  ['/blog/{slug}', `/blog/${context.postSlug}`],
  ['/portfolio', '/portfolio'],
  ['/purchase/{id}', `/purchase/${productId}`],
];

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
// The floor rows are measured with the pages (the page's runs alternate with its floor's).
const wants = (section) => !only || only.includes(section) || (section === 'floor' && only.includes('pages'));
const runsArg = args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length);
const runs = Number(runsArg ?? RUNS);
const reportDir = join(ROOT, 'artifacts', 'bench');
mkdirSync(reportDir, { recursive: true });
const startedAt = new Date().toISOString();
const results = { startedAt, portOffset: portOffset(), machine: { cpus: cpus().length, loadavgAtStart: loadavg() } };

preflight({ browser: ['pages', 'floor', 'slow-cpu', 'inp', 'scale', 'catalogue'].some(wants) });
if (!args.includes('--no-build')) {
  step('Build for the emulators');
  await buildForEmulators();
}
results.bundle = measureBundle(buildDirs().web);

if (
  ['pages', 'floor', 'slow-cpu', 'inp', 'api', 'concurrency', 'payments', 'checkout', 'catalogue', 'scale'].some(wants)
) {
  step('Starting the emulator suite (fresh data)');
  const suite = await startSuite({
    logFile: join(reportDir, 'emulators.log'),
    env: { TOOLSHOP_MAX_UNPAID_ORDERS: MANY_UNPAID_ORDERS },
  });
  const stop = () => suite.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const admin = adminForEmulators();
    await seedIfEmpty(admin);
    // The blog's pages are measured as `npm start`'s shop shows them: three posts with cover photos.
    await seedDemoPosts(admin.db);
    await measureSuite(suite.ports, admin);
  } finally {
    step('Stopping the emulator suite');
    await suite.stop();
  }
}
results.finishedAt = new Date().toISOString();
results.machine.loadavgAtEnd = loadavg();

const rows = budgetRows(withPlaceholders(results));
for (const [section, message] of Object.entries(results.errors ?? {})) {
  rows.push({ section, measure: 'measurement failed', value: message.slice(0, 120), budget: '', result: 'FAIL' });
}
results.rows = rows;
writeFileSync(join(reportDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nBench (offset ${results.portOffset}, ${startedAt}); report: artifacts/bench/bench.json\n`);
printTable(rows.filter((row) => wants(row.section)));

async function measureSuite(ports, { db, auth }) {
  const shop = `http://127.0.0.1:${ports.hosting}`;
  const productId = seedProducts[0].id;
  const context = { productId, categorySlug: FLOOR_CATEGORY, postSlug: demoPosts[0].slug };
  await attempt(wants('pages') ? 'pages' : 'floor', async () => {
    step(`Lighthouse, mobile preset, ${runs} runs per page; pages with an LCP floor alternate with it`);
    results.pages = [];
    results.floors = [];
    const pages = pagePaths(productId, context);
    // Floor routes not in the list above are measured for their floor row alone.
    const floorOnly = FLOOR_ROUTES.filter((route) => !pages.some(([label]) => label === route.label));
    const measured = [
      ...(wants('pages') ? pages : pages.filter(([label]) => FLOOR_ROUTES.some((route) => route.label === label))),
      ...floorOnly.map((route) => [route.label, route.path(context), { floorOnly: true }]),
    ];
    for (const [label, path, { floorOnly = !wants('pages') } = {}] of measured) {
      const alone = floorOnly || !wants('pages');
      const floorRoute = FLOOR_ROUTES.find((route) => route.label === label);
      const floor = floorRoute ? await prepareFloor(shop, buildDirs().web, label, path) : {};
      if (floor.notMeasured) results.floors.push({ label, notMeasured: floor.notMeasured });
      if (alone && !floor.floorUrl) continue;
      const page = await measurePage(
        `${shop}${path}`,
        label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home',
        reportDir,
        { floorUrl: floor.floorUrl, runs },
      );
      if (floor.floorUrl) results.floors.push(floorResult(label, page));
      if (alone) continue;
      // /purchase is login-guarded: Lighthouse sees what a visitor gets, the redirect to /login.
      const landed = new URL(page.finalUrl).pathname;
      const asked = new URL(path, shop).pathname;
      results.pages.push({ ...page, label: landed === asked ? label : `${label} (visitor -> ${landed})` });
    }
  });
  await attempt('slow-cpu', async () => {
    const slowRuns = runsArg ? Number(runsArg) : SLOW_CPU_RUNS;
    step(`Lighthouse at ${SLOW_CPU_SLOWDOWN}x CPU slowdown (a slower phone), ${slowRuns} runs per public page`);
    const publicPages = pagePaths(productId, context).filter(([label]) => PUBLIC_PAGES.includes(label));
    results.slowPages = await measureSlowCpu(shop, publicPages, reportDir, slowRuns);
  });
  await attempt('inp', async () => {
    step('Presses (INP): Chromium, phone screen, 4x CPU slowdown, Event Timing');
    results.presses = await measurePresses(shop, context);
  });
  await attempt('api', async () => {
    step('API latency against the Firestore floor');
    results.reads = await measureProductReads(ports, productId);
    results.orders = await measureOrders(ports, db, await benchCustomers(auth, ports, 5));
    results.prices = await measureTradePrices(ports, { db, auth }, productId);
  });
  await attempt('checkout', async () => {
    step(
      'POST /api/checkout/quote and /api/checkout with 5 lines (by card, and on a trade account) against their floors; 40 parallel two-line checkouts',
    );
    const customers = await benchCustomers(auth, ports, 5);
    results.quote = await measureQuote(ports, db, customers);
    results.checkout = await measureCheckout(ports, db, customers);
    // Before the 40 parallel checkouts, as every latency row (below): a trade company's buyers, on its account.
    results.accountCheckout = await measureAccountCheckout(ports, db, await benchCustomers(auth, ports, 5));
    results.checkoutConcurrency = results.checkout.available
      ? await measureCheckoutConcurrency(ports, db, await benchCustomers(auth, ports, CHECKOUTS))
      : null;
  });
  // After every latency row: the Functions emulator never retires the API instances 40 parallel calls start, and
  // each keeps its catalogue listener, so every later product write wakes them all on this machine's 2 cores.
  await attempt('concurrency', async () => {
    step('40 parallel orders on 10 units');
    const customers = await benchCustomers(auth, ports, ORDERS);
    const status = results.orders?.status ?? (await probeOrderApi(ports, db, customers[0]));
    results.concurrency = status === 200 || status === 201 ? await measureConcurrency(ports, db, customers) : null;
  });
  await attempt('payments', async () => {
    step('200 concurrent test-gateway payments against lone ones; invoice numbers and the sales day after them');
    results.payments = await measurePayments(ports, db, (await benchCustomers(auth, ports, 1))[0]);
  });
  // After the sections that read the demo catalogue: its 5,000 products would be part of their data.
  await attempt('catalogue', async () => {
    step('Catalogue search at 5,000 products');
    results.catalogue = await measureCatalogue(ports, db);
    step(`Lighthouse, mobile preset, ${runs} runs each: the search and category pages at 5,000 products`);
    results.catalogue.pages = [];
    for (const [label, path] of CATALOGUE_PAGES(context)) {
      const name = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-at-scale`;
      results.catalogue.pages.push({ ...(await measurePage(`${shop}${path}`, name, reportDir, { runs })), label });
    }
  });
  // Last: its 10,000 orders would otherwise be part of the other sections' data.
  await attempt('scale', async () => {
    step('Manage All Order at scale: 10,000 orders, 2,000 customers');
    results.scale = await measureScale(ports, { db, auth });
  });
}

/** Runs one wanted section; a failure is recorded and shown in the table, and the other sections still run. */
async function attempt(section, measure) {
  if (!wants(section)) return;
  try {
    await measure();
  } catch (error) {
    console.error(`${section} failed: ${error.stack ?? error}`);
    (results.errors ??= {})[section] = String(error.message ?? error);
  }
}
