// The catalogue's search engine (issue 29, decision 20): an embedded MiniSearch index over the products this
// instance already holds (product-catalogue.ts), brought up to date from the catalogue before each search, so a
// product added, edited or deleted is found as such as soon as the catalogue knows it (at most MAX_STALENESS_MS).
// Everything about the engine stays in this file: moving to a search server (Typesense, Meilisearch) replaces
// this module's CatalogueSearch and nothing else.
import MiniSearch from 'minisearch';
import {
  facetSpecKeys,
  formatSpec,
  skuKey,
  specDefinitions,
  specKeys,
  type CatalogueSearchParams,
  type FacetCount,
  type ProductDoc,
  type SpecKey,
} from '@toolshop/domain';
import type { CatalogueEntry, ProductCatalogue } from '../products/product-catalogue';

/** One page of matches, with the counts of each filter's values and where the next page starts. */
export interface SearchPage {
  entries: CatalogueEntry[];
  total: number;
  facets: {
    category: { slug: string; count: number }[];
    inStock: { true: number; false: number };
    price: { min: number; max: number } | null;
    specs: Partial<Record<SpecKey, FacetCount<string>[]>>;
  };
  /** Offset of the next page; null on the last one. */
  nextOffset: number | null;
}

/** The query the engine answers: the checked search parameters, and where the page starts. */
export type SearchQuery = Omit<CatalogueSearchParams, 'cursor'> & { offset: number };

export interface CatalogueSearch {
  search(query: SearchQuery): Promise<SearchPage>;
  /** How many products the index holds (the bench measures its memory around this). */
  stats(): Promise<{ products: number }>;
}

interface IndexedProduct {
  id: string;
  name: string;
  description: string;
  sku: string;
  specs: string;
  category: string;
  /** The names, SKUs and models of the tools a part fits: searching a tool finds its parts too. */
  fitsText: string;
}

const FIELDS = ['name', 'description', 'sku', 'specs', 'category', 'fitsText'] as const;
const BOOST = { name: 3, sku: 3, specs: 1.5, category: 1.5, description: 1, fitsText: 0.5 };

function newIndex(): MiniSearch<IndexedProduct> {
  return new MiniSearch<IndexedProduct>({
    fields: [...FIELDS],
    searchOptions: {
      boost: BOOST,
      prefix: true,
      // One typo, in words long enough that one letter off still says which word was meant.
      fuzzy: (term) => (term.length >= 4 ? 1 : false),
      combineWith: 'AND',
    },
  });
}

/** "18 V 18V Voltage": a spec as words a customer may type, with and without the space before the unit. */
function specWords(specs: ProductDoc['specs']): string {
  const words: string[] = [];
  for (const key of specKeys) {
    const value = specs?.[key];
    if (value === undefined) continue;
    const shown = formatSpec(key, value);
    words.push(specDefinitions[key].label, shown, shown.replace(' ', ''));
  }
  return words.join(' ');
}

const modelOf = (doc: ProductDoc | undefined) => (doc?.specs?.model === undefined ? '' : String(doc.specs.model));

const sameVersion = (a: CatalogueEntry, b: CatalogueEntry) => a === b || a.updateTime.isEqual(b.updateTime);

const millisOf = (value: unknown): number => {
  const toMillis = (value as { toMillis?: () => number } | null | undefined)?.toMillis;
  if (typeof toMillis === 'function') return toMillis.call(value);
  return value instanceof Date ? value.getTime() : 0;
};

/** What the MiniSearch module of this instance knows, kept in step with the catalogue. */
export class EmbeddedCatalogueSearch implements CatalogueSearch {
  private index = newIndex();
  private readonly indexed = new Map<string, CatalogueEntry>();
  /** Lower-case SKU -> product id: an exact part number comes first. */
  private readonly bySku = new Map<string, string>();
  /** Tool id -> the parts that name it in `fits`. */
  private readonly partsOf = new Map<string, Set<string>>();
  private seen: CatalogueEntry[] | undefined;

