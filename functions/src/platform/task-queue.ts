// The Cloud Tasks queue of a task queue function (firebase-admin/functions): Cloud Tasks in production, the
// Cloud Tasks emulator on the emulators (the Admin SDK finds it through CLOUD_TASKS_EMULATOR_HOST).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';

export interface TaskQueue<T extends object> {
  /** Runs the task at `at` (or at once where the queue ignores schedules); the same id is enqueued once. */
  enqueue(task: T, options: { id: string; at: Date }): Promise<void>;
}

export function functionTaskQueue<T extends object>(functionName: string, region: string): TaskQueue<T> {
  const app = getApps()[0] ?? initializeApp();
  const queue = getFunctions(app).taskQueue<T>(`locations/${region}/functions/${functionName}`);
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
