// Production wiring of Deps: the default Firebase Admin app (emulator hosts come from the environment).
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { createDeps } from './create-deps';
import type { ImageStore } from '../images/image-store';
import { diskImageStore } from '../images/disk-image-store';
import { storageImageStore } from '../images/storage-image-store';
import { functionTaskQueue } from '../platform/task-queue';
import { REGION } from '../platform/region';
import type { BookkeepingQueue, BookkeepingTask } from '../orders/bookkeeping';

let deps: Deps | undefined;

export function firebaseDeps(): Deps {
  if (!deps) {
    const app = getApps()[0] ?? initializeApp();
    deps = createDeps({
      db: getFirestore(app),
      auth: getAuth(app),
      now: () => new Date(),
      imageStore: imageStoreFor(app),
      bookkeepingQueue: bookkeepingQueue(),
    });
  }
  return deps;
}

/**
 * Firebase Storage in production and wherever the Storage emulator runs; a local folder when the emulator
 * suite runs without Storage (scripts/start.mjs and scripts/test.mjs set TOOLSHOP_IMAGE_DIR).
 */
function imageStoreFor(app: App): ImageStore {
  const folder = process.env.TOOLSHOP_IMAGE_DIR;
  if (folder && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return diskImageStore(folder);
  return storageImageStore(async () => (await import('firebase-admin/storage')).getStorage(app).bucket());
}

/** The keepBooks function's queue (orders/bookkeeping.ts). */
export function bookkeepingQueue(): BookkeepingQueue {
  const queue = functionTaskQueue<BookkeepingTask>('keepBooks', REGION);
  return { enqueue: (task, id, at) => queue.enqueue(task, { id, at }) };
}
