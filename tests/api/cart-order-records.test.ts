// The records of a multi-line order, through Hosting -> function -> Firestore emulator: Manage All Order's CSV
// export (GET /orders.csv, parsed back with csv-parse) writes one row per line of a real three-line checkout, each
// with its line's SKU and amount, and the order's goods, shipping, tax and total on its first line only, so a
// spreadsheet's column sums count each order once; an order placed with a saved address keeps its copy when the
// address book entry is later edited and then deleted.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { isoTime } from '@toolshop/domain';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { createProduct, createRoles, orderDoc, type Roles } from './helpers/fixtures';
import { checkoutBody, checkoutOrder, mobile, postCheckout, shippingAddress } from './helpers/checkout';
import { payOrder } from './helpers/order-moves';

const run = randomUUID().slice(0, 8);
let roles: Roles;
let drill: string;
let blades: string;
let saw: string;
beforeAll(async () => {
  roles = await createRoles();
  [drill, blades, saw] = await Promise.all([
    createProduct({ name: `Export Drill ${run}`, sku: `XD-${run}`, priceCents: 2599, minimum: 2, available: 40 }),
    createProduct({
      name: `Export Blades ${run}`,
      sku: `=XB-${run}`,
      priceCents: 300,
      minimum: 10,
      increment: 10,
      available: 500,
    }),
    createProduct({ name: `=Export Saw ${run}`, priceCents: 12900, minimum: 1, available: 5 }),
  ]);
});

async function exportCsv(params: Record<string, string>) {
  const response = await fetch(`${shopUrl}/api/orders.csv?${new URLSearchParams(params)}`, {
    headers: { authorization: `Bearer ${roles.admin.token}` },
  });
  expect(response.status).toBe(200);
  return parse(await response.text(), { columns: true }) as Record<string, string>[];
}

describe('GET /orders.csv with a multi-line order', () => {
  it("writes one row per line with its SKU and amount, and the order's money once, on its first line", async () => {
    const customer = await createAccount({ name: 'Export Customer' });
    const multi = await checkoutOrder(customer.token, [
      { productId: drill, quantity: 2 },
      { productId: blades, quantity: 20 },
      { productId: saw, quantity: 1 },
    ]);
    await payOrder(customer, multi);
    const single = await checkoutOrder(customer.token, [{ productId: saw, quantity: 1 }]);
    const order = (await orderDoc(multi))!;
    expect(order.status).toBe('pending');
    expect(order.shippingCents! + order.taxCents!).toBeGreaterThan(0);

    const rows = await exportCsv({ q: customer.email });
    // Newest first: the one-line order's row, then the three rows of the three-line order, in the order's line order.
    expect(rows.map((row) => row['Order id'])).toEqual([single, multi, multi, multi]);
    const orderColumns = {
      'Order id': multi,
      'Order number': `#${order.number}`,
      'Placed at': isoTime(order.createdAt),
      Status: 'Paid',
      'Customer email': customer.email,
      Address: order.address,
      Mobile: mobile,
      'Transaction id': order.transactionId!,
      Carrier: '',
      'Tracking number': '',
      'PO number': '',
      'Payment method': 'Card',
      'Invoice due': '',
      'Reverse charge': '',
      'Seller VAT ID': '',
      'Buyer VAT ID': '',
    };
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    const orderMoney = {
      'Goods (USD)': dollars(order.subtotalCents!),
      'Shipping (USD)': dollars(order.shippingCents!),
      'Tax (USD)': dollars(order.taxCents!),
      'Order total (USD)': dollars(order.amountCents),
    };
    const noOrderMoney = { 'Goods (USD)': '', 'Shipping (USD)': '', 'Tax (USD)': '', 'Order total (USD)': '' };
    expect(order.transactionId).toMatch(/\S/);
    expect(rows.slice(1)).toEqual([
      {
        ...orderColumns,
        ...orderMoney,
        Line: '1',
        SKU: `XD-${run}`,
        Product: `Export Drill ${run}`,
        Quantity: '2',
        'Unit price (USD)': '25.99',
        'Line amount (USD)': '51.98',
      },
      {
        ...orderColumns,
        ...noOrderMoney,
        Line: '2',
        // A part number that starts like a formula is written as text too.
        SKU: `'=XB-${run}`,
        Product: `Export Blades ${run}`,
        Quantity: '20',
        'Unit price (USD)': '3.00',
        'Line amount (USD)': '60.00',
      },
      {
        ...orderColumns,
        ...noOrderMoney,
        Line: '3',
        SKU: '',
        // A product name that starts like a formula is written as text on its own line too.
        Product: `'=Export Saw ${run}`,
        Quantity: '1',
        'Unit price (USD)': '129.00',
        'Line amount (USD)': '129.00',
      },
    ]);
    expect(rows[0]).toMatchObject({ Product: `'=Export Saw ${run}`, Quantity: '1', Status: 'Unpaid', Line: '1' });

    // Summed as a spreadsheet sums a column, the export counts each order once.
    const paidRows = rows.slice(1);
    const sum = (column: string) =>
      paidRows.reduce((total, row) => total + Math.round(Number(row[column] || 0) * 100), 0);
    expect(sum('Order total (USD)')).toBe(order.amountCents);
    expect(sum('Line amount (USD)')).toBe(order.subtotalCents);
    expect(sum('Goods (USD)') + sum('Shipping (USD)') + sum('Tax (USD)')).toBe(order.amountCents);

    // The status filter keeps every line of the orders it finds, and only theirs.
    const paid = await exportCsv({ q: customer.email, status: 'pending' });
    expect(paid).toEqual(rows.slice(1));
  });
});

