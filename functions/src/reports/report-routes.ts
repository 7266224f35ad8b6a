// GET /api/reports/sales?from=YYYY-MM-DD&to=YYYY-MM-DD (admin) -> { rows, byZone, topProducts }: read from the
// day documents of the range (sales-rollup.ts), one small document per day, not from the orders themselves.
import { Router } from 'express';
import { collections, salesReport, salesReportQuerySchema, type SalesDayDoc } from '@toolshop/domain';
import { FieldPath } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { requireAdmin } from '../http/auth';
import { parseInput } from '../http/validate';

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

  return router;
}
