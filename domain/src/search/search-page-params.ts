// The parameters a search or category page passes on from its address to GET /api/search, in one canonical order:
// the server render (functions/src/pages) and the page (web features/search) name the same read with them, so the
// page finds the answer the server rendered it with.
import { facetSpecKeys } from '../products/spec-definitions';

export const SEARCH_PAGE_PARAMS = [
  'q',
  'category',
  'inStock',
  'minPrice',
  'maxPrice',
  'sort',
  'cursor',
  ...facetSpecKeys,
] as const;
