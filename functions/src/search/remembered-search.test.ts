// A page is computed once per query and catalogue version, whatever the order of the query's parameters.
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../products/product-catalogue';
import type { CatalogueSearch, SearchPage, SearchQuery } from './search-index';
import { RememberedSearch } from './remembered-search';

function setup() {
  const catalogue = { current: [] as CatalogueEntry[], list: async () => catalogue.current };
  let computed = 0;
  const engine: CatalogueSearch = {
    search: async () => ({ total: ++computed }) as unknown as SearchPage,
    stats: async () => ({ products: 0 }),
  };
  const search = new RememberedSearch(engine, catalogue);
  const total = async (query: Partial<SearchQuery>) => (await search.search(query as SearchQuery)).total;
  return { catalogue, search, total };
}

describe('remembered search', () => {
  it('answers a repeated query from memory until the catalogue changes', async () => {
    const { catalogue, total } = setup();
    expect(await total({ q: 'saw', offset: 0 })).toBe(1);
    expect(await total({ offset: 0, q: 'saw', category: undefined })).toBe(1);
    expect(await total({ q: 'saw', offset: 24 })).toBe(2);
    catalogue.current = [];
    expect(await total({ q: 'saw', offset: 0 })).toBe(3);
    expect(await total({ q: 'saw', offset: 0 })).toBe(3);
  });

  it('does not keep a page computed while the catalogue changed', async () => {
    const { catalogue, search, total } = setup();
    const first = search.search({ q: 'saw', offset: 0 } as SearchQuery);
    catalogue.current = [];
    await first;
    expect(await total({ q: 'saw', offset: 0 })).toBe(2);
    expect(await total({ q: 'saw', offset: 0 })).toBe(2);
  });

  it('keeps at most 500 pages, dropping the oldest', async () => {
    const { total } = setup();
    for (let i = 0; i < 501; i++) await total({ offset: i });
    expect(await total({ offset: 500 })).toBe(501);
    expect(await total({ offset: 0 })).toBe(502);
  });
});
