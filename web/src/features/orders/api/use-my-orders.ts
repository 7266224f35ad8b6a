// The signed-in user's orders, newest first, read straight from Firestore (the rules allow a query on own uid).
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections, type OrderDoc } from '@toolshop/domain';
import { toPlacedOrder, type PlacedOrder } from '../../../lib/placed-order';

export function useMyOrders(uid: string): { status: 'loading' | 'error' | 'success'; orders: PlacedOrder[] } {
  const firestore = useFirestore();
  const ordersQuery = query(
    collection(firestore, collections.orders),
    where('uid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
  const { status, data } = useFirestoreCollectionData(ordersQuery, { idField: '_id' });
  const orders = (data ?? []).map((doc) => toPlacedOrder(String(doc._id), doc as unknown as OrderDoc));
  return { status, orders };
}
