import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction, TRANSACTION_ATTEMPTS } from './run-transaction';
import { isClosedTransaction, isLostRace } from './firestore-errors';

const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
const closed = () => grpcError(3, '3 INVALID_ARGUMENT: Transaction is invalid or closed.');

/** A stand-in that answers each runTransaction call with the next outcome and records the options it got. */
function firestoreAnswering(outcomes: Array<Error | string>) {
  const calls: Array<{ maxAttempts?: number }> = [];
  const db = {
    runTransaction: async (_update: unknown, options: { maxAttempts?: number }) => {
      calls.push(options);
      const outcome = outcomes.shift();
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  } as unknown as Firestore;
  return { db, calls };
}

describe('runTransaction', () => {
  it('gives the SDK 30 attempts, or what the caller asks', async () => {
    const { db, calls } = firestoreAnswering(['a', 'b']);
    expect(await runTransaction(db, async () => 'unused')).toBe('a');
    expect(await runTransaction(db, async () => 'unused', { maxAttempts: 1 })).toBe('b');
    expect(calls).toEqual([{ maxAttempts: TRANSACTION_ATTEMPTS }, { maxAttempts: 1 }]);
    expect(TRANSACTION_ATTEMPTS).toBe(30);
  });

  it('runs a transaction closed under it again, as a new one', async () => {
    const { db, calls } = firestoreAnswering([closed(), closed(), 'committed']);
    expect(await runTransaction(db, async () => 'unused')).toBe('committed');
    expect(calls).toHaveLength(3);
  });

  it('gives up after ten closed runs, and at once on any other error', async () => {
    const tenClosed = firestoreAnswering(Array.from({ length: 11 }, closed));
    await expect(runTransaction(tenClosed.db, async () => 'unused')).rejects.toThrow(/invalid or closed/);
    expect(tenClosed.calls).toHaveLength(10);

    const refused = firestoreAnswering([new Error('409 from the handler'), 'never']);
    await expect(runTransaction(refused.db, async () => 'unused')).rejects.toThrow('409 from the handler');
    expect(refused.calls).toHaveLength(1);
  });
});

describe('isClosedTransaction', () => {
  it("knows the emulator's closed and expired transactions, and nothing else that is INVALID_ARGUMENT", () => {
    expect(isClosedTransaction(closed())).toBe(true);
    expect(isClosedTransaction(grpcError(3, '3 INVALID_ARGUMENT: Transaction is invalid or expired.'))).toBe(true);
    expect(isClosedTransaction(grpcError(3, '3 INVALID_ARGUMENT: Value for argument "data" is not valid.'))).toBe(
      false,
    );
    expect(isClosedTransaction(grpcError(10, 'Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction(null)).toBe(false);
  });

  it('counts as a lost race', () => {
    expect(isLostRace(closed())).toBe(true);
    expect(isLostRace(grpcError(3, 'Bad field'))).toBe(false);
  });
});
