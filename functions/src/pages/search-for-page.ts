// GET /api/search's answer for a server-rendered search or category page, from the same index, schema and cursor
// as the call (search/search-routes.ts), so the page's first HTML shows what the browser would read. Parameters
// the call refuses give undefined: the page then shows the error the browser would.
import { catalogueSearchSchema, toProduct } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { decodeSearchCursor, encodeSearchCursor } from '../search';
import type { SearchPageAnswer } from './page-renderer';

export async function searchForPage(
  deps: Pick<Deps, 'search'>,
  query: URLSearchParams,
): Promise<SearchPageAnswer | undefined> {
  const parsed = catalogueSearchSchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return undefined;
  const params = parsed.data;
  let offset: number;
  try {
    offset = decodeSearchCursor(params);
  } catch {
    return undefined;
  }
  const { cursor: _cursor, ...rest } = params;
  const page = await deps.search.search({ ...rest, offset });
  return {
    items: page.entries.map((entry) => toProduct(entry.id, entry.doc)),
    total: page.total,
    facets: page.facets,
    nextCursor: page.nextOffset === null ? null : encodeSearchCursor(params, page.nextOffset),
  };
}
