// Runs a settling transaction (one that may issue an invoice number) until it commits. Two payments meet on the
// year's invoice counter (document-numbers.ts): Firestore aborts the loser, and one that still loses after the
// SDK's own attempts is run again whole from fresh reads, as the order placement does (decision 6). Payments
// settled by this instance also take their turn one at a time, so they do not pile up on the counter's lock.
import { isLostRace } from '../platform/firestore-errors';

/** Far more than a burst of payments needs; each lost race means another payment took a number meanwhile. */
const MAX_ATTEMPTS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let tail: Promise<unknown> = Promise.resolve();

export function inSettlementQueue<T>(settle: () => Promise<T>): Promise<T> {
  const untilCommitted = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await settle();
      } catch (error) {
        if (!isLostRace(error) || attempt >= MAX_ATTEMPTS) throw error;
        await pause(Math.random() * 20 * Math.min(attempt, 5));
      }
    }
  };
  const turn = tail.then(untilCommitted, untilCommitted);
  tail = turn.catch(() => undefined);
  return turn;
}
