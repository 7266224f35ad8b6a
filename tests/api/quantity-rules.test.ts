// Packs, the maximum per order and price breaks, held by the API for every caller: the product keeps them, an
// order breaking one is a 400 that stores and reserves nothing, and the unit price a break gives is what is
// stored, shown and charged, whatever price the client sends.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, validationMessages as m, type OrderDoc } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import {
  NO_CATALOGUE_FIELDS,
  createProduct,
  createRoles,
  orderDoc,
  orderForm,
  ordersOfProduct,
  productDoc,
  type Roles,
} from './helpers/fixtures';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

/** Screws in boxes of 10, at most 300 a customer: $10.00 each, $9.00 from 50, $8.50 from 100. */
const boxedScrews = {
  priceCents: 1000,
  available: 1000,
  minimum: 10,
  increment: 10,
  maximum: 300,
  priceBreaks: [
    { minQuantity: 50, priceCents: 900 },
    { minQuantity: 100, priceCents: 850 },
  ],
};

const order = (productId: string, quantity: number | string, extra: object = {}) =>
  api('POST', '/order', { token: roles.customer.token, body: { productId, quantity, ...orderForm, ...extra } });

const productBody = (extra: object = {}) => ({
  name: `Wood Screws ${randomUUID().slice(0, 8)}`,
  price: 10,
  available: 1000,
  minimum: 10,
  description: 'Boxed wood screws.',
  picture: '/products/angle-grinder-125.svg',
  ...extra,
});

async function productsNamed(name: string): Promise<number> {
  return (await testAdmin().db.collection(collections.products).where('name', '==', name).get()).size;
}

describe('a product with quantity rules', () => {
  it('POST /product keeps pack size, maximum and breaks (prices in cents); GET /product and /product/{id} carry them', async () => {
    const body = productBody({
      increment: 10,
      maximum: 300,
      priceBreaks: [
        { minQuantity: 50, price: 9 },
        { minQuantity: 100, price: 8.5 },
      ],
    });
    const added = await api('POST', '/product', { token: roles.admin.token, body });
    expect(added.status).toBe(201);
    const id = added.body.insertedId as string;
    expect(await productDoc(id)).toMatchObject({
      priceCents: 1000,
      increment: 10,
      maximum: 300,
      priceBreaks: [
        { minQuantity: 50, priceCents: 900 },
        { minQuantity: 100, priceCents: 850 },
      ],
    });
    const shown = { _id: id, ...body, ...NO_CATALOGUE_FIELDS };
    expect((await api('GET', `/product/${id}`)).body).toEqual(shown);
    const list = await api<any[]>('GET', '/product');
    expect(list.body.find((product) => product._id === id)).toEqual(shown);
  });

  it('a product posted without them is stored and shown as before: no quantity-rule field appears', async () => {
    const body = productBody({ price: '12.50', available: '40', minimum: '2' });
    const added = await api('POST', '/product', { token: roles.admin.token, body });
    expect(added.status).toBe(201);
    const stored = await productDoc(added.body.insertedId);
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['available', 'createdAt', 'description', 'minimum', 'name', 'picture', 'priceCents', 'updatedAt'].sort(),
    );
    expect((await api('GET', `/product/${added.body.insertedId}`)).body).toEqual({
      _id: added.body.insertedId,
      name: body.name,
      description: body.description,
      picture: body.picture,
      price: 12.5,
      available: 40,
      minimum: 2,
      ...NO_CATALOGUE_FIELDS,
    });
  });

  it.each([
    ['a pack size of 0', { increment: 0 }, { increment: m.incrementInvalid }],
    ['a maximum below the minimum', { maximum: 5 }, { maximum: m.maximumBelowMinimum }],
    [
      'a minimum no pack multiple reaches (15 in packs of 10)',
      { minimum: 15, increment: 10 },
      { minimum: m.minimumNotInPacks(10, 20) },
    ],
    [
      'a maximum no pack multiple reaches (25 in packs of 10)',
      { increment: 10, maximum: 25 },
      { maximum: m.maximumNotInPacks(10, 20) },
    ],
    [
      'break quantities not increasing',
      {
        priceBreaks: [
          { minQuantity: 50, price: 9 },
          { minQuantity: 50, price: 8 },
        ],
      },
      { 'priceBreaks.1.minQuantity': m.breakQuantityNotIncreasing },
    ],
    [
      'break prices not decreasing',
      {
        priceBreaks: [
          { minQuantity: 50, price: 9 },
          { minQuantity: 100, price: 9 },
        ],
      },
      { 'priceBreaks.1.price': m.breakPriceNotDecreasing },
    ],
    [
      'a break not below the price',
      { priceBreaks: [{ minQuantity: 50, price: 10 }] },
      { 'priceBreaks.0.price': m.breakPriceNotBelowPrice },
    ],
    [
      'a break at the minimum',
      { priceBreaks: [{ minQuantity: 10, price: 9 }] },
      { 'priceBreaks.0.minQuantity': m.breakQuantityNotAboveMinimum },
    ],
    [
      'a break past the maximum',
      { maximum: 40, priceBreaks: [{ minQuantity: 50, price: 9 }] },
      { 'priceBreaks.0.minQuantity': m.breakQuantityAboveMaximum },
    ],
  ])('POST /product refuses %s with 400 and its message, storing nothing', async (_, rules, errors) => {
    const body = productBody(rules);
    const refused = await api('POST', '/product', { token: roles.admin.token, body });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(errors);
    expect(await productsNamed(body.name)).toBe(0);
  });
});

