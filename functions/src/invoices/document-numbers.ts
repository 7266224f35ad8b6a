// Invoice and credit note numbers: INV-<year>-<6 digits> and CN-<year>-<6 digits>, each from its own yearly
// sequence with no gaps and no repeats. A payment or a refund does not take its number itself: its move writes a
// request of its own (documentNumberRequests/{orderId}-INV, one document per order, so no two payments ever write
// the same document), and the sequencer (number-sequencer.ts) numbers every waiting request in one transaction,
// in the order they were paid. docs/decisions/0022.
import { collections, type OrderDoc, type OrderTransition } from '@toolshop/domain';
import type { DocumentReference, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';

const PREFIXES = { invoice: 'INV', creditNote: 'CN' } as const;
export type NumberedDocument = keyof typeof PREFIXES;

/** counters: invoiceSequences/{INV-2026}. */
export interface SequenceDoc {
  last: number;
}

/** A paid (or refunded) order waiting for its number; `at` is when it was paid (or refunded), which orders the queue. */
export interface DocumentNumberRequestDoc {
  orderId: string;
  kind: NumberedDocument;
  at: Date;
  /** A return's refund asks for a credit note of its own (returns/{id}.refund), apart from the order's. */
  returnId?: string;
}

export function formatDocumentNumber(kind: NumberedDocument, year: number, sequence: number): string {
  return `${PREFIXES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

export function sequenceRef(db: Firestore, kind: NumberedDocument, year: number): DocumentReference {
  return db.collection(collections.invoiceSequences).doc(`${PREFIXES[kind]}-${year}`);
}

export function numberRequestRef(db: Firestore, orderId: string, kind: NumberedDocument): DocumentReference {
  return db.collection(collections.documentNumberRequests).doc(`${orderId}-${PREFIXES[kind]}`);
}

/** documentNumberRequests/return-{returnId}-CN: a return's refund waiting for its credit note number. */
export function returnCreditNoteRequestRef(db: Firestore, returnId: string): DocumentReference {
  return db.collection(collections.documentNumberRequests).doc(`return-${returnId}-${PREFIXES.creditNote}`);
}

/** The document a move asks a number for: an invoice when it pays, a credit note when it refunds; once each. */
export function documentOfMove(order: OrderDoc, transition: OrderTransition): NumberedDocument | undefined {
  if (transition === 'pay' && !order.invoiceNumber) return 'invoice';
  if (transition === 'refund' && !order.creditNoteNumber) return 'creditNote';
  return undefined;
}

/** A write of the move's transaction (no read): the order joins the sequencer's queue. */
export function requestDocumentNumber(
  tx: Transaction | WriteBatch,
  ref: DocumentReference,
  order: OrderDoc,
  transition: OrderTransition,
  at: Date,
): NumberedDocument | undefined {
  const kind = documentOfMove(order, transition);
  if (kind)
    tx.create(numberRequestRef(ref.firestore, ref.id, kind), {
      orderId: ref.id,
      kind,
      at,
    } satisfies DocumentNumberRequestDoc);
  return kind;
}

/** Whether this write of the order asked for an invoice or credit note number (requestDocumentNumber). */
export function askedForNumber(before: OrderDoc | undefined, after: OrderDoc | undefined): boolean {
  // A return's refund adds to the order's returnRefundedCents in the transaction that asks for its credit note.
  if ((after?.returnRefundedCents ?? 0) > (before?.returnRefundedCents ?? 0)) return true;
  if (!after || before?.status === after.status) return false;
  if (after.status === 'refunded') return !after.creditNoteNumber;
  // An order on account is created paid (order-moves: createPaidOrder): its creation asks as a payment does.
  return (before?.status ?? 'unpaid') === 'unpaid' && !after.invoiceNumber && Boolean(after.paidAt);
}
