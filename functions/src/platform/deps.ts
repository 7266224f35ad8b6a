// The outside world a handler may touch. Handlers take this as an argument so tests can pass their own.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ImageStore } from '../images/image-store';

export interface Deps {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  imageStore: ImageStore;
}
