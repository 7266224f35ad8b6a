// What the search engine (search-index.ts) judges a match by: the facts it keeps of each product, one test per
// filter, each facet's counts as if its own filter were not set, and the orders of the results.
import { facetSpecKeys, type SpecKey } from '@toolshop/domain';
import { millisOf } from '../platform/millis-of';
import type { CatalogueEntry } from '../products';
import type { SearchPage, SearchQuery } from './search-page';

/**
 * What the filters, the facets and the sorts read of a product, taken once when it is indexed rather than from the
 * stored document on every search: one object shape for every product, the spec values already text.
 */
export interface Facts {
  entry: CatalogueEntry;
  name: string;
  category: string | undefined;
  inStock: boolean;
  priceCents: number;
  createdMillis: number;
  featured: boolean;
  /** The facet specs' values as text, in facetSpecKeys' order; undefined where the product has none. */
  specs: (string | undefined)[];
}

export function factsOf(entry: CatalogueEntry): Facts {
  const { doc } = entry;
  return {
    entry,
    name: String(doc.name),
    category: doc.category || undefined,
    inStock: doc.available > 0,
    priceCents: doc.priceCents,
    createdMillis: millisOf(doc.createdAt),
    featured: doc.featured === true,
    specs: facetSpecKeys.map((key) => {
      const value = doc.specs?.[key];
      return value === undefined ? undefined : String(value);
    }),
  };
}

export type Test = (facts: Facts) => boolean;
export type Dimension = 'category' | 'inStock' | 'price' | (typeof facetSpecKeys)[number];
export const DIMENSION_BIT: Record<Dimension, number> = {
  category: 1,
  inStock: 2,
  price: 4,
  voltage: 8,
  batteryCapacity: 16,
  discSize: 32,
};
/** A match with its score and the bits of the filters it fails (0: it is a result). */
export interface Judged {
  facts: Facts;
  score: number;
  fails: number;
}

/** One test per filter dimension, so that each facet counts as if its own filter were not set. */
export function filterTests(query: SearchQuery): Partial<Record<Dimension, Test>> {
  const tests: Partial<Record<Dimension, Test>> = {};
  const { category, inStock, minPrice, maxPrice } = query;
  if (category !== undefined) tests.category = (facts) => facts.category === category;
  if (inStock !== undefined) tests.inStock = (facts) => facts.inStock === inStock;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const minCents = minPrice === undefined ? 0 : Math.round(minPrice * 100);
    const maxCents = maxPrice === undefined ? Number.POSITIVE_INFINITY : Math.round(maxPrice * 100);
    tests.price = (facts) => facts.priceCents >= minCents && facts.priceCents <= maxCents;
  }
  facetSpecKeys.forEach((key, index) => {
    const wanted = query[key];
    if (wanted !== undefined) tests[key] = (facts) => (facts.specs[index] ?? '') === wanted;
  });
  return tests;
}

export function facetsOf(judged: Judged[]): SearchPage['facets'] {
  const categories = new Map<string, number>();
  const inStock = { true: 0, false: 0 };
  let minCents = Number.POSITIVE_INFINITY;
  let maxCents = Number.NEGATIVE_INFINITY;
  const specCounts = facetSpecKeys.map(() => new Map<string, number>());
  const specBits = facetSpecKeys.map((key) => DIMENSION_BIT[key]);
  for (const { facts, fails } of judged) {
    // A match counts for a facet when it fails no filter, or only that facet's own.
    if (fails !== 0 && (fails & (fails - 1)) !== 0) continue; // fails two filters or more
    const { category } = facts;
    if (category && (fails === 0 || fails === DIMENSION_BIT.category))
      categories.set(category, (categories.get(category) ?? 0) + 1);
    if (fails === 0 || fails === DIMENSION_BIT.inStock) inStock[facts.inStock ? 'true' : 'false'] += 1;
    if (fails === 0 || fails === DIMENSION_BIT.price) {
      if (facts.priceCents < minCents) minCents = facts.priceCents;
      if (facts.priceCents > maxCents) maxCents = facts.priceCents;
    }
    for (let i = 0; i < specCounts.length; i++) {
      const text = facts.specs[i];
      if (text === undefined || (fails !== 0 && fails !== specBits[i])) continue;
      const counts = specCounts[i]!;
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
  const specs = new Map<SpecKey, Map<string, number>>(facetSpecKeys.map((key, i) => [key, specCounts[i]!]));
  const byCount = (a: [string, number], b: [string, number]) =>
    b[1] - a[1] || a[0].localeCompare(b[0], 'en', { numeric: true });
  return {
    category: [...categories].sort(byCount).map(([slug, count]) => ({ slug, count })),
    inStock,
    price: maxCents >= minCents ? { min: minCents / 100, max: maxCents / 100 } : null,
    specs: Object.fromEntries(
      [...specs].map(([key, counts]) => [key, [...counts].sort(byCount).map(([value, count]) => ({ value, count }))]),
    ),
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Facts, b: Facts) => compareText(a.name, b.name) || compareText(a.entry.id, b.entry.id);

export function sortResults(results: { facts: Facts; score: number }[], sort: SearchQuery['sort'], browsing: boolean) {
  results.sort((a, b) => {
    switch (sort) {
      case 'price-asc':
        return a.facts.priceCents - b.facts.priceCents || byName(a.facts, b.facts);
      case 'price-desc':
        return b.facts.priceCents - a.facts.priceCents || byName(a.facts, b.facts);
      case 'newest':
        return b.facts.createdMillis - a.facts.createdMillis || byName(a.facts, b.facts);
      default:
        // Browsing without words, the score is 1 for a featured product: those first, then the catalogue's own
        // order by name, which the (stable) sort keeps.
        return b.score - a.score || (browsing ? 0 : byName(a.facts, b.facts));
    }
  });
}
