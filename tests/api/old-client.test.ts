// A client written straight from SPEC §7, played through every row of its table in order: the payloads exactly as
// the table gives them (numbers as the old text inputs sent them, no order id for the payment intent, no
// address), the answers checked for the shapes the table promises. Then the refusals that keep the server in
// charge when it accepts those payloads.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, validationMessages as m, type OrderDoc } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { NO_CATALOGUE_FIELDS, createProduct, orderDoc, ordersOfProduct, productDoc } from './helpers/fixtures';
import { makePng, uploadForm } from './helpers/images';

const q = (email: string) => `?email=${encodeURIComponent(email)}`;
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const mobile = '+44 113 496 0000';

let customer: TestAccount;
let admin: TestAccount;
let colleague: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  [customer, admin, colleague, stranger] = await Promise.all([
    createAccount({ name: 'Olive Oldclient' }),
    createAccount({ admin: true, name: 'Ada Admin' }),
    createAccount({ name: 'Cole Colleague' }),
    createAccount({ name: 'Stan Stranger' }),
  ]);
});

/** What the old client's pay step does with the test gateway: confirm the card with the client secret. */
async function payWithCard(clientSecret: string): Promise<string> {
  const paid = await api('POST', '/payments/test/confirm', { body: { clientSecret, card } });
  expect(paid.status).toBe(200);
  return paid.body.transactionId as string;
}

async function intentFromPrice(token: string, price: number | string): Promise<string> {
  const { status, body } = await api('POST', '/create-payment-intent', { token, body: { price } });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.clientSecret).toEqual(expect.any(String));
  return body.clientSecret as string;
}

/** An order placed with SPEC §7's payload; answers its id as the old client learns it, from My Orders. */
async function orderAsOldClient(
  account: TestAccount,
  product: { name: string; picture: string; price: number },
  quantity: string,
) {
  const body = {
    email: account.email,
    productName: product.name,
    mobile,
    quantity,
    picture: product.picture,
    price: String(product.price),
  };
  const placed = await api('POST', '/order', { token: account.token, body });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body.acknowledged).toBe(true);
  const mine = await api<{ _id: string }[]>('GET', `/myOrder${q(account.email)}`, { token: account.token });
  return mine.body[0]!._id;
}

const reportPaid = (token: string, orderId: string, transactionId: string) =>
  api('PUT', `/order/${orderId}`, { token, body: { status: 'pending', transactionId } });

