// The order being paid, live from Firestore (the rules let its owner read it): when a Stripe webhook marks it
// paid, the page sees it at once. A missing order and someone else's order both read as an error under the rules.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collections, DOC_ID_PATTERN, toOrder, type Order, type OrderDoc } from '@toolshop/domain';

export function useOrder(orderId: string): { status: 'loading' | 'error' | 'success'; order: Order | null } {
  const firestore = useFirestore();
  const id = DOC_ID_PATTERN.test(orderId) ? orderId : 'invalid-id';
  const { status, data } = useFirestoreDocData(doc(firestore, collections.orders, id));
  const order = status === 'success' && data ? toOrder(id, data as unknown as OrderDoc) : null;
  return { status, order };
}
