// The search engine over a fake catalogue: it follows every change the catalogue reports (add, rename, delete, a
// tool renamed under its parts) and pages, filters and counts as GET /api/search answers.
import { describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { ProductDoc } from '@toolshop/domain';
import {
  ProductCatalogue,
  type CatalogueEntry,
  type CatalogueSnapshot,
  type CatalogueSource,
} from '../products/product-catalogue';
import { EmbeddedCatalogueSearch, type SearchQuery } from './search-index';

vi.mock('firebase-functions', () => ({ logger: { warn: () => undefined } }));

const at = (ms: number) => Timestamp.fromMillis(ms);
const doc = (name: string, fields: Partial<ProductDoc> = {}): ProductDoc => ({
  name,
  description: '',
  picture: '/p.svg',
  priceCents: 100,
  available: 5,
  minimum: 1,
  ...fields,
});

function setup(initial: CatalogueEntry[]) {
  let push: ((snapshot: CatalogueSnapshot) => void) | undefined;
  let stored: CatalogueSnapshot = { entries: initial, readTime: at(1) };
  const source: CatalogueSource = {
    listen: (onSnapshot) => {
      push = onSnapshot;
      queueMicrotask(() => onSnapshot(stored));
      return () => undefined;
    },
    readAll: async () => stored,
    readOne: async (id) => ({ entry: stored.entries.find((e) => e.id === id), readTime: stored.readTime }),
  };
  const clock = { ms: 1_000_000 };
  const catalogue = new ProductCatalogue(source, () => clock.ms);
  const search = new EmbeddedCatalogueSearch(catalogue);
  let version = 1;
  const change = (entries: CatalogueEntry[]) => {
    version += 1;
    stored = { entries, readTime: at(version) };
    push?.(stored);
  };
  const entry = (id: string, d: ProductDoc): CatalogueEntry => ({ id, doc: d, updateTime: at(version + 1) });
  const ids = async (q: string, more: Partial<SearchQuery> = {}) =>
    (await search.search({ q, sort: 'relevance', limit: 24, offset: 0, ...more })).entries.map((e) => e.id);
  return { search, change, entry, ids };
}

describe('the embedded search index', () => {
  it('follows the catalogue: added, renamed and deleted products', async () => {
    const planer = { id: 'planer', doc: doc('Bench Planer'), updateTime: at(1) };
    const { change, entry, ids } = setup([planer]);
    expect(await ids('planer')).toEqual(['planer']);
    const saw = entry('saw', doc('Mitre Saw'));
    change([planer, saw]);
    expect(await ids('saw')).toEqual(['saw']);
    change([entry('planer', doc('Thicknesser')), saw]);
    expect(await ids('thicknesser')).toEqual(['planer']);
    expect(await ids('planer')).toEqual([]);
    change([saw]);
    expect(await ids('thicknesser')).toEqual([]);
  });

  it("re-indexes a part when the tool it fits is renamed, so a tool's model finds its parts", async () => {
    const tool = { id: 'drill', doc: doc('Drill', { specs: { model: 'DR18' } }), updateTime: at(1) };
    const brush = { id: 'brush', doc: doc('Brush', { fits: ['drill'] }), updateTime: at(1) };
    const { change, entry, ids } = setup([tool, brush]);
    expect(await ids('DR18')).toEqual(['drill', 'brush']);
    change([entry('drill', doc('Drill', { specs: { model: 'XK40' } })), brush]);
    expect(await ids('XK40')).toEqual(['drill', 'brush']);
    expect(await ids('DR18')).toEqual([]);
  });

  it('puts an exact SKU first, whatever its case', async () => {
    const { ids } = setup([
      { id: 'blade', doc: doc('Blade for AB-100 saws', { description: 'ab 100' }), updateTime: at(1) },
      { id: 'saw', doc: doc('Saw', { sku: 'AB-100' }), updateTime: at(1) },
    ]);
    expect((await ids('ab-100'))[0]).toBe('saw');
  });

  it('pages by offset and counts facets without its own filter', async () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      id: `p${i}`,
      doc: doc(`Disc ${i}`, { category: i < 3 ? 'discs' : 'parts', priceCents: 100 * (i + 1) }),
      updateTime: at(1),
    }));
    const { search } = setup(entries);
    const page = await search.search({ q: 'disc', category: 'discs', sort: 'price-desc', limit: 2, offset: 2 });
    expect(page.entries.map((e) => e.id)).toEqual(['p0']);
    expect(page.total).toBe(3);
    expect(page.nextOffset).toBeNull();
    expect(page.facets.category).toEqual([
      { slug: 'discs', count: 3 },
      { slug: 'parts', count: 2 },
    ]);
    expect(page.facets.price).toEqual({ min: 1, max: 3 });
  });
});
