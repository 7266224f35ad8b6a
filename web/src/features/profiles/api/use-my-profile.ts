// The signed-in user's own profile document (profiles/{uid}), read straight from Firestore.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collections, toProfile, type Profile, type ProfileDoc } from '@toolshop/domain';

export function useMyProfile(uid: string): { status: 'loading' | 'error' | 'success'; profile: Profile | null } {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, collections.profiles, uid || 'signed-out'));
  const profile = status === 'success' && data ? toProfile(data as unknown as ProfileDoc) : null;
  return { status, profile };
}
