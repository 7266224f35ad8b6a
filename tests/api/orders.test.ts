import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, validationMessages as m } from '@toolshop/domain';
import { api } from '../support/api';
import {
  createProduct,
  createRoles,
  markPaid,
  orderDoc,
  orderForm,
  ordersOfProduct,
  placeOrder,
  productDoc,
  type Roles,
} from './helpers/fixtures';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

describe('POST /order', () => {
  it('copies name, picture and unit price from the product, computes the amount and reserves the stock', async () => {
    const productId = await createProduct({
      priceCents: 1999,
      available: 30,
      minimum: 3,
      picture: '/products/angle-grinder-125.svg',
      name: 'Jigsaw 650W',
    });
    const { status, body } = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId, quantity: 4, ...orderForm },
    });
    expect(status).toBe(201);
    expect(body).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    // A free-text address is no structured one: priced for the home country (the seeded United States), pickup
    // at the factory ($0) and 8.25% tax on $79.96 ($6.60). SPEC's single-product fields are one bundle at that
    // total, so price x quantity is what a SPEC client pays; the line keeps the product's own figures.
    const line = {
      productId,
      productName: 'Jigsaw 650W',
      picture: '/products/angle-grinder-125.svg',
      quantity: 4,
      unitPriceCents: 1999,
      amountCents: 7996,
      priceBreak: null,
    };
    expect(await orderDoc(body.insertedId)).toMatchObject({
      uid: roles.customer.uid,
      email: roles.customer.email,
      productId,
      productName: 'Jigsaw 650W (4 pieces), shipping and tax included',
      picture: '/products/angle-grinder-125.svg',
      unitPriceCents: 8656,
      quantity: 1,
      amountCents: 8656,
      lines: [line],
      subtotalCents: 7996,
      shippingMethod: { id: 'pickup', name: 'Pickup at the factory' },
      shippingCents: 0,
      taxRate: 0.0825,
      taxCents: 660,
      pricedForHomeCountry: 'US',
      address: orderForm.address,
      mobile: orderForm.mobile,
      status: 'unpaid',
      transactionId: null,
    });
    expect((await productDoc(productId))?.available).toBe(26);

    const read = await api('GET', `/order/${body.insertedId}`, { token: roles.customer.token });
    expect(read.body).toEqual({
      _id: body.insertedId,
      email: roles.customer.email,
      productId,
      productName: 'Jigsaw 650W (4 pieces), shipping and tax included',
      picture: '/products/angle-grinder-125.svg',
      mobile: orderForm.mobile,
      address: orderForm.address,
      // The readable order number, from this instance's block.
      number: expect.any(Number),
      quantity: 1,
      price: 86.56,
      amount: 86.56,
      // Every order answer carries its lines: a SPEC order is one.
      lines: [
        {
          productId,
          productName: 'Jigsaw 650W',
          picture: '/products/angle-grinder-125.svg',
          quantity: 4,
          price: 19.99,
          amount: 79.96,
        },
      ],
      subtotal: 79.96,
      shippingMethod: 'pickup',
      shippingMethodName: 'Pickup at the factory',
      shipping: 0,
      taxRate: 0.0825,
      tax: 6.6,
      pricedFor: {
        country: 'US',
        note: 'Priced for United States, Pickup at the factory; change the address before paying',
        addressChangeable: true,
      },
      // An unpaid order says until when it holds its stock.
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("refuses quantities outside minimum..available with the spec's messages, storing nothing", async () => {
    const productId = await createProduct({ available: 10, minimum: 3 });
    const below = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId, quantity: 2, ...orderForm },
    });
    expect(below).toEqual({
      status: 400,
      body: { message: m.quantityBelowMinimum, errors: { quantity: m.quantityBelowMinimum } },
    });
    const above = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId, quantity: 11, ...orderForm },
    });
    expect(above).toEqual({
      status: 400,
      body: { message: m.quantityAboveAvailable, errors: { quantity: m.quantityAboveAvailable } },
    });
    const exact = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId, quantity: 10, ...orderForm },
    });
    expect(exact.status).toBe(201);
    expect((await productDoc(productId))?.available).toBe(0);
    expect(await ordersOfProduct(productId)).toHaveLength(1);
  });

  it('refuses fields documented nowhere (amount, status, uid) and stores nothing', async () => {
    const productId = await createProduct({ priceCents: 5000, available: 20 });
    const forged = {
      productId,
      quantity: 2,
      ...orderForm,
      amount: 0.02,
      status: 'success',
      uid: roles.other.uid,
      unitPriceCents: 1,
    };
    const { status, body } = await api('POST', '/order', { token: roles.customer.token, body: forged });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      amount: m.unknownField,
      status: m.unknownField,
      uid: m.unknownField,
      unitPriceCents: m.unknownField,
    });
    expect(await ordersOfProduct(productId)).toHaveLength(0);
    expect((await productDoc(productId))?.available).toBe(20);
  });

  it("takes name, picture and price from the product whatever SPEC §7's fields say", async () => {
    const productId = await createProduct({
      priceCents: 5000,
      available: 20,
      name: `Mitre Saw ${Date.now()}`,
      picture: '/products/circular-saw-190.svg',
    });
    const sent = {
      productId,
      quantity: 2,
      ...orderForm,
      email: roles.customer.email,
      productName: 'Cheap Saw',
      picture: 'https://evil.example/x.png',
      price: 0.01,
    };
    const { status, body } = await api('POST', '/order', { token: roles.customer.token, body: sent });
    expect(status).toBe(201);
    const stored = await orderDoc(body.insertedId);
    expect(stored).toMatchObject({
      productId,
      subtotalCents: 10000,
      picture: '/products/circular-saw-190.svg',
      email: roles.customer.email,
    });
    expect(stored?.lines).toEqual([
      expect.objectContaining({
        unitPriceCents: 5000,
        amountCents: 10000,
        productName: expect.stringMatching(/^Mitre Saw /),
      }),
    ]);
  });

  it("refuses someone else's email with 403 and stores nothing", async () => {
    const productId = await createProduct({ available: 20 });
    const answer = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId, quantity: 2, ...orderForm, email: roles.other.email },
    });
    expect(answer).toEqual({ status: 403, body: { message: apiMessages.foreignEmail } });
    expect(await ordersOfProduct(productId)).toHaveLength(0);
    expect((await productDoc(productId))?.available).toBe(20);
  });

  it('answers 404 for an unknown product and 400 for missing fields', async () => {
    expect(
      (
        await api('POST', '/order', {
          token: roles.customer.token,
          body: { productId: 'no-such-product', quantity: 2, ...orderForm },
        })
      ).status,
    ).toBe(404);
    const missing = await api('POST', '/order', { token: roles.customer.token, body: { productId: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ quantity: m.quantityRequired, mobile: m.mobileRequired });
    const blankAddress = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId: 'x', quantity: 2, mobile: orderForm.mobile, address: ' ' },
    });
    expect(blankAddress.body.errors).toEqual({ address: m.addressRequired });
  });

  it('places an order without an address (the old form never sent it)', async () => {
    const productId = await createProduct({ available: 20 });
    const { status, body } = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId, quantity: 2, mobile: orderForm.mobile },
    });
    expect(status).toBe(201);
    expect(await orderDoc(body.insertedId)).toMatchObject({
      address: '',
      lines: [expect.objectContaining({ productId, quantity: 2 })],
      pricedForHomeCountry: 'US',
    });
  });
});

