// Every user with their role, read live from Firestore (the rules let admins list users).
import { collections, toUser, type User, type UserDoc } from '@toolshop/domain';
import { useLiveCollection } from '../../../lib/use-live-collection';

export function useUsers(): { status: 'loading' | 'error' | 'success'; users: User[] } {
  const { status, items } = useLiveCollection<UserDoc, User>(collections.users, 'email', toUser);
  return { status, users: items };
}
