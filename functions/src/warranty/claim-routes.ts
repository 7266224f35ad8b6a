// Warranty claims (docs/decisions/0026): the owner of a confirmed registration claims its warranty (POST /claims) and
// reads their claims (GET /claims, GET /claims/{id}); an admin reads them all and decides each once
// (POST /claims/{id}/decide).
import { Router } from 'express';
import {
  claimDecideSchema,
  claimListQuerySchema,
  claimMessages as m,
  claimRequestSchema,
  collections,
  docIdField,
  toClaim,
  type ClaimDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUser } from '../http/auth';
import { forbidden, notFound } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { submitClaim } from './submit-claim';
import { listClaims } from './claim-list';
import { decideClaim } from './decide-claim';

export function claimRoutes(deps: Deps): Router {
  const router = Router();
  const refOf = (id: string) => deps.db.collection(collections.claims).doc(id);

  router.post('/claims', requireUser(deps), async (req, res) => {
    const input = parseInput(claimRequestSchema, req.body);
    res.status(201).json(await submitClaim(deps, callerOf(res), input));
  });

  router.get('/claims', requireUser(deps), async (req, res) => {
    const { cursor } = parseInput(claimListQuerySchema, req.query);
    res.json(await listClaims(deps, callerOf(res), cursor));
  });

  router.get('/claims/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const claim = (await refOf(id).get()).data() as ClaimDoc | undefined;
    if (!claim) throw notFound(m.claimNotFound);
    const caller = callerOf(res);
    if (claim.uid !== caller.uid && !caller.admin) throw forbidden();
    res.json(toClaim(id, claim));
  });

  router.post('/claims/:id/decide', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(claimDecideSchema, req.body);
    await decideClaim(deps, callerOf(res), id, input);
    res.json(toClaim(id, (await refOf(id).get()).data() as ClaimDoc));
  });

  return router;
}
