// Returns (docs/decisions/0026) against the emulators: every move and every refusal (400, 401, 403, 409) with nothing
// changed, two returns racing for the same pieces, stock back through adjustments only for resellable pieces, a
// partial refund through the test gateway with its own credit note, an order that came back whole reading
// "Returned", and a replacement all or nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type OrderDoc, type ReturnDoc, type ReturnTallyDoc } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { shopUrl } from '../support/emulators';
import { createProduct, createRoles, orderDoc, productDoc, type Roles } from './helpers/fixtures';
import { checkoutOrder } from './helpers/checkout';
import { payOrder } from './helpers/order-moves';
import { shippedOrder } from './helpers/shipped-order';

let roles: Roles;
let drill: string;
let blade: string;
let gloves: string;

const post = (path: string, token: string | undefined, body: unknown) => api('POST', path, { token, body });
const get = (path: string, token: string | undefined) => api('GET', path, { token });
/** GET a return's credit note PDF: the status and the content type. */
async function creditNotePdf(id: string, token?: string) {
  const response = await fetch(`${shopUrl}/api/returns/${id}/credit-note.pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    head: new TextDecoder().decode(bytes.slice(0, 5)),
  };
}

async function storedReturn(id: string): Promise<ReturnDoc> {
  return (await testAdmin().db.collection(collections.returns).doc(id).get()).data() as ReturnDoc;
}

async function tally(orderId: string): Promise<ReturnTallyDoc | undefined> {
  return (await testAdmin().db.collection(collections.returnTallies).doc(orderId).get()).data() as
    ReturnTallyDoc | undefined;
}

async function returnsOfOrder(orderId: string): Promise<number> {
  return (await testAdmin().db.collection(collections.returns).where('orderId', '==', orderId).get()).size;
}

async function outboxFor(email: string, subjectPart: string): Promise<number> {
  const mail = await testAdmin().db.collection(collections.mail).where('to', 'array-contains', email).get();
  return mail.docs.filter((doc) => String(doc.data().message?.subject).includes(subjectPart)).length;
}

/** What a refused move must leave alone: the return, its order's tally, the order and the products' stock. */
async function snapshotOf(returnId: string, orderId: string) {
  const [ret, orderTally, order, stock] = await Promise.all([
    storedReturn(returnId),
    tally(orderId),
    orderDoc(orderId),
    Promise.all([drill, blade, gloves].map(async (id) => (await productDoc(id))?.available)),
  ]);
  return { ret, orderTally, order, stock };
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, withinMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > withinMs)
      throw new Error(`waited ${withinMs} ms for ${what}; saw ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  roles = await createRoles();
  [drill, blade, gloves] = await Promise.all([
    createProduct({ priceCents: 12_000, minimum: 1, available: 40 }),
    createProduct({ priceCents: 1_500, minimum: 1, available: 40 }),
    createProduct({ priceCents: 800, minimum: 1, available: 40 }),
  ]);
}, 60_000);