describe('POST /order totals a card cannot carry', () => {
  // The total is the goods plus the home country's 8.25% tax (no address: pickup at the factory, $0).
  it('refuses a total under $0.50 or over $999,999.99 with 400, reserving nothing', async () => {
    const cheap = await createProduct({ priceCents: 23, available: 100, minimum: 1 });
    const small = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId: cheap, quantity: 1, ...orderForm },
    });
    expect(small).toEqual({
      status: 400,
      body: { message: m.orderTotalTooSmall, errors: { quantity: m.orderTotalTooSmall } },
    });
    const costly = await createProduct({ priceCents: 50_000_000, available: 100, minimum: 1 });
    const large = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId: costly, quantity: 2, ...orderForm },
    });
    expect(large).toEqual({
      status: 400,
      body: { message: m.orderTotalTooLarge, errors: { quantity: m.orderTotalTooLarge } },
    });
    expect(await ordersOfProduct(cheap)).toHaveLength(0);
    expect(await ordersOfProduct(costly)).toHaveLength(0);
    expect((await productDoc(cheap))?.available).toBe(100);
    expect((await productDoc(costly))?.available).toBe(100);
    // At the limits themselves the order is placed: $0.46 + $0.04 tax, and $923,787.52 + $76,212.47 tax.
    expect(
      (
        await api('POST', '/order', {
          token: roles.customer.token,
          body: { productId: cheap, quantity: 2, ...orderForm },
        })
      ).status,
    ).toBe(201);
    const highest = await createProduct({ priceCents: 92_378_752, available: 5, minimum: 1 });
    expect(
      (
        await api('POST', '/order', {
          token: roles.customer.token,
          body: { productId: highest, quantity: 1, ...orderForm },
        })
      ).status,
    ).toBe(201);
  });
});

