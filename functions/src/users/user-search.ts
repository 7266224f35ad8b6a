// MakeAdmin's query: users by email, those whose email starts with the search (emails are kept in lower case).
import { FieldPath, type CollectionReference, type Query } from 'firebase-admin/firestore';
import { startingWith } from '../platform/firestore-page';

export function userSearchQuery(users: CollectionReference, q: string | undefined): Query {
  const prefix = q?.toLowerCase() ?? '';
  return (prefix ? startingWith(users, 'email', prefix) : users).orderBy('email').orderBy(FieldPath.documentId());
}
