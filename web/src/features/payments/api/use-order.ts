// The order being paid, live from Firestore (the rules let its owner read it): when a Stripe webhook marks it
// paid, the page sees it at once. A missing order and someone else's order both read as an error under the rules.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collections, DOC_ID_PATTERN, isoTime, toOrder, type Order, type OrderDoc } from '@toolshop/domain';

export function useOrder(orderId: string): {
  status: 'loading' | 'error' | 'success';
  order: Order | null;
  /** ISO time the order reached its current status (paid, confirmed, shipped, cancelled, expired, refunded). */
  statusAt: string | undefined;
} {
  const firestore = useFirestore();
  const id = DOC_ID_PATTERN.test(orderId) ? orderId : 'invalid-id';
  const { status, data } = useFirestoreDocData(doc(firestore, collections.orders, id));
  const orderDoc = status === 'success' && data ? (data as unknown as OrderDoc) : null;
  const order = orderDoc ? toOrder(id, orderDoc) : null;
  return { status, order, statusAt: orderDoc ? statusTime(orderDoc) : undefined };
}

/** The stored time of the move that led to the order's status. */
function statusTime(order: OrderDoc): string | undefined {
  switch (order.status) {
    case 'unpaid':
      return isoTime(order.createdAt);
    case 'pending':
      return isoTime(order.paidAt);
    case 'success':
      return isoTime(order.confirmedAt);
    case 'shipped':
      return isoTime(order.shippedAt);
    case 'cancelled':
      return isoTime(order.cancelledAt);
    case 'expired':
      // The reservation ended at its deadline; the server marks it expired shortly after.
      return isoTime(order.expiresAt) ?? isoTime(order.expiredAt);
    case 'refunded':
      return isoTime(order.refundedAt);
  }
}
