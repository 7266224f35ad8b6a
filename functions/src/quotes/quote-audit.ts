// A quote's moves in the audit log (the admin's pricing, send, withdraw, accept, decline), each written by the
// transaction or batch that makes the move: who, which quote, and its status, lines at their prices, shipping,
// validity and order before and after.
import { collections, type AuditAction, type QuoteDoc } from '@toolshop/domain';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { appendAudit } from '../audit';

interface QuoteMove {
  action: Extract<AuditAction, `quote.${string}`>;
  caller: Caller;
  id: string;
  /** The quote as the move found it. */
  quote: QuoteDoc;
  /** What the move wrote. */
  fields: Partial<QuoteDoc>;
  at: Date;
}

/** The fields a quote's move changes, as the record keeps them. */
const recorded = (quote: Partial<QuoteDoc>) => ({
  number: quote.number,
  status: quote.status,
  lines: quote.lines?.map(({ productId, quantity, priceCents }) => ({ productId, quantity, priceCents })),
  shippingCents: quote.shippingCents,
  validUntil: quote.validUntil,
  orderId: quote.orderId,
  orderNumber: quote.orderNumber,
});

export function auditQuoteMove(tx: Transaction | WriteBatch, deps: Deps, move: QuoteMove): void {
  appendAudit(tx, deps.db, {
    action: move.action,
    actor: move.caller,
    target: { collection: collections.quotes, id: move.id },
    before: recorded(move.quote),
    after: recorded({ ...move.quote, ...move.fields }),
    at: move.at,
  });
}
