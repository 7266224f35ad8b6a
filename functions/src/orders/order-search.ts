// The one query behind Manage All Order and its CSV export: the orders a filter finds, newest first, in the order
// the screen shows them. A search term is looked up in the orders' `searchKeys` (domain's orderSearchKeys: the
// order number, the customer's email and the product names, in any case) with one `array-contains-any`. Each shape,
// with and without a status, has its composite index in firestore.indexes.json.
import {
  collections,
  orderSearchLookups,
  readOrderSearch,
  toListedOrder,
  type ListedOrder,
  type OrderDoc,
  type OrderFilter,
  type Page,
} from '@toolshop/domain';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { adminItems } from '../platform/firestore-page';

export function orderSearchQuery(db: Firestore, filter: OrderFilter): Query {
  let query: Query = db.collection(collections.orders);
  if (filter.status) query = query.where('status', '==', filter.status);
  const search = readOrderSearch(filter.q);
  if (search.kind !== 'all') query = query.where('searchKeys', 'array-contains-any', orderSearchLookups(search));
  return query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** Manage All Order's page of the orders the filter finds, after the order the cursor names. */
export function orderSearchPage(
  db: Firestore,
  filter: OrderFilter,
  cursor: string | undefined,
): Promise<Page<ListedOrder>> {
  return adminItems<OrderDoc, ListedOrder>(
    db.collection(collections.orders),
    orderSearchQuery(db, filter),
    cursor,
    toListedOrder,
  );
}
