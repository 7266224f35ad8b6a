// The returns' calls: a customer's request and reads, an admin's moves (POST /api/returns/{id}/<move>).
import type {
  Return,
  ReturnApproveInput,
  ReturnReceiveInput,
  ReturnRefundInput,
  ReturnRejectInput,
  ReturnRequestInput,
  ReturnStatus,
} from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/api-download';
import { useApiPages } from '../../../lib/use-api-pages';

export const requestReturn = (input: ReturnRequestInput) =>
  apiRequest<{ id: string; number: string }>('POST', '/returns', input);

/** A page of the signed-in customer's returns (an admin's: of all of them), optionally of one status. */
export function useReturns(status: ReturnStatus | '' = '') {
  return useApiPages<Return>(status ? `/returns?status=${status}` : '/returns');
}

const move =
  <T>(name: string) =>
  ({ id, body }: { id: string; body: T }) =>
    apiRequest<Return>('POST', `/returns/${encodeURIComponent(id)}/${name}`, body);

export const approveReturn = move<ReturnApproveInput>('approve');
export const rejectReturn = move<ReturnRejectInput>('reject');
export const receiveReturn = move<ReturnReceiveInput>('receive');
export const refundReturn = move<ReturnRefundInput>('refund');
export const replaceReturn = move<Record<string, never>>('replace');

/** Saves a refunded return's credit note (PDF) under its number. */
export const downloadReturnCreditNote = ({ id, number }: { id: string; number: string }) =>
  downloadApiFile(`/returns/${encodeURIComponent(id)}/credit-note.pdf`, `${number}.pdf`);
