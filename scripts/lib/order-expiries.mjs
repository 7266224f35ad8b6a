// The Cloud Tasks emulator keeps its queue in memory: after a restart the imported unpaid orders have no expiry
// task. One `requeueOrderExpiries` task (functions/src/index.ts) gives each of them its task again. The start also
// enqueues the one-off `backfillOrderSearch` task, which gives imported orders of before the search keys theirs.
import { initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { PROJECT_ID, ports } from './emulators.mjs';

const REGION = 'us-central1';

/** Enqueues the task `functionName` (functions/src/index.ts) on the Cloud Tasks emulator. */
async function enqueueTask(functionName, data = {}) {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${ports().tasks}`;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, `${functionName}-${Date.now()}`);
  await getFunctions(app).taskQueue(`locations/${REGION}/functions/${functionName}`).enqueue(data);
}

export async function requeueOrderExpiries() {
  await enqueueTask('requeueOrderExpiries');
}

/** Older orders' search keys (Manage All Order's search), written once by one `backfillOrderSearch` task. */
export async function backfillOrderSearch() {
  await enqueueTask('backfillOrderSearch');
}

/** The sales report's day documents rebuilt from every paid order, by one `rebuildSalesReport` task. */
export async function rebuildSalesReport() {
  await enqueueTask('rebuildSalesReport');
}

/** The same rebuild, only when stored days still count refunded goods, shipping and tax as sold (older data). */
export async function rebuildSalesReportOfOlderData() {
  await enqueueTask('rebuildSalesReport', { ifPredatingNetRefunds: true });
}
