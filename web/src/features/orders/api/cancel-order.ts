// DELETE /api/order/{id}: the owner cancels an unpaid order (the server gives the stock back).
import { toastMessages } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function cancelOrder(orderId: string): Promise<{ acknowledged: boolean }> {
  return apiRequest('DELETE', `/order/${encodeURIComponent(orderId)}`);
}

export function useCancelOrder() {
  return useApiMutation(cancelOrder, { success: toastMessages.orderCancelled });
}
