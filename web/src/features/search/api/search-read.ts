// The search page's read of GET /api/search: its path built from the page's address in one canonical order, so
// the server-rendered page (boot/server-render.tsx) carries its answer under the very name the page asks for.
import { SEARCH_PAGE_PARAMS, type CatalogueSearchResult } from '@toolshop/domain';
import type { CardProduct } from '../../products';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The search's answer as the page shows it: cards (a server-rendered page carries only their fields). */
export type SearchAnswer = CatalogueSearchResult<CardProduct>;

/** The API parameters of a page's address (`?q=drill&inStock=true`), a category page's slug taking precedence. */
export function searchParamsOf(query: URLSearchParams, category?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEARCH_PAGE_PARAMS) {
    const value = name === 'category' && category !== undefined ? category : query.get(name)?.trim();
    if (value) params.set(name, value);
  }
  return params;
}

/** The read's API path, e.g. `/search?inStock=true&q=drill`. */
export function searchRead(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

export function useSearch(params: URLSearchParams): { status: ReadStatus; answer: SearchAnswer | undefined } {
  const { status, data } = useApiRead<SearchAnswer>(searchRead(params));
  return { status, answer: data };
}
