// DELETE /order/{id}: the owner cancels an unpaid order; its stock goes back to the product in the same
// transaction. Paid or confirmed orders cannot be cancelled (409).
import { apiMessages, canTransition, collections, type OrderDoc, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { conflict, forbidden, notFound } from '../http/http-error';
import { ORDER_TRANSACTION_OPTIONS } from './order-transactions';
import { productCatalogue } from '../products/product-catalogue';

export async function cancelOrder(deps: Deps, caller: Caller, orderId: string): Promise<void> {
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  const productId = await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw notFound('Order not found');
    const order = snapshot.data() as OrderDoc;
    if (order.uid !== caller.uid) throw forbidden();
    if (!canTransition(order.status, 'cancel')) throw conflict(apiMessages.orderNotUnpaid);
    const productRef = deps.db.collection(collections.products).doc(order.productId);
    const product = await tx.get(productRef);
    tx.delete(orderRef);
    // A product deleted since has no stock to return to.
    if (product.exists) {
      const { available } = product.data() as ProductDoc;
      tx.update(productRef, { available: available + order.quantity, updatedAt: deps.now() });
    }
    return order.productId;
  }, ORDER_TRANSACTION_OPTIONS);
  // A transaction does not tell its commit time: read the product back so this instance shows the stock given back.
  await productCatalogue(deps.db, deps.now).reread(productId);
}
