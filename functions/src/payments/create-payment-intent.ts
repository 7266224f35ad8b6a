// POST /create-payment-intent { orderId }: the owner of an unpaid order gets a client secret to pay it with.
// The amount is the order's unit price times quantity as stored in Firestore; whatever the client sends is ignored.
import { apiMessages, canTransition, type OrderDoc } from '@toolshop/domain';
import type { Caller } from '../http/caller';
import { conflict, forbidden, notFound } from '../http/http-error';
import type { PaymentDeps } from './payment-deps';
import type { PaymentProviderName } from './payment-provider';
import { orderRef } from './order-settlement';
import { payableAmountCents } from './payable-amount';

export interface PaymentIntentAnswer {
  clientSecret: string;
  provider: PaymentProviderName;
}

export async function createPaymentIntent(
  deps: PaymentDeps,
  caller: Caller,
  orderId: string,
): Promise<PaymentIntentAnswer> {
  const snapshot = await orderRef(deps.db, orderId).get();
  if (!snapshot.exists) throw notFound('Order not found');
  const order = snapshot.data() as OrderDoc;
  if (order.uid !== caller.uid) throw forbidden();
  if (!canTransition(order.status, 'pay')) throw conflict(apiMessages.orderNotUnpaid);
  const { clientSecret } = await deps.provider.createIntent({
    orderId,
    amountCents: payableAmountCents(order),
    currency: 'usd',
  });
  return { clientSecret, provider: deps.provider.name };
}
