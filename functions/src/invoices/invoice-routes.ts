// GET /api/order/{id}/invoice.pdf and /api/order/{id}/credit-note.pdf: the order's owner, a member of the
// company it was placed for, or an admin (403 for anyone else, 401 without a token); 404 for no such order; 409 before the order has one (an invoice is issued
// when it is paid, a credit note when it is refunded); 202 { message } while the sequencer has yet to number it
// (number-sequencer.ts), which takes a few seconds after the payment or refund.
import { Router, type Request, type Response } from 'express';
import { apiMessages, collections, docIdField, wasPaid, type OrderDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUser } from '../http/auth';
import { forbidden, notFound, conflict } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { readBusinessDetails } from '../settings';
import { renderInvoicePdf, type InvoiceKind } from './invoice-pdf';
import { mayReadOrder } from '../trade';

/** Paid (or refunded) and waiting for the sequencer: the document exists in all but its number. */
function isBeingIssued(kind: InvoiceKind, order: OrderDoc): boolean {
  // A return's replacement is never paid: it has no invoice coming.
  return kind === 'invoice'
    ? wasPaid(order.status) && !order.replacementFor && !order.warrantyClaimFor
    : order.status === 'refunded';
}

export function invoiceRoutes(deps: Deps): Router {
  const router = Router();

  const serve = (kind: InvoiceKind) =>
    async function (req: Request, res: Response) {
      const id = parseInput(docIdField, req.params.id);
      const caller = callerOf(res);
      const snapshot = await deps.db.collection(collections.orders).doc(id).get();
      if (!snapshot.exists) throw notFound('Order not found');
      const order = snapshot.data() as OrderDoc;
      if (!(await mayReadOrder(deps, caller, order))) throw forbidden();
      const number = kind === 'invoice' ? order.invoiceNumber : order.creditNoteNumber;
      if (!number && isBeingIssued(kind, order)) {
        res.status(202).json({
          message: kind === 'invoice' ? apiMessages.invoiceBeingIssued : apiMessages.creditNoteBeingIssued,
        });
        return;
      }
      if (!number) throw conflict(kind === 'invoice' ? apiMessages.invoiceNotYet : apiMessages.creditNoteNotYet);
      const pdf = await renderInvoicePdf({ kind, orderId: id, order, seller: await readBusinessDetails(deps.db) });
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="${number}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    };

  router.get('/order/:id/invoice.pdf', requireUser(deps), serve('invoice'));
  router.get('/order/:id/credit-note.pdf', requireUser(deps), serve('creditNote'));
  return router;
}
