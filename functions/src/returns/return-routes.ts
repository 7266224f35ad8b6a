// Returns (docs/decisions/0026): a customer asks to return pieces of a shipped order (POST /returns) and reads their
// returns (GET /returns, GET /returns/{id}); an admin reads them all and moves each one: approve, reject, receive,
// refund, replace (POST /returns/{id}/<move>).
import { Router } from 'express';
import {
  docIdField,
  returnApproveSchema,
  returnListQuerySchema,
  returnRefundSchema,
  returnReceiveSchema,
  returnRejectSchema,
  returnReplaceSchema,
  returnRequestSchema,
  toReturn,
  type ReturnDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUser } from '../http/auth';
import { forbidden, notFound } from '../http/http-error';
import { parseInput } from '../http/validate';
import { requestReturn } from './request-return';
import { listReturns } from './return-list';
import { decideReturn } from './decide-return';
import { receiveReturn } from './receive-return';
import { refundReturn } from './refund-return';
import { replaceReturn } from './replace-return';
import { returnRef } from './return-refs';

export function returnRoutes(deps: Deps): Router {
  const router = Router();
  const answer = async (id: string) => toReturn(id, (await returnRef(deps.db, id).get()).data() as ReturnDoc);

  router.post('/returns', requireUser(deps), async (req, res) => {
    const input = parseInput(returnRequestSchema, req.body);
    res.status(201).json(await requestReturn(deps, callerOf(res), input));
  });

  router.get('/returns', requireUser(deps), async (req, res) => {
    const query = parseInput(returnListQuerySchema, req.query);
    res.json(await listReturns(deps, callerOf(res), query));
  });

  router.get('/returns/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const snapshot = await returnRef(deps.db, id).get();
    if (!snapshot.exists) throw notFound('Return not found');
    const ret = snapshot.data() as ReturnDoc;
    const caller = callerOf(res);
    if (ret.uid !== caller.uid && !caller.admin) throw forbidden();
    res.json(toReturn(id, ret));
  });

  router.post('/returns/:id/approve', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { instructions } = parseInput(returnApproveSchema, req.body);
    await decideReturn(deps, callerOf(res), id, { approve: true, instructions });
    res.json(await answer(id));
  });

  router.post('/returns/:id/reject', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { reason } = parseInput(returnRejectSchema, req.body);
    await decideReturn(deps, callerOf(res), id, { approve: false, reason });
    res.json(await answer(id));
  });

  router.post('/returns/:id/receive', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(returnReceiveSchema, req.body);
    await receiveReturn(deps, callerOf(res), id, input);
    res.json(await answer(id));
  });

  router.post('/returns/:id/refund', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(returnRefundSchema, req.body);
    await refundReturn(deps, callerOf(res), id, input);
    res.json(await answer(id));
  });

  router.post('/returns/:id/replace', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    parseInput(returnReplaceSchema, req.body ?? {});
    await replaceReturn(deps, callerOf(res), id);
    res.json(await answer(id));
  });

  return router;
}
