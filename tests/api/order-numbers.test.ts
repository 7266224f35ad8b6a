// Readable order numbers: every order-creating path stores one and every order answer carries it; the old id keeps
// working; Manage All Order's search finds an order by it; concurrent checkouts get distinct numbers; an instance's
// block writes the counter once per block; the migration numbers older orders once and a second run changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type OrderDoc } from '@toolshop/domain';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase-admin/app';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createAccount, type TestAccount } from '../support/accounts';
import { createProduct } from './helpers/fixtures';
import { checkoutBody, checkoutOrder, mobile, postCheckout } from './helpers/checkout';
import {
  FIRST_ORDER_NUMBER,
  OrderNumberBlocks,
  orderNumberCounterRef,
  type OrderNumberCounterDoc,
} from '../../functions/src/orders/order-number-blocks';
import { numberExistingOrders } from '../../functions/src/orders/number-existing-orders';

const db = () => testAdmin().db as unknown as Firestore;
const orderDoc = async (id: string) =>
  (await db().collection(collections.orders).doc(id).get()).data() as OrderDoc | undefined;

let customer: TestAccount;
let admin: TestAccount;
let product: string;

beforeAll(async () => {
  [customer, admin] = await Promise.all([createAccount(), createAccount({ admin: true })]);
  product = await createProduct({ name: 'Numbered Hammer', available: 200, minimum: 1 });
});

describe('every order has a readable number', () => {
  it('a checkout answers its number, stores it, and GET /order answers it by the old id', async () => {
    const { status, body } = await postCheckout(customer.token, checkoutBody([{ productId: product, quantity: 1 }]));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.number).toBeGreaterThanOrEqual(FIRST_ORDER_NUMBER);
    expect((await orderDoc(body.orderId as string))?.number).toBe(body.number);
    const read = await api('GET', `/order/${body.orderId as string}`, { token: customer.token });
    expect(read.status).toBe(200);
    expect(read.body.number).toBe(body.number);
    expect(read.body._id).toBe(body.orderId);
  });

  it('POST /order (SPEC §7) stores a number and answers as SPEC has it', async () => {
    const { status, body } = await api('POST', '/order', {
      token: customer.token,
      body: { productId: product, quantity: 1, mobile, address: '1 Nail Street' },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['acknowledged', 'insertedId']);
    const number = (await orderDoc(body.insertedId as string))?.number;
    expect(number).toBeGreaterThanOrEqual(FIRST_ORDER_NUMBER);
    const mine = await api('GET', `/myOrder?email=${encodeURIComponent(customer.email)}`, { token: customer.token });
    expect(mine.body.find((order: { _id: string }) => order._id === body.insertedId)?.number).toBe(number);
  });

  it("Manage All Order's search finds an order by its number, with or without #", async () => {
    const id = await checkoutOrder(customer.token, [{ productId: product, quantity: 1 }]);
    const number = (await orderDoc(id))!.number!;
    for (const q of [`#${number}`, String(number)]) {
      const { status, body } = await api('GET', `/orders?q=${encodeURIComponent(q)}`, { token: admin.token });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(
        body.orders.map((order: { _id: string }) => order._id),
        `search ${q}`,
      ).toContain(id);
    }
  });
});

