// GET /api/companies?status=&q=&cursor= (admin): newest first, or by name from the start `q` gives (any case). Ties
// fall to the document id, as Firestore orders them, so a cursor never skips or repeats one
// (firestore.indexes.json has the status filter's two indexes).
import { FieldPath, type CollectionReference, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  collections,
  toCompany,
  type Company,
  type CompanyDoc,
  type CompanyPageQuery,
  type Page,
} from '@toolshop/domain';
import { adminItems, startingWith } from '../platform/firestore-page';

export function companyListQuery(companies: CollectionReference, { status, q }: CompanyPageQuery): Query {
  const filtered = status ? companies.where('status', '==', status) : companies;
  if (q) return startingWith(filtered, 'nameLower', q).orderBy('nameLower').orderBy(FieldPath.documentId());
  return filtered.orderBy('createdAt', 'desc');
}

/** One page of the list, after the company the query's cursor names. */
export function companyPage(db: Firestore, query: CompanyPageQuery): Promise<Page<Company>> {
  const companies = db.collection(collections.companies);
  return adminItems<CompanyDoc, Company>(companies, companyListQuery(companies, query), query.cursor, toCompany);
}
