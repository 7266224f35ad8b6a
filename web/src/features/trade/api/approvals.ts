// A company admin's approvals: GET /api/approvals (the orders awaiting approval, the spend this month and the
// credit), POST /api/orders/{id}/approve and POST /api/orders/{id}/reject { reason }.
import { useCallback, useEffect, useState } from 'react';
import type { ApprovalsAnswer, Order, OrderRejectInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

type Read = { status: 'loading' | 'error'; data: undefined } | { status: 'success'; data: ApprovalsAnswer };

/** The company's approvals; `reload` reads them again after a decision. */
export function useApprovals(): Read & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const [read, setRead] = useState<Read>({ status: 'loading', data: undefined });
  useEffect(() => {
    let live = true;
    apiRequest<ApprovalsAnswer>('GET', '/approvals').then(
      (data) => live && setRead({ status: 'success', data }),
      () => live && setRead({ status: 'error', data: undefined }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...read, reload };
}

const decisionPath = (orderId: string, decision: 'approve' | 'reject') =>
  `/orders/${encodeURIComponent(orderId)}/${decision}`;

export const approveOrder = (orderId: string) => apiRequest<Order>('POST', decisionPath(orderId, 'approve'), {});

export const rejectOrder = ({ orderId, input }: { orderId: string; input: OrderRejectInput }) =>
  apiRequest<Order>('POST', decisionPath(orderId, 'reject'), input);