  constructor(private readonly catalogue: ProductCatalogue) {}

  async stats(): Promise<{ products: number }> {
    await this.sync();
    return { products: this.indexed.size };
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    await this.sync();
    const q = query.q ?? '';
    let matches: { id: string; score: number }[];
    if (q === '') {
      matches = [...this.indexed.keys()].map((id) => ({ id, score: 0 }));
    } else {
      matches = this.index.search(q).map((result) => ({ id: String(result.id), score: result.score }));
      const exact = this.bySku.get(skuKey(q));
      if (exact !== undefined) {
        // The exact part number first, then what fits it.
        const rest = matches.filter((match) => match.id !== exact);
        matches = [{ id: exact, score: Number.POSITIVE_INFINITY }, ...rest];
      }
    }
    const candidates = matches.flatMap((match) => {
      const entry = this.indexed.get(match.id);
      return entry ? [{ entry, score: match.score }] : [];
    });
    // Which filters each match fails, once: a facet counts the matches that fail no filter but its own.
    const tests = Object.entries(filterTests(query)) as [Dimension, Test][];
    const judged = candidates.map((candidate) => ({
      ...candidate,
      fails: tests.filter(([, test]) => !test(candidate.entry.doc)).map(([name]) => name),
    }));
    const results = judged.filter(({ fails }) => fails.length === 0);
    sortResults(results, query.sort, q === '');
    const page = results.slice(query.offset, query.offset + query.limit);
    const nextOffset = query.offset + query.limit < results.length ? query.offset + query.limit : null;
    return {
      entries: page.map(({ entry }) => entry),
      total: results.length,
      facets: facetsOf(judged),
      nextOffset,
    };
  }

  /** Brings the index up to the catalogue as it stands: only the products that changed are indexed again. */
  private async sync(): Promise<void> {
    const entries = await this.catalogue.list();
    if (entries === this.seen) return;
    this.seen = entries;
    const current = new Map(entries.map((entry) => [entry.id, entry]));
    const changed = new Set<string>();
    for (const id of this.indexed.keys()) if (!current.has(id)) changed.add(id);
    for (const entry of entries) {
      const known = this.indexed.get(entry.id);
      if (!known || !sameVersion(known, entry)) changed.add(entry.id);
    }
    if (changed.size === 0) return;
    // A renamed or deleted tool changes the words of the parts that fit it.
    for (const id of [...changed]) for (const part of this.partsOf.get(id) ?? []) changed.add(part);
    for (const id of changed) this.remove(id);
    for (const id of changed) {
      const entry = current.get(id);
      if (entry) this.add(entry, current);
    }
    // Discarded documents leave space behind; vacuuming reclaims it in the background.
    if (this.index.dirtCount > 1000) void this.index.vacuum();
  }

  private remove(id: string): void {
    const known = this.indexed.get(id);
    if (!known) return;
    this.index.discard(id);
    this.indexed.delete(id);
    if (known.doc.sku && this.bySku.get(skuKey(known.doc.sku)) === id) this.bySku.delete(skuKey(known.doc.sku));
    for (const tool of known.doc.fits ?? []) this.partsOf.get(tool)?.delete(id);
  }

  private add(entry: CatalogueEntry, current: Map<string, CatalogueEntry>): void {
    const { doc } = entry;
    const tools = (doc.fits ?? []).map((tool) => current.get(tool)?.doc);
    this.index.add({
      id: entry.id,
      name: String(doc.name ?? ''),
      description: String(doc.description ?? ''),
      sku: doc.sku ?? '',
      specs: specWords(doc.specs),
      category: (doc.category ?? '').replaceAll('-', ' '),
      fitsText: tools.map((tool) => (tool ? `${tool.name} ${tool.sku ?? ''} ${modelOf(tool)}` : '')).join(' '),
    });
    this.indexed.set(entry.id, entry);
    if (doc.sku) this.bySku.set(skuKey(doc.sku), entry.id);
    for (const tool of doc.fits ?? []) {
      let parts = this.partsOf.get(tool);
      if (!parts) this.partsOf.set(tool, (parts = new Set()));
      parts.add(entry.id);
    }
  }

