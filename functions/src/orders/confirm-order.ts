// PUT /order/{id} { status: 'success' }: an admin confirms a paid (pending) order, recording who and when.
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { adminOrderMove } from './admin-order-move';

export function confirmOrder(deps: Deps, caller: Caller, orderId: string): Promise<void> {
  return adminOrderMove(deps, caller, orderId, 'confirm', 'order.confirm', (at) => ({
    confirmedAt: at,
    confirmedBy: caller.uid,
  }));
}
