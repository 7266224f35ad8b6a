// Trade accounts: a customer applies (POST /companies) and reads their company (GET /companies/mine); admins list
// and decide companies (GET /companies, PATCH /companies/{id}); a company admin manages its members
// (POST /companies/{id}/members, PATCH { role?, orderLimit? } and DELETE /companies/{id}/members/{uid}).
import { Router } from 'express';
import {
  centsToDollars,
  collections,
  companyApplicationSchema,
  companyMemberAddSchema,
  companyMemberChangeSchema,
  companyPageQuerySchema,
  companyUpdateSchema,
  docIdField,
  toCompany,
  type Company,
  type CompanyDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUser } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { adminItems } from '../platform/firestore-page';
import { applyForCompany } from './apply-for-company';
import { updateCompany } from './update-company';
import { addMember, changeMember, removeMember } from './company-members';
import { myCompany } from './my-company';
import { companyListQuery } from './company-list';

export function companyRoutes(deps: Deps): Router {
  const router = Router();
  const companies = deps.db.collection(collections.companies);

  router.post('/companies', requireUser(deps), async (req, res) => {
    const application = parseInput(companyApplicationSchema, req.body);
    const id = await applyForCompany(deps, callerOf(res), application);
    res.status(201).json({ id, status: 'pending' });
  });

  router.get('/companies/mine', requireUser(deps), async (_req, res) => {
    res.json(await myCompany(deps, callerOf(res)));
  });

  router.get('/companies', requireAdmin(deps), async (req, res) => {
    const query = parseInput(companyPageQuerySchema, req.query);
    res.json(
      await adminItems<CompanyDoc, Company>(companies, companyListQuery(companies, query), query.cursor, toCompany),
    );
  });

  router.patch('/companies/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const change = parseInput(companyUpdateSchema, req.body);
    res.json(toCompany(id, await updateCompany(deps, callerOf(res), id, change)));
  });

  router.post('/companies/:id/members', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const add = parseInput(companyMemberAddSchema, req.body);
    res.status(201).json(await addMember(deps, callerOf(res), id, add));
  });

  router.patch('/companies/:id/members/:uid', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const uid = parseInput(docIdField, req.params.uid);
    const change = parseInput(companyMemberChangeSchema, req.body);
    const member = await changeMember(deps, callerOf(res), id, uid, change);
    const orderLimitCents = member.orderLimitCents ?? null;
    res.json({ uid, role: member.role, orderLimit: orderLimitCents === null ? null : centsToDollars(orderLimitCents) });
  });

  router.delete('/companies/:id/members/:uid', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const uid = parseInput(docIdField, req.params.uid);
    await removeMember(deps, callerOf(res), id, uid);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
