// Quotes: a customer asks for a price on their cart (POST /quotes), the shop's admins price, send or withdraw it
// (PATCH /quotes/{id}, /send, /withdraw), both sides write on its thread (/messages), and the customer accepts it
// as one order at the quoted prices (/accept) or declines it (/decline). Lists are oldest first.
import { Router } from 'express';
import {
  collections,
  docIdField,
  quoteAcceptSchema,
  quoteListQuerySchema,
  quoteMessageSchema,
  quoteRequestSchema,
  quoteUpdateSchema,
  toQuote,
  type Quote,
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
import { parseInput } from '../platform/parse-input';
import { adminItems } from '../platform/firestore-page';
import { CheckoutRefused } from '../orders';
import { requestQuote } from './request-quote';
import { quoteEligibility } from './quote-eligibility';
import { closeQuote, expireDueQuotes, postQuoteMessage, readQuote, sendQuote, updateQuote } from './quote-moves';
import { acceptQuote } from './accept-quote';

export function quoteRoutes(deps: Deps): Router {
  const router = Router();
  const quotes = deps.db.collection(collections.quotes);
  const answer = (id: string, doc: QuoteDoc) => toQuote(id, doc, deps.now());

  router.post('/quotes', requireUser(deps), async (req, res) => {
    const input = parseInput(quoteRequestSchema, req.body);
    const { id, number } = await requestQuote(deps, callerOf(res), input);
    res.status(201).json({ id, number, status: 'requested' });
  });

  router.get('/quotes', requireUser(deps), async (req, res) => {
    const query = parseInput(quoteListQuerySchema, req.query);
    const caller = callerOf(res);
    // Quotes past their validity are written expired before any list shows them.
    await expireDueQuotes(deps);
    let listed = quotes.orderBy('createdAt', 'asc');
    if (!caller.admin) listed = listed.where('uid', '==', caller.uid);
    if (query.status) listed = listed.where('status', '==', query.status);
    res.json(await adminItems<QuoteDoc, Quote>(quotes, listed, query.cursor, answer));
  });

  // Before /quotes/:id: whether the caller may ask for a quote now, so the cart shows its button exactly then.
  router.get('/quotes/allowed', requireUser(deps), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { allowed } = await quoteEligibility(deps, callerOf(res));
    res.json({ allowed });
  });

  router.get('/quotes/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(answer(id, await readQuote(deps, callerOf(res), id)));
  });

  router.patch('/quotes/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const change = parseInput(quoteUpdateSchema, req.body);
    res.json(answer(id, await updateQuote(deps, callerOf(res), id, change)));
  });

  router.post('/quotes/:id/send', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(answer(id, await sendQuote(deps, callerOf(res), id)));
  });

  router.post('/quotes/:id/withdraw', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(answer(id, await closeQuote(deps, callerOf(res), id, 'withdraw')));
  });

  router.post('/quotes/:id/decline', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(answer(id, await closeQuote(deps, callerOf(res), id, 'decline')));
  });

  router.post('/quotes/:id/messages', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { text } = parseInput(quoteMessageSchema, req.body);
    res.status(201).json(answer(id, await postQuoteMessage(deps, callerOf(res), id, text)));
  });

  router.post('/quotes/:id/accept', requireUserConfirmedAlongside(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(quoteAcceptSchema, req.body);
    try {
      res.status(201).json(await acceptQuote(deps, callerOf(res), id, input, accountConfirmationOf(res)));
    } catch (error) {
      if (!(error instanceof CheckoutRefused)) throw error;
      res.status(409).json({ message: error.message, lines: error.lines });
    }
  });

  return router;
}
