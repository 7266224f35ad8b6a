// PUT /order/{id} with { status: 'pending', transactionId }: the old client's way to report a payment.
// It is accepted only when the server itself verifies that transaction for this order and amount.
// Owned by the payments work (issue 5); until a provider can verify, every report is refused.
import { apiMessages } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { HttpError } from '../http/http-error';
import type { Caller } from '../http/caller';

export async function recordReportedPayment(_deps: Deps, _orderId: string, _transactionId: string, _caller: Caller): Promise<void> {
  throw new HttpError(409, apiMessages.paymentNotVerified);
}
