// The expiry queue's one handler (order-expiry.ts): a window's task expires every order due by the window's end, an
// order's own task that order alone.
import type { Deps } from '../platform/deps';
import { expireOrder, type ExpiryTask } from './order-expiry';
import { expireDueOrders } from './order-expiry-sweep';

export async function runExpiryTask(deps: Deps, task: ExpiryTask, schedule: { scheduledAt?: number }): Promise<void> {
  if ('orderId' in task) await expireOrder(deps, task, schedule);
  else await expireDueOrders(deps, task, schedule);
}
