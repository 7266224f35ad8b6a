// GET /api/companies?status=&q=&cursor= (admin): newest first, or by name from the start `q` gives (any case). Ties
// fall to the document id, as Firestore orders them, so a cursor never skips or repeats one
// (firestore.indexes.json has the status filter's two indexes).
import { FieldPath, type CollectionReference, type Query } from 'firebase-admin/firestore';
import type { CompanyPageQuery } from '@toolshop/domain';
import { startingWith } from '../platform/firestore-page';

export function companyListQuery(companies: CollectionReference, { status, q }: CompanyPageQuery): Query {
  const filtered = status ? companies.where('status', '==', status) : companies;
  if (q) return startingWith(filtered, 'nameLower', q).orderBy('nameLower').orderBy(FieldPath.documentId());
  return filtered.orderBy('createdAt', 'desc');
}
