// Receivables (admin): the open invoices on account (GET /receivables) and a payment received for one
// (POST /invoices/{number}/payments).
import { Router } from 'express';
import {
  invoiceNumberField,
  invoicePaymentSchema,
  receivablesQuerySchema,
  type ReceivablesAnswer,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { listReceivables } from './receivables-list';
import { recordInvoicePayment } from './invoice-payments';

export function receivableRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/receivables', requireAdmin(deps), async (req, res) => {
    const query = parseInput(receivablesQuerySchema, req.query);
    const answer: ReceivablesAnswer = { receivables: await listReceivables(deps, query) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.post('/invoices/:number/payments', requireAdmin(deps), async (req, res) => {
    const payment = parseInput(invoicePaymentSchema, req.body);
    const number = parseInput(invoiceNumberField, req.params.number);
    res.status(201).json(await recordInvoicePayment(deps, callerOf(res), number, payment));
  });

  return router;
}
