// Returns (docs/decisions/0026): a customer asks to return pieces of a shipped order (POST /returns) and reads their
// returns (GET /returns, GET /returns/{id}); an admin reads them all and moves each one: approve, reject, receive,
// refund, replace (POST /returns/{id}/<move>). A refunded return's credit note is a PDF of its own
// (GET /returns/{id}/credit-note.pdf: its owner or an admin; 202 while the sequencer numbers it, 409 before a refund).
import { Router } from 'express';
import {
  apiMessages,
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
import { createRoute, listRoute } from '../http/route-input';
import { parseInput } from '../platform/parse-input';
import { requestReturn } from './request-return';
import { listReturns } from './return-list';
import { decideReturn } from './decide-return';
import { receiveReturn } from './receive-return';
import { refundReturn } from './refund-return';
import { replaceReturn } from './replace-return';
import { returnCreditNotePdf } from './return-credit-note';
import { readOwnReturn } from './own-return';
import { returnRef } from './return-refs';

export function returnRoutes(deps: Deps): Router {
  const router = Router();
  const answer = async (id: string) => toReturn(id, (await returnRef(deps.db, id).get()).data() as ReturnDoc);

  router.post('/returns', requireUser(deps), createRoute(deps, returnRequestSchema, requestReturn));

  router.get('/returns', requireUser(deps), listRoute(deps, returnListQuerySchema, listReturns));

  router.get('/returns/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(toReturn(id, await readOwnReturn(deps, callerOf(res), id)));
  });

  router.get('/returns/:id/credit-note.pdf', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const note = await returnCreditNotePdf(deps, await readOwnReturn(deps, callerOf(res), id));
    if (!note) {
      res.status(202).json({ message: apiMessages.creditNoteBeingIssued });
      return;
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${note.number}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(note.pdf);
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
    await deps.bookkeeping.afterCommit(`return-refund-${id}`);
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
