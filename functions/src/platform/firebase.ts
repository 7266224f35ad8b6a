// Production wiring of Deps: the default Firebase Admin app (emulator hosts come from the environment).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Deps } from './deps';

let deps: Deps | undefined;

export function firebaseDeps(): Deps {
  if (!deps) {
    const app = getApps()[0] ?? initializeApp();
    deps = { db: getFirestore(app), auth: getAuth(app), now: () => new Date() };
  }
  return deps;
}
