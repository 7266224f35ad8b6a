// POST /order/{id}/ship { carrier, trackingNumber } (admin): a confirmed order leaves the warehouse.
import type { ShipOrderInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { adminOrderMove } from './admin-order-move';

export function shipOrder(deps: Deps, caller: Caller, orderId: string, input: ShipOrderInput): Promise<void> {
  return adminOrderMove(deps, caller, orderId, 'ship', 'order.ship', (at) => ({
    shippedAt: at,
    carrier: input.carrier,
    trackingNumber: input.trackingNumber,
  }));
}
