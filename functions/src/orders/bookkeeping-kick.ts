// A payment or a refund, once committed, asks for a bookkeeping run itself (bookkeeping.ts), beside the one its
// order's trigger enqueues: the Firestore emulator delivers a burst's triggers a few a second, and a busy machine
// slower still, so the trigger's run alone could come long after the payment. The run starts after the commit
// that asked for it (a commit asks only once it is in), so it finds that commit's request. Each commit asks under an
// id of its own: a run shared per second would miss the second's later commits on the emulator, which runs a task
// at once whatever its schedule. A failed ask costs nothing but time: the trigger's run and the minute's sweep
// still come. docs/decisions/0022.
import { logger } from 'firebase-functions';
import { bookkeepingTaskId, type BookkeepingQueue } from './bookkeeping';

export interface BookkeepingKick {
  /**
   * Call after the commit of a move that asked for an invoice or credit note number. `move` names that move alone
   * (`paid-<payment id>`, `refund-<refund id>`), so a request retried after its commit asks no second run. Never
   * throws.
   */
  afterCommit(move: string): Promise<void>;
}

export function bookkeepingKick(queue: BookkeepingQueue, now: () => Date): BookkeepingKick {
  return {
    async afterCommit(move) {
      try {
        await queue.enqueue({ move }, bookkeepingTaskId(move), now());
      } catch (error) {
        logger.warn('Could not ask for a bookkeeping run; the order trigger asks too', { move, error });
      }
    },
  };
}
