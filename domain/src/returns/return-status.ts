// A return's life cycle, beside the order's (order-status.ts) and never a copy of it: the order stays as it was
// (shipped), and its returns move on their own:
//   requested -> approved (admin, with instructions) | rejected (admin, with a reason)
//   approved -> received (admin: each line's quantity and condition, once)
//   received -> refunded (a refund of received lines, with a credit note) | replaced (a free order of the same lines)
import { stateMachine } from '../state-machine';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded', 'replaced'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TRANSITIONS = ['approve', 'reject', 'receive', 'refund', 'replace'] as const;
export type ReturnTransition = (typeof RETURN_TRANSITIONS)[number];

const machine = stateMachine<ReturnStatus, ReturnTransition>(RETURN_TRANSITIONS, {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  receive: { from: ['approved'], to: 'received' },
  refund: { from: ['received'], to: 'refunded' },
  replace: { from: ['received'], to: 'replaced' },
});

export const canMoveReturn = machine.can;

export const returnMoveTarget = machine.target;

/** The moves open to a return in this status (what the admin's screen offers). */
export const availableReturnMoves = machine.available;

const LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replaced',
};

export const returnStatusLabel = (status: ReturnStatus): string => LABELS[status];