  /** For tests of the engine itself: forgets everything, so the next search indexes the catalogue afresh. */
  reset(): void {
    this.index = newIndex();
    this.indexed.clear();
    this.bySku.clear();
    this.partsOf.clear();
    this.seen = undefined;
  }
}

type Test = (doc: ProductDoc) => boolean;
type Dimension = 'category' | 'inStock' | 'price' | SpecKey;

/** One test per filter dimension, so that each facet counts as if its own filter were not set. */
function filterTests(query: SearchQuery): Partial<Record<Dimension, Test>> {
  const minCents = query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100);
  const maxCents = query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100);
  const tests = {
    category: (doc: ProductDoc) => query.category === undefined || doc.category === query.category,
    inStock: (doc: ProductDoc) => query.inStock === undefined || doc.available > 0 === query.inStock,
    price: (doc: ProductDoc) =>
      (minCents === undefined || doc.priceCents >= minCents) && (maxCents === undefined || doc.priceCents <= maxCents),
  } as Partial<Record<Dimension, Test>>;
  for (const key of facetSpecKeys) {
    const wanted = query[key];
    if (wanted !== undefined) tests[key] = (doc) => String(doc.specs?.[key] ?? '') === wanted;
  }
  return tests;
}

function facetsOf(judged: { entry: CatalogueEntry; fails: Dimension[] }[]): SearchPage['facets'] {
  const categories = new Map<string, number>();
  const inStock = { true: 0, false: 0 };
  let minCents = Number.POSITIVE_INFINITY;
  let maxCents = Number.NEGATIVE_INFINITY;
  const specs = new Map<SpecKey, Map<string, number>>(facetSpecKeys.map((key) => [key, new Map()]));
  for (const { entry, fails } of judged) {
    const { doc } = entry;
    // A match counts for a facet when it fails no filter, or only that facet's own.
    const only = fails.length === 0 ? null : fails.length === 1 ? fails[0] : undefined;
    if (only === undefined) continue;
    if (doc.category && (only === null || only === 'category'))
      categories.set(doc.category, (categories.get(doc.category) ?? 0) + 1);
    if (only === null || only === 'inStock') inStock[doc.available > 0 ? 'true' : 'false'] += 1;
    if (only === null || only === 'price') {
      if (doc.priceCents < minCents) minCents = doc.priceCents;
      if (doc.priceCents > maxCents) maxCents = doc.priceCents;
    }
    if (!doc.specs) continue;
    for (const key of facetSpecKeys) {
      const value = doc.specs[key];
      if (value === undefined || (only !== null && only !== key)) continue;
      const counts = specs.get(key)!;
      const text = String(value);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
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
const byName = (a: CatalogueEntry, b: CatalogueEntry) =>
  compareText(String(a.doc.name), String(b.doc.name)) || compareText(a.id, b.id);

function sortResults(
  results: { entry: CatalogueEntry; score: number }[],
  sort: SearchQuery['sort'],
  browsing: boolean,
) {
  results.sort((a, b) => {
    switch (sort) {
      case 'price-asc':
        return a.entry.doc.priceCents - b.entry.doc.priceCents || byName(a.entry, b.entry);
      case 'price-desc':
        return b.entry.doc.priceCents - a.entry.doc.priceCents || byName(a.entry, b.entry);
      case 'newest':
        return millisOf(b.entry.doc.createdAt) - millisOf(a.entry.doc.createdAt) || byName(a.entry, b.entry);
      default:
        // Browsing without words: the featured products first, then by name.
        if (browsing)
          return (
            Number(b.entry.doc.featured === true) - Number(a.entry.doc.featured === true) || byName(a.entry, b.entry)
          );
        return b.score - a.score || byName(a.entry, b.entry);
    }
  });
}
