// Per-user rate limits on order placement and uploads: past the limit the API answers 429 with a
// message. The count lives in Firestore (rateLimits/{uid}_{action}) and is taken in a transaction, so it holds
// across function instances: the Functions emulator serves each request in flight from its own worker process,
// and parallel requests below are counted exactly. Counters are set up directly, as another instance would
// have left them, so the test does not need a hundred real orders first.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections } from '@toolshop/domain';
import { rateLimitPolicy } from '../../functions/src/platform/rate-limit-config';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct, orderForm, ordersOfProduct, productDoc } from '../api/helpers/fixtures';
import { makePng, uploadForm } from '../api/helpers/images';
import { recordFigures } from './support/figures';

// The tests run with the same environment as the emulators, so this is the limit the API enforces.
const orders = rateLimitPolicy('order');
const uploads = rateLimitPolicy('upload');
const contact = rateLimitPolicy('contact');
const counter = (uid: string, action: string) =>
  testAdmin().db.collection(collections.rateLimits).doc(`${uid}_${action}`);
/** The caller's window as another instance would have left it: started now, `count` used. */
const usedInWindow = (uid: string, action: string, count: number) =>
  counter(uid, action).set({ uid, action, windowStart: new Date(), count });
const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

let customer: TestAccount;
let uploader: TestAccount;
beforeAll(async () => {
  [customer, uploader] = await Promise.all([createAccount(), createAccount()]);
});

describe('rate limits', () => {
  it('the default lets real use and the 40-order race through', () => {
    expect(orders.limit).toBeGreaterThanOrEqual(100);
    expect(uploads.limit).toBeGreaterThanOrEqual(40);
    expect(orders.windowMs).toBe(3_600_000);
  });

  it('orders: with 3 left in the window, 6 parallel orders give 3 orders and 3 answers of 429; stock moves by 3', async () => {
    const productId = await createProduct({ available: 100, minimum: 1 });
    await usedInWindow(customer.uid, 'order', orders.limit - 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api('POST', '/order', { token: customer.token, body: { productId, quantity: 1, ...orderForm } }),
      ),
    );
    const statuses = countBy(answers.map((a) => a.status));
    expect(statuses).toEqual({ 201: 3, 429: 3 });
    for (const refused of answers.filter((a) => a.status === 429))
      expect(refused.body).toEqual({ message: apiMessages.rateLimited });
    expect((await counter(customer.uid, 'order').get()).data()?.count).toBe(orders.limit);
    expect(await ordersOfProduct(productId)).toHaveLength(3);
    expect((await productDoc(productId))?.available).toBe(97);
    recordFigures('rate-limit', 'orders', {
      limit: orders.limit,
      windowSeconds: orders.windowMs / 1000,
      parallel: 6,
      left: 3,
      statuses,
    });
  });

  it('orders: a window that has passed starts again', async () => {
    const productId = await createProduct({ available: 10, minimum: 1 });
    await counter(customer.uid, 'order').set({
      uid: customer.uid,
      action: 'order',
      windowStart: new Date(Date.now() - orders.windowMs - 1000),
      count: orders.limit,
    });
    expect(
      (await api('POST', '/order', { token: customer.token, body: { productId, quantity: 1, ...orderForm } })).status,
    ).toBe(201);
    expect((await counter(customer.uid, 'order').get()).data()?.count).toBe(1);
  });

  it('uploads: with 2 left, 4 parallel uploads give 2 stored images and 2 answers of 429', async () => {
    await usedInWindow(uploader.uid, 'upload', uploads.limit - 2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api('POST', '/images', { token: uploader.token, body: uploadForm(makePng(), 'a.png', 'image/png') }),
      ),
    );
    const statuses = countBy(answers.map((a) => a.status));
    expect(statuses).toEqual({ 200: 2, 429: 2 });
    expect((await counter(uploader.uid, 'upload').get()).data()?.count).toBe(uploads.limit);
    recordFigures('rate-limit', 'uploads', {
      limit: uploads.limit,
      windowSeconds: uploads.windowMs / 1000,
      parallel: 4,
      left: 2,
      statuses,
    });
  });

  it('uploads: bytes that are no image are refused without using the quota; an image past it is 429', async () => {
    await usedInWindow(uploader.uid, 'upload', uploads.limit - 1);
    const notImages = await Promise.all(
      ['<svg onload=alert(1)>', 'GIF89a', '%PDF-1.7'].map((text) =>
        api('POST', '/images', { token: uploader.token, body: uploadForm(Buffer.from(text), 'a.png', 'image/png') }),
      ),
    );
    expect(notImages.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect((await counter(uploader.uid, 'upload').get()).data()?.count).toBe(uploads.limit - 1);
    const image = () =>
      api('POST', '/images', { token: uploader.token, body: uploadForm(makePng(), 'a.png', 'image/png') });
    expect((await image()).status).toBe(200);
    expect((await image()).status).toBe(429);
  });

  it('one user at the limit does not hold back another', async () => {
    const productId = await createProduct({ available: 10, minimum: 1 });
    const other = await createAccount();
    await usedInWindow(customer.uid, 'order', orders.limit);
    expect(
      (await api('POST', '/order', { token: customer.token, body: { productId, quantity: 1, ...orderForm } })).status,
    ).toBe(429);
    expect(
      (await api('POST', '/order', { token: other.token, body: { productId, quantity: 1, ...orderForm } })).status,
    ).toBe(201);
  });

  it('Contact Us: a client varying a forged X-Forwarded-For still has one quota', async () => {
    const quotas = await testAdmin().db.collection(collections.rateLimits).where('action', '==', 'contact').get();
    await Promise.all(quotas.docs.map((doc) => doc.ref.delete()));
    const sent = contact.limit + 4;
    const statuses: number[] = [];
    for (let i = 0; i < sent; i++) {
      const { status } = await api('POST', '/contact', {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.${i + 1}` },
        body: { name: 'Flood', email: 'flood@example.com', phone: '+1 555 0100', message: `Message ${i}` },
      });
      statuses.push(status);
    }
    expect(countBy(statuses)).toEqual({ 201: contact.limit, 429: sent - contact.limit });
    recordFigures('rate-limit', 'contact-forged-forwarded-for', {
      limit: contact.limit,
      sent,
      statuses: countBy(statuses),
    });
  });
});
