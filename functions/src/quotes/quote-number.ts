// Quote numbers, Q-100001 upward: counters/quotes holds the last one, raised in the transaction that creates the
// quote. One shared document is no hotspot at the rate quotes are asked for (a few a day, not a flash sale).
import { collections } from '@toolshop/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

const FIRST_QUOTE_NUMBER = 100001;

export async function takeQuoteNumber(db: Firestore, tx: Transaction): Promise<string> {
  const ref = db.collection(collections.counters).doc('quotes');
  const last = ((await tx.get(ref)).data()?.last as number | undefined) ?? FIRST_QUOTE_NUMBER - 1;
  tx.set(ref, { last: last + 1 });
  return `Q-${last + 1}`;
}
