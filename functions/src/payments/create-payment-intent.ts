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
import type { Caller } from '../platform/caller';
import { invalid, forbidden, notFound, conflict } from '../platform/refusal';
import type { PaymentDeps } from './payment-deps';
import type { IntentRequest, PaymentProviderName } from './payment-provider';
import { orderRef } from './order-settlement';
import { payableAmountCents } from './payable-amount';
import { illegalMove } from '../order-moves';
import { millisOf } from '../platform/millis-of';
import { runTransaction } from '../platform/run-transaction';

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
  const { intentId, clientSecret } = await deps.provider.createIntent(request);
  if ('orderId' in request) await recordOpenIntent(deps, request.orderId, intentId);
  return { clientSecret, provider: deps.provider.name };
}

/**
 * Keeps the intent's id on the order, so a cancel or the expiry can cancel it at the provider first. An order
 * that stopped being unpaid meanwhile keeps nothing, and the intent is cancelled at once.
 */
async function recordOpenIntent(deps: PaymentDeps, orderId: string, intentId: string): Promise<void> {
  const ref = orderRef(deps.db, orderId);
  const order = await runTransaction(deps.db, async (tx) => {
    const current = (await tx.get(ref)).data() as OrderDoc;
    if (current.status === 'unpaid' && current.paymentIntentId !== intentId)
      tx.update(ref, { paymentIntentId: intentId });
    return current;
  });
  if (order.status === 'unpaid') return;
  if (order.status === 'cancelled' || order.status === 'expired') await deps.provider.cancelIntent(intentId);
  throw illegalMove(order, 'pay');
}

async function orderIntentRequest(deps: PaymentDeps, caller: Caller, orderId: string): Promise<IntentRequest> {
  const snapshot = await orderRef(deps.db, orderId).get();
  if (!snapshot.exists) throw notFound('Order not found');
  const order = snapshot.data() as OrderDoc;
  if (order.uid !== caller.uid) throw forbidden();
  if (!canTransition(order.status, 'pay')) throw illegalMove(order, 'pay');
  // Past its deadline an order is about to expire (its task may still be on its way): it is not paid any more.
  if (order.expiresAt && millisOf(order.expiresAt) <= deps.now().getTime()) throw conflict(apiMessages.orderExpired);
  const amountCents = payableAmountCents(order);
  // Orders are refused such totals when placed; one placed before that rule still gets a clear answer.
  const problem = orderTotalProblem(amountCents);
  if (problem) throw invalid(problem);
  return { orderId, amountCents, currency: 'usd' };
}
