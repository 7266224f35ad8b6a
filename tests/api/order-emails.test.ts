// The shop's emails, end to end: orders placed and moved through the real API (and the expiry through the
// emulators' own trigger and task queue), each email written to the outbox in the move's commit, sent by the
// emulators' mail trigger over SMTP to the local mail catcher, and read back through the catcher's REST API:
// recipient, subject, amounts, links, and every outbox document ending SUCCESS, once per event.
// The sender's failure and double-delivery paths run the trigger's own handler (deliverMail) in this process, on
// an outbox in a Firestore project of their own (no emulator trigger fires there), so that only the test's
// calls touch those emails.
import { createServer } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collections, type MailDoc, type OrderDoc } from '@toolshop/domain';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createAccount, type TestAccount } from '../support/accounts';
import { mailTo, waitForMail } from '../support/caught-mail';
import { emulatorPorts, shopUrl } from '../support/emulators';
import { createProduct, createRoles, orderDoc, productDoc, type Roles } from './helpers/fixtures';
import { confirmOrder, inProcessDeps, payOrder, waitFor } from './helpers/order-moves';
import { placeOrder as placeOrderInProcess } from '../../functions/src/orders/place-order';
import { createDeps } from '../../functions/src/composition/create-deps';
import { diskImageStore } from '../../functions/src/images/disk-image-store';
import { deliverMail, type SenderDeps } from '../../functions/src/mail/send-mail';
import { mailSettings } from '../../functions/src/mail/mail-settings';
import { seedShippingZones } from '../../scripts/seed/shipping-zones.mjs';
import { smtpTransport } from '../../functions/src/mail/mail-transport';
import { emulatorBookkeepingQueue } from '../support/task-queues';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

const post = (path: string, token: string, body: unknown) => api('POST', path, { token, body });
/** An address with markup in it, as a customer may type it: the admins' HTML must show it as text. */
const typedAddress = '<b>Unit 4</b> & Sons, Leeds';

