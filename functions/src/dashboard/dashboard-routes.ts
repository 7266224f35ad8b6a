// GET /dashboard (admin): the figures of the dashboard's index. Order figures are Firestore count() aggregations
// (one index entry read per thousand orders, never the orders themselves). Low stock compares two fields of a
// product, which no Firestore query can, so it is counted over the catalogue this instance already holds.
import { Router } from 'express';
import { collections, type DashboardFigures, type OrderStatus } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin } from '../http/auth';

export function dashboardRoutes(deps: Deps): Router {
  const router = Router();
  const orders = deps.db.collection(collections.orders);
  const ordersIn = async (status: OrderStatus) =>
    (await orders.where('status', '==', status).count().get()).data().count;

  router.get('/dashboard', requireAdmin(deps), async (_req, res) => {
    const [ordersToConfirm, ordersToShip, unpaidReservations, products] = await Promise.all([
      ordersIn('pending'),
      ordersIn('success'),
      ordersIn('unpaid'),
      deps.catalogue.list(),
    ]);
    const figures: DashboardFigures = {
      ordersToConfirm,
      ordersToShip,
      unpaidReservations,
      lowStockProducts: products.filter(({ doc }) => doc.available < doc.minimum).length,
    };
    res.json(figures);
  });

  return router;
}
