// The admins' receivables: GET /api/receivables?overdue= (the open invoices on account) and
// POST /api/invoices/{number}/payments (a payment received).
import { useCallback, useEffect, useState } from 'react';
import type { InvoicePaymentInput, ReceivablesAnswer } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import type { ReadStatus } from '../../../lib/use-api-read';

export function useReceivables(overdueOnly: boolean) {
  const [version, setVersion] = useState(0);
  const [read, setRead] = useState<{ status: ReadStatus; data?: ReceivablesAnswer }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiRequest<ReceivablesAnswer>('GET', `/receivables${overdueOnly ? '?overdue=true' : ''}`).then(
      (data) => live && setRead({ status: 'success', data }),
      () => live && setRead({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [overdueOnly, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { status: read.status, receivables: read.data?.receivables ?? [], reload };
}

export const recordPayment = ({ invoiceNumber, payment }: { invoiceNumber: string; payment: InvoicePaymentInput }) =>
  apiRequest<{ balance: number }>('POST', `/invoices/${encodeURIComponent(invoiceNumber)}/payments`, payment);