describe('PATCH /product/{id} holds the minimum and maximum to whole packs', () => {
  const patch = (id: string, body: object) => api('PATCH', `/product/${id}`, { token: roles.admin.token, body });

  it('refuses a minimum or maximum between packs, or a pack size the minimum is no multiple of, changing nothing', async () => {
    const id = (await api('POST', '/product', { token: roles.admin.token, body: productBody({ increment: 10 }) })).body
      .insertedId as string;
    const before = await productDoc(id);
    const refusals: [object, Record<string, string>][] = [
      [{ minimum: 15 }, { minimum: m.minimumNotInPacks(10, 20) }],
      [{ maximum: 95 }, { maximum: m.maximumNotInPacks(10, 90) }],
      [{ increment: 4 }, { minimum: m.minimumNotInPacks(4, 12) }],
      [{ increment: 20, maximum: 100 }, { minimum: m.minimumNotInPacks(20, 20) }],
    ];
    for (const [body, errors] of refusals) {
      const refused = await patch(id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await productDoc(id)).toEqual(before);

    // Whole packs are kept; a product without a pack size takes any minimum.
    expect((await patch(id, { minimum: 20, maximum: 300 })).status).toBe(200);
    expect(await productDoc(id)).toMatchObject({ minimum: 20, increment: 10, maximum: 300 });
    expect((await patch(id, { increment: null, minimum: 15, maximum: 295 })).status).toBe(200);
    expect(await productDoc(id)).toMatchObject({ minimum: 15, maximum: 295 });
  });
});

describe('POST /order on a product with quantity rules', () => {
  it.each([
    ['not a whole number of packs', 25, 'Order in packs of 10'],
    ['over the maximum per order', 310, 'Your order is over the maximum of 300 per order'],
    ['under the minimum (the spec message)', 0, m.quantityBelowMinimum],
    ['over the stock (the spec message)', 60, m.quantityAboveAvailable],
  ])('refuses a quantity %s with 400 and its message, storing and reserving nothing', async (_, quantity, message) => {
    // Stock of 50, so that the available rule has a quantity of its own to break (60: a whole pack, under the maximum).
    const productId = await createProduct({ ...boxedScrews, available: 50 });
    const refused = await order(productId, quantity);
    expect(refused).toEqual({ status: 400, body: { message, errors: { quantity: message } } });
    expect(await ordersOfProduct(productId)).toEqual([]);
    expect((await productDoc(productId))?.available).toBe(50);
  });

  it('prices by the break the quantity reaches, records it, and shows it on the order', async () => {
    const productId = await createProduct(boxedScrews);
    const cases = [
      { quantity: 40, unitPriceCents: 1000, priceBreak: null, amountCents: 40_000 },
      { quantity: 50, unitPriceCents: 900, priceBreak: { minQuantity: 50, priceCents: 900 }, amountCents: 45_000 },
      { quantity: 120, unitPriceCents: 850, priceBreak: { minQuantity: 100, priceCents: 850 }, amountCents: 102_000 },
    ];
    for (const expected of cases) {
      const placed = await order(productId, expected.quantity);
      expect(placed.status).toBe(201);
      // The order's line (its SPEC fields are one bundle with the home country's shipping and tax).
      expect(await orderDoc(placed.body.insertedId)).toMatchObject({
        lines: [expect.objectContaining(expected)],
        subtotalCents: expected.amountCents,
      });
      const shown = await api('GET', `/order/${placed.body.insertedId}`, { token: roles.customer.token });
      expect(shown.body.lines).toEqual([
        expect.objectContaining({
          quantity: expected.quantity,
          price: expected.unitPriceCents / 100,
          amount: expected.amountCents / 100,
        }),
      ]);
      expect(shown.body.lines[0].priceBreak).toEqual(
        expected.priceBreak
          ? { minQuantity: expected.priceBreak.minQuantity, price: expected.unitPriceCents / 100 }
          : undefined,
      );
    }
    expect((await productDoc(productId))?.available).toBe(1000 - 40 - 50 - 120);
  });

  it("ignores a price the client sends (SPEC §7's payload by name): the break's price is charged", async () => {
    const productId = await createProduct(boxedScrews);
    const { name } = (await productDoc(productId))!;
    const placed = await api('POST', '/order', {
      token: roles.customer.token,
      body: {
        email: roles.customer.email,
        productName: name,
        mobile: orderForm.mobile,
        quantity: '100',
        picture: '/elsewhere.png',
        price: '0.01',
      },
    });
    expect(placed.status).toBe(201);
    expect(await orderDoc(placed.body.insertedId)).toMatchObject({
      lines: [
        expect.objectContaining({
          unitPriceCents: 850,
          priceBreak: { minQuantity: 100, priceCents: 850 },
          amountCents: 85_000,
        }),
      ],
      subtotalCents: 85_000,
    });
  });

  it('a payment is for the discounted total the order recorded, even after the product is repriced', async () => {
    const productId = await createProduct(boxedScrews);
    const placed = await order(productId, 100);
    const orderId = placed.body.insertedId as string;
    await testAdmin().db.collection(collections.products).doc(productId).update({ priceCents: 2000, priceBreaks: [] });

    const intent = await api('POST', '/create-payment-intent', {
      token: roles.customer.token,
      body: { orderId, price: 1 },
    });
    expect(intent.status).toBe(200);
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    const paid = await api('POST', '/payments/test/confirm', {
      body: { clientSecret: intent.body.clientSecret, card },
    });
    expect(paid.status).toBe(200);
    // $850.00 of goods and the home country's 8.25% tax ($70.13), as recorded when the order was placed.
    expect(await orderDoc(orderId)).toMatchObject({
      status: 'pending',
      amountCents: 92_013,
      subtotalCents: 85_000,
      lines: [expect.objectContaining({ unitPriceCents: 850 })],
    });
    const intentId = (intent.body.clientSecret as string).split('_secret_')[0]!;
    const charged = await testAdmin().db.collection(collections.testPaymentIntents).doc(intentId).get();
    expect(charged.data()).toMatchObject({ amountCents: 92_013 });
  });

  it('an order stored before price breaks (no priceBreak field) still reads', async () => {
    const id = `old-${randomUUID().slice(0, 8)}`;
    const old: OrderDoc = {
      uid: roles.customer.uid,
      email: roles.customer.email,
      productId: 'gone',
      productName: 'Old Drill',
      picture: '/products/angle-grinder-125.svg',
      unitPriceCents: 2599,
      quantity: 2,
      amountCents: 5198,
      address: orderForm.address,
      mobile: orderForm.mobile,
      status: 'unpaid',
      transactionId: null,
      createdAt: new Date(),
    };
    await testAdmin().db.collection(collections.orders).doc(id).set(old);
    const read = await api('GET', `/order/${id}`, { token: roles.customer.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: id, price: 25.99, amount: 51.98, quantity: 2 });
    expect(read.body).not.toHaveProperty('priceBreak');
  });
});
