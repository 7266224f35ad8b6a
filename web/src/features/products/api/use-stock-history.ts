// GET /api/product/{id}/stock (admin): the product's stock adjustments, newest first. Read again whenever the
// product's stock count changes, so the list shows the adjustment just made (and any other admin's).
import { useEffect, useState } from 'react';
import type { StockAdjustment } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export type StockHistoryState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; adjustments: StockAdjustment[] };

export function useStockHistory(productId: string, available: number | undefined): StockHistoryState {
  const key = `${productId}:${available}`;
  const [state, setState] = useState<{ key: string; value: StockHistoryState }>({
    key: '',
    value: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    apiRequest<StockAdjustment[]>('GET', `/product/${encodeURIComponent(productId)}/stock`).then(
      (adjustments) => live && setState({ key, value: { status: 'success', adjustments } }),
      (error: unknown) =>
        live &&
        setState({ key, value: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [productId, key]);
  // A list already shown stays until the new one arrives.
  return state.key === key || state.value.status === 'success' ? state.value : { status: 'loading' };
}
