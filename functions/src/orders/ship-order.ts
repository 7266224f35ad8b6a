// POST /order/{id}/ship { carrier, trackingNumber, serials? } (admin): a confirmed order leaves the warehouse, with
// the serial number of each unit of its tools when the admin gives them (shipped-serials.ts).
import type { OrderDoc, ShipOrderInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { adminOrderMove } from './admin-order-move';
import { checkShippedSerials } from './shipped-serials';

export function shipOrder(deps: Deps, caller: Caller, orderId: string, input: ShipOrderInput): Promise<void> {
  const { serials } = input;
  if (!serials || Object.keys(serials).length === 0)
    return adminOrderMove(deps, caller, orderId, 'ship', 'order.ship', (at) => shipFields(input, at));
  return shipWithSerials(deps, caller, orderId, input, serials);
}

const shipFields = (input: ShipOrderInput, at: Date): Partial<OrderDoc> => ({
  shippedAt: at,
  carrier: input.carrier,
  trackingNumber: input.trackingNumber,
});

/** The serials are checked against the order, and claimed for it, in the move's own transaction. */
function shipWithSerials(
  deps: Deps,
  caller: Caller,
  orderId: string,
  input: ShipOrderInput,
  serials: NonNullable<ShipOrderInput['serials']>,
): Promise<void> {
  const fieldsAt = (at: Date) => ({ ...shipFields(input, at), serials });
  return adminOrderMove(deps, caller, orderId, 'ship', 'order.ship', fieldsAt, (tx, order) =>
    checkShippedSerials(tx, deps.db, orderId, order, serials),
  );
}
