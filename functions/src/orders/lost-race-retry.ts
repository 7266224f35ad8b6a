// How an order's optimistic commit (POST /order, POST /api/checkout) tries again after losing a race: update-time
// preconditions lock nothing, so a loser reads afresh after a short random pause that grows with the attempts.

/** Far more than any real burst needs; beyond it the customer is asked to try again (never a 500). */
export const MAX_COMMIT_ATTEMPTS = 100;

/** Waits a random 0..50 ms, longer for later attempts, so racing commits spread out. */
export function pauseBeforeRetry(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 5)));
}
