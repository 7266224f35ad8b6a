// Every read-write transaction of the API and its triggers goes through here. The SDK runs a transaction again
// when Firestore aborts it; a cancel or a payment meets customers ordering the same products at that very moment,
// so it gets more attempts than the SDK's default of 5. The SDK gives up on one answer that is a lost race as
// well, a transaction closed under it (firestore-errors.ts): that one runs again whole, as a new transaction.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isClosedTransaction } from './firestore-errors';

export const TRANSACTION_ATTEMPTS = 30;
/** Runs again after a closed transaction; each one means another transaction held the documents meanwhile. */
const CLOSED_TRANSACTION_RUNS = 10;

export async function runTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
  options: { maxAttempts?: number } = {},
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.runTransaction(update, { maxAttempts: options.maxAttempts ?? TRANSACTION_ATTEMPTS });
    } catch (error) {
      if (!isClosedTransaction(error) || run >= CLOSED_TRANSACTION_RUNS) throw error;
    }
  }
}
