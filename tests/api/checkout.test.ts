// POST /api/checkout through Hosting -> function -> Firestore emulator: a three-line order quoted line by line,
// reserved at once, counted once, the cart emptied of what it bought; every bad input 400 with nothing changed;
// every refusal all-or-nothing across the lines; the order answers' lines and the single-product fields an old
// client reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, validationMessages as m } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createAccount } from '../support/accounts';
import { createProduct, createRoles, orderDoc, productDoc, type Roles } from './helpers/fixtures';
import {
  checkoutBody,
  checkoutState,
  mobile,
  postCheckout,
  setCart,
  shippingAddress,
  type Line,
} from './helpers/checkout';

let roles: Roles;
let drill: string;
let blades: string;
let saw: string;
let drillName: string;
beforeAll(async () => {
  roles = await createRoles();
  drillName = `Cart Drill ${Date.now()}`;
  [drill, blades, saw] = await Promise.all([
    createProduct({ name: drillName, priceCents: 2599, minimum: 2, available: 40 }),
    createProduct({
      name: 'Cart Blades',
      priceCents: 300,
      minimum: 10,
      increment: 10,
      available: 500,
      priceBreaks: [{ minQuantity: 50, priceCents: 250 }],
    }),
    createProduct({ name: 'Cart Saw', priceCents: 12900, minimum: 1, available: 5 }),
  ]);
});

const threeLines = (): Line[] => [
  { productId: drill, quantity: 2 },
  { productId: blades, quantity: 50 },
  { productId: saw, quantity: 1 },
];

