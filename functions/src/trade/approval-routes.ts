// A company admin's approvals (order-approvals.ts): GET /api/approvals lists the company's orders awaiting
// approval beside its spend this month and available credit; POST /api/orders/{id}/approve and
// POST /api/orders/{id}/reject { reason } decide one, answering the order as it is then.
import { Router } from 'express';
import { docIdField, orderRejectSchema, toOrder } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUser } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { approveOrder, listApprovals, rejectOrder } from './order-approvals';

export function approvalRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/approvals', requireUser(deps), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listApprovals(deps, callerOf(res)));
  });

  router.post('/orders/:id/approve', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(toOrder(id, await approveOrder(deps, callerOf(res), id)));
  });

  router.post('/orders/:id/reject', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { reason } = parseInput(orderRejectSchema, req.body);
    res.json(toOrder(id, await rejectOrder(deps, callerOf(res), id, reason)));
  });

  return router;
}