describe('the old client, row by row of SPEC §7', () => {
  const run = randomUUID().slice(0, 8);
  const product = { name: `Old Client Planer ${run}`, picture: '/products/planer.svg', price: 12.5 };
  let productId: string;
  let orderId: string;
  let clientSecret: string;
  let transactionId: string;
  let imageUrl: string;

  it('PUT /users?email= (login upsert): result.acknowledged and assessToken', async () => {
    for (const account of [customer, admin]) {
      const { status, body } = await api('PUT', `/users${q(account.email)}`, {
        token: account.token,
        body: { email: account.email },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ result: { acknowledged: true }, assessToken: expect.any(String) });
    }
  });

  it('GET /users?email=: the user with the admin flag', async () => {
    expect((await api('GET', `/users${q(customer.email)}`, { token: customer.token })).body).toMatchObject({
      email: customer.email,
      admin: false,
    });
    expect((await api('GET', `/users${q(admin.email)}`, { token: admin.token })).body).toMatchObject({
      email: admin.email,
      admin: true,
    });
  });

  it('POST /product (admin) with the numbers as text, then GET /product and /product/{id}', async () => {
    const added = await api('POST', '/product', {
      token: admin.token,
      body: {
        name: product.name,
        available: '40',
        price: '12.50',
        description: 'A hand planer.',
        minimum: '2',
        picture: product.picture,
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.acknowledged).toBe(true);
    productId = added.body.insertedId;

    const list = await api<any[]>('GET', '/product');
    expect(list.status).toBe(200);
    expect(list.body.find((p) => p._id === productId)).toMatchObject({
      name: product.name,
      price: 12.5,
      available: 40,
      minimum: 2,
    });
    expect((await api('GET', `/product/${productId}`)).body).toEqual({
      _id: productId,
      name: product.name,
      description: 'A hand planer.',
      picture: product.picture,
      price: 12.5,
      available: 40,
      minimum: 2,
      // The catalogue fields, which an old client ignores.
      ...NO_CATALOGUE_FIELDS,
    });
  });

  it('DELETE /product/{id} (admin): acknowledged', async () => {
    const added = await api('POST', '/product', {
      token: admin.token,
      body: {
        name: `Old Client Discontinued ${run}`,
        available: '1',
        price: '1',
        description: 'Gone soon.',
        minimum: '1',
        picture: '/p.png',
      },
    });
    const deleted = await api('DELETE', `/product/${added.body.insertedId}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.acknowledged).toBe(true);
    expect((await api('GET', `/product/${added.body.insertedId}`)).status).toBe(404);
  });

  it('POST /order { email, productName, mobile, quantity, picture, price }: acknowledged, priced by the server', async () => {
    const body = {
      email: customer.email,
      productName: product.name,
      mobile,
      quantity: '4',
      picture: 'https://elsewhere.example/x.png',
      price: '0.01',
    };
    const placed = await api('POST', '/order', { token: customer.token, body });
    expect(placed.status).toBe(201);
    expect(placed.body.acknowledged).toBe(true);
    orderId = placed.body.insertedId;
    // No address: priced for the home country (the seeded United States), pickup at the factory ($0) and 8.25%
    // tax on $50.00 ($4.13). SPEC's single-product fields are one bundle at that total, so price x quantity is
    // what the old client pays (docs/decisions/0021).
    expect(await orderDoc(orderId)).toMatchObject({
      uid: customer.uid,
      email: customer.email,
      productId,
      productName: `${product.name} (4 pieces), shipping and tax included`,
      picture: product.picture,
      unitPriceCents: 5413,
      quantity: 1,
      amountCents: 5413,
      lines: [expect.objectContaining({ productId, unitPriceCents: 1250, quantity: 4, amountCents: 5000 })],
      subtotalCents: 5000,
      shippingCents: 0,
      taxCents: 413,
      pricedForHomeCountry: 'US',
      address: '',
      mobile,
      status: 'unpaid',
    });
    expect((await productDoc(productId))?.available).toBe(36);
  });

  it('GET /myOrder?email= and GET /order/{id}: the order, status absent while unpaid', async () => {
    const mine = await api<any[]>('GET', `/myOrder${q(customer.email)}`, { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((order) => order._id)).toContain(orderId);
    const one = await api('GET', `/order/${orderId}`, { token: customer.token });
    expect(one.body).toMatchObject({
      _id: orderId,
      email: customer.email,
      productName: `${product.name} (4 pieces), shipping and tax included`,
      quantity: 1,
      price: 54.13,
      amount: 54.13,
    });
    expect(one.body.status).toBeUndefined();
  });

  it('POST /create-payment-intent { price } (price times quantity): clientSecret', async () => {
    const { price, quantity } = (await api('GET', `/order/${orderId}`, { token: customer.token })).body;
    clientSecret = await intentFromPrice(customer.token, (price * quantity).toFixed(2));
  });

  it('pays with the card; the order moves only when reported', async () => {
    transactionId = await payWithCard(clientSecret);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
  });

  it('PUT /order/{id} { status: pending, transactionId }: acknowledged, the order is paid', async () => {
    const reported = await reportPaid(customer.token, orderId, transactionId);
    expect(reported.status).toBe(200);
    expect(reported.body.acknowledged).toBe(true);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'pending', transactionId });
    expect((await api('GET', `/order/${orderId}`, { token: customer.token })).body).toMatchObject({
      status: 'pending',
      transactionId,
    });
  });

  it('GET /order (admin) and PUT /order/{id} { status: success }: acknowledged', async () => {
    const all = await api<any[]>('GET', '/order', { token: admin.token });
    expect(all.body.find((order) => order._id === orderId)).toMatchObject({ status: 'pending' });
    const confirmed = await api('PUT', `/order/${orderId}`, { token: admin.token, body: { status: 'success' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.acknowledged).toBe(true);
    expect((await orderDoc(orderId))?.status).toBe('success');
  });

  it('DELETE /order/{id} (cancel another, unpaid order): acknowledged, stock given back', async () => {
    const second = await orderAsOldClient(customer, product, '3');
    expect((await productDoc(productId))?.available).toBe(33);
    const cancelled = await api('DELETE', `/order/${second}`, { token: customer.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.acknowledged).toBe(true);
    expect((await orderDoc(second))?.status).toBe('cancelled');
    expect((await productDoc(productId))?.available).toBe(36);
  });

  it('GET /user (email, roll) and PUT /user/{email} { roll }: acknowledged', async () => {
    const users = await api<any[]>('GET', '/user', { token: admin.token });
    expect(users.body).toContainEqual(expect.objectContaining({ email: admin.email, roll: 'admin' }));
    const path = `/user/${encodeURIComponent(colleague.email)}`;
    const granted = await api('PUT', path, { token: admin.token, body: { roll: 'admin' } });
    expect(granted.status).toBe(200);
    expect(granted.body.acknowledged).toBe(true);
    expect((await api('GET', `/users${q(colleague.email)}`, { token: admin.token })).body).toMatchObject({
      roll: 'admin',
      admin: true,
    });
    const removed = await api('PUT', path, { token: admin.token, body: { roll: '' } });
    expect(removed.body.acknowledged).toBe(true);
    expect((await api('GET', `/users${q(colleague.email)}`, { token: admin.token })).body).toMatchObject({
      roll: '',
      admin: false,
    });
  });

  it('POST /api/images (multipart field image): success and data.url', async () => {
    const { status, body } = await api('POST', '/images', {
      token: customer.token,
      body: uploadForm(makePng(8, 8), 'me.png', 'image/png'),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { url: expect.any(String) } });
    imageUrl = body.data.url;
  });

  it('POST /review { picture, rating: "5", description }: acknowledged, the rating stored as a number', async () => {
    const description = `Old client review ${run}`;
    const posted = await api('POST', '/review', {
      token: customer.token,
      body: { picture: imageUrl, rating: '5', description },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.acknowledged).toBe(true);
    expect(
      (await testAdmin().db.collection(collections.reviews).doc(posted.body.insertedId).get()).data(),
    ).toMatchObject({ rating: 5 });
    const reviews = await api<any[]>('GET', '/review');
    expect(reviews.body.find((review) => review.description === description)).toMatchObject({
      picture: imageUrl,
      rating: 5,
    });
  });

  it('GET and PUT /profileinformation?email= { email, education, location, number, linkedin }: acknowledged', async () => {
    const path = `/profileinformation${q(customer.email)}`;
    expect((await api('GET', path, { token: customer.token })).body).toMatchObject({ email: customer.email });
    const profile = {
      email: customer.email,
      education: 'HND Carpentry',
      location: 'Leeds',
      number: '+44 113 496 0002',
      linkedin: 'https://linkedin.com/in/olive',
    };
    const saved = await api('PUT', path, { token: customer.token, body: profile });
    expect(saved.status).toBe(200);
    expect(saved.body.acknowledged).toBe(true);
    expect((await api('GET', path, { token: customer.token })).body).toEqual(profile);
  });
});

describe('a multi-line order (POST /api/checkout) as the old client sees it', () => {
  it('one bundle at its total: price x quantity is the amount, and paying that as { price } pays the order', async () => {
    const run = randomUUID().slice(0, 8);
    const [planer, chisel] = await Promise.all([
      createProduct({ name: `Bundle Planer ${run}`, priceCents: 1250, available: 50, minimum: 1 }),
      createProduct({ name: `Bundle Chisel ${run}`, priceCents: 333, available: 50, minimum: 1 }),
    ]);
    const placed = await api('POST', '/checkout', {
      token: customer.token,
      body: {
        lines: [
          { productId: planer, quantity: 1 },
          { productId: chisel, quantity: 3 },
        ],
        shippingAddress: { name: 'Casey', line1: '1 Lane', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
        mobile,
      },
    });
    expect(placed.status).toBe(201);
    const mine = await api<any[]>('GET', `/myOrder${q(customer.email)}`, { token: customer.token });
    const listed = mine.body.find((order) => order._id === placed.body.orderId);
    expect(listed).toMatchObject({
      productId: planer,
      // Goods 22.49, UK Standard shipping 14.95, 20% tax 7.49: the bundle's price is what the card pays.
      productName: `Bundle Planer ${run} and 1 more item (4 pieces), shipping and tax included`,
      quantity: 1,
      price: 44.93,
      amount: 44.93,
      address: 'Casey, 1 Lane, Leeds, LS1 1AA, United Kingdom',
    });
    expect(listed.status).toBeUndefined();
    const transactionId = await payWithCard(await intentFromPrice(customer.token, listed.price * listed.quantity));
    expect((await reportPaid(customer.token, listed._id, transactionId)).status).toBe(200);
    expect((await orderDoc(listed._id))?.status).toBe('pending');
  });
});

describe('what the old payloads cannot do', () => {
  const run = randomUUID().slice(0, 8);
  const TWO_PIECES = 16.24;
  let product: { name: string; picture: string; price: number };

  beforeAll(async () => {
    // $7.50 a piece: two pieces are $15.00, priced for the home country with its 8.25% tax: $16.24.
    product = { name: `Old Client Chisel ${run}`, picture: '/products/chisel.svg', price: 7.5 };
    await createProduct({ name: product.name, picture: product.picture, priceCents: 750, available: 500, minimum: 1 });
  });

  it('an intent of another amount never pays the order', async () => {
    const orderId = await orderAsOldClient(customer, product, '2');
    for (const price of [15, 16.23, 16.25, 22.5]) {
      const transactionId = await payWithCard(await intentFromPrice(customer.token, price));
      expect(await reportPaid(customer.token, orderId, transactionId)).toEqual({
        status: 409,
        body: { message: apiMessages.paymentNotVerified },
      });
    }
    expect(await orderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
  });

  it('an intent not yet paid pays nothing', async () => {
    const orderId = await orderAsOldClient(customer, product, '2');
    const unpaidIntent = (await intentFromPrice(customer.token, TWO_PIECES)).split('_secret_')[0]!;
    expect((await reportPaid(customer.token, orderId, unpaidIntent)).status).toBe(409);
    expect((await orderDoc(orderId))?.status).toBe('unpaid');
  });

  it('one intent pays one order, even reported for two at the same moment', async () => {
    const first = await orderAsOldClient(customer, product, '2');
    const second = await orderAsOldClient(customer, product, '2');
    const transactionId = await payWithCard(await intentFromPrice(customer.token, TWO_PIECES));
    const answers = await Promise.all([first, second].map((id) => reportPaid(customer.token, id, transactionId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const orders = [(await orderDoc(first))!, (await orderDoc(second))!];
    expect(orders.filter((order) => order.status === 'pending')).toHaveLength(1);
    expect(orders.filter((order) => order.status === 'unpaid')).toHaveLength(1);
    // Reported again later for the order it did not pay: still refused.
    const unpaid = orders[0]!.status === 'unpaid' ? first : second;
    expect((await reportPaid(customer.token, unpaid, transactionId)).status).toBe(409);
    const use = (await testAdmin().db.collection(collections.paymentIntentUses).doc(transactionId).get()).data();
    expect(use).toMatchObject({ orderId: unpaid === first ? second : first, uid: customer.uid });
  });

  it("someone else's intent does not pay the order, reported by either of them", async () => {
    const orderId = await orderAsOldClient(customer, product, '2');
    const strangersPayment = await payWithCard(await intentFromPrice(stranger.token, TWO_PIECES));
    expect(await reportPaid(customer.token, orderId, strangersPayment)).toEqual({
      status: 409,
      body: { message: apiMessages.paymentNotVerified },
    });
    expect((await reportPaid(stranger.token, orderId, strangersPayment)).status).toBe(403);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
    // The stranger's own payment still pays the stranger's own order of that amount.
    const strangersOrder = await orderAsOldClient(stranger, product, '2');
    expect((await reportPaid(stranger.token, strangersOrder, strangersPayment)).status).toBe(200);
  });

  it('an intent made for one order does not pay another of the same amount', async () => {
    const first = await orderAsOldClient(customer, product, '2');
    const second = await orderAsOldClient(customer, product, '2');
    const intent = await api('POST', '/create-payment-intent', { token: customer.token, body: { orderId: first } });
    const transactionId = await payWithCard(intent.body.clientSecret);
    expect((await orderDoc(first))?.status).toBe('pending');
    expect((await reportPaid(customer.token, second, transactionId)).status).toBe(409);
    expect((await orderDoc(second))?.status).toBe('unpaid');
  });

  it('an intent for a price no card can carry is refused with 400', async () => {
    for (const [price, message] of [
      [0.49, m.orderTotalTooSmall],
      ['1000000', m.orderTotalTooLarge],
    ] as const) {
      const answer = await api('POST', '/create-payment-intent', { token: customer.token, body: { price } });
      expect(answer).toEqual({ status: 400, body: { message, errors: { price: message } } });
    }
    expect(
      (await api('POST', '/create-payment-intent', { token: customer.token, body: { price: '1e3' } })).status,
    ).toBe(400);
    expect((await api('POST', '/create-payment-intent', { body: { price: 15 } })).status).toBe(401);
  });

  it('a product name two products share is a 400 asking for the productId; an unknown one a 404', async () => {
    const name = `Old Client Twin ${run}`;
    const [a, b] = [await createProduct({ name, available: 10 }), await createProduct({ name, available: 10 })];
    const order = {
      email: customer.email,
      productName: name,
      mobile,
      quantity: '2',
      picture: '/p.png',
      price: '25.99',
    };
    const ambiguous = await api('POST', '/order', { token: customer.token, body: order });
    expect(ambiguous).toEqual({
      status: 400,
      body: { message: apiMessages.productNameAmbiguous, errors: { productId: apiMessages.productNameAmbiguous } },
    });
    const unknown = await api('POST', '/order', {
      token: customer.token,
      body: { ...order, productName: `No Such Tool ${run}` },
    });
    expect(unknown).toEqual({
      status: 404,
      body: { message: apiMessages.productNameUnknown, errors: { productName: apiMessages.productNameUnknown } },
    });
    // Not a near match either: the name is exact.
    expect(
      (await api('POST', '/order', { token: customer.token, body: { ...order, productName: name.toLowerCase() } }))
        .status,
    ).toBe(404);
    expect([...(await ordersOfProduct(a)), ...(await ordersOfProduct(b))]).toEqual([]);
    // With the productId the same order goes through.
    expect((await api('POST', '/order', { token: customer.token, body: { ...order, productId: a } })).status).toBe(201);
    expect((await productDoc(b))?.available).toBe(10);
  });

  it("someone else's email is a 403 on the order and on the profile, and changes nothing", async () => {
    const order = {
      email: stranger.email,
      productName: product.name,
      mobile,
      quantity: '2',
      picture: product.picture,
      price: '7.50',
    };
    expect(await api('POST', '/order', { token: customer.token, body: order })).toEqual({
      status: 403,
      body: { message: apiMessages.foreignEmail },
    });
    const strangersOrders = await testAdmin()
      .db.collection(collections.orders)
      .where('email', '==', stranger.email)
      .get();
    expect(strangersOrders.docs.every((doc) => (doc.data() as OrderDoc).uid === stranger.uid)).toBe(true);
    const profile = { email: stranger.email, education: 'x', location: 'x', number: 'x', linkedin: 'x' };
    const path = `/profileinformation${q(customer.email)}`;
    const before = (await api('GET', path, { token: customer.token })).body;
    expect(await api('PUT', path, { token: customer.token, body: profile })).toEqual({
      status: 403,
      body: { message: apiMessages.foreignEmail },
    });
    expect((await api('GET', path, { token: customer.token })).body).toEqual(before);
  });

  it('an order whose total no card can carry is refused with 400 and reserves nothing', async () => {
    const name = `Old Client Washer ${run}`;
    const washer = await createProduct({ name, priceCents: 5, available: 100, minimum: 1 });
    const order = { email: customer.email, productName: name, mobile, quantity: '9', picture: '/p.png', price: '0.05' };
    expect(await api('POST', '/order', { token: customer.token, body: order })).toEqual({
      status: 400,
      body: { message: m.orderTotalTooSmall, errors: { quantity: m.orderTotalTooSmall } },
    });
    expect(await ordersOfProduct(washer)).toEqual([]);
    expect((await productDoc(washer))?.available).toBe(100);
    expect((await api('POST', '/order', { token: customer.token, body: { ...order, quantity: '10' } })).status).toBe(
      201,
    );
  });
});
