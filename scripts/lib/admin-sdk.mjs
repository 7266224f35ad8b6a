// Firebase Admin for scripts. Against the emulators unless --project names a real project.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, ports } from './emulators.mjs';

export function adminForEmulators() {
  const p = ports();
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${p.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${p.auth}`;
  // No Google metadata server on our machines: skip the lookup (and its MetadataLookupWarning).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, `emulators-${Date.now()}`);
  return { db: getFirestore(app), auth: getAuth(app) };
}

/** A real project: credentials from Application Default Credentials (gcloud auth application-default login). */
export function adminForProject(projectId) {
  const app = initializeApp({ projectId }, `project-${projectId}`);
  return { db: getFirestore(app), auth: getAuth(app) };
}
