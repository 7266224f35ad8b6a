// Invoice and credit note numbers come from the sequencer a few seconds after the payment or refund
// (functions/src/invoices/number-sequencer.ts): the tests wait for them, within the 10 s the shop promises, and say
// what they waited for and what they saw when they do not come.
import { collections, type OrderDoc } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';

export type NumberField = 'invoiceNumber' | 'creditNoteNumber';

/** The promise: every number within 10 s of its payment (or refund). */
export const NUMBERED_WITHIN_MS = 10_000;

/** The orders once each has `field`, read within `withinMs`; throws naming the orders still without one. */
export async function numberedOrders(
  ids: string[],
  field: NumberField = 'invoiceNumber',
  withinMs = NUMBERED_WITHIN_MS,
): Promise<OrderDoc[]> {
  const { db } = testAdmin();
  const refs = ids.map((id) => db.collection(collections.orders).doc(id));
  const started = Date.now();
  for (;;) {
    const orders = (await db.getAll(...refs)).map((snapshot) => snapshot.data() as OrderDoc | undefined);
    const missing = ids.filter((_, index) => !orders[index]?.[field]);
    if (!missing.length) return orders as OrderDoc[];
    if (Date.now() - started > withinMs) {
      const seen = missing.slice(0, 5).map((id) => `${id}: ${orders[ids.indexOf(id)]?.status ?? 'missing'}`);
      throw new Error(
        `waited ${withinMs} ms for ${field} on ${ids.length} orders; ${missing.length} still had none (${seen.join(', ')})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One order once it has `field`. */
export async function numberedOrder(id: string, field: NumberField = 'invoiceNumber'): Promise<OrderDoc> {
  return (await numberedOrders([id], field))[0]!;
}
