// A three-line order through its whole life as one order: one payment for the total through the test gateway,
// a refund with restock, a cancel, a real expiry (the Firestore trigger queues the task, the Cloud Tasks emulator
// runs it), each giving every line's stock back exactly once; and the emails, which list every line.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, checkoutSchema, collections, formatCents } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createAccount } from '../support/accounts';
import { waitForMail } from '../support/caught-mail';
import { checkout as checkoutInProcess } from '../../functions/src/orders/checkout';
import { createProduct, createRoles, orderDoc, productDoc, type Roles } from './helpers/fixtures';
import { checkoutBody, checkoutOrder, conservedStocks, type Line } from './helpers/checkout';
import { confirmOrder, inProcessDeps, openIntent, payOrder, storedEvents, waitFor } from './helpers/order-moves';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

const post = (path: string, token: string, body: unknown) => api('POST', path, { token, body });

/** Three fresh products, 20 of each, and a three-line order of 2, 3 and 4 pieces. */
async function threeProducts(): Promise<{ ids: string[]; lines: Line[] }> {
  const ids = await Promise.all(
    [1500, 990, 4200].map((priceCents, i) =>
      createProduct({ name: `Life ${i} ${Date.now()}`, priceCents, minimum: 1, available: 20 }),
    ),
  );
  return { ids, lines: ids.map((productId, i) => ({ productId, quantity: i + 2 })) };
}

const stockOf = async (ids: string[]) => Promise.all(ids.map(async (id) => (await productDoc(id))?.available));

describe('a three-line order', () => {
  it('is paid once for the total (test gateway), then refunded with restock: every line returns once', async () => {
    const { ids, lines } = await threeProducts();
    const id = await checkoutOrder(roles.customer.token, lines);
    // Shipped to the United Kingdom (seeded zone): Standard $14.95, 20% on goods and shipping, rounded once.
    const goods = 2 * 1500 + 3 * 990 + 4 * 4200;
    const total = goods + 1495 + Math.round((goods + 1495) * 0.2);
    expect(await orderDoc(id)).toMatchObject({ subtotalCents: goods, shippingCents: 1495, taxCents: 4853 });
    expect((await orderDoc(id))?.amountCents).toBe(total);
    expect(await stockOf(ids)).toEqual([18, 17, 16]);

    const clientSecret = await openIntent(roles.customer, id);
    const intent = await testAdmin()
      .db.collection(collections.testPaymentIntents)
      .doc(clientSecret.split('_secret_')[0]!)
      .get();
    expect(intent.data()?.amountCents).toBe(total);
    await payOrder(roles.customer, id);
    expect(await orderDoc(id)).toMatchObject({ status: 'pending', transactionId: expect.any(String) });
    const conserved = await conservedStocks(ids);
    await confirmOrder(roles.admin, id);

    const refund = await post(`/order/${id}/refund`, roles.admin.token, { reason: 'Changed plans', restock: true });
    expect(refund.status).toBe(200);
    expect(await stockOf(ids)).toEqual([20, 20, 20]);
    expect(await conservedStocks(ids)).toEqual(conserved);
    const again = await post(`/order/${id}/refund`, roles.admin.token, { reason: 'Changed plans', restock: true });
    expect(again).toMatchObject({ status: 409, body: { message: apiMessages.orderNotRefundable } });
    expect(await stockOf(ids)).toEqual([20, 20, 20]);
    // One timeline for the whole order.
    expect((await storedEvents(id)).map((event) => event.to)).toEqual(['pending', 'success', 'refunded']);
  });

  it('is cancelled by its owner: every line returns once; a second cancel changes nothing', async () => {
    const { ids, lines } = await threeProducts();
    const id = await checkoutOrder(roles.customer.token, lines);
    expect(await stockOf(ids)).toEqual([18, 17, 16]);
    expect((await post(`/order/${id}/cancel`, roles.customer.token, { reason: 'Wrong items' })).status).toBe(200);
    expect(await stockOf(ids)).toEqual([20, 20, 20]);
    expect((await post(`/order/${id}/cancel`, roles.customer.token, {})).status).toBe(409);
    expect(await stockOf(ids)).toEqual([20, 20, 20]);
  });

  it('ships as one shipment with one timeline', async () => {
    const { lines } = await threeProducts();
    const id = await checkoutOrder(roles.customer.token, lines);
    await payOrder(roles.customer, id);
    await confirmOrder(roles.admin, id);
    const ship = await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'DHL', trackingNumber: 'JD42' });
    expect(ship.status).toBe(200);
    const read = await api('GET', `/order/${id}`, { token: roles.customer.token });
    expect(read.body).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNumber: 'JD42' });
    expect(read.body.lines).toHaveLength(3);
  });

  it("the emails list every line with its quantity and price, and the order's total", async () => {
    const customer = await createAccount();
    const { lines } = await threeProducts();
    const id = await checkoutOrder(customer.token, lines);
    const order = (await orderDoc(id))!;
    const placed = await waitForMail(customer.email, `your order #${order.number} `);
    await payOrder(customer, id);
    const paid = await waitForMail(customer.email, `payment received for order #${order.number}`);
    for (const mail of [placed, paid]) {
      for (const line of order.lines!) {
        const unit = formatCents(line.unitPriceCents);
        expect(mail.text).toContain(
          `${line.productName}: ${line.quantity} x ${unit} = ${formatCents(line.amountCents)}`,
        );
        expect(mail.html).toContain(`${line.quantity} &times; ${unit}`);
      }
      expect(mail.text).toContain(formatCents(order.amountCents));
      expect(mail.text).toContain(`Shipping:   ${formatCents(order.shippingCents!)} (Standard)`);
      expect(mail.text).toContain(`Tax:        ${formatCents(order.taxCents!)} (20%)`);
    }
    // The paid email links the invoice its payment issued.
    const { invoiceNumber } = (await orderDoc(id))!;
    expect(paid.text).toContain(`Invoice ${invoiceNumber}: `);
    // The link opens the order's page, which downloads the PDF signed in (the API wants a bearer token).
    expect(paid.text).toContain(`/payment/${id}`);
    expect(placed.text).toContain('3 products (9 pieces)');
  }, 90_000);
});

describe('expiry', () => {
  const saved = process.env.TOOLSHOP_UNPAID_ORDER_SECONDS;
  afterEach(() => {
    if (saved === undefined) delete process.env.TOOLSHOP_UNPAID_ORDER_SECONDS;
    else process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = saved;
  });

  it('an unpaid three-line order expires by itself (trigger -> task queue): every line returns once', async () => {
    process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = '4';
    const customer = await createAccount();
    const { ids, lines } = await threeProducts();
    const caller = { uid: customer.uid, email: customer.email, name: 'Test', admin: false };
    const { orderId } = await checkoutInProcess(
      inProcessDeps(),
      caller,
      checkoutSchema.parse(checkoutBody(lines)),
      Promise.resolve(), // the account was just created
    );
    expect(await stockOf(ids)).toEqual([18, 17, 16]);
    const expired = await waitFor(
      () => orderDoc(orderId),
      (order) => order?.status === 'expired',
      75_000,
    );
    expect(expired?.status).toBe('expired');
    expect(await stockOf(ids)).toEqual([20, 20, 20]);
    expect((await storedEvents(orderId)).map((e) => [e.from, e.to])).toEqual([['unpaid', 'expired']]);
    const pay = await post('/create-payment-intent', customer.token, { orderId });
    expect(pay).toMatchObject({ status: 409, body: { message: apiMessages.orderExpired } });
  }, 90_000);
});
