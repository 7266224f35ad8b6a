// POST /api/product/{id}/stock (admin): one stock adjustment with its reason; answers the new count.
import { toastMessages, type StockAdjustmentInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function adjustStock({ productId, input }: { productId: string; input: StockAdjustmentInput }) {
  return apiRequest<{ acknowledged: boolean; insertedId: string; available: number }>(
    'POST',
    `/product/${encodeURIComponent(productId)}/stock`,
    input,
  );
}

export function useAdjustStock() {
  return useApiMutation(adjustStock, { success: toastMessages.stockAdjusted });
}
