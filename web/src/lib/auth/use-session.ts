// The signed-in user and their admin claim, shared by every feature. The claim comes from the ID token, so
// after a role change call refreshSession() (getIdToken(true)) and menus and rules agree at once.
import { useEffect, useState } from 'react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '../firebase';

export interface Session {
  status: 'loading' | 'ready';
  user: User | null;
  isAdmin: boolean;
}

let current: Session = { status: 'loading', user: null, isAdmin: false };
const listeners = new Set<(session: Session) => void>();

onIdTokenChanged(auth, async (user) => {
  const isAdmin = user ? (await user.getIdTokenResult()).claims.admin === true : false;
  current = { status: 'ready', user, isAdmin };
  for (const listener of listeners) listener(current);
});

export function useSession(): Session {
  const [session, setSession] = useState(current);
  useEffect(() => {
    listeners.add(setSession);
    setSession(current);
    return () => {
      listeners.delete(setSession);
    };
  }, []);
  return session;
}

/** Forces a fresh ID token (new custom claims) for the signed-in user. */
export async function refreshSession(): Promise<void> {
  await auth.currentUser?.getIdToken(true);
}

/** Resolves once the shared session shows this user (after a sign-in), so guarded routes see them at once. */
export function sessionShows(uid: string): Promise<void> {
  if (current.user?.uid === uid) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = (session: Session) => {
      if (session.user?.uid !== uid) return;
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}
