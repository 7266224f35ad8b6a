// POST /api/order/{id}/ship { carrier, trackingNumber } (admin): a confirmed order leaves the warehouse.
import { toastMessages, type ShipOrderInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function shipOrder({ orderId, input }: { orderId: string; input: ShipOrderInput }) {
  return apiRequest<{ acknowledged: boolean }>('POST', `/order/${encodeURIComponent(orderId)}/ship`, input);
}

export function useShipOrder() {
  return useApiMutation(shipOrder, { success: toastMessages.orderShipped });
}
