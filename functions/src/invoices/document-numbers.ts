// Invoice and credit note numbers: INV-<year>-<6 digits> and CN-<year>-<6 digits>, each from its own yearly
// sequence with no gaps and no repeats. The counter (invoiceSequences/INV-2026: { last }) is read and advanced
// by the very transaction that pays (or refunds) the order: the number and the move commit together or not at
// all, so a payment that fails or retries uses no number. The counter is an ordinary (locking) read of that
// transaction: Firestore serializes two payments on it and the loser runs again from fresh reads. Each instance
// settles its payments one at a time (settlement-queue.ts), so a burst does not pile up on the counter's lock.
// One counter document sustains about one write per second; decision 0021.
import { collections, type OrderDoc } from '@toolshop/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

const PREFIXES = { invoice: 'INV', creditNote: 'CN' } as const;
export type NumberedDocument = keyof typeof PREFIXES;

interface SequenceDoc {
  last: number;
}

export function formatDocumentNumber(kind: NumberedDocument, year: number, sequence: number): string {
  return `${PREFIXES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Reads the year's counter (a read: call it before the transaction's writes) and answers the next number with
 * the write that claims it, to make with the move's own writes.
 */
export async function nextDocumentNumber(
  tx: Transaction,
  db: Firestore,
  kind: NumberedDocument,
  at: Date,
): Promise<{ number: string; claim: () => void }> {
  const year = at.getUTCFullYear();
  const ref = db.collection(collections.invoiceSequences).doc(`${PREFIXES[kind]}-${year}`);
  const snapshot = await tx.get(ref);
  const next = ((snapshot.data() as SequenceDoc | undefined)?.last ?? 0) + 1;
  return {
    number: formatDocumentNumber(kind, year, next),
    claim: () => tx.set(ref, { last: next } satisfies SequenceDoc),
  };
}

/**
 * The number a move issues: an invoice when the order is paid, a credit note when it is refunded, once each
 * (an order already holding one keeps it). Undefined for every other move.
 */
export async function documentNumberOfMove(
  tx: Transaction,
  db: Firestore,
  order: OrderDoc,
  transition: string,
  at: Date,
): Promise<{ fields: Partial<OrderDoc>; claim: () => void } | undefined> {
  if (transition === 'pay' && !order.invoiceNumber) {
    const { number, claim } = await nextDocumentNumber(tx, db, 'invoice', at);
    return { fields: { invoiceNumber: number }, claim };
  }
  if (transition === 'refund' && !order.creditNoteNumber && order.invoiceNumber) {
    const { number, claim } = await nextDocumentNumber(tx, db, 'creditNote', at);
    return { fields: { creditNoteNumber: number, creditNoteAt: at }, claim };
  }
  return undefined;
}
