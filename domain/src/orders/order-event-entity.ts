// An order's timeline: the stored move (orders/{id}/events) and GET /order/{id}/events' shape.
import type { OrderStatus } from './order-status';
import { isoTime } from '../iso-time';

/** orders/{id}/events: one move of the order, written in the move's transaction. `by` null is the system. */
export interface OrderEventDoc {
  from: OrderStatus;
  to: OrderStatus;
  by: { uid: string; email: string } | null;
  at: unknown;
  reason: string | null;
}

/** GET /order/{id}/events: the order's timeline, oldest first. */
export interface OrderEvent {
  from: OrderStatus;
  to: OrderStatus;
  /** The email of who made the move, or 'system'. */
  by: string;
  at: string;
  reason: string | null;
}

export function toOrderEvent(doc: OrderEventDoc): OrderEvent {
  return { from: doc.from, to: doc.to, by: doc.by?.email ?? 'system', at: isoTime(doc.at) ?? '', reason: doc.reason };
}
