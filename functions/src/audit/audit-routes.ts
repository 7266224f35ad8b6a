// GET /audit (admin): the audit log newest first, filtered by action, acting admin's email and changed
// document's id, a page at a time. Each filter is an equality next to the `at` order (firestore.indexes.json).
import { Router } from 'express';
import { auditQuerySchema, collections, toAuditRecord, type AuditRecord, type AuditRecordDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin } from '../http/auth';
import { adminItems } from '../platform/firestore-page';
import { parseInput } from '../platform/parse-input';

export function auditRoutes(deps: Deps): Router {
  const router = Router();
  const audit = deps.db.collection(collections.audit);

  router.get('/audit', requireAdmin(deps), async (req, res) => {
    const { action, actor, target, cursor } = parseInput(auditQuerySchema, req.query);
    let query = audit.orderBy('at', 'desc');
    if (action) query = query.where('action', '==', action);
    if (actor) query = query.where('actor.email', '==', actor);
    if (target) query = query.where('target.id', '==', target);
    res.json(await adminItems<AuditRecordDoc, AuditRecord>(audit, query, cursor, toAuditRecord));
  });

  return router;
}
