// POST /product/{id}/stock (admin): the only way an admin changes a product's stock. One transaction reads the
// product, refuses a result below 0 or above the maximum, and writes the new count, the adjustment (who, when,
// why, before and after) and its audit record together. Orders take stock in their own commits against the
// version they read (place-order.ts), so an order and an adjustment never both count from the same number.
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
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { conflict, notFound } from '../http/http-error';
import { appendAudit } from '../audit/append-audit';
import { ORDER_TRANSACTION_OPTIONS } from '../orders/order-transactions';
import { actorOf, productTarget } from './product-audit';

export async function adjustStock(
  deps: Deps,
  caller: Caller,
  productId: string,
  { delta, reason, note }: StockAdjustmentInput,
): Promise<StockAdjustment> {
  const ref = deps.db.collection(collections.products).doc(productId);
  const adjustmentRef = ref.collection(STOCK_ADJUSTMENTS).doc();
  const adjustment = await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Product not found');
    const before = (snapshot.data() as ProductDoc).available;
    const after = before + delta;
    if (after < 0) throw conflict(apiMessages.stockBelowZero(before));
    if (after > PRODUCT_STOCK_MAX) throw conflict(apiMessages.stockAboveMaximum(PRODUCT_STOCK_MAX));
    const at = deps.now();
    const doc: StockAdjustmentDoc = { by: actorOf(caller), at, delta, reason, note: note || null, before, after };
    tx.update(ref, { available: after, updatedAt: at });
    tx.create(adjustmentRef, doc);
    appendAudit(tx, deps.db, {
      action: 'stock.adjust',
      actor: actorOf(caller),
      target: productTarget(productId),
      before: { available: before },
      after: { available: after, delta, reason, note: doc.note, adjustmentId: adjustmentRef.id },
      at,
    });
    return doc;
  }, ORDER_TRANSACTION_OPTIONS);
  await deps.catalogue.reread(productId);
  return toStockAdjustment(adjustmentRef.id, adjustment);
}
