// A company admin's approvals: GET /api/approvals (the orders awaiting approval, the spend this month and the
// credit), POST /api/orders/{id}/approve and POST /api/orders/{id}/reject { reason }.
import type { ApprovalsAnswer, Order, OrderRejectInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useSignedInRead } from '../../../lib/use-signed-in-read';

type Read = { status: 'loading' | 'error'; data: undefined } | { status: 'success'; data: ApprovalsAnswer };

/** The company's approvals; `reload` reads them again after a decision. */
export function useApprovals(): Read & { reload: () => void } {
  // A read that succeeded holds its answer.
  return useSignedInRead<ApprovalsAnswer>('/approvals') as Read & { reload: () => void };
}

const decisionPath = (orderId: string, decision: 'approve' | 'reject') =>
  `/orders/${encodeURIComponent(orderId)}/${decision}`;

export const approveOrder = (orderId: string) => apiRequest<Order>('POST', decisionPath(orderId, 'approve'), {});

export const rejectOrder = ({ orderId, input }: { orderId: string; input: OrderRejectInput }) =>
  apiRequest<Order>('POST', decisionPath(orderId, 'reject'), input);
