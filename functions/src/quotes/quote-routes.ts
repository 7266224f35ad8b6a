// Quotes: a customer asks for a price on their cart (POST /quotes), the shop's admins price, send or withdraw it
// (PATCH /quotes/{id}, /send, /withdraw), both sides write on its thread (/messages), and the customer accepts it
// as one order at the quoted prices (/accept) or declines it (/decline). Lists are oldest first.
import { Router } from 'express';
import {
  quoteAcceptSchema,
  quoteListQuerySchema,
  quoteMessageSchema,
  quoteRequestSchema,
  quoteUpdateSchema,
  toQuote,
  type QuoteDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import {
  accountConfirmationOf,
  callerOf,
  requireAdmin,
  requireUser,
  requireUserConfirmedAlongside,
} from '../http/auth';
import { bodyInput, docInput, listRoute } from '../http/route-input';
import { CheckoutRefused } from '../orders';
import { requestQuote } from './request-quote';
import { quoteEligibility } from './quote-eligibility';
import { listQuotes } from './quote-list';
import { closeQuote, postQuoteMessage, readQuote, sendQuote, updateQuote } from './quote-moves';
import { acceptQuote } from './accept-quote';

export function quoteRoutes(deps: Deps): Router {
  const router = Router();
  const answer = (id: string, doc: QuoteDoc) => toQuote(id, doc, deps.now());

  router.post('/quotes', requireUser(deps), async (req, res) => {
    const { caller, body } = bodyInput(req, res, quoteRequestSchema);
    const { id, number } = await requestQuote(deps, caller, body);
    res.status(201).json({ id, number, status: 'requested' });
  });

  router.get('/quotes', requireUser(deps), listRoute(deps, quoteListQuerySchema, listQuotes));

  // Before /quotes/:id: whether the caller may ask for a quote now, so the cart shows its button exactly then.
  router.get('/quotes/allowed', requireUser(deps), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { allowed } = await quoteEligibility(deps, callerOf(res));
    res.json({ allowed });
  });

  router.get('/quotes/:id', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    res.json(answer(id, await readQuote(deps, caller, id)));
  });

  router.patch('/quotes/:id', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, quoteUpdateSchema);
    res.json(answer(id, await updateQuote(deps, caller, id, body)));
  });

  router.post('/quotes/:id/send', requireAdmin(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    res.json(answer(id, await sendQuote(deps, caller, id)));
  });

  router.post('/quotes/:id/withdraw', requireAdmin(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    res.json(answer(id, await closeQuote(deps, caller, id, 'withdraw')));
  });

  router.post('/quotes/:id/decline', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    res.json(answer(id, await closeQuote(deps, caller, id, 'decline')));
  });

  router.post('/quotes/:id/messages', requireUser(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, quoteMessageSchema);
    res.status(201).json(answer(id, await postQuoteMessage(deps, caller, id, body.text)));
  });

  router.post('/quotes/:id/accept', requireUserConfirmedAlongside(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, quoteAcceptSchema);
    try {
      res.status(201).json(await acceptQuote(deps, caller, id, body, accountConfirmationOf(res)));
    } catch (error) {
      if (!(error instanceof CheckoutRefused)) throw error;
      res.status(409).json({ message: error.message, lines: error.lines });
    }
  });

  return router;
}
