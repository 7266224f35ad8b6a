// Order life cycle (SPEC §4, DESIGN "Orders"), one state machine for the server and the screens:
//   unpaid -> pending (verified payment) -> success (admin confirm) -> shipped
//   unpaid -> cancelled (owner or admin) | expired (the reservation's deadline passed)
//   pending | success | shipped -> refunded (admin, or a refund made at the payment provider)
//   A trade buyer's order over its limit is placed awaitingApproval (stock reserved, docs/decisions/0028):
//   awaitingApproval -> unpaid (a company admin approves; an order on account is then paid at once)
//   awaitingApproval -> cancelled (a company admin rejects, or the owner cancels) | expired (not approved in time)
// The spec's "absent status" is stored as 'unpaid' so queries and rules can name it.
import { stateMachine } from '../state-machine';

export const orderStatuses = [
  'unpaid',
  'pending',
  'success',
  'shipped',
  'cancelled',
  'expired',
  'refunded',
  'awaitingApproval',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderTransitions = ['pay', 'confirm', 'ship', 'cancel', 'expire', 'refund', 'approve', 'reject'] as const;
export type OrderTransition = (typeof orderTransitions)[number];

const machine = stateMachine<OrderStatus, OrderTransition>(orderTransitions, {
  pay: { from: ['unpaid'], to: 'pending' },
  confirm: { from: ['pending'], to: 'success' },
  ship: { from: ['success'], to: 'shipped' },
  cancel: { from: ['unpaid', 'awaitingApproval'], to: 'cancelled' },
  expire: { from: ['unpaid', 'awaitingApproval'], to: 'expired' },
  refund: { from: ['pending', 'success', 'shipped'], to: 'refunded' },
  approve: { from: ['awaitingApproval'], to: 'unpaid' },
  reject: { from: ['awaitingApproval'], to: 'cancelled' },
});

/** Statuses that hold the order's stock until a deadline (expiresAt): waiting for a payment or an approval. */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['unpaid', 'awaitingApproval'];

export const isReserving = (status: OrderStatus | undefined): boolean =>
  status !== undefined && RESERVING_STATUSES.includes(status);

export const canTransition = machine.can;

/** The status a move leads to. */
export const transitionTarget = machine.target;

/** The moves open to an order in this status (what a screen may offer). */
export const availableTransitions = machine.available;

/** Statuses no move leaves. */
export function isFinalStatus(status: OrderStatus): boolean {
  return availableTransitions(status).length === 0;
}

/** Statuses only a paid order reaches: such an order has (or is being issued) an invoice. */
export function wasPaid(status: OrderStatus | undefined): boolean {
  return status === 'pending' || status === 'success' || status === 'shipped' || status === 'refunded';
}

export type SpecStatus = Exclude<OrderStatus, 'unpaid'>;

/** The status field of the spec's REST shape: absent while unpaid; the spec's 'pending' and 'success' as before. */
export function toSpecStatus(status: OrderStatus): SpecStatus | undefined {
  return status === 'unpaid' ? undefined : status;
}

/** Statuses whose payment stands: the order is a purchase (refunded gave the money back; the rest were never paid). */
export const PURCHASE_STATUSES: readonly OrderStatus[] = ['pending', 'success', 'shipped'];

export const isPurchase = (status: OrderStatus): boolean => PURCHASE_STATUSES.includes(status);