describe('an order placed with a saved address', () => {
  let customer: TestAccount;
  beforeAll(async () => {
    customer = await createAccount({ name: 'Address Keeper' });
  });

  it('keeps its copy of the address when the book entry is edited, then deleted', async () => {
    const saved = { ...shippingAddress, name: 'Kept Copy', line2: 'Unit 4', region: 'West Yorkshire' };
    const added = await api('POST', '/addresses', { token: customer.token, body: saved });
    expect(added.status).toBe(201);
    const [entry] = (await api('GET', '/addresses', { token: customer.token })).body.items;
    expect(entry).toMatchObject({ id: added.body.id, ...saved, isDefault: true });

    // The checkout page sends the chosen entry's fields as the order's shipping address.
    const { id: _id, isDefault: _isDefault, ...fields } = entry;
    const placed = await postCheckout(
      customer.token,
      checkoutBody([{ productId: drill, quantity: 2 }], { shippingAddress: fields }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.orderId as string;
    const before = await api('GET', `/order/${orderId}`, { token: customer.token });
    expect(before.body.shippingAddress).toEqual(saved);
    const storedBefore = (await orderDoc(orderId))!;

    const edited = {
      ...shippingAddress,
      name: 'Moved Away',
      line1: '99 New Road',
      city: 'York',
      postalCode: 'YO1 7HH',
    };
    const put = await api('PUT', `/addresses/${entry.id}`, {
      token: customer.token,
      body: { ...edited, isDefault: true },
    });
    expect(put.status).toBe(200);
    expect((await api('GET', '/addresses', { token: customer.token })).body.items).toEqual([
      expect.objectContaining({ id: entry.id, name: 'Moved Away', line1: '99 New Road' }),
    ]);
    const afterEdit = await api('GET', `/order/${orderId}`, { token: customer.token });
    expect(afterEdit.body.shippingAddress).toEqual(saved);
    expect(afterEdit.body.address).toBe(before.body.address);
    expect(afterEdit.body.address).toContain('Kept Copy');

    expect((await api('DELETE', `/addresses/${entry.id}`, { token: customer.token })).status).toBe(200);
    expect((await api('GET', '/addresses', { token: customer.token })).body.items).toEqual([]);
    const afterDelete = await api('GET', `/order/${orderId}`, { token: customer.token });
    expect(afterDelete.body.shippingAddress).toEqual(saved);
    // The admin's view and the stored order are the same copy.
    const listed = await api('GET', `/orders?q=${orderId}`, { token: roles.admin.token });
    expect(listed.body.orders[0].shippingAddress).toEqual(saved);
    const storedAfter = (await orderDoc(orderId))!;
    expect(storedAfter.address).toBe(storedBefore.address);
    expect(storedAfter.shippingAddress).toEqual(storedBefore.shippingAddress);
  });
});

describe("SKUs on an order's lines", () => {
  it('copies each product’s SKU onto its line at placement, keeps it when the product’s SKU changes, and exports it', async () => {
    const customer = await createAccount({ name: 'SKU Keeper' });
    const orderId = await checkoutOrder(customer.token, [
      { productId: drill, quantity: 2 },
      { productId: saw, quantity: 1 },
    ]);
    const single = await api('POST', '/order', {
      token: customer.token,
      body: { productId: drill, quantity: 2, mobile, address: '12 Workshop Lane, Leeds' },
    });
    expect(single.status, JSON.stringify(single.body)).toBe(201);

    const answer = await api('GET', `/order/${orderId}`, { token: customer.token });
    expect(answer.body.lines.map((line: { sku?: string }) => line.sku)).toEqual([`XD-${run}`, undefined]);
    expect(answer.body.lines[1]).not.toHaveProperty('sku');
    const spec = await api('GET', `/order/${single.body.insertedId}`, { token: customer.token });
    expect(spec.body.lines[0].sku).toBe(`XD-${run}`);

    // The part number changes later: the order keeps the one it was placed under, on screen and in the export.
    const renamed = await api('PATCH', `/product/${drill}`, { token: roles.admin.token, body: { sku: `XD2-${run}` } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await api('GET', `/order/${orderId}`, { token: customer.token });
    expect(after.body.lines[0].sku).toBe(`XD-${run}`);
    const rows = await exportCsv({ q: customer.email });
    expect(rows.filter((row) => row['Order id'] === orderId).map((row) => row.SKU)).toEqual([`XD-${run}`, '']);
    await api('PATCH', `/product/${drill}`, { token: roles.admin.token, body: { sku: `XD-${run}` } });
  });

  it('never takes a SKU from the client: a line that sends one is refused and nothing is placed', async () => {
    const customer = await createAccount({ name: 'SKU Forger' });
    const refused = await postCheckout(
      customer.token,
      checkoutBody([{ productId: drill, quantity: 2, sku: 'FORGED-1' } as never]),
    );
    expect(refused.status).toBe(400);
    const mine = await api('GET', `/myOrder?email=${encodeURIComponent(customer.email)}`, { token: customer.token });
    expect(mine.body).toEqual([]);
  });

  it('Manage All Order finds the orders holding a SKU by its start, in any case, and no others', async () => {
    const customer = await createAccount({ name: 'SKU Searcher' });
    const withDrill = await checkoutOrder(customer.token, [{ productId: drill, quantity: 2 }]);
    const withBlades = await checkoutOrder(customer.token, [{ productId: blades, quantity: 10 }]);
    const search = async (q: string) =>
      (await api('GET', `/orders?q=${encodeURIComponent(q)}`, { token: roles.admin.token })).body.orders.map(
        (order: { _id: string }) => order._id,
      );
    expect(await search(`xd-${run}`)).toContain(withDrill);
    expect(await search(`XD-${run}`)).not.toContain(withBlades);
    expect(await search(`XD-${run.slice(0, 4)}`)).toContain(withDrill);
    expect(await search(`=xb-${run}`)).toEqual(expect.arrayContaining([withBlades]));
    expect(await search(`=xb-${run}`)).not.toContain(withDrill);
  });
});
