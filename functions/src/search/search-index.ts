// The catalogue's search engine (decision 20): an embedded MiniSearch index over the products this
// instance already holds (product-catalogue.ts), brought up to date from the catalogue before each search, so a
// product added, edited or deleted is found as such as soon as the catalogue knows it (at most MAX_STALENESS_MS).
// Everything about the engine stays in this file and search-facts.ts (what a match is judged by): moving to a
// search server (Typesense, Meilisearch) replaces this module's CatalogueSearch and nothing else.
import MiniSearch from 'minisearch';
import { formatSpec, skuKey, specDefinitions, specKeys, type ProductDoc } from '@toolshop/domain';
import type { CatalogueEntry, ProductCatalogue } from '../products';
import type { SearchPage, SearchQuery } from './search-page';
import {
  DIMENSION_BIT,
  facetsOf,
  factsOf,
  filterTests,
  sortResults,
  type Dimension,
  type Facts,
  type Judged,
  type Test,
} from './search-facts';

export type { SearchPage, SearchQuery } from './search-page';

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

/** What the MiniSearch module of this instance knows, kept in step with the catalogue. */
export class EmbeddedCatalogueSearch implements CatalogueSearch {
  private index = newIndex();
  private readonly indexed = new Map<string, Facts>();
  /** Lower-case SKU -> product id: an exact part number comes first. */
  private readonly bySku = new Map<string, string>();
  /** Tool id -> the parts that name it in `fits`. */
  private readonly partsOf = new Map<string, Set<string>>();
  private seen: CatalogueEntry[] | undefined;
  /** The catalogue's products in its own order (by name), as facts: what browsing without words walks. */
  private browsed: Facts[] = [];

  constructor(private readonly catalogue: ProductCatalogue) {}

  async stats(): Promise<{ products: number }> {
    await this.sync();
    return { products: this.indexed.size };
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    await this.sync();
    const q = query.q ?? '';
    // Which filters each match fails, as one bit per filter: a facet counts the matches that fail no filter
    // but its own.
    const tests = Object.entries(filterTests(query)) as [Dimension, Test][];
    const bits = tests.map(([dimension]) => DIMENSION_BIT[dimension]);
    const checks = tests.map(([, test]) => test);
    const judged: Judged[] = [];
    const judge = (facts: Facts, score: number) => {
      let fails = 0;
      for (let i = 0; i < checks.length; i++) if (!checks[i]!(facts)) fails |= bits[i]!;
      judged.push({ facts, score, fails });
    };
    if (q === '') {
      // Browsing: the catalogue's own order (by name), featured products first when sorted by relevance.
      for (const facts of this.browsed) judge(facts, facts.featured ? 1 : 0);
    } else {
      const exact = this.bySku.get(skuKey(q));
      // The exact part number first, then what fits it and the other matches.
      const exactFacts = exact === undefined ? undefined : this.indexed.get(exact);
      if (exactFacts) judge(exactFacts, Number.POSITIVE_INFINITY);
      for (const result of this.index.search(q)) {
        const facts = result.id === exact ? undefined : this.indexed.get(String(result.id));
        if (facts) judge(facts, result.score);
      }
    }
    const results = judged.filter(({ fails }) => fails === 0);
    sortResults(results, query.sort, q === '');
    const page = results.slice(query.offset, query.offset + query.limit);
    const nextOffset = query.offset + query.limit < results.length ? query.offset + query.limit : null;
    return {
      entries: page.map(({ facts }) => facts.entry),
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
      if (!known || !sameVersion(known.entry, entry)) changed.add(entry.id);
    }
    // A renamed or deleted tool changes the words of the parts that fit it.
    for (const id of [...changed]) for (const part of this.partsOf.get(id) ?? []) changed.add(part);
    for (const id of changed) this.remove(id);
    for (const id of changed) {
      const entry = current.get(id);
      if (entry) this.add(entry, current);
    }
    this.browsed = entries.map((entry) => this.indexed.get(entry.id)!);
    // Discarded documents leave space behind; vacuuming reclaims it in the background.
    if (this.index.dirtCount > 1000) void this.index.vacuum();
  }

  private remove(id: string): void {
    const known = this.indexed.get(id)?.entry;
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
    this.indexed.set(entry.id, factsOf(entry));
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
    this.browsed = [];
  }
}
