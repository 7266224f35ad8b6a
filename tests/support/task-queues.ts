// The emulators' Cloud Tasks queues, for Deps made in a test's own process: a payment committed there asks for its
// bookkeeping run on the same emulator the functions read, as the deployed API would.
import { bookkeepingQueue } from '../../functions/src/composition/firebase';
import type { BookkeepingQueue } from '../../functions/src/orders/bookkeeping';
import { emulatorPorts } from './emulators';

export function emulatorBookkeepingQueue(): BookkeepingQueue {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${emulatorPorts.tasks}`;
  return bookkeepingQueue();
}
