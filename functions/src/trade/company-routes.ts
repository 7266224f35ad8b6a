// Trade accounts: a customer applies (POST /companies) and reads their company (GET /companies/mine); admins list
// and decide companies (GET /companies, PATCH /companies/{id}). Its members' routes: company-member-routes.ts.
import { Router } from 'express';
import { companyApplicationSchema, companyPageQuerySchema, companyUpdateSchema, toCompany } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUser } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { createRoute, docInput } from '../http/route-input';
import { applyForCompany } from './apply-for-company';
import { updateCompany } from './update-company';
import { myCompany } from './my-company';
import { companyPage } from './company-list';

export function companyRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/companies', requireUser(deps), createRoute(deps, companyApplicationSchema, applyForCompany));

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

  return router;
}