describe('asking for a return', () => {
  let orderId: string;

  beforeAll(async () => {
    orderId = await shippedOrder(roles.customer, roles.admin, [
      { productId: drill, quantity: 1 },
      { productId: blade, quantity: 3 },
      { productId: gloves, quantity: 2 },
    ]);
  }, 60_000);

  it('refuses without a sign-in (401), bad input (400) and another customer (403), creating nothing', async () => {
    const body = { orderId, lines: [{ productId: blade, quantity: 1 }], reason: 'wrong-item' };
    expect((await post('/returns', undefined, body)).status).toBe(401);
    expect((await get('/returns', undefined)).status).toBe(401);
    for (const bad of [
      { ...body, reason: 'broken' },
      { ...body, lines: [] },
      { ...body, lines: [{ productId: blade, quantity: 0 }] },
      {
        ...body,
        lines: [
          { productId: blade, quantity: 1 },
          { productId: blade, quantity: 1 },
        ],
      },
      { ...body, photos: ['javascript:alert(1)'] },
      { ...body, extra: true },
      { ...body, lines: [{ productId: 'not-in-the-order', quantity: 1 }] },
    ]) {
      const refused = await post('/returns', roles.customer.token, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post('/returns', roles.other.token, body)).status).toBe(403);
    expect(await returnsOfOrder(orderId)).toBe(0);
    expect(await tally(orderId)).toBeUndefined();
  });

  it('refuses an order not yet shipped (409)', async () => {
    const paid = await checkoutOrder(roles.customer.token, [{ productId: gloves, quantity: 1 }]);
    await payOrder(roles.customer, paid);
    const refused = await post('/returns', roles.customer.token, {
      orderId: paid,
      lines: [{ productId: gloves, quantity: 1 }],
      reason: 'no-longer-needed',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a shipped order can be returned');
    expect(await returnsOfOrder(paid)).toBe(0);
  });

  it('numbers the return, keeps its lines at the price paid and emails both sides; never more than bought', async () => {
    const created = await post('/returns', roles.customer.token, {
      orderId,
      lines: [
        { productId: blade, quantity: 2 },
        { productId: gloves, quantity: 2 },
      ],
      reason: 'wrong-item',
      comment: 'The blades do not fit my saw.',
      photos: ['/products/angle-grinder-125.svg'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.number).toMatch(/^R-1\d{5,}$/);
    const ret = await storedReturn(created.body.id);
    expect(ret).toMatchObject({ status: 'requested', orderId, email: roles.customer.email, late: false });
    expect(ret.lines.map((line) => [line.productId, line.quantity, line.unitPriceCents])).toEqual([
      [blade, 2, 1500],
      [gloves, 2, 800],
    ]);
    expect(await outboxFor(roles.customer.email, created.body.number)).toBe(1);

    const before = await tally(orderId);
    const tooMany = await post('/returns', roles.customer.token, {
      orderId,
      lines: [{ productId: blade, quantity: 2 }],
      reason: 'other',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/at most 1 more can be returned/);
    expect(await tally(orderId)).toEqual(before);
    expect(await returnsOfOrder(orderId)).toBe(1);
  });

  it('two returns racing for the last pieces: one wins, the other gets 409', async () => {
    const ask = () =>
      post('/returns', roles.customer.token, { orderId, lines: [{ productId: blade, quantity: 1 }], reason: 'other' });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await tally(orderId))?.requested[blade]).toBe(3);
    expect(await returnsOfOrder(orderId)).toBe(2);
  });

  it('lists mine to a customer and all to an admin; another customer may not read mine (403)', async () => {
    const mine = await get(`/returns?orderId=${orderId}`, roles.customer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toHaveLength(2);
    expect(mine.body.nextCursor).toBeNull();
    const others = await get('/returns', roles.other.token);
    expect(others.body).toEqual({ items: [], nextCursor: null });
    const all = await get(`/returns?orderId=${orderId}&status=requested`, roles.admin.token);
    expect(all.body.items).toHaveLength(2);
    expect((await get('/returns?status=lost', roles.admin.token)).status).toBe(400);
    const [first] = mine.body.items;
    expect((await get(`/returns/${first.id}`, roles.other.token)).status).toBe(403);
    expect((await get(`/returns/${first.id}`, roles.customer.token)).body.number).toBe(first.number);
    expect((await get('/returns/no-such-return', roles.admin.token)).status).toBe(404);
  });

  it('past the window a customer is refused (409); an admin may open it for them, marked late', async () => {
    const late = await shippedOrder(roles.customer, roles.admin, [{ productId: gloves, quantity: 1 }]);
    await testAdmin()
      .db.collection(collections.orders)
      .doc(late)
      .update({ shippedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) });
    const body = { orderId: late, lines: [{ productId: gloves, quantity: 1 }], reason: 'no-longer-needed' };
    const refused = await post('/returns', roles.customer.token, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The return window of this order closed on \d{4}-\d{2}-\d{2}$/);
    expect(await returnsOfOrder(late)).toBe(0);
    const opened = await post('/returns', roles.admin.token, body);
    expect(opened.status).toBe(201);
    expect(await storedReturn(opened.body.id)).toMatchObject({ late: true, uid: roles.customer.uid });
  });
});

describe('an admin moves a return', () => {
  let orderId: string;
  let returnId: string;
  let number: string;

  beforeAll(async () => {
    orderId = await shippedOrder(roles.customer, roles.admin, [
      { productId: drill, quantity: 1 },
      { productId: blade, quantity: 2 },
      { productId: gloves, quantity: 1 },
    ]);
    const created = await post('/returns', roles.customer.token, {
      orderId,
      lines: [
        { productId: blade, quantity: 2 },
        { productId: gloves, quantity: 1 },
      ],
      reason: 'damaged-in-transit',
    });
    expect(created.status).toBe(201);
    ({ id: returnId, number } = created.body);
  }, 60_000);

  it('refuses a customer (403) and moves out of order (409), changing nothing', async () => {
    const before = await snapshotOf(returnId, orderId);
    expect((await post(`/returns/${returnId}/approve`, roles.customer.token, { instructions: 'x' })).status).toBe(403);
    expect((await post(`/returns/${returnId}/approve`, undefined, { instructions: 'x' })).status).toBe(401);
    expect((await post(`/returns/${returnId}/approve`, roles.admin.token, { instructions: '' })).status).toBe(400);
    const early = await post(`/returns/${returnId}/receive`, roles.admin.token, {
      lines: [{ productId: blade, quantity: 1, condition: 'resellable' }],
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This return is requested: that step is not open to it');
    expect(
      (await post(`/returns/${returnId}/refund`, roles.admin.token, { lines: [{ productId: blade, quantity: 1 }] }))
        .status,
    ).toBe(409);
    expect((await post(`/returns/${returnId}/replace`, roles.admin.token, {})).status).toBe(409);
    expect(await snapshotOf(returnId, orderId)).toEqual(before);
  });

  it('approves with instructions, then may no longer reject it (409)', async () => {
    const approved = await post(`/returns/${returnId}/approve`, roles.admin.token, {
      instructions: 'Send it to Returns, 1 Depot Road, Leeds LS2 1AA.',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      instructions: 'Send it to Returns, 1 Depot Road, Leeds LS2 1AA.',
    });
    expect(approved.body.timeline.map((event: { status: string }) => event.status)).toEqual(['requested', 'approved']);
    expect((await post(`/returns/${returnId}/reject`, roles.admin.token, { reason: 'Too late' })).status).toBe(409);
    expect(await outboxFor(roles.customer.email, `${number} is approved`)).toBe(1);
  });

  it('receives once: resellable pieces back to stock through an adjustment, damaged ones not; twice is 409', async () => {
    const tooMany = await post(`/returns/${returnId}/receive`, roles.admin.token, {
      lines: [{ productId: blade, quantity: 3, condition: 'resellable' }],
    });
    expect(tooMany.status).toBe(409);
    const bladeBefore = (await productDoc(blade))!.available;
    const glovesBefore = (await productDoc(gloves))!.available;
    const received = await post(`/returns/${returnId}/receive`, roles.admin.token, {
      lines: [
        { productId: blade, quantity: 2, condition: 'resellable' },
        { productId: gloves, quantity: 1, condition: 'damaged' },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.status).toBe('received');
    expect((await productDoc(blade))!.available).toBe(bladeBefore + 2);
    expect((await productDoc(gloves))!.available).toBe(glovesBefore);
    const adjustments = await testAdmin()
      .db.collection(collections.products)
      .doc(blade)
      .collection('stockAdjustments')
      .where('note', '>=', `Return ${number} `)
      .where('note', '<', `Return ${number}~`)
      .get();
    expect(adjustments.docs.map((doc) => [doc.data().delta, doc.data().reason])).toEqual([[2, 'received']]);

    const before = await snapshotOf(returnId, orderId);
    const again = await post(`/returns/${returnId}/receive`, roles.admin.token, {
      lines: [{ productId: blade, quantity: 2, condition: 'resellable' }],
    });
    expect(again.status).toBe(409);
    expect(await snapshotOf(returnId, orderId)).toEqual(before);
  });

  it('refuses refunding more than received (409) and nothing at all (400), changing nothing', async () => {
    const before = await snapshotOf(returnId, orderId);
    const more = await post(`/returns/${returnId}/refund`, roles.admin.token, {
      lines: [{ productId: blade, quantity: 3 }],
    });
    expect(more.status).toBe(409);
    expect(more.body.message).toMatch(/at most 2 received can be refunded/);
    expect((await post(`/returns/${returnId}/refund`, roles.admin.token, { lines: [] })).status).toBe(400);
    expect(
      (await post(`/returns/${returnId}/refund`, roles.customer.token, { lines: [{ productId: blade, quantity: 1 }] }))
        .status,
    ).toBe(403);
    expect(await snapshotOf(returnId, orderId)).toEqual(before);
  });

  it('refunds part of the order through the payment provider, shipping included (the shop’s fault), with a credit note', async () => {
    const order = (await orderDoc(orderId))!;
    // No refund yet, no credit note.
    expect((await creditNotePdf(returnId, roles.customer.token)).status).toBe(409);
    const refunded = await post(`/returns/${returnId}/refund`, roles.admin.token, {
      lines: [
        { productId: blade, quantity: 2 },
        { productId: gloves, quantity: 1 },
      ],
      shipping: true,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const goodsCents = 2 * 1500 + 800;
    const { refund } = await storedReturn(returnId);
    expect(refund).toMatchObject({ goodsCents, shippingCents: order.shippingCents });
    expect(refund!.amountCents).toBeLessThan(order.amountCents);
    expect(refund!.amountCents).toBe(goodsCents + order.shippingCents! + refund!.taxCents);
    const intent = (
      await testAdmin().db.collection(collections.testPaymentIntents).doc(order.transactionId!).get()
    ).data()!;
    expect(Object.values(intent.partialRefunds)).toEqual([
      expect.objectContaining({ amountCents: refund!.amountCents }),
    ]);
    expect(intent.refundId).toBeUndefined();
    const after = (await orderDoc(orderId))!;
    expect(after).toMatchObject({ status: 'shipped', returnRefundedCents: refund!.amountCents });
    // What the sales report takes back on the refund's day: the refunded lines at the prices paid, shipping, tax.
    expect(after.returnRefunds?.[returnId]).toEqual({
      at: expect.anything(),
      goodsCents,
      shippingCents: order.shippingCents,
      taxCents: refund!.taxCents,
      amountCents: refund!.amountCents,
      lines: [
        { productId: blade, quantity: 2, amountCents: 2 * 1500 },
        { productId: gloves, quantity: 1, amountCents: 800 },
      ],
    });
    expect(after.returned).toBeUndefined();
    const numbered = await waitFor(
      `the credit note number of return ${number}`,
      () => storedReturn(returnId),
      (ret) => Boolean(ret.refund?.creditNoteNumber),
    );
    expect(numbered.refund!.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect((await get(`/returns/${returnId}`, roles.customer.token)).body.refund.creditNoteNumber).toBe(
      numbered.refund!.creditNoteNumber,
    );
    // Its PDF: to its customer and admins only.
    expect(await creditNotePdf(returnId, roles.customer.token)).toEqual({
      status: 200,
      type: 'application/pdf',
      head: '%PDF-',
    });
    expect((await creditNotePdf(returnId, roles.admin.token)).status).toBe(200);
    expect((await creditNotePdf(returnId, roles.other.token)).status).toBe(403);
    expect((await creditNotePdf(returnId)).status).toBe(401);
    expect((await creditNotePdf('no-such-return', roles.admin.token)).status).toBe(404);
    // The rest of the payment goes back through returns, never as a whole-order refund.
    const whole = await post(`/order/${orderId}/refund`, roles.admin.token, {
      reason: 'Customer asked',
      restock: false,
    });
    expect(whole.status).toBe(409);
    expect(await outboxFor(roles.customer.email, `${number} is refunded`)).toBe(1);
  });
});

describe('an order that came back whole, a reason that is the customer’s, a rejection and a replacement', () => {
  async function receivedReturn(orderId: string, lines: { productId: string; quantity: number }[], reason: string) {
    const created = await post('/returns', roles.customer.token, { orderId, lines, reason });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await post(`/returns/${id}/approve`, roles.admin.token, { instructions: 'Post it back.' })).status).toBe(
      200,
    );
    const receive = await post(`/returns/${id}/receive`, roles.admin.token, {
      lines: lines.map((line) => ({ ...line, condition: 'resellable' })),
    });
    expect(receive.status).toBe(200);
    return id;
  }

  it('reads "Returned" once every piece came back refunded; shipping is not refunded for no-longer-needed (409)', async () => {
    const orderId = await shippedOrder(roles.customer, roles.admin, [{ productId: gloves, quantity: 2 }]);
    const id = await receivedReturn(orderId, [{ productId: gloves, quantity: 2 }], 'no-longer-needed');
    const before = await snapshotOf(id, orderId);
    const shipping = await post(`/returns/${id}/refund`, roles.admin.token, {
      lines: [{ productId: gloves, quantity: 2 }],
      shipping: true,
    });
    expect(shipping.status).toBe(409);
    expect(shipping.body.message).toBe('Shipping is refunded only when the return is the shop’s fault');
    expect(await snapshotOf(id, orderId)).toEqual(before);
    const refunded = await post(`/returns/${id}/refund`, roles.admin.token, {
      lines: [{ productId: gloves, quantity: 2 }],
    });
    expect(refunded.status).toBe(200);
    const order = (await orderDoc(orderId)) as OrderDoc;
    expect(order.returned).toBe(true);
    expect((await get(`/order/${orderId}`, roles.customer.token)).body.returned).toBe(true);
  });

  it('a rejected return gives its pieces back to be asked for again', async () => {
    const orderId = await shippedOrder(roles.customer, roles.admin, [{ productId: blade, quantity: 1 }]);
    const lines = [{ productId: blade, quantity: 1 }];
    const created = await post('/returns', roles.customer.token, { orderId, lines, reason: 'not-as-described' });
    const rejected = await post(`/returns/${created.body.id}/reject`, roles.admin.token, { reason: 'Used tool.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectReason: 'Used tool.' });
    expect((await tally(orderId))?.requested[blade]).toBe(0);
    expect((await post(`/returns/${created.body.id}/approve`, roles.admin.token, { instructions: 'x' })).status).toBe(
      409,
    );
    expect((await post('/returns', roles.customer.token, { orderId, lines, reason: 'other' })).status).toBe(201);
  });

  it('a replacement out of stock is refused whole (409); in stock it is a free confirmed order that takes the stock', async () => {
    const scarce = await createProduct({ priceCents: 5_000, minimum: 1, available: 5 });
    const orderId = await shippedOrder(roles.customer, roles.admin, [
      { productId: scarce, quantity: 2 },
      { productId: blade, quantity: 1 },
    ]);
    const id = await receivedReturn(
      orderId,
      [
        { productId: scarce, quantity: 2 },
        { productId: blade, quantity: 1 },
      ],
      'wrong-item',
    );
    await testAdmin().db.collection(collections.products).doc(scarce).update({ available: 1 });
    const bladeBefore = (await productDoc(blade))!.available;
    const ordersBefore = (
      await testAdmin().db.collection(collections.orders).where('uid', '==', roles.customer.uid).get()
    ).size;
    const refused = await post(`/returns/${id}/replace`, roles.admin.token, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/only 1 in stock for the replacement/);
    expect((await productDoc(blade))!.available).toBe(bladeBefore);
    expect((await storedReturn(id)).status).toBe('received');
    expect(
      (await testAdmin().db.collection(collections.orders).where('uid', '==', roles.customer.uid).get()).size,
    ).toBe(ordersBefore);

    await testAdmin().db.collection(collections.products).doc(scarce).update({ available: 5 });
    const replaced = await post(`/returns/${id}/replace`, roles.admin.token, {});
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.status).toBe('replaced');
    const replacement = (await orderDoc(replaced.body.replacementOrderId))!;
    expect(replacement).toMatchObject({ status: 'success', amountCents: 0, uid: roles.customer.uid });
    // A replacement is an order like any other: it has its own readable number.
    expect(replacement.number).toBeGreaterThanOrEqual(100001);
    expect(replacement.lines!.map((line) => [line.productId, line.quantity, line.amountCents])).toEqual(
      [
        [blade, 1, 0],
        [scarce, 2, 0],
      ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    );
    expect((await productDoc(scarce))!.available).toBe(3);
    expect((await productDoc(blade))!.available).toBe(bladeBefore - 1);
    expect(
      (await post(`/returns/${id}/refund`, roles.admin.token, { lines: [{ productId: blade, quantity: 1 }] })).status,
    ).toBe(409);
  });
});
