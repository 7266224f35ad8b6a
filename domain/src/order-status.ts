// Order life cycle (SPEC §4, DESIGN "Orders"): unpaid -> pending (verified payment) -> success (admin confirm).
// The spec's "absent status" is stored as 'unpaid' so queries and rules can name it.

export const orderStatuses = ['unpaid', 'pending', 'success'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export type OrderTransition = 'pay' | 'confirm' | 'cancel';

const allowedFrom: Record<OrderTransition, OrderStatus> = {
  pay: 'unpaid',
  confirm: 'pending',
  cancel: 'unpaid',
};

export function canTransition(status: OrderStatus, transition: OrderTransition): boolean {
  return allowedFrom[transition] === status;
}

/** The status field of the spec's REST shape: absent while unpaid. */
export function toSpecStatus(status: OrderStatus): 'pending' | 'success' | undefined {
  return status === 'unpaid' ? undefined : status;
}
