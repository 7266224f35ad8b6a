// GET /api/order/{id}/events: an order's timeline, oldest first (its owner or an admin). Read when asked for and
// again whenever the order's status changes, so an open timeline shows the move that just happened.
import { useEffect, useState } from 'react';
import type { OrderEvent } from '@toolshop/domain';
import { apiRequest } from '../../lib/api-client';

export type OrderEventsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; events: OrderEvent[] };

export function fetchOrderEvents(orderId: string): Promise<OrderEvent[]> {
  return apiRequest('GET', `/order/${encodeURIComponent(orderId)}/events`);
}

export function useOrderEvents(orderId: string, orderStatus: string): OrderEventsState {
  const [state, setState] = useState<{ key: string; value: OrderEventsState }>({
    key: '',
    value: { status: 'loading' },
  });
  const key = `${orderId}:${orderStatus}`;
  useEffect(() => {
    let live = true;
    fetchOrderEvents(orderId).then(
      (events) => live && setState({ key, value: { status: 'success', events } }),
      (error: unknown) =>
        live &&
        setState({ key, value: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [orderId, key]);
  return state.key === key ? state.value : { status: 'loading' };
}
