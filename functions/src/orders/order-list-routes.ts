// Manage All Order at scale (admin): GET /orders pages through the orders a filter finds; GET /orders.csv exports
// all of them. SPEC §7's GET /order keeps answering every order as before; these are calls only a new client makes.
import { Router } from 'express';
import { orderFilterSchema, orderPageQuerySchema, type OrderPage } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { serverTimingOf, startServerTiming } from '../http/server-timing';
import { orderSearchPage } from './order-search';
import { exportFileName, writeOrdersCsv } from './orders-csv';

export function orderListRoutes(deps: Deps): Router {
  const router = Router();

  // GET /orders?status=&q=&cursor= (admin): { orders, nextCursor }, 25 a page.
  router.get('/orders', startServerTiming(), requireAdmin(deps), async (req, res) => {
    const timing = serverTimingOf(res);
    timing.step('caller');
    const { cursor, ...filter } = parseInput(orderPageQuerySchema, req.query);
    const page = await orderSearchPage(deps.db, filter, cursor);
    timing.step('query');
    res.setHeader('server-timing', timing.header());
    const answer: OrderPage = { orders: page.items, nextCursor: page.nextCursor };
    res.json(answer);
  });

  // GET /orders.csv?status=&q= (admin): every order of the filter, as a CSV download.
  router.get('/orders.csv', requireAdmin(deps), async (req, res) => {
    const filter = parseInput(orderFilterSchema, req.query);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${exportFileName(filter, deps.now())}"`);
    res.setHeader('cache-control', 'no-store');
    await writeOrdersCsv(deps.db, filter, (chunk) => res.write(chunk));
    res.end();
  });

  return router;
}
