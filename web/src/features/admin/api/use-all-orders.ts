// Every order, newest first, read straight from Firestore (the rules let admins list them all).
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections, type OrderDoc } from '@toolshop/domain';
import { toPlacedOrder, type PlacedOrder } from '../../../lib/placed-order';

export function useAllOrders(): { status: 'loading' | 'error' | 'success'; orders: PlacedOrder[] } {
  const firestore = useFirestore();
  const ordersQuery = query(collection(firestore, collections.orders), orderBy('createdAt', 'desc'));
  const { status, data } = useFirestoreCollectionData(ordersQuery, { idField: '_id' });
  const orders = (data ?? []).map((doc) => toPlacedOrder(String(doc._id), doc as unknown as OrderDoc));
  return { status, orders };
}
