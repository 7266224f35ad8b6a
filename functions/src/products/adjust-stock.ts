// POST /product/{id}/stock (admin): the only way an admin changes a product's stock. Each attempt reads the
// product, refuses a result below 0 or above the maximum, and commits the new count, the adjustment (who, when,
// why, before and after) and its audit record in one transaction, only if the product is still the version it
// read (an update-time precondition). Orders take stock the same way (place-order.ts, decision 6), so an order
// and an adjustment never both count from the same number; whoever lost the race reads again and re-checks.
// The transaction holds no read lock: adjustments racing each other or the moves' transactions never wait for
// a lock to time out.
import {
  apiMessages,
  collections,
  PRODUCT_STOCK_MAX,
  STOCK_ADJUSTMENTS,
  toStockAdjustment,
  type ProductDoc,
  type StockAdjustment,
  type StockAdjustmentDoc,
  type StockAdjustmentInput,
} from '@toolshop/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound, conflict } from '../platform/refusal';
import { isLostRace } from '../platform/firestore-errors';
import { appendAudit } from '../audit';
import { actorOf, productTarget } from './product-audit';
import { runTransaction } from '../platform/run-transaction';

/** As many as an order gets: beyond them the admin is asked to try again (never a 500). */
const MAX_ATTEMPTS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function adjustStock(
  deps: Deps,
  caller: Caller,
  productId: string,
  { delta, reason, note }: StockAdjustmentInput,
): Promise<StockAdjustment> {
  const ref = deps.db.collection(collections.products).doc(productId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const snapshot = await ref.get();
    if (!snapshot.exists) throw notFound('Product not found');
    const before = (snapshot.data() as ProductDoc).available;
    const after = before + delta;
    if (after < 0) throw conflict(apiMessages.stockBelowZero(before));
    if (after > PRODUCT_STOCK_MAX) throw conflict(apiMessages.stockAboveMaximum(PRODUCT_STOCK_MAX));
    const at = deps.now();
    let written: { id: string; adjustment: StockAdjustmentDoc } | undefined;
    try {
      await runTransaction(
        deps.db,
        async (tx) => {
          written = writeStockAdjustment(tx, snapshot, caller, { delta, reason, note }, at);
        },
        { maxAttempts: 1 },
      );
    } catch (error) {
      if (!isLostRace(error)) throw error;
      await pause(Math.random() * 10 * Math.min(attempt, 5));
      continue;
    }
    await deps.catalogue.reread(productId);
    return toStockAdjustment(written!.id, written!.adjustment);
  }
  throw conflict(apiMessages.stockContention);
}

/**
 * The writes of one adjustment of the product `snapshot` read (its count, its history entry and its audit record), in
 * the caller's transaction; committed only if the product is still that version. A return's receipt uses it too.
 */
export function writeStockAdjustment(
  tx: Transaction,
  snapshot: DocumentSnapshot,
  caller: Caller,
  { delta, reason, note }: StockAdjustmentInput,
  at: Date,
): { id: string; adjustment: StockAdjustmentDoc } {
  const before = (snapshot.data() as ProductDoc).available;
  const after = before + delta;
  const adjustmentRef = snapshot.ref.collection(STOCK_ADJUSTMENTS).doc();
  const adjustment: StockAdjustmentDoc = { by: actorOf(caller), at, delta, reason, note: note || null, before, after };
  tx.update(snapshot.ref, { available: after, updatedAt: at }, { lastUpdateTime: snapshot.updateTime! });
  tx.create(adjustmentRef, adjustment);
  appendAudit(tx, snapshot.ref.firestore, {
    action: 'stock.adjust',
    actor: actorOf(caller),
    target: productTarget(snapshot.id),
    before: { available: before },
    after: { available: after, delta, reason, note: adjustment.note, adjustmentId: adjustmentRef.id },
    at,
  });
  return { id: adjustmentRef.id, adjustment };
}
