// PATCH /api/order/{id}/shipping: the owner of an unpaid order, before its payment starts, gives the address (and
// method) it ships to; the server prices its shipping and tax again and answers the order.
import type { Address, AddressInput, Order } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export function changeOrderShipping(
  orderId: string,
  input: { shippingAddress: Address | AddressInput; shippingMethod?: string },
): Promise<Order> {
  return apiRequest<Order>('PATCH', `/order/${encodeURIComponent(orderId)}/shipping`, input);
}
