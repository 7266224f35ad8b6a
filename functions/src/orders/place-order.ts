// POST /order: the server reads the product, checks the spec's two quantity rules, copies name, picture and
// unit price, computes the amount and reserves the stock, all in one transaction (concurrent orders never
// oversell). Who ordered comes from the verified token, never from the body.
import { collections, orderAmountCents, quantityProblem, type OrderDoc, type PlaceOrderInput, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { HttpError, notFound } from '../http/http-error';
import { rateLimitPolicy } from '../http/rate-limit-config';
import { rateLimitRef, takeQuota } from '../http/rate-limit';
import { ORDER_TRANSACTION_OPTIONS } from './order-transactions';

export async function placeOrder(deps: Deps, caller: Caller, input: PlaceOrderInput): Promise<string> {
  const productRef = deps.db.collection(collections.products).doc(input.productId);
  const orderRef = deps.db.collection(collections.orders).doc();
  const quotaRef = rateLimitRef(deps.db, 'order', caller.uid);
  await deps.db.runTransaction(async (tx) => {
    // The caller's order quota is read with the product (one round trip) and counted only if the order is made.
    const [snapshot, quota] = await tx.getAll(productRef, quotaRef);
    if (!snapshot?.exists) throw notFound('Product not found');
    takeQuota(tx, quota!, rateLimitPolicy('order'), caller.uid, deps.now());
    const product = snapshot.data() as ProductDoc;
    const problem = quantityProblem(input.quantity, product);
    if (problem) throw new HttpError(400, problem, { quantity: problem });
    const now = deps.now();
    const order: OrderDoc = {
      uid: caller.uid,
      email: caller.email,
      productId: productRef.id,
      productName: product.name,
      picture: product.picture,
      unitPriceCents: product.priceCents,
      quantity: input.quantity,
      amountCents: orderAmountCents(product.priceCents, input.quantity),
      address: input.address,
      mobile: input.mobile,
      status: 'unpaid',
      transactionId: null,
      createdAt: now,
      paidAt: null,
      confirmedAt: null,
      confirmedBy: null,
    };
    tx.create(orderRef, order);
    tx.update(productRef, { available: product.available - input.quantity, updatedAt: now });
  }, ORDER_TRANSACTION_OPTIONS);
  return orderRef.id;
}
