// Warranty claims (docs/decisions/0026): the owner of a confirmed registration claims its warranty (POST /claims) and
// reads their claims (GET /claims, GET /claims/{id}); an admin reads them all and decides each once
// (POST /claims/{id}/decide).
import { Router } from 'express';
import { claimDecideSchema, claimListQuerySchema, claimRequestSchema } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin, requireUser } from '../http/auth';
import { createRoute, docInput, listRoute } from '../http/route-input';
import { submitClaim } from './submit-claim';
import { listClaims } from './claim-list';
import { readClaim } from './claim-read';
import { decideClaim } from './decide-claim';

export function claimRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/claims', requireUser(deps), createRoute(deps, claimRequestSchema, submitClaim));

  router.get('/claims', requireUser(deps), listRoute(deps, claimListQuerySchema, listClaims));

  router.get('/claims/:id', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    res.json(await readClaim(deps, caller, id));
  });

  // The answer is the claim as the decision left it.
  router.post('/claims/:id/decide', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, claimDecideSchema);
    await decideClaim(deps, caller, id, body);
    res.json(await readClaim(deps, caller, id));
  });

  return router;
}
