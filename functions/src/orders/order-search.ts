// The one query behind Manage All Order and its CSV export: the orders a filter finds, in the order the
// screen shows them. Newest first; a customer-email search runs along the email index, so it lists customers by
// email and each customer's orders newest first; an order-number search lists by id. Each shape has its
// composite index in firestore.indexes.json.
import { collections, readOrderSearch, type OrderFilter } from '@toolshop/domain';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { startingWith } from '../platform/firestore-page';

export function orderSearchQuery(db: Firestore, filter: OrderFilter): Query {
  let query: Query = db.collection(collections.orders);
  if (filter.status) query = query.where('status', '==', filter.status);
  const search = readOrderSearch(filter.q);
  if (search.kind === 'id')
    return startingWith(query, FieldPath.documentId(), search.prefix).orderBy(FieldPath.documentId());
  if (search.kind === 'email') query = startingWith(query, 'email', search.prefix).orderBy('email');
  return query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}
