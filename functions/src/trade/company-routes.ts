// Trade accounts: a customer applies (POST /companies) and reads their company (GET /companies/mine); admins list
// and decide companies (GET /companies, PATCH /companies/{id}); a company admin manages its members
// (POST /companies/{id}/members, PATCH { role?, orderLimit? } and DELETE /companies/{id}/members/{uid}).
import { Router } from 'express';
import {
  centsToDollars,
  companyApplicationSchema,
  companyMemberAddSchema,
  companyMemberChangeSchema,
  companyPageQuerySchema,
  companyUpdateSchema,
  docIdField,
  toCompany,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUser } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { bodyInput, docInput } from '../http/route-input';
import { applyForCompany } from './apply-for-company';
import { updateCompany } from './update-company';
import { addMember, changeMember, removeMember } from './company-members';
import { myCompany } from './my-company';
import { companyPage } from './company-list';

export function companyRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/companies', requireUser(deps), async (req, res) => {
    const { caller, body } = bodyInput(req, res, companyApplicationSchema);
    const id = await applyForCompany(deps, caller, body);
    res.status(201).json({ id, status: 'pending' });
  });

  router.get('/companies/mine', requireUser(deps), async (_req, res) => {
    res.json(await myCompany(deps, callerOf(res)));
  });

  router.get('/companies', requireAdmin(deps), async (req, res) => {
    res.json(await companyPage(deps.db, parseInput(companyPageQuerySchema, req.query)));
  });

  router.patch('/companies/:id', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, companyUpdateSchema);
    res.json(toCompany(id, await updateCompany(deps, caller, id, body)));
  });

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
