// GET /api/product/{id}/stock (admin): the product's stock adjustments, newest first. Read again whenever the
// product's stock count changes, so the list shows the adjustment just made (and any other admin's).
import type { StockAdjustment } from '@toolshop/domain';
import { useApiReadAgain } from '../../../lib/use-api-read-again';

export type StockHistoryState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; adjustments: StockAdjustment[] };

export function useStockHistory(productId: string, available: number | undefined): StockHistoryState {
  // A list already shown stays until the new one arrives.
  const read = useApiReadAgain<StockAdjustment[]>(
    `/product/${encodeURIComponent(productId)}/stock`,
    String(available),
    true,
  );
  return read.status === 'success' ? { status: 'success', adjustments: read.data } : read;
}
