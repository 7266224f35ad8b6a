// POST /api/order/{id}/cancel { reason }: an admin cancels an unpaid order (the server gives the stock back).
import { toastMessages, type CancelOrderInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function cancelOrderAsAdmin({ orderId, input }: { orderId: string; input: CancelOrderInput }) {
  return apiRequest<{ acknowledged: boolean }>('POST', `/order/${encodeURIComponent(orderId)}/cancel`, input);
}

export function useCancelOrderAsAdmin() {
  return useApiMutation(cancelOrderAsAdmin, { success: toastMessages.orderCancelled });
}
