// The search pages this instance answered for one version of the catalogue, in front of the engine
// (search-index.ts). Popular searches and the pages a shopper walks back through repeat; each costs the engine
// scoring, filtering, facet counts and a sort over every match, while the answer changes only with the catalogue.
// So a page is kept until the catalogue's list changes (the list is the same array until then:
// product-catalogue.ts), at most MAX_PAGES of them, the oldest dropped.
import type { ProductCatalogue } from '../products';
import type { CatalogueSearch, SearchPage, SearchQuery } from './search-index';

const MAX_PAGES = 500;

export class RememberedSearch implements CatalogueSearch {
  private version: unknown;
  private readonly pages = new Map<string, SearchPage>();

  constructor(
    private readonly engine: CatalogueSearch,
    private readonly catalogue: Pick<ProductCatalogue, 'list'>,
  ) {}

  async search(query: SearchQuery): Promise<SearchPage> {
    const version = await this.catalogue.list();
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    const key = queryKey(query);
    const known = this.pages.get(key);
    if (known) return known;
    const page = await this.engine.search(query);
    // A page computed while the catalogue changed may hold the newer version: it is answered, never kept.
    if (this.version === version && (await this.catalogue.list()) === version) {
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!); // the oldest
      this.pages.set(key, page);
    }
    return page;
  }

  stats(): Promise<{ products: number }> {
    return this.engine.stats();
  }
}

/** The query's parameters in a fixed order, so that the same search gives the same key however it was built. */
function queryKey(query: SearchQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