describe('POST /api/checkout', () => {
  it('quotes every line, reserves them all, counts once, empties the cart of what it bought', async () => {
    const customer = await createAccount();
    const elsewhere = await createProduct({ available: 10 });
    await setCart(customer.uid, [...threeLines(), { productId: elsewhere, quantity: 3 }]);
    const before = await checkoutState(customer.uid, [drill, blades, saw]);

    const { status, body } = await postCheckout(customer.token, checkoutBody(threeLines()));
    expect(status, JSON.stringify(body)).toBe(201);
    const expectedLines = [
      {
        productId: drill,
        productName: drillName,
        picture: expect.any(String),
        quantity: 2,
        price: 25.99,
        amount: 51.98,
      },
      {
        productId: blades,
        productName: 'Cart Blades',
        picture: expect.any(String),
        quantity: 50,
        price: 2.5,
        amount: 125,
        priceBreak: { minQuantity: 50, price: 2.5 },
      },
      { productId: saw, productName: 'Cart Saw', picture: expect.any(String), quantity: 1, price: 129, amount: 129 },
    ];
    // Shipped to the United Kingdom (seeded zone): Standard $14.95 and 20% on 320.93 = 64.186 -> 64.19.
    expect(body).toMatchObject({
      orderId: expect.any(String),
      _id: body.orderId,
      subtotal: 305.98,
      shippingMethod: 'standard',
      shipping: 14.95,
      taxRate: 0.2,
      tax: 64.19,
      amount: 385.12,
      lines: expectedLines,
      shippingAddress,
      address: 'Casey Test, Test Works Ltd, 12 Workshop Lane, Leeds, LS1 4AP, United Kingdom',
      mobile,
      email: customer.email,
      expiresAt: expect.any(String),
    });

    const after = await checkoutState(customer.uid, [drill, blades, saw]);
    expect(after.stock).toEqual([before.stock[0]! - 2, before.stock[1]! - 50, before.stock[2]! - 1]);
    expect(after.orders).toBe(1);
    expect(after.quota).toMatchObject({ count: 1, unpaidOrders: 1 });
    expect(after.cart?.lines).toEqual([{ productId: elsewhere, quantity: 3 }]);

    const stored = await orderDoc(body.orderId);
    expect(stored).toMatchObject({
      uid: customer.uid,
      status: 'unpaid',
      subtotalCents: 30598,
      amountCents: 38512,
      productNames: [drillName, 'Cart Blades', 'Cart Saw'],
      lines: [
        { productId: drill, quantity: 2, unitPriceCents: 2599, amountCents: 5198, priceBreak: null },
        { productId: blades, quantity: 50, unitPriceCents: 250, amountCents: 12500 },
        { productId: saw, quantity: 1, unitPriceCents: 12900, amountCents: 12900, priceBreak: null },
      ],
    });
  });

  it('every order answer carries the lines, and SPEC single-product fields an old client reads truthfully', async () => {
    const customer = await createAccount();
    const { body: placed } = await postCheckout(customer.token, checkoutBody(threeLines()));
    const oldClientView = {
      productId: drill,
      productName: `${drillName} and 2 more items (53 pieces), shipping and tax included`,
      quantity: 1,
      price: 385.12,
      amount: 385.12,
      lines: [expect.objectContaining({ productId: drill }), expect.anything(), expect.anything()],
      shippingAddress,
    };
    const one = await api('GET', `/order/${placed.orderId}`, { token: customer.token });
    expect(one.body).toMatchObject({ _id: placed.orderId, ...oldClientView });
    // What a SPEC client pays: price x quantity is the total.
    expect(one.body.price * one.body.quantity).toBe(one.body.amount);
    const mine = await api('GET', `/myOrder?email=${encodeURIComponent(customer.email)}`, { token: customer.token });
    expect(mine.body).toEqual([expect.objectContaining(oldClientView)]);
    const all = await api('GET', '/order', { token: roles.admin.token });
    expect(all.body.find((order: { _id: string }) => order._id === placed.orderId)).toMatchObject(oldClientView);
    const listed = await api('GET', `/orders?q=${placed.orderId}`, { token: roles.admin.token });
    expect(listed.body.orders).toEqual([expect.objectContaining({ ...oldClientView, createdAt: expect.any(String) })]);
    const byEmail = await api('GET', `/orders?q=${encodeURIComponent(customer.email)}`, { token: roles.admin.token });
    expect(byEmail.body.orders.map((order: { _id: string }) => order._id)).toEqual([placed.orderId]);

    // A one-line checkout pays shipping and tax too: one bundle at the whole amount (129 + 14.95 + 28.79).
    const single = await postCheckout(customer.token, checkoutBody([{ productId: saw, quantity: 1 }]));
    expect(single.body).toMatchObject({
      productId: saw,
      productName: 'Cart Saw (1 piece), shipping and tax included',
      quantity: 1,
      price: 172.74,
      amount: 172.74,
      subtotal: 129,
    });
    expect(single.body.lines).toHaveLength(1);
  });

  it('every bad input is 400 with a message and changes nothing', async () => {
    const customer = await createAccount();
    await setCart(customer.uid, threeLines());
    const before = await checkoutState(customer.uid, [drill, blades, saw]);
    const valid = checkoutBody(threeLines());
    const fiftyOne = Array.from({ length: 51 }, (_, i) => ({ productId: `test-line-${i}`, quantity: 1 }));
    const cases: [unknown, string][] = [
      [{ ...valid, lines: [] }, m.cartLinesRequired],
      [{ ...valid, lines: undefined }, m.cartLinesInvalid],
      [{ ...valid, lines: 'drill' }, m.cartLinesInvalid],
      [{ ...valid, lines: fiftyOne }, m.cartTooManyLines],
      [{ ...valid, lines: [...threeLines(), { productId: drill, quantity: 4 }] }, m.cartDuplicateProduct],
      [{ ...valid, lines: [{ productId: drill, quantity: 0 }] }, m.cartQuantityInvalid],
      [{ ...valid, lines: [{ productId: drill, quantity: 2.5 }] }, m.cartQuantityInvalid],
      [{ ...valid, lines: [{ productId: drill, quantity: -2 }] }, m.cartQuantityInvalid],
      [{ ...valid, lines: [{ productId: drill, quantity: '2' }] }, m.cartQuantityInvalid],
      [{ ...valid, lines: [{ productId: drill }] }, m.cartQuantityInvalid],
      [{ ...valid, lines: [{ productId: 'a/b', quantity: 2 }] }, 'Invalid id'],
      [{ ...valid, lines: [{ productId: drill, quantity: 2, price: 0.01 }] }, m.unknownField],
      [{ ...valid, shippingAddress: undefined }, m.shippingAddressRequired],
      [{ ...valid, shippingAddress: 'Leeds' }, m.shippingAddressRequired],
      [{ ...valid, shippingAddress: { ...shippingAddress, line1: ' ' } }, m.addressLine1Required],
      [{ ...valid, shippingAddress: { ...shippingAddress, country: 'UK' } }, m.addressCountryInvalid],
      [{ ...valid, shippingAddress: { ...shippingAddress, postalCode: 'x'.repeat(21) } }, m.textTooLong(20)],
      [{ ...valid, shippingAddress: { ...shippingAddress, floor: 3 } }, m.unknownField],
      [{ ...valid, mobile: '' }, m.mobileRequired],
      [{ ...valid, amount: 1 }, m.unknownField],
      [{ ...valid, email: roles.other.email }, m.unknownField],
      [[valid], apiMessages.invalidInput],
    ];
    for (const [body, message] of cases) {
      const answer = await postCheckout(customer.token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      if (message !== apiMessages.invalidInput) expect(answer.body.message).toBe(message);
    }
    expect(await checkoutState(customer.uid, [drill, blades, saw])).toEqual(before);
    expect((await postCheckout('', valid)).status).toBe(401);
  });

  it('a line that cannot be ordered refuses the whole order (409, each line named); nothing is reserved', async () => {
    const customer = await createAccount();
    const scarce = await createProduct({ name: 'Cart Scarce', available: 3, minimum: 1, maximum: 10 });
    await setCart(customer.uid, threeLines());
    const ids = [drill, blades, saw, scarce];
    const before = await checkoutState(customer.uid, ids);

    const refused = await postCheckout(
      customer.token,
      checkoutBody([
        { productId: drill, quantity: 2 },
        { productId: scarce, quantity: 4 },
        { productId: blades, quantity: 15 },
        { productId: 'test-no-such-product', quantity: 1 },
      ]),
    );
    expect(refused).toEqual({
      status: 409,
      body: {
        message: apiMessages.checkoutLinesRefused,
        lines: [
          { productId: scarce, problems: [m.quantityAboveAvailable] },
          { productId: blades, problems: [m.quantityNotInPacks(10)] },
          { productId: 'test-no-such-product', problems: [m.productNoLongerSold] },
        ],
      },
    });
    // The rules changed under a cart: a maximum now below the quantity.
    await testAdmin().db.collection(collections.products).doc(scarce).update({ maximum: 2 });
    const ruleChanged = await postCheckout(
      customer.token,
      checkoutBody([
        { productId: drill, quantity: 2 },
        { productId: scarce, quantity: 3 },
      ]),
    );
    expect(ruleChanged.status).toBe(409);
    expect(ruleChanged.body.lines).toEqual([{ productId: scarce, problems: [m.quantityAboveMaximum(2)] }]);
    // A product deleted since it went into the cart.
    await testAdmin().db.collection(collections.products).doc(scarce).delete();
    const removed = await postCheckout(customer.token, checkoutBody([{ productId: scarce, quantity: 1 }]));
    expect(removed.body.lines).toEqual([{ productId: scarce, problems: [m.productNoLongerSold] }]);

    const after = await checkoutState(customer.uid, ids);
    expect({ ...after, stock: after.stock.slice(0, 3) }).toEqual({ ...before, stock: before.stock.slice(0, 3) });
    expect(await productDoc(scarce)).toBeUndefined();
  });

  it('a total no card can pay is 400; beyond the unpaid-orders limit 409, beyond the rate limit 429; none reserves anything', async () => {
    const customer = await createAccount();
    const penny = await createProduct({ priceCents: 10, minimum: 1, available: 10 });
    // Picked up at the factory (US zone, $0): 10 cents + 1 cent of tax is the amount no card can pay.
    const tooSmall = await postCheckout(
      customer.token,
      checkoutBody([{ productId: penny, quantity: 1 }], {
        shippingAddress: { ...shippingAddress, country: 'US' },
        shippingMethod: 'pickup',
      }),
    );
    expect(tooSmall).toMatchObject({ status: 400, body: { message: m.orderTotalTooSmall } });
    expect((await checkoutState(customer.uid, [penny])).orders).toBe(0);

    await testAdmin()
      .db.collection(collections.rateLimits)
      .doc(`${customer.uid}_order`)
      .set({ uid: customer.uid, action: 'order', windowStart: new Date(), count: 1, unpaidOrders: 1_000_000 });
    const full = await postCheckout(customer.token, checkoutBody(threeLines()));
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/unpaid orders/);
    expect((await checkoutState(customer.uid, [drill])).orders).toBe(0);

    // The order rate limit's window spent: 429, and the quota stays as it was.
    const spent = { uid: customer.uid, action: 'order', windowStart: new Date(), count: 1_000_000_000 };
    await testAdmin().db.collection(collections.rateLimits).doc(`${customer.uid}_order`).set(spent);
    const before = await checkoutState(customer.uid, [drill, blades, saw]);
    const limited = await postCheckout(customer.token, checkoutBody(threeLines()));
    expect(limited).toMatchObject({ status: 429, body: { message: apiMessages.rateLimited } });
    expect(await checkoutState(customer.uid, [drill, blades, saw])).toEqual(before);
  });
});
