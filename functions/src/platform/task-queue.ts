// The Cloud Tasks queue of a task queue function (firebase-admin/functions): Cloud Tasks in production, the
// Cloud Tasks emulator on the emulators (the Admin SDK finds it through CLOUD_TASKS_EMULATOR_HOST).
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';

export interface TaskQueue<T extends object> {
  /** Runs the task at `at` (or at once where the queue ignores schedules); the same id is enqueued once. */
  enqueue(task: T, options: { id: string; at: Date }): Promise<void>;
}

export function functionTaskQueue<T extends object>(functionName: string, region: string): TaskQueue<T> {
  const queue = getFunctions(taskQueueApp()).taskQueue<T>(`locations/${region}/functions/${functionName}`);
  return {
    async enqueue(task, { id, at }) {
      try {
        await queue.enqueue(task, { id, scheduleTime: at });
      } catch (error) {
        // A redelivered trigger enqueues the same task again: it is already there.
        if ((error as { code?: string }).code === 'functions/task-already-exists') return;
        throw error;
      }
    },
  };
}

/** The account a task names as its caller on the emulators (firebase-admin's own emulator default). */
const EMULATED_TASK_ACCOUNT = 'emulated-service-acct@email.com';
const EMULATED_TASK_APP = 'emulated-task-queue';

/**
 * The Admin app that enqueues. Each task names the service account Cloud Tasks calls the function as; without one
 * in the app's options the SDK asks the metadata server (169.254.169.254), which in production answers with the
 * function's own account and on a developer's machine is a request leaving it. On the Cloud Tasks emulator, which
 * checks no caller, an app of its own names the account up front, so nothing is looked up.
 */
function taskQueueApp(): App {
  if (!process.env.CLOUD_TASKS_EMULATOR_HOST) return getApps()[0] ?? initializeApp();
  return getApps().some((app) => app.name === EMULATED_TASK_APP)
    ? getApp(EMULATED_TASK_APP)
    : initializeApp({ serviceAccountId: EMULATED_TASK_ACCOUNT }, EMULATED_TASK_APP);
}
