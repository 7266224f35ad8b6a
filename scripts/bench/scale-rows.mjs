// The rows of a large shop: the search at thousands of products (with its pages again) and Manage All Order at
// 10,000 orders.
import { ms, verdict } from './row-format.mjs';
import { pageRows } from './page-rows.mjs';

export function catalogueRows(add, latency, catalogue) {
  if (catalogue) {
    const { seed, index } = catalogue;
    add('catalogue', `seed ${seed.products} products`, `${seed.seconds.toFixed(1)} s`);
    for (const [label, result] of [
      ['a word (q=grinder)', catalogue.word],
      ['a prefix (q=grind)', catalogue.prefix],
      ['a filter (category, in stock, by price)', catalogue.filter],
    ])
      latency(`GET /api/search ${label} vs GET /api/product/{id} (${result.calls} calls)`, result, 1.5, 'catalogue');
    // For reference: the engine's whole work on every call, nothing remembered (decision 20).
    for (const [label, result] of [
      ['a word', catalogue.fresh?.word],
      ['a prefix', catalogue.fresh?.prefix],
      ['a filter', catalogue.fresh?.filter],
    ])
      if (result)
        latency(
          `GET /api/search ${label}, each call a query not asked before, vs GET /api/product/{id} (${result.calls} calls)`,
          result,
          1.5,
          'catalogue',
          false,
        );
    add(
      'catalogue',
      `search index at ${index.products} products: heap, build time`,
      `${(index.indexBytes / 1e6).toFixed(1)} MB, ${ms(index.buildMs)}`,
    );
    add(
      'catalogue',
      'search inside the instance, p50 (word / prefix / typo / SKU / filter)',
      ['word', 'prefix', 'typo', 'sku', 'filter'].map((name) => index.latency[name].p50.toFixed(1)).join(' / ') + ' ms',
    );
    // The catalogue's pages again, now that the catalogue holds the seeded products.
    for (const page of catalogue.pages ?? [])
      pageRows(add, 'catalogue', page, page.label, ` at ${seed.products.toLocaleString('en-US')} products`);
  }
}

export function scaleRows(add, latency, scale) {
  if (scale) {
    add(
      'scale',
      `seed ${scale.seed.orders} orders + ${scale.seed.users} customers`,
      `${scale.seed.seconds.toFixed(1)} s`,
    );
    latency(
      `GET /api/orders first page vs Firestore page query (${scale.firstPage.calls} calls)`,
      scale.firstPage,
      2,
      'scale',
    );
    if (scale.salesReport)
      latency(
        `GET /api/reports/sales, a year (${scale.salesReport.orders} paid orders) vs raw aggregation query (${scale.salesReport.calls} calls)`,
        scale.salesReport,
        2,
        'scale',
      );
    const { screen } = scale;
    const at = screen.breakdown;
    add(
      'scale',
      `Manage All Order: first 25 rows on screen (median of ${screen.visits.length} visits)`,
      `${ms(screen.medianMs)} (first visit ${ms(screen.firstVisitMs)}; the harness saw them at ${ms(at.harnessSawRows)})`,
      '<= 1000 ms',
      verdict(screen.medianMs <= 1000),
    );
    add(
      'scale',
      'Manage All Order: where the time goes (medians, ms after navigation)',
      `sign-in restored ${ms(at.authRestored)}, API ${ms(at.apiStart)}-${ms(at.apiEnd)} ` +
        `(server: caller ${ms(at.serverCaller)}, query ${ms(at.serverQuery)}), screen shown ${ms(at.screenShown)}, ` +
        `rows in page ${ms(at.rowsInDocument)}`,
    );
  } else {
    add('scale', 'Manage All Order at scale', 'n/a (not measured)', 'p50 <= 2x, <= 1000 ms', 'n/a');
  }
}