async function place(customer: TestAccount, productId: string, quantity: number): Promise<string> {
  const body = { productId, quantity, address: typedAddress, mobile: '+44 113 496 0000' };
  const answer = await post('/order', customer.token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.insertedId as string;
}

/** Two of `productId` ordered by `customer` in this process, on `deps` (the account was just created). */
function placeTwoInProcess(deps: Parameters<typeof placeOrderInProcess>[0], customer: TestAccount, productId: string) {
  const caller = { uid: customer.uid, email: customer.email, name: 'Test', admin: false };
  const order = { productId, quantity: 2, address: '1 Main St', mobile: '+15550100' };
  return placeOrderInProcess(deps, caller, order, Promise.resolve());
}

async function outboxOf(address: string): Promise<MailDoc[]> {
  const snapshot = await testAdmin().db.collection(collections.mail).where('to', 'array-contains', address).get();
  return snapshot.docs.map((doc) => doc.data() as MailDoc);
}

/** The outbox documents to this address, once `count` of them exist and none is still on its way. */
async function settledOutbox(address: string, count: number): Promise<MailDoc[]> {
  return waitFor(
    () => outboxOf(address),
    (docs) => docs.length >= count && docs.every((doc) => ['SUCCESS', 'ERROR'].includes(doc.delivery?.state ?? '')),
    60_000,
  );
}

const utc = (millis: number) => new Date(millis).toUTCString().replace('GMT', 'UTC');

describe('order emails, caught by the local mail catcher', () => {
  it(
    'place, pay, confirm, ship, refund: the customer hears of each step once, the admins of the payment',
    { timeout: 180_000 },
    async () => {
      const customer = await createAccount({ name: 'Casey Mail' });
      const productId = await createProduct({ priceCents: 2599, available: 20 });
      const productName = (await productDoc(productId))!.name;
      const id = await place(customer, productId, 3);
      const order = (await orderDoc(id)) as OrderDoc;
      // Every email names the order as the screens do, by its readable number.
      const name = `#${order.number}`;

      const placed = await waitForMail(customer.email, `order ${name} is reserved`);
      const deadline = utc((order.expiresAt as { toMillis(): number }).toMillis());
      expect(placed.subject).toBe(`Toolshop: your order ${name} is reserved until ${deadline}`);
      expect(placed.from[0]).toMatchObject({ address: 'orders@toolshop.test', name: 'Toolshop' });
      for (const part of [placed.text, placed.html]) {
        expect(part).toContain(productName);
        expect(part).toContain('$25.99');
        expect(part).toContain('$77.97');
        expect(part).toContain(`${shopUrl}/payment/${id}`);
        expect(part).toContain(`${shopUrl}/dashboard/myOrder`);
        expect(part).toContain(deadline);
      }
      // Every order is shipped and taxed: no address, so the home country's pickup ($0) and 8.25% of $77.97.
      expect(placed.text).toContain(`- ${productName}: 3 x $25.99 = $77.97\n`);
      expect(placed.text).toMatch(/Tax: +\$6\.43 \(8\.25%\)\nTotal: +\$84\.40/);
      expect(placed.html).toContain(`href="${shopUrl}/payment/${id}"`);

      await payOrder(customer, id);
      const paid = await waitForMail(customer.email, `payment received for order ${name}`);
      expect(paid.text).toContain('We received your payment of $84.40.');
      const notice = await waitForMail(roles.admin.email, `paid order ${name} waits for confirmation`);
      expect(notice.subject).toBe(`Toolshop: paid order ${name} waits for confirmation ($84.40)`);
      expect(notice.text).toContain(`${customer.email} paid $84.40`);
      expect(notice.text).toContain(`Ship to:    ${typedAddress}`);
      expect(notice.text).toContain(`${shopUrl}/dashboard/manageAllOrder`);
      expect(notice.html).toContain('&lt;b&gt;Unit 4&lt;/b&gt; &amp; Sons, Leeds');
      expect(notice.html).not.toContain('<b>Unit 4');

      await confirmOrder(roles.admin, id);
      await waitForMail(customer.email, `order ${name} is confirmed`);
      const ship = await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'DHL', trackingNumber: 'JD014600' });
      expect(ship.status).toBe(200);
      const shipped = await waitForMail(customer.email, `order ${name} has shipped`);
      expect(shipped.text).toContain('Your order is on its way with DHL, tracking number JD014600.');
      const refund = await post(`/order/${id}/refund`, roles.admin.token, { reason: 'Arrived damaged', restock: true });
      expect(refund.status).toBe(200);
      const refunded = await waitForMail(customer.email, `order ${name} is refunded`);
      expect(refunded.text).toContain('We refunded $84.40 to the card you paid with. Reason: Arrived damaged');

      const outbox = await settledOutbox(customer.email, 5);
      expect(outbox.map((doc) => doc.delivery)).toEqual(
        Array(5).fill(
          expect.objectContaining({
            state: 'SUCCESS',
            attempts: 1,
            error: null,
            info: expect.objectContaining({ accepted: [customer.email], rejected: [] }),
          }),
        ),
      );
      // Once each: five steps, five emails, none twice.
      const subjects = (await mailTo(customer.email, name)).map((mail) => mail.subject);
      expect(subjects).toHaveLength(5);
      expect(new Set(subjects).size).toBe(5);
      expect(await mailTo(roles.admin.email, `paid order ${name}`)).toHaveLength(1);
    },
  );

  it('a cancelled order and an expired one each get their email, with the reason a customer typed', async () => {
    const customer = await createAccount();
    const productId = await createProduct({ priceCents: 1000, available: 20 });
    const cancelled = await place(customer, productId, 2);
    const reason = 'Ordered <the wrong> size';
    expect((await post(`/order/${cancelled}/cancel`, customer.token, { reason })).status).toBe(200);
    const cancelMail = await waitForMail(customer.email, `order #${(await orderDoc(cancelled))!.number} is cancelled`);
    expect(cancelMail.text).toContain(`nothing was charged. Reason: ${reason}`);
    expect(cancelMail.html).toContain('Reason: Ordered &lt;the wrong&gt; size');

    const before = process.env.TOOLSHOP_UNPAID_ORDER_SECONDS;
    process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = '1';
    let expiring: string;
    try {
      expiring = await placeTwoInProcess(inProcessDeps(), customer, productId);
    } finally {
      if (before === undefined) delete process.env.TOOLSHOP_UNPAID_ORDER_SECONDS;
      else process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = before;
    }
    const expiredMail = await waitForMail(
      customer.email,
      `order #${(await orderDoc(expiring))!.number} expired unpaid`,
      75_000,
    );
    expect(expiredMail.text).toContain('$20.00');
    expect((await orderDoc(expiring))?.status).toBe('expired');
    expect(await settledOutbox(customer.email, 4)).toHaveLength(4); // placed x2, cancelled, expired
  }, 180_000);

  it('a Contact Us message reaches the admins, what the visitor typed shown as text', async () => {
    const quotas = await testAdmin().db.collection(collections.rateLimits).where('action', '==', 'contact').get();
    await Promise.all(quotas.docs.map((doc) => doc.ref.delete()));
    const name = `Ann ${Date.now()}`;
    const message = 'Do you sell <script>alert(1)</script> 36V batteries?';
    const answer = await api('POST', '/contact', {
      body: { name, email: 'ann@example.com', phone: '+1 555 0100', message },
    });
    expect(answer.status).toBe(201);
    const notice = await waitForMail(roles.admin.email, `new Contact Us message from ${name}`);
    expect(notice.text).toContain(message);
    expect(notice.text).toContain('Email: ann@example.com');
    expect(notice.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notice.html).not.toContain('<script>');
  });
});