describe('numbers under concurrency', () => {
  // The Functions emulator boots a worker process per request that finds none idle (10 at most at once): boot them
  // ahead with checkouts of a sold-out product (409, nothing stored), so the race measures Firestore, not start-up.
  beforeAll(async () => {
    const soldOut = await createProduct({ available: 0, minimum: 1 });
    const probes = await Promise.all(
      Array.from({ length: 10 }, () =>
        postCheckout(customer.token, checkoutBody([{ productId: soldOut, quantity: 1 }])),
      ),
    );
    expect(
      probes.map((probe) => probe.status),
      'warm-up checkouts of a sold-out product',
    ).toEqual(Array(10).fill(409));
  }, 120_000);

  it('20 concurrent checkouts of 4 customers get 20 distinct numbers, all below the counter', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createAccount()));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postCheckout(buyers[i % 4]!.token, checkoutBody([{ productId: product, quantity: 1 }])),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.body.number as number);
    expect(new Set(numbers).size, `numbers given: ${numbers}`).toBe(20);
    const counter = (await orderNumberCounterRef(db()).get()).data() as OrderNumberCounterDoc;
    for (const number of numbers) {
      expect(number).toBeGreaterThanOrEqual(FIRST_ORDER_NUMBER);
      expect(number).toBeLessThan(counter.next);
    }
    const stored = await Promise.all(answers.map((answer) => orderDoc(answer.body.orderId as string)));
    expect(stored.map((order) => order?.number)).toEqual(numbers);
  }, 120_000);

  it('one instance writes the counter once per block: 12 numbers at once from blocks of 5 are 3 runs of 5, 5, 2', async () => {
    const blocks = new OrderNumberBlocks(db(), 5);
    const before = (await orderNumberCounterRef(db()).get()).data() as OrderNumberCounterDoc | undefined;
    const numbers = await Promise.all(Array.from({ length: 12 }, () => blocks.next()));
    expect(new Set(numbers).size).toBe(12);
    const sorted = [...numbers].sort((a, b) => a - b);
    // Consecutive runs: each is one block, and a block is one counter write.
    const runs: number[][] = [];
    for (const number of sorted) {
      const run = runs[runs.length - 1];
      if (run && number === run[run.length - 1]! + 1 && run.length < 5) run.push(number);
      else runs.push([number]);
    }
    expect(
      runs.map((run) => run.length),
      `runs: ${JSON.stringify(runs)}`,
    ).toEqual([5, 5, 2]);
    const after = (await orderNumberCounterRef(db()).get()).data() as OrderNumberCounterDoc;
    expect(after.blocks - (before?.blocks ?? 0)).toBeGreaterThanOrEqual(3);
    expect(sorted[0]).toBeGreaterThanOrEqual(before?.next ?? FIRST_ORDER_NUMBER);
  });
});

describe('the migration of older orders', () => {
  // On a project of its own in the same Firestore emulator: the migration reads every order, and the shop's project
  // holds the thousands other test files placed. Older orders are copies of a real checkout's without a number.
  it('numbers an order without a number once; a second run changes nothing', async () => {
    testAdmin(); // points the Admin SDK at the emulators
    const migrationDb = getFirestore(
      initializeApp({ projectId: 'demo-toolshop-migration' }, `migration-${Date.now()}`),
    );
    const orders = migrationDb.collection(collections.orders);
    const source = await checkoutOrder(customer.token, [{ productId: product, quantity: 1 }]);
    const { number: _number, ...unnumbered } = (await orderDoc(source))!;
    const older = ['older-a', 'older-b', 'older-c'];
    await Promise.all(older.map((id) => orders.doc(id).set(unnumbered)));
    await orders.doc('numbered').set({ ...unnumbered, number: FIRST_ORDER_NUMBER - 1 });

    expect(await numberExistingOrders(migrationDb)).toBe(3);
    const refs = [...older, 'numbered'].map((id) => orders.doc(id));
    const first = await migrationDb.getAll(...refs);
    const numbers = first.map((snapshot) => (snapshot.data() as OrderDoc).number);
    expect(new Set(numbers).size, `numbers: ${numbers}`).toBe(4);
    for (const number of numbers.slice(0, 3)) expect(number).toBeGreaterThanOrEqual(FIRST_ORDER_NUMBER);
    expect(numbers[3]).toBe(FIRST_ORDER_NUMBER - 1);

    expect(await numberExistingOrders(migrationDb)).toBe(0);
    const second = await migrationDb.getAll(...refs);
    expect(second.map((snapshot) => (snapshot.data() as OrderDoc).number)).toEqual(numbers);
    expect(second.map((snapshot) => snapshot.updateTime!.toMillis())).toEqual(
      first.map((snapshot) => snapshot.updateTime!.toMillis()),
    );
  });
});
