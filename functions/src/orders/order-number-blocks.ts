// Readable order numbers (#100001 upward) without a document every order waits on: an instance reserves a block
// of numbers from `counters/orderNumbers` in one small transaction and hands them out from memory, so the counter
// is written once per block, not once per order (docs/decisions/0025). Numbers are unique and never reused; a
// block an instance does not use up (it stops, or a checkout is refused after taking its number) leaves a gap, and
// two instances' blocks interleave, so numbers are not in time order across instances.
import { collections } from '@toolshop/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../platform/run-transaction';

export const FIRST_ORDER_NUMBER = 100001;
/** Numbers an instance reserves at once: a flash sale's instance touches the counter once per this many orders. */
export const ORDER_NUMBER_BLOCK = 50;

/** counters/orderNumbers: the next number nobody has reserved, and how many blocks were reserved (server only). */
export interface OrderNumberCounterDoc {
  next: number;
  blocks: number;
  updatedAt: Date;
}

export function orderNumberCounterRef(db: Firestore): DocumentReference {
  return db.collection(collections.counters).doc('orderNumbers');
}

/** One instance's block of order numbers; it lives in Deps, so each Deps has its own. */
export class OrderNumberBlocks {
  /** The block in hand: numbers from `nextNumber` up to, not including, `end`. */
  private nextNumber = 0;
  private end = 0;
  /** The reservation under way: callers who find the block used up wait for the same one. */
  private reserving: Promise<void> | undefined;

  constructor(
    private readonly db: Firestore,
    private readonly blockSize = ORDER_NUMBER_BLOCK,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async next(): Promise<number> {
    while (this.nextNumber >= this.end) {
      this.reserving ??= this.reserve().finally(() => {
        this.reserving = undefined;
      });
      await this.reserving;
    }
    return this.nextNumber++;
  }

  private async reserve(): Promise<void> {
    const ref = orderNumberCounterRef(this.db);
    const first = await runTransaction(this.db, async (tx) => {
      const counter = (await tx.get(ref)).data() as OrderNumberCounterDoc | undefined;
      const from = counter?.next ?? FIRST_ORDER_NUMBER;
      const after: OrderNumberCounterDoc = {
        next: from + this.blockSize,
        blocks: (counter?.blocks ?? 0) + 1,
        updatedAt: this.now(),
      };
      tx.set(ref, after);
      return from;
    });
    this.nextNumber = first;
    this.end = first + this.blockSize;
  }
}
