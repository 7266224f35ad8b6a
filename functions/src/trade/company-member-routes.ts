// A trade account's members: a company admin adds one (POST /companies/{id}/members), sets a member's role or order
// limit (PATCH /companies/{id}/members/{uid} { role?, orderLimit? }) and removes one (DELETE, same path).
import { Router } from 'express';
import { centsToDollars, companyMemberAddSchema, companyMemberChangeSchema, docIdField } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireUser } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { docInput } from '../http/route-input';
import { addMember, changeMember, removeMember } from './company-members';

export function companyMemberRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/companies/:id/members', requireUser(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, companyMemberAddSchema);
    res.status(201).json(await addMember(deps, caller, id, body));
  });

  router.patch('/companies/:id/members/:uid', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    const uid = parseInput(docIdField, req.params.uid);
    const change = parseInput(companyMemberChangeSchema, req.body);
    const member = await changeMember(deps, caller, id, uid, change);
    const orderLimitCents = member.orderLimitCents ?? null;
    res.json({ uid, role: member.role, orderLimit: orderLimitCents === null ? null : centsToDollars(orderLimitCents) });
  });

  router.delete('/companies/:id/members/:uid', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    const uid = parseInput(docIdField, req.params.uid);
    await removeMember(deps, caller, id, uid);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
