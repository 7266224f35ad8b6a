// The signed-in user's orders, newest first, read straight from Firestore (the rules allow a query on own uid).
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections, toOrder, type Order, type OrderDoc } from '@toolshop/domain';

export function useMyOrders(uid: string): { status: 'loading' | 'error' | 'success'; orders: Order[] } {
  const firestore = useFirestore();
  const ordersQuery = query(
    collection(firestore, collections.orders),
    where('uid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
  const { status, data } = useFirestoreCollectionData(ordersQuery, { idField: '_id' });
  const orders = (data ?? []).map((doc) => toOrder(String(doc._id), doc as unknown as OrderDoc));
  return { status, orders };
}
