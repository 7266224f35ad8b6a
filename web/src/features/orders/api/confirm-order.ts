// PUT /api/order/{id} { status: 'success' }: an admin confirms a paid (pending) order; success is final.
import { toastMessages, type UpdateOrderInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function confirmOrder(orderId: string): Promise<{ acknowledged: boolean }> {
  const body: UpdateOrderInput = { status: 'success' };
  return apiRequest('PUT', `/order/${encodeURIComponent(orderId)}`, body);
}

export function useConfirmOrder() {
  return useApiMutation(confirmOrder, { success: toastMessages.paymentConfirmed });
}