describe('DELETE /order/{id}', () => {
  it('cancels an unpaid own order (it stays, cancelled) and gives its stock back once', async () => {
    const productId = await createProduct({ available: 40 });
    const orderId = await placeOrder(roles.customer.token, productId, 7);
    expect((await productDoc(productId))?.available).toBe(33);
    expect(await api('DELETE', `/order/${orderId}`, { token: roles.customer.token })).toEqual({
      status: 200,
      body: { acknowledged: true, deletedCount: 1 },
    });
    expect((await orderDoc(orderId))?.status).toBe('cancelled');
    expect((await productDoc(productId))?.available).toBe(40);
    expect(await api('DELETE', `/order/${orderId}`, { token: roles.customer.token })).toEqual({
      status: 409,
      body: { message: apiMessages.orderNotCancellable },
    });
    expect((await productDoc(productId))?.available).toBe(40);
  });

  it('refuses to cancel a paid order (409) and keeps the stock reserved', async () => {
    const productId = await createProduct({ available: 40 });
    const orderId = await placeOrder(roles.customer.token, productId, 5);
    await markPaid(orderId);
    expect(await api('DELETE', `/order/${orderId}`, { token: roles.customer.token })).toEqual({
      status: 409,
      body: { message: apiMessages.orderNotCancellable },
    });
    expect((await orderDoc(orderId))?.status).toBe('pending');
    expect((await productDoc(productId))?.available).toBe(35);
  });
});

describe('PUT /order/{id}', () => {
  it('lets an admin confirm a paid order once, recording who and when', async () => {
    const productId = await createProduct();
    const orderId = await placeOrder(roles.customer.token, productId);
    const confirm = () => api('PUT', `/order/${orderId}`, { token: roles.admin.token, body: { status: 'success' } });

    expect(await confirm()).toEqual({ status: 409, body: { message: apiMessages.orderNotPending } });
    await markPaid(orderId);
    const before = Date.now();
    expect(await confirm()).toEqual({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    const stored = (await orderDoc(orderId)) as any;
    expect(stored).toMatchObject({ status: 'success', confirmedBy: roles.admin.uid });
    expect(stored.confirmedAt.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await confirm()).toEqual({ status: 409, body: { message: apiMessages.orderAlreadyFinal } });
    expect((await api('GET', `/order/${orderId}`, { token: roles.customer.token })).body).toMatchObject({
      status: 'success',
      transactionId: expect.stringMatching(/^pi_test_/),
    });
  });

  it('refuses a payment report with a made-up transaction id: the order stays unpaid', async () => {
    const productId = await createProduct();
    const orderId = await placeOrder(roles.customer.token, productId);
    const { status } = await api('PUT', `/order/${orderId}`, {
      token: roles.customer.token,
      body: { status: 'pending', transactionId: 'pi_made_up_123' },
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
  });

  it('refuses statuses and fields a client may not set', async () => {
    const productId = await createProduct();
    const orderId = await placeOrder(roles.customer.token, productId);
    for (const body of [{ status: 'unpaid' }, { status: 'success', amount: 1 }, { status: 'shipped' }, {}]) {
      expect((await api('PUT', `/order/${orderId}`, { token: roles.admin.token, body })).status).toBe(400);
    }
    expect((await orderDoc(orderId))?.status).toBe('unpaid');
  });
});

describe('reading orders', () => {
  it('GET /myOrder lists only the caller’s orders, newest first', async () => {
    const productId = await createProduct();
    const first = await placeOrder(roles.other.token, productId);
    const second = await placeOrder(roles.other.token, productId);
    await placeOrder(roles.customer.token, productId);
    const { status, body } = await api<any[]>('GET', `/myOrder?email=${encodeURIComponent(roles.other.email)}`, {
      token: roles.other.token,
    });
    expect(status).toBe(200);
    expect(body.map((order) => order._id)).toEqual([second, first]);
    expect(body.every((order) => order.email === roles.other.email)).toBe(true);
  });

  it('GET /order gives an admin every order, newest first', async () => {
    const productId = await createProduct();
    const orderId = await placeOrder(roles.customer.token, productId);
    const { status, body } = await api<any[]>('GET', '/order', { token: roles.admin.token });
    expect(status).toBe(200);
    expect(body[0]?._id).toBe(orderId);
    expect(body.length).toBeGreaterThan(5);
  });
});
