// The search engine's question and answer (search-index.ts), apart from the engine so the parts that judge a match
// (search-facts.ts) read them without importing the engine.
import type { CatalogueFacets, CatalogueSearchParams } from '@toolshop/domain';
import type { CatalogueEntry } from '../products';

/** One page of matches, with the counts of each filter's values and where the next page starts. */
export interface SearchPage {
  entries: CatalogueEntry[];
  total: number;
  facets: CatalogueFacets;
  /** Offset of the next page; null on the last one. */
  nextOffset: number | null;
}

/** The query the engine answers: the checked search parameters, and where the page starts. */
export type SearchQuery = Omit<CatalogueSearchParams, 'cursor'> & { offset: number };
