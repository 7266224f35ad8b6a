// GET /api/order/{id}/events: an order's timeline, oldest first (its owner or an admin). Read when asked for and
// again whenever the order's status changes, so an open timeline shows the move that just happened.
import type { OrderEvent } from '@toolshop/domain';
import { useApiReadAgain } from '../../lib/use-api-read-again';

export type OrderEventsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; events: OrderEvent[] };

export function useOrderEvents(orderId: string, orderStatus: string): OrderEventsState {
  const read = useApiReadAgain<OrderEvent[]>(`/order/${encodeURIComponent(orderId)}/events`, orderStatus);
  return read.status === 'success' ? { status: 'success', events: read.data } : read;
}
