// GET /api/prices?ids=: what the caller pays for each product (one piece, before quantity breaks) beside its list
// price, from the live catalogue. A trade buyer of an approved company gets their company's prices; any other
// signed-in customer the list prices. The public pages and the cached catalogue stay the same for everyone.
import { Router } from 'express';
import { centsToDollars, pricesQuerySchema, quoteQuantity, tradePriceOf, type PricesAnswer } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUserToRead } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { tradePriceListOf } from './trade-price-list';

export function priceRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/prices', requireUserToRead(deps), async (req, res) => {
    const { ids } = parseInput(pricesQuerySchema, req.query);
    const [entries, priceList] = await Promise.all([
      Promise.all(ids.map((id) => deps.catalogue.get(id))),
      tradePriceListOf(deps, callerOf(res)),
    ]);
    const answer: PricesAnswer = { prices: {} };
    for (const entry of entries) {
      if (!entry) continue;
      // One piece at the product's own price: the quote's unit price with no break reached.
      const rules = { ...entry.doc, priceBreaks: undefined };
      const quote = quoteQuantity(rules, 1, priceList && tradePriceOf(priceList, entry.id, entry.doc.category));
      answer.prices[entry.id] = {
        price: centsToDollars(quote.unitPriceCents),
        listPrice: centsToDollars(quote.listUnitPriceCents),
      };
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(answer);
  });

  return router;
}
