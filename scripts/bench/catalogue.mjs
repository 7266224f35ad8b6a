// The catalogue at scale: with 5,000 generated products seeded, GET /api/search for a word, a prefix
// and a filter through Hosting, each against GET /api/product/{id} in the same run (the instance's in-memory
// read of one product: the search must cost little more); then the index's own memory and in-instance latency
// at 5,000 products (search-index.mjs, in a child process that can collect garbage before it weighs the heap).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/emulators.mjs';
import { SCALE_PRODUCTS, scaleProductId, seedScaleProducts } from '../seed/scale-products.mjs';
import { compareLatency, fetchOk } from './latency.mjs';

const CALLS = 100;
const INDEXED_WITHIN_MS = 120_000;
const WORD = 'q=grinder';
const PREFIX = 'q=grind';
const FILTER = 'category=angle-grinders&inStock=true&sort=price-asc';
/** Dollars, above every seeded price (and the warm-up's calls use ceilings of their own). */
const FRESH_CEILING = 100_000;

export async function measureCatalogue(ports, db) {
  const seed = await seedScaleProducts(db, SCALE_PRODUCTS);
  const api = `http://127.0.0.1:${ports.hosting}/api`;
  // The instance's listener brings the new products in; searches start once its index holds them all.
  const started = Date.now();
  for (;;) {
    const { total } = JSON.parse(await fetchOk(`${api}/search?limit=1`));
    if (total >= SCALE_PRODUCTS) break;
    if (Date.now() - started > INDEXED_WITHIN_MS) throw new Error(`the search index holds ${total} products`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const one = () => fetchOk(`${api}/product/${scaleProductId(42)}`);
  const search = (query) => () => fetchOk(`${api}/search?${query}`);
  // The same query again and again: after the first call the instance answers from its remembered pages.
  const word = await compareLatency(search(WORD), one, CALLS);
  const prefix = await compareLatency(search(PREFIX), one, CALLS);
  const filter = await compareLatency(search(FILTER), one, CALLS);
  // Each call a query not asked before (a price ceiling above every price, so the same matches): the engine's
  // whole work every time, nothing remembered.
  const fresh = (query) => (i) => fetchOk(`${api}/search?${query}&maxPrice=${FRESH_CEILING + i}`);
  const freshWord = await compareLatency(fresh(WORD), one, CALLS);
  const freshPrefix = await compareLatency(fresh(PREFIX), one, CALLS);
  const freshFilter = await compareLatency(fresh(FILTER), one, CALLS);
  const [index] = JSON.parse(
    execFileSync(
      process.execPath,
      ['--expose-gc', join(ROOT, 'scripts/bench/search-index.mjs'), String(SCALE_PRODUCTS), '--json'],
      {
        encoding: 'utf8',
      },
    ),
  );
  return { seed, word, prefix, filter, fresh: { word: freshWord, prefix: freshPrefix, filter: freshFilter }, index };
}
