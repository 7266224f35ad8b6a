// How many unpaid orders a customer holds, kept in their order quota document (rateLimits/{uid}_order) as
// `unpaidOrders`. Placing an order counts one up in the order's own atomic commit, under the same update-time
// precondition as the quota (place-order.ts), so parallel orders on any instance never exceed the limit; every
// move out of unpaid counts one down in its own transaction (move-order.ts).
//   TOOLSHOP_MAX_UNPAID_ORDERS  unpaid orders one customer may hold at once (default 3, whole number >= 1)
import { MAX_UNPAID_ORDERS_DEFAULT } from '@toolshop/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { rateLimitRef } from '../platform/quota';
import { wholeNumberSetting } from '../platform/settings';

export function maxUnpaidOrders(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberSetting(env, 'TOOLSHOP_MAX_UNPAID_ORDERS', MAX_UNPAID_ORDERS_DEFAULT);
}

/** The stored count as read with the quota document (absent: none, never below zero). */
export function unpaidOrdersOf(quota: { unpaidOrders?: unknown } | undefined): number {
  const count = quota?.unpaidOrders;
  return typeof count === 'number' && count > 0 ? count : 0;
}

export function leaveUnpaid(tx: Transaction, db: Firestore, uid: string): void {
  tx.set(rateLimitRef(db, 'order', uid), { unpaidOrders: FieldValue.increment(-1) }, { merge: true });
}
