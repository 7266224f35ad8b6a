// POST /order/{id}/ship { carrier, trackingNumber, serials? } (admin): a confirmed order leaves the warehouse, with
// the serial number of each unit of its tools when the admin gives them (shipped-serials.ts).
import { collections, type OrderDoc, type ShipOrderInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound } from '../platform/refusal';
import { adminOrderMove } from './admin-order-move';
import { moveOrder } from '../order-moves';
import { runTransaction } from '../platform/run-transaction';
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

async function shipWithSerials(
  deps: Deps,
  caller: Caller,
  orderId: string,
  input: ShipOrderInput,
  serials: NonNullable<ShipOrderInput['serials']>,
): Promise<void> {
  if (!caller.admin) throw forbidden();
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw notFound('Order not found');
    const order = snapshot.data() as OrderDoc;
    const claimSerials = await checkShippedSerials(tx, deps.db, orderId, order, serials);
    const at = deps.now();
    // moveOrder refuses an order that is not confirmed before it writes anything.
    await moveOrder(tx, orderRef, order, {
      transition: 'ship',
      by: caller,
      at,
      fields: { ...shipFields(input, at), serials },
      audit: 'order.ship',
    });
    claimSerials(at);
  });
}
