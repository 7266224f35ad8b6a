// GET /product/{id}/stock (admin): the product's stock adjustments (adjust-stock.ts), newest first.
import {
  collections,
  STOCK_ADJUSTMENTS,
  toStockAdjustment,
  type StockAdjustment,
  type StockAdjustmentDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { notFound } from '../platform/refusal';

/** More than a screen shows; older adjustments stay stored. */
const HISTORY_LIMIT = 200;

/** 404 when there is no such product. */
export async function stockHistory(deps: Deps, productId: string): Promise<StockAdjustment[]> {
  const ref = deps.db.collection(collections.products).doc(productId);
  const [product, adjustments] = await Promise.all([
    ref.get(),
    ref.collection(STOCK_ADJUSTMENTS).orderBy('at', 'desc').limit(HISTORY_LIMIT).get(),
  ]);
  if (!product.exists) throw notFound('Product not found');
  return adjustments.docs.map((doc) => toStockAdjustment(doc.id, doc.data() as StockAdjustmentDoc));
}
