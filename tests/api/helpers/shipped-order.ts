// A shipped order through the real API (checkout, test-card payment, confirm, ship), for the returns' tests and
// journeys: what a return starts from, once its invoice is numbered.
import { expect } from 'vitest';
import { api } from '../../support/api';
import type { TestAccount } from '../../support/accounts';
import { checkoutOrder, type Line } from './checkout';
import { confirmOrder, payOrder } from './order-moves';
import { numberedOrders } from './document-numbers';

export async function shippedOrder(customer: TestAccount, admin: TestAccount, lines: Line[]): Promise<string> {
  const id = await checkoutOrder(customer.token, lines);
  await payOrder(customer, id);
  await confirmOrder(admin, id);
  const ship = await api('POST', `/order/${id}/ship`, {
    token: admin.token,
    body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  });
  expect(ship.status, JSON.stringify(ship.body)).toBe(200);
  // Its invoice number comes a moment after the payment: a test comparing the order before and after waits for it
  // (longer than the shop's 10 s promise: the first payment of a fresh emulator suite also starts the bookkeeping).
  await numberedOrders([id], 'invoiceNumber', 30_000);
  return id;
}
