// GET /api/reports/sales?from=YYYY-MM-DD&to=YYYY-MM-DD (admin) -> { rows, byZone, topProducts }: read from the
// day documents of the range (sales-rollup.ts), one small document per day, not from the orders themselves. GET
// /api/reports/after-sales: the range's returns and claims against the units sold (after-sales-figures.ts).
import { Router } from 'express';
import { afterSalesReport, collections, salesReport, salesReportQuerySchema, type SalesDayDoc } from '@toolshop/domain';
import { FieldPath } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { requireAdmin } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { readAfterSalesFigures } from './after-sales-figures';

export function reportRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/reports/sales', requireAdmin(deps), async (req, res) => {
    const query = parseInput(salesReportQuerySchema, req.query);
    const snapshot = await deps.db
      .collection(collections.salesDays)
      .where(FieldPath.documentId(), '>=', query.from)
      .where(FieldPath.documentId(), '<=', query.to)
      .get();
    const days = new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as SalesDayDoc]));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(salesReport(query, days));
  });

  // GET /api/reports/after-sales?from=&to= (admin): returns and claims of the range by product, return reason and
  // claim outcome, with rates per unit sold (domain reports/after-sales-report.ts).
  router.get('/reports/after-sales', requireAdmin(deps), async (req, res) => {
    const query = parseInput(salesReportQuerySchema, req.query);
    const { unitsSold, returns, claims } = await readAfterSalesFigures(deps.db, query);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(afterSalesReport(query, unitsSold, returns, claims));
  });

  return router;
}
