// POST /api/order/{id}/refund { reason, restock } (admin): a full refund of a paid, confirmed or shipped order.
import { toastMessages, type RefundOrderInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function refundOrder({ orderId, input }: { orderId: string; input: RefundOrderInput }) {
  return apiRequest<{ acknowledged: boolean }>('POST', `/order/${encodeURIComponent(orderId)}/refund`, input);
}

export function useRefundOrder() {
  return useApiMutation(refundOrder, { success: toastMessages.orderRefunded });
}
