// POST /order: the server reads the product, checks the spec's two quantity rules, copies name, picture and
// unit price, computes the amount and reserves the stock, all in one transaction (concurrent orders never
// oversell). Who ordered comes from the verified token, never from the body.
import { collections, orderAmountCents, quantityProblem, type OrderDoc, type PlaceOrderInput, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { HttpError, notFound } from '../http/http-error';
import { ORDER_TRANSACTION_OPTIONS } from './order-transactions';

export async function placeOrder(deps: Deps, caller: Caller, input: PlaceOrderInput): Promise<string> {
  const productRef = deps.db.collection(collections.products).doc(input.productId);
  const orderRef = deps.db.collection(collections.orders).doc();
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(productRef);
    if (!snapshot.exists) throw notFound('Product not found');
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
