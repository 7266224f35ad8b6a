// The screens name an order as orderNumberLabel does (#100007; an order without a number by the start of its id),
// so a test finds an order's row by that name. It is read once from the stored order and kept, so that a row's
// locator is built without waiting.
import { collections, orderNumberLabel, type OrderDoc } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';

const names = new Map<string, string>();

/** Reads the order's name as the screens show it, and keeps it for orderName. */
export async function learnOrderName(orderId: string): Promise<string> {
  const order = (await testAdmin().db.collection(collections.orders).doc(orderId).get()).data() as OrderDoc | undefined;
  if (!order) throw new Error(`order ${orderId} is not stored, so it has no name to look for`);
  const name = orderNumberLabel(orderId, order.number);
  names.set(orderId, name);
  return name;
}

/** The name learnOrderName read for this order. */
export function orderName(orderId: string): string {
  const name = names.get(orderId);
  if (!name) throw new Error(`order ${orderId}: its name was not read (learnOrderName) before its row was looked for`);
  return name;
}
