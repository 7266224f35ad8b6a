// The signed-in user and their admin claim, shared by every feature. The claim comes from the ID token, so
// after a role change call refreshSession() (getIdToken(true)) and menus and rules agree at once.
import { useEffect, useState } from 'react';
import type { User } from 'firebase/auth';
import { loadAuth } from './load-auth';
import { mayBeSignedIn } from './session-hint';

export interface Session {
  status: 'loading' | 'ready';
  user: User | null;
  isAdmin: boolean;
}

let current: Session = { status: 'loading', user: null, isAdmin: false };
const VISITOR: Session = { status: 'ready', user: null, isAdmin: false };
const listeners = new Set<(session: Session) => void>();

function publish(session: Session): void {
  current = session;
  for (const listener of listeners) listener(current);
}

// Auth loads after the page's first paint (the window's load event) unless something needs it sooner (a sign-in,
// a token refresh); until then the session is 'loading', as it is while Auth restores a stored sign-in.
let started = false;
function startSession(): void {
  if (started) return;
  started = true;
  loadAuth().then(
    ([{ onIdTokenChanged }, { auth }]) =>
      onIdTokenChanged(auth, async (user) => {
        const isAdmin = user ? (await user.getIdTokenResult()).claims.admin === true : false;
        publish({ status: 'ready', user, isAdmin });
      }),
    () => publish({ status: 'ready', user: null, isAdmin: false }),
  );
}

function startSessionAfterLoad(): void {
  if (started) return;
  if (document.readyState === 'complete') startSession();
  else window.addEventListener('load', startSession, { once: true });
}

/**
 * The shared session. `ifSignedInHere`: load Auth only when this browser may hold a sign-in (session-hint.ts);
 * otherwise report a visitor at once, and follow Auth if something else loads it later.
 */
/** A caller that wants Auth only for a stored sign-in, in a browser that holds none, before Auth was loaded. */
function visitorWithoutAuth(ifSignedInHere: boolean): boolean {
  return ifSignedInHere && !started && typeof window !== 'undefined' && !mayBeSignedIn();
}

export function useSession({ ifSignedInHere = false } = {}): Session {
  // A visitor's first render already shows the visitor (same markup as 'loading', so hydration agrees): the effect
  // below then changes nothing and the header does not render twice during the page's start-up.
  const [session, setSession] = useState(() => (visitorWithoutAuth(ifSignedInHere) ? VISITOR : current));
  useEffect(() => {
    const visitor = visitorWithoutAuth(ifSignedInHere);
    if (!visitor) startSessionAfterLoad();
    listeners.add(setSession);
    // Only the callers that asked see the visitor: the shared session stays 'loading' until Auth reports.
    setSession(visitor ? VISITOR : current);
    return () => {
      listeners.delete(setSession);
    };
  }, [ifSignedInHere]);
  return session;
}

/** Forces a fresh ID token (new custom claims) for the signed-in user. */
export async function refreshSession(): Promise<void> {
  startSession();
  const [, { auth }] = await loadAuth();
  await auth.currentUser?.getIdToken(true);
}

/** Resolves once the shared session shows this user (after a sign-in), so guarded routes see them at once. */
export function sessionShows(uid: string): Promise<void> {
  startSession();
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
