// The search engine's own cost (decision 20): builds the API's search module (functions/src/search) over a
// catalogue of N generated products held in memory, then prints the heap the index takes and how long searches
// take inside the instance (a word, a prefix, a typo, an exact SKU, a filter with no words).
//   node --expose-gc scripts/bench/search-index.mjs 5000 50000 [--json]
import { build } from 'esbuild';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/emulators.mjs';
import { scaleProduct } from '../seed/scale-products.mjs';
import { percentile } from './stats.mjs';

/** Searches timed per kind: 200 at 5,000 products, fewer for bigger catalogues (each search costs more). */
const searchesFor = (count) => Math.max(20, Math.min(200, Math.round(1_000_000 / count)));

/** The API's search module and catalogue, bundled as the functions build bundles them. */
async function loadSearchModule() {
  const outdir = join(ROOT, '.cache', 'search-bench');
  mkdirSync(outdir, { recursive: true });
  const pkg = JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8'));
  const entry = join(outdir, 'entry.ts');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    entry,
    `export { EmbeddedCatalogueSearch } from '../../functions/src/search/search-index';\n` +
      `export { ProductCatalogue } from '../../functions/src/products/product-catalogue';\n`,
  );
  const outfile = join(outdir, 'search.cjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(pkg.dependencies ?? {}),
    logLevel: 'warning',
  });
  return createRequire(join(ROOT, 'functions', 'package.json'))(outfile);
}

const heap = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

export async function measureSearchIndex(count) {
  if (!globalThis.gc) throw new Error('run node with --expose-gc to measure memory');
  const { EmbeddedCatalogueSearch, ProductCatalogue } = await loadSearchModule();
  const { Timestamp } = createRequire(join(ROOT, 'functions', 'package.json'))('firebase-admin/firestore');
  const readTime = Timestamp.fromMillis(Date.now());
  const entries = Array.from({ length: count }, (_, i) => {
    const { id, createdAt, ...doc } = scaleProduct(i);
    return { id, doc: { ...doc, createdAt: Timestamp.fromDate(createdAt) }, updateTime: readTime };
  });
  const snapshot = { entries, readTime };
  const source = {
    listen: (onSnapshot) => {
      queueMicrotask(() => onSnapshot(snapshot));
      return () => undefined;
    },
    readAll: async () => snapshot,
    readOne: async (id) => ({ entry: entries.find((e) => e.id === id), readTime }),
  };
  const catalogue = new ProductCatalogue(source, () => Date.now());
  await catalogue.list();
  const before = heap();
  const search = new EmbeddedCatalogueSearch(catalogue);
  const buildStart = performance.now();
  await search.stats();
  const buildMs = performance.now() - buildStart;
  const indexBytes = heap() - before;

  const query = (fields) => ({ sort: 'relevance', limit: 24, offset: 0, ...fields });
  const cases = {
    word: query({ q: 'grinder' }),
    prefix: query({ q: 'grind' }),
    typo: query({ q: 'grindr' }),
    sku: query({ q: 'SC-00042' }),
    filter: query({ category: 'angle-grinders', inStock: true, sort: 'price-asc' }),
  };
  const latency = {};
  for (const [name, fields] of Object.entries(cases)) {
    for (let i = 0; i < 5; i += 1) await search.search(fields);
    const ms = [];
    let total = 0;
    for (let i = 0; i < searchesFor(count); i += 1) {
      const start = performance.now();
      total = (await search.search(fields)).total;
      ms.push(performance.now() - start);
    }
    latency[name] = { p50: percentile(ms, 50), p95: percentile(ms, 95), total };
  }
  const cpu = process.cpuUsage();
  for (let i = 0; i < searchesFor(count); i += 1) await search.search(cases.word);
  const used = process.cpuUsage(cpu);
  const wordCpuMs = (used.user + used.system) / 1000 / searchesFor(count);
  return { products: count, indexBytes, buildMs, latency, wordCpuMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const counts = args.filter((a) => /^\d+$/.test(a)).map(Number);
  const results = [];
  for (const count of counts.length ? counts : [5000]) results.push(await measureSearchIndex(count));
  if (args.includes('--json')) console.log(JSON.stringify(results));
  else
    for (const r of results) {
      const l = Object.entries(r.latency)
        .map(
          ([name, { p50, p95, total }]) => `${name} p50 ${p50.toFixed(2)} ms p95 ${p95.toFixed(2)} ms (${total} found)`,
        )
        .join('; ');
      console.log(
        `${r.products} products: index ${(r.indexBytes / 1e6).toFixed(1)} MB of heap, built in ${Math.round(r.buildMs)} ms; ${l}; CPU per word search ${r.wordCpuMs.toFixed(2)} ms`,
      );
    }
}
