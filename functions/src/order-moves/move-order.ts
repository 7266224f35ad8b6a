// The one place an order changes status. Inside the caller's Firestore transaction, after the order was read in it:
// checks the move against the state machine (409 otherwise), writes the new status with the move's own fields, appends
// the move to the order's timeline (orders/{id}/events), gives the stock of every line back when the move frees it
// (restock.ts) and a company's credit (credit-release.ts), keeps the customer's count of unpaid orders
// (unpaid-orders.ts) and puts the move's emails in the outbox (mail/order-move-mail.ts). Paying asks for the order's
// invoice number and refunding for its credit note number (invoices/document-numbers.ts): a request of the order's own,
// which the sequencer numbers after the commit, so no payment waits on a shared counter. Anything else a move must do
// in the same transaction belongs here too. An order paid as it is placed (a checkout on account) is created by the
// pay move itself, in the placement's commit (createPaidOrder).
import {
  apiMessages,
  canTransition,
  isReserving,
  tradeMessages,
  collections,
  ORDER_EVENTS,
  transitionTarget,
  type OrderDoc,
  type OrderEventDoc,
  type OrderStatus,
  type AuditAction,
  type OrderTransition,
} from '@toolshop/domain';
import type { DocumentReference, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { conflict } from '../platform/refusal';
import { queueOrderMoveMail, type adminRecipients } from '../mail';
import { leaveUnpaid } from './unpaid-orders';
import { appendAudit } from '../audit';
import { readRestock, writeRestock } from './restock';
import { requestDocumentNumber } from '../invoices';
import { releaseCredit } from './credit-release';

/** Who makes a move: a signed-in person, or null for the system (expiry, a payment provider's event). */
export type Actor = { uid: string; email: string } | null;

export interface Move {
  transition: OrderTransition;
  by: Actor;
  at: Date;
  reason?: string | null;
  /** Fields the move sets besides the status (paidAt, carrier, refundId...). */
  fields?: Partial<OrderDoc>;
  /** Whether the order's quantities go back on sale. */
  restock?: boolean;
  /** An admin's move: recorded in the audit log, with the fields it changes before and after. */
  audit?: AuditAction;
}

/** What a move did, for the caller to act on after the commit. */
export interface MoveResult {
  /** The products whose stock the move gave back (one per line whose product still exists). */
  restockedProductIds: string[];
}

export function illegalMove(order: OrderDoc, transition: OrderTransition): Error {
  if (transition === 'pay' && order.status === 'expired') return conflict(apiMessages.orderExpired);
  if (transition === 'pay' && order.status === 'cancelled') return conflict(apiMessages.orderCancelledAlready);
  const messages: Record<OrderTransition, string> = {
    pay: apiMessages.orderNotUnpaid,
    confirm: order.status === 'success' ? apiMessages.orderAlreadyFinal : apiMessages.orderNotPending,
    ship: apiMessages.orderNotShippable,
    cancel: apiMessages.orderNotCancellable,
    expire: apiMessages.orderNotUnpaid,
    refund: apiMessages.orderNotRefundable,
    approve: tradeMessages.orderNotAwaitingApproval,
    reject: tradeMessages.orderNotAwaitingApproval,
  };
  return conflict(messages[transition]);
}

/**
 * Reads (the products, when restocking) before writing: call it after the transaction's other reads and before its
 * writes.
 */
export async function moveOrder(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  move: Move,
): Promise<MoveResult> {
  const to = targetOf(order, move);
  const restock = move.restock ? await readRestock(tx, ref.firestore, order) : undefined;

  // An order on account that will not be paid gives its company's credit back.
  const released = releaseCredit(tx, ref, order, to, move.at);
  tx.update(ref, { ...move.fields, ...released, status: to });
  // An order waiting for its approval holds its place among the unpaid orders until it is paid or ends.
  if (isReserving(order.status) && !isReserving(to)) leaveUnpaid(tx, ref.firestore, order.uid);
  await recordMove(tx, ref, order, move, to);
  return { restockedProductIds: restock ? writeRestock(tx, restock, move.at) : [] };
}

/**
 * The pay move made as the order is placed, in the batch that places it (a checkout on account): the order is
 * created paid instead of updated, with the same number request, timeline event and emails as any payment. It never
 * waited unpaid, so the placement does not count it among the unpaid orders (order-quota.ts). Returns the order as
 * created.
 */
export async function createPaidOrder(
  batch: WriteBatch,
  ref: DocumentReference,
  order: OrderDoc,
  /** When, the payment's fields, and the admins who get the paid-order notice (asked beside the placement's reads). */
  { at, fields, admins }: Pick<Move, 'at' | 'fields'> & { admins: ReturnType<typeof adminRecipients> },
): Promise<OrderDoc> {
  const move: Move = { transition: 'pay', by: null, at, fields };
  const paid: OrderDoc = { ...order, ...move.fields, status: targetOf(order, move) };
  batch.create(ref, paid);
  await recordMove(batch, ref, order, move, paid.status, admins);
  return paid;
}

/** The move's target status; 409 when the state machine does not allow it from the order's status. */
function targetOf(order: OrderDoc, move: Move): OrderStatus {
  if (!canTransition(order.status, move.transition)) throw illegalMove(order, move.transition);
  return transitionTarget(move.transition);
}

/** What every move writes beside the order: its document number request, its timeline event, its audit and emails. */
async function recordMove(
  writes: Transaction | WriteBatch,
  ref: DocumentReference,
  order: OrderDoc,
  move: Move,
  to: OrderStatus,
  admins?: ReturnType<typeof adminRecipients>,
): Promise<void> {
  requestDocumentNumber(writes, ref, order, move.transition, move.at);
  const event: OrderEventDoc = {
    from: order.status,
    to,
    by: move.by ? { uid: move.by.uid, email: move.by.email } : null,
    at: move.at,
    reason: move.reason ?? null,
  };
  writes.create(ref.collection(ORDER_EVENTS).doc(), event);
  if (move.audit) auditMove(writes, ref, order, move, to);
  const moved = { ...order, ...move.fields, status: to };
  await queueOrderMoveMail(writes, ref, moved, move.transition, move.reason, admins);
}

function auditMove(
  tx: Transaction | WriteBatch,
  ref: DocumentReference,
  order: OrderDoc,
  move: Move,
  to: OrderStatus,
): void {
  if (!move.by || !move.audit) throw new Error('An audited move names the admin who makes it');
  const after: Record<string, unknown> = { status: to, ...move.fields };
  const before = Object.fromEntries(Object.keys(after).map((field) => [field, order[field as keyof OrderDoc]]));
  appendAudit(tx, ref.firestore, {
    action: move.audit,
    actor: move.by,
    target: { collection: collections.orders, id: ref.id },
    before,
    after,
    at: move.at,
  });
}
