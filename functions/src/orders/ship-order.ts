// POST /order/{id}/ship { carrier, trackingNumber } (admin): a confirmed order leaves the warehouse.
import { collections, type OrderDoc, type ShipOrderInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { forbidden, notFound } from '../http/http-error';
import { ORDER_TRANSACTION_OPTIONS } from './order-transactions';
import { moveOrder } from './move-order';

export async function shipOrder(deps: Deps, caller: Caller, orderId: string, input: ShipOrderInput): Promise<void> {
  if (!caller.admin) throw forbidden();
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw notFound('Order not found');
    const at = deps.now();
    await moveOrder(tx, orderRef, snapshot.data() as OrderDoc, {
      transition: 'ship',
      by: caller,
      at,
      fields: { shippedAt: at, carrier: input.carrier, trackingNumber: input.trackingNumber },
    });
  }, ORDER_TRANSACTION_OPTIONS);
}
