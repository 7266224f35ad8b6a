// GET /api/shipping/zones (anyone) -> [{ id, name, countries, taxRate, taxShipping, methods }];
// PUT /api/shipping/zones/{id} (admin) creates or replaces a zone -> the zone; DELETE (admin) -> 200;
// POST /api/checkout/quote (signed in) -> the checkout's price (checkout-quote.ts).
import { Router } from 'express';
import { checkoutQuoteSchema, docIdField, shippingZoneSchema, shippingZoneView } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUserToRead } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { serverTimingOf, startServerTiming } from '../http/server-timing';
import { deleteZone, listZones, saveZone } from './shipping-zones';
import { quoteCheckout } from './checkout-quote';

export function shippingRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/shipping/zones', async (_req, res) => {
    const zones = await listZones(deps.db);
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json(zones.map(({ id, zone }) => shippingZoneView(id, zone)));
  });

  router.put('/shipping/zones/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const zone = parseInput(shippingZoneSchema, req.body);
    await saveZone(deps, callerOf(res), id, zone);
    res.json(shippingZoneView(id, zone));
  });

  router.delete('/shipping/zones/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    await deleteZone(deps, callerOf(res), id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  // The cart page waits for it: Server-Timing tells the caller's check from the quote's reads.
  router.post('/checkout/quote', startServerTiming(), requireUserToRead(deps), async (req, res) => {
    const timing = serverTimingOf(res);
    timing.step('caller');
    const input = parseInput(checkoutQuoteSchema, req.body);
    const quote = await quoteCheckout(deps, callerOf(res), input);
    timing.step('quote');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('server-timing', timing.header());
    res.json(quote);
  });

  return router;
}
