// PUT /order/{id} with { status: 'pending', transactionId }: the old client's way to report a payment.
// Accepted only when the provider itself says that transaction succeeded for this order and amount; the
// browser's word is never enough. Reporting the payment that already paid the order again is harmless.
import { apiMessages, type OrderDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound, conflict } from '../platform/refusal';
import { orderRef, settlePayment } from './order-settlement';
import { isLatePayment, refundLatePayment } from './late-payment';
import { illegalMove } from '../order-moves';
import { logger } from 'firebase-functions';

export async function recordReportedPayment(
  deps: Pick<Deps, 'db' | 'now' | 'paymentProvider'>,
  orderId: string,
  transactionId: string,
  caller: Caller,
): Promise<void> {
  const snapshot = await orderRef(deps.db, orderId).get();
  if (!snapshot.exists) throw notFound('Order not found');
  const order = snapshot.data() as OrderDoc;
  if (order.uid !== caller.uid && !caller.admin) throw forbidden();

  const provider = deps.paymentProvider();
  const payment = await provider.retrievePayment(transactionId);
  if (!payment) throw conflict(apiMessages.paymentNotVerified);
  const settlement = await settlePayment(deps.db, deps.now(), orderId, payment);
  switch (settlement.outcome) {
    case 'paid':
    case 'already-paid':
      return;
    case 'order-not-found':
      throw notFound('Order not found');
    case 'not-payable':
      if (isLatePayment(payment, settlement.status))
        await refundLatePayment({ provider, log: logger }, payment, orderId, settlement.status);
      throw illegalMove({ ...order, status: settlement.status }, 'pay');
    case 'mismatch':
      throw conflict(apiMessages.paymentNotVerified);
  }
}
