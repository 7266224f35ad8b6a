// GET /api/search (public): the catalogue's products found by words, SKU and filters, a page at a time, with the
// counts of each filter's values. Answered from this instance's index (search-index.ts).
import { Router } from 'express';
import { catalogueSearchSchema, toProduct } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { parseInput } from '../platform/parse-input';
import { MAX_STALENESS_MS } from '../products';
import { serverTimingOf, startServerTiming } from '../http/server-timing';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';

// Half the catalogue's bound: a change the listener brings within moments is in every CDN answer within 5 s.
const SEARCH_CACHE_CONTROL = `public, max-age=0, s-maxage=${MAX_STALENESS_MS / 2000}`;

export function searchRoutes(deps: Deps): Router {
  const router = Router();

  // The header search's suggestions wait for it: Server-Timing tells the engine's share from the answer's.
  router.get('/search', startServerTiming(), async (req, res) => {
    const timing = serverTimingOf(res);
    const params = parseInput(catalogueSearchSchema, req.query);
    const offset = decodeSearchCursor(params);
    const { cursor: _cursor, ...query } = params;
    timing.step('params');
    const page = await deps.search.search({ ...query, offset });
    timing.step('search');
    const answer = {
      items: page.entries.map((entry) => toProduct(entry.id, entry.doc)),
      total: page.total,
      facets: page.facets,
      nextCursor: page.nextOffset === null ? null : encodeSearchCursor(params, page.nextOffset),
    };
    timing.step('answer');
    res.setHeader('Cache-Control', SEARCH_CACHE_CONTROL).setHeader('server-timing', timing.header()).json(answer);
  });

  return router;
}
