// Payments settled by this instance take their turn, one at a time. Every settling transaction reads and writes
// the year's invoice counter (document-numbers.ts); run side by side they all hold the counter read and wait on
// each other to write it, until Firestore aborts and retries them (lock timeouts under a burst). One instance
// queueing its own settlements gives each transaction the counter to itself; instances still meet on the counter
// only through Firestore, which serializes them. A settlement takes milliseconds, so the queue is short.
let tail: Promise<unknown> = Promise.resolve();

export function inSettlementQueue<T>(settle: () => Promise<T>): Promise<T> {
  const turn = tail.then(settle, settle);
  tail = turn.catch(() => undefined);
  return turn;
}
