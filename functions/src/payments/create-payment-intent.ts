// POST /create-payment-intent: a client secret to pay with.
// - { orderId }: the owner of an unpaid order pays it. The amount is the order's unit price times quantity as
//   stored in Firestore; whatever the client sends is ignored.
// - { price } (SPEC §7's client, which knows no order id): an intent for that amount bound to the caller. It pays
//   an order only when reported with PUT /order/{id} and verified there (record-reported-payment.ts).
import {
  apiMessages,
  canTransition,
  orderTotalProblem,
  type CreatePaymentIntentInput,
  type OrderDoc,
} from '@toolshop/domain';
import type { Caller } from '../http/caller';
import { conflict, forbidden, HttpError, notFound } from '../http/http-error';
import type { PaymentDeps } from './payment-deps';
import type { IntentRequest, PaymentProviderName } from './payment-provider';
import { orderRef } from './order-settlement';
import { payableAmountCents } from './payable-amount';

export interface PaymentIntentAnswer {
  clientSecret: string;
  provider: PaymentProviderName;
}

export async function createPaymentIntent(
  deps: PaymentDeps,
  caller: Caller,
  input: CreatePaymentIntentInput,
): Promise<PaymentIntentAnswer> {
  const request: IntentRequest =
    'orderId' in input
      ? await orderIntentRequest(deps, caller, input.orderId)
      : { uid: caller.uid, amountCents: input.amountCents, currency: 'usd' };
  const { clientSecret } = await deps.provider.createIntent(request);
  return { clientSecret, provider: deps.provider.name };
}

async function orderIntentRequest(deps: PaymentDeps, caller: Caller, orderId: string): Promise<IntentRequest> {
  const snapshot = await orderRef(deps.db, orderId).get();
  if (!snapshot.exists) throw notFound('Order not found');
  const order = snapshot.data() as OrderDoc;
  if (order.uid !== caller.uid) throw forbidden();
  if (!canTransition(order.status, 'pay')) throw conflict(apiMessages.orderNotUnpaid);
  const amountCents = payableAmountCents(order);
  // Orders are refused such totals when placed; one placed before that rule still gets a clear answer.
  const problem = orderTotalProblem(amountCents);
  if (problem) throw new HttpError(400, problem);
  return { orderId, amountCents, currency: 'usd' };
}