describe('the sender, run in this process on an outbox of its own', () => {
  // Another project on the same emulator: the emulators' mail trigger serves demo-toolshop only.
  const app = initializeApp({ projectId: 'demo-toolshop-mail-sender' }, 'mail-sender-test');
  const db: Firestore = getFirestore(app);
  const settings = { ...mailSettings(), retry: { attempts: 3, firstDelayMs: 100 } };
  const senderDeps = (smtpUrl: string | null): SenderDeps => ({
    db,
    auth: getAuth(app),
    now: () => new Date(),
    settings,
    transport: smtpTransport(smtpUrl),
  });
  const catcherSmtp = `smtp://127.0.0.1:${emulatorPorts.mailSmtp}`;

  afterEach(async () => {
    const docs = await db.collection(collections.mail).get();
    await Promise.all(docs.docs.map((doc) => doc.ref.delete()));
  });

  async function placedHere(customer: TestAccount): Promise<{ orderId: string; productId: string; mailId: string }> {
    const deps = createDeps({
      db,
      auth: getAuth(app),
      now: () => new Date(),
      imageStore: diskImageStore('artifacts/unused-images'),
      bookkeepingQueue: emulatorBookkeepingQueue(),
    });
    const productId = `mail-test-${Date.now()}`;
    // This project's home zone: every order is priced with shipping and tax (the seeded United States).
    const { id: homeZoneId, ...homeZone } = seedShippingZones.find((zone) => zone.id === 'us')!;
    await db.collection(collections.shippingZones).doc(homeZoneId).set(homeZone);
    await db.collection(collections.products).doc(productId).set({
      name: 'Angle Grinder',
      description: 'A product made by a mail test.',
      picture: '/products/angle-grinder-125.svg',
      priceCents: 4500,
      available: 10,
      minimum: 1,
      createdAt: new Date(),
    });
    const orderId = await placeTwoInProcess(deps, customer, productId);
    const mail = await db.collection(collections.mail).where('to', 'array-contains', customer.email).get();
    expect(mail.size).toBe(1);
    return { orderId, productId, mailId: mail.docs[0]!.id };
  }

  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  it('with the SMTP server down: ERROR with the reason after every retry, and the order is unharmed', async () => {
    const customer = await createAccount();
    const { orderId, productId, mailId } = await placedHere(customer);
    const startedAt = Date.now();
    const outcome = await deliverMail(senderDeps(`smtp://127.0.0.1:${await closedPort()}`), mailId);
    expect(outcome).toBe('failed');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300); // waited 100 + 200 ms between the 3 attempts
    const delivery = ((await db.collection(collections.mail).doc(mailId).get()).data() as MailDoc).delivery;
    expect(delivery).toMatchObject({
      state: 'ERROR',
      attempts: 3,
      error: expect.stringMatching(/ECONNREFUSED.*\(after 3 attempts\)$/),
      leaseExpireTime: null,
    });
    const order = (await db.collection(collections.orders).doc(orderId).get()).data() as OrderDoc;
    expect(order).toMatchObject({
      status: 'unpaid',
      lines: [expect.objectContaining({ quantity: 2 })],
      amountCents: 9743,
    });
    expect((await db.collection(collections.products).doc(productId).get()).data()?.available).toBe(8);
    expect(await mailTo(customer.email, `#${order.number}`)).toEqual([]);
  });

  it('with no SMTP server configured: ERROR at the first attempt of the 3, with no wait for retries', async () => {
    const customer = await createAccount();
    const { orderId, mailId } = await placedHere(customer);
    expect(await deliverMail(senderDeps(null), mailId)).toBe('failed');
    const delivery = ((await db.collection(collections.mail).doc(mailId).get()).data() as MailDoc).delivery;
    expect(delivery).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: 'No SMTP server is configured (TOOLSHOP_SMTP_URL) (after 1 attempt)',
      leaseExpireTime: null,
    });
    expect((await db.collection(collections.orders).doc(orderId).get()).data()).toMatchObject({ status: 'unpaid' });
  });

  it('a trigger delivered twice, even at once, sends one email: the second finds it claimed', async () => {
    const customer = await createAccount();
    const { orderId, mailId } = await placedHere(customer);
    const outcomes = await Promise.all([
      deliverMail(senderDeps(catcherSmtp), mailId),
      deliverMail(senderDeps(catcherSmtp), mailId),
    ]);
    expect(outcomes.sort()).toEqual(['not-claimed', 'sent']);
    expect(await deliverMail(senderDeps(catcherSmtp), mailId)).toBe('not-claimed');
    // This order lives in this outbox's own project, so it is read from there.
    const name = `#${((await db.collection(collections.orders).doc(orderId).get()).data() as OrderDoc).number}`;
    await waitForMail(customer.email, `order ${name} is reserved`);
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a second email, were one on its way
    expect(await mailTo(customer.email, name)).toHaveLength(1);
    const delivery = ((await db.collection(collections.mail).doc(mailId).get()).data() as MailDoc).delivery;
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
  });
});
