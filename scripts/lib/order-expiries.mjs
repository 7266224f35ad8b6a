// The Cloud Tasks emulator keeps its queue in memory: after a restart the imported unpaid orders have no expiry
// task. One `requeueOrderExpiries` task (functions/src/index.ts) gives each of them its task again.
import { initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { PROJECT_ID, ports } from './emulators.mjs';

const REGION = 'us-central1';

export async function requeueOrderExpiries() {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${ports().tasks}`;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, `order-expiries-${Date.now()}`);
  await getFunctions(app).taskQueue(`locations/${REGION}/functions/requeueOrderExpiries`).enqueue({});
}
