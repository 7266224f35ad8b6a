// Every user with their role, read straight from Firestore (the rules let admins list users).
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections, toUser, type User, type UserDoc } from '@toolshop/domain';

export function useUsers(): { status: 'loading' | 'error' | 'success'; users: User[] } {
  const firestore = useFirestore();
  const usersQuery = query(collection(firestore, collections.users), orderBy('email'));
  const { status, data } = useFirestoreCollectionData(usersQuery, { idField: '_id' });
  const users = (data ?? []).map((doc) => toUser(String(doc._id), doc as unknown as UserDoc));
  return { status, users };
}
