// The admin lists' REST shapes: a page of orders (with when each was placed, which SPEC §7's order shape lacks)
// and a page of users, each with the cursor of the next page (null on the last).
import { toOrder, type Order } from './order-entity';
import type { OrderDoc } from './order-doc';
import { isoTime } from '../iso-time';
import { type User } from '../users/user-entity';

export interface ListedOrder extends Order {
  /** ISO time the order was placed. */
  createdAt: string | null;
}

export function toListedOrder(id: string, doc: OrderDoc): ListedOrder {
  return { ...toOrder(id, doc), createdAt: isoTime(doc.createdAt) ?? null };
}

export interface OrderPage {
  orders: ListedOrder[];
  nextCursor: string | null;
}

export interface UserPage {
  users: User[];
  nextCursor: string | null;
}
