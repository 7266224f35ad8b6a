// Restart safety: orders placed in every state, the emulator suite stopped as Ctrl-C stops `npm start` (export on
// exit) and started again from that export, and every product and order is still there, in Firestore and through
// the API. It starts and stops emulators of its own at the run's port offset, with its data in a temporary folder,
// so it runs outside `firebase emulators:exec` (a vitest project of its own, after the emulator tests).
// The Firestore emulator is made slow to end (a Java agent holds its exit 20 s, longer than firebase-tools waits
// for it), as on a busy machine: every stop must still leave no process of the suite and every port free.
// The same restart carries an unpaid order whose deadline falls after it: the Cloud Tasks emulator's queue is in
// memory, so the restarted suite has the order but not its expiry task, and `npm start`'s post-import step
// (requeueOrderExpiries) gives it back. One restart proves both, for one suite start and export less.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@toolshop/domain';
import { seedShippingIfEmpty } from '../../scripts/seed/shipping-zones.mjs';
import { startSuite } from '../../scripts/lib/suite.mjs';
import { busyPorts } from '../../scripts/lib/free-ports.mjs';
import { ports } from '../../scripts/lib/emulators.mjs';
import { slowExitJavaOptions } from './support/slow-exit-agent';
import { createAccount, signIn, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createPaymentTestProduct, placeOrderThroughApi } from '../payments/support/orders';
import { requeueOrderExpiries } from '../../scripts/lib/order-expiries.mjs';
import { createProduct, orderDoc, productDoc } from '../api/helpers/fixtures';
import { placeOrderExpiringIn, storedEvents, waitFor } from '../api/helpers/order-moves';
import { LOADED_MACHINE_WAIT } from '../support/loaded-machine';

type Suite = Awaited<ReturnType<typeof startSuite>>;
type StopOutcome = Awaited<ReturnType<Suite['stop']>>;
interface ExpiryAcrossRestart {
  orderId: string;
  /** After the restart, once past the deadline, before the re-enqueue: the order and its product's stock. */
  pastDeadline: { status?: string; msPastDeadline: number; available?: number };
  /** After the re-enqueue: the order, its stock, its stored moves. */
  requeued: { status?: string; available?: number; events: unknown[] };
}
interface Snapshot {
  firestore: Record<string, Record<string, string>>;
  api: Record<string, unknown>;
}

const work = mkdtempSync(join(tmpdir(), 'toolshop-restart-'));
const exportDir = join(work, 'export');
const marker = `toolshop-restart-${randomUUID()}`;
const env = {
  TOOLSHOP_IMAGE_DIR: join(work, 'images'),
  TOOLSHOP_RESTART_MARKER: marker,
  JAVA_TOOL_OPTIONS: slowExitJavaOptions(join(work, 'agent'), 20_000),
};
let suite: Suite | undefined;
let accounts: TestAccount[] = [];
let before: Snapshot;
let after: Snapshot;
let expiry: ExpiryAcrossRestart;
/** Seconds an unpaid order placed just before the stop has: its deadline falls while the suite is restarting. */
const EXPIRY_SECONDS = 20;
const stops: (StopOutcome & { processesOfTheSuite: string[]; busyPorts: string[] })[] = [];

/** Processes (any depth, any process group) of the suites this test started: they carry its marker. */
function processesWithMarker(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (/^\S+ \(.*\) [ZX] /.test(stat)) continue;
      found.push(`${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))} (pid ${entry})`);
    } catch {
      /* gone, or not ours */
    }
  }
  return found;
}

/** JSON with sorted keys and Timestamps as ISO text: the same data reads the same after an import. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (v && typeof v === 'object' && typeof v.toDate === 'function') return v.toDate().toISOString();
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));
    return v;
  });
}

/** Every product and order as stored, and as the API answers them to a visitor and to each customer. */
async function snapshot(): Promise<Snapshot> {
  const { db } = testAdmin();
  const stored = async (name: string) =>
    Object.fromEntries(
      (await db.collection(name).orderBy('__name__').get()).docs.map((d) => [d.id, canonical(d.data())]),
    );
  const answers: Record<string, unknown> = { 'GET /api/product': (await api('GET', '/product')).body };
  for (const account of accounts) {
    const token = await signIn(account.email, account.password);
    const path = `/myOrder?email=${encodeURIComponent(account.email)}`;
    answers[`GET /api${path}`] = (await api('GET', path, { token })).body;
  }
  return {
    firestore: { products: await stored(collections.products), orders: await stored(collections.orders) },
    api: answers,
  };
}

/** The TCP ports the suite's processes listen on, as `ss` reports them. */
function portsOfTheSuite(): number[] {
  const pids = new Set(processesWithMarker().map((p) => /\(pid (\d+)\)$/.exec(p)![1]));
  const out = execFileSync('ss', ['-H', '-ltnp'], { encoding: 'utf8' });
  const found = new Set<number>();
  for (const line of out.split('\n')) {
    const port = /:(\d+)\s/.exec(line)?.[1];
    const owners = [...line.matchAll(/pid=(\d+)/g)].map((m) => m[1]);
    if (port && owners.some((pid) => pids.has(pid!))) found.add(Number(port));
  }
  return [...found].sort();
}
let listened: number[] = [];

/** Stops a suite and notes, the moment stop() returns, what of it still runs and which of its ports are taken. */
async function stop(current: Suite): Promise<void> {
  suite = undefined;
  const outcome = await current.stop();
  const taken = await busyPorts(current.ports);
  stops.push({
    ...outcome,
    processesOfTheSuite: processesWithMarker(),
    busyPorts: taken.map(({ name, port, holder }) => `${name} ${port} ${holder ?? ''}`),
  });
}

beforeAll(async () => {
  suite = await startSuite({ logFile: join(work, 'emulators-1.log'), env, exportOnExit: exportDir });
  listened = portsOfTheSuite();
  // The shop's zones and business details, as `npm start` seeds them: an order without an address ships home.
  await seedShippingIfEmpty(testAdmin().db);
  const productIds = await Promise.all([createPaymentTestProduct(), createPaymentTestProduct()]);
  accounts = await Promise.all([createAccount({ name: 'Ria' }), createAccount({ name: 'Sam' })]);
  const orderIds: { id: string; owner: TestAccount }[] = [];
  for (const owner of accounts) {
    for (const productId of productIds) orderIds.push({ id: await placeOrderThroughApi(owner, productId), owner });
  }
  // Orders in every state: paid through the test gateway (pending), paid and confirmed (success), one left
  // unpaid, and one cancelled (kept as cancelled, its stock given back).
  const [pending, confirmed, cancelled] = orderIds;
  for (const order of [pending!, confirmed!]) {
    const intent = await api<{ clientSecret: string }>('POST', '/create-payment-intent', {
      token: order.owner.token,
      body: { orderId: order.id },
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
    const paid = await api('POST', '/payments/test/confirm', {
      body: { clientSecret: intent.body.clientSecret, card },
    });
    expect(paid.status).toBe(200);
  }
  const admin = await createAccount({ admin: true });
  const confirm = await api('PUT', `/order/${confirmed!.id}`, { token: admin.token, body: { status: 'success' } });
  expect(confirm.status).toBe(200);
  expect((await api('DELETE', `/order/${cancelled!.id}`, { token: cancelled!.owner.token })).status).toBe(200);

  // The unpaid order whose expiry task the restart loses: placed last, so the stop's export comes well before its
  // deadline (an order already expired in the export would read 'expired' below, not 'unpaid').
  const expiryCustomer = await createAccount();
  const expiryProductId = await createProduct({ available: 20 });
  const expiryOrderId = await placeOrderExpiringIn(expiryCustomer, expiryProductId, 4, EXPIRY_SECONDS);

  // A paid order's invoice number comes a moment after its payment (the sequencer's task, slower on a loaded
  // machine): the snapshot waits for both numbers, so it holds what the stop's export holds.
  for (const order of [pending!, confirmed!]) {
    await waitFor(
      () => orderDoc(order.id),
      (o) => typeof o?.invoiceNumber === 'string',
      LOADED_MACHINE_WAIT,
    );
  }
  before = await snapshot();
  await stop(suite);
  suite = await startSuite({
    logFile: join(work, 'emulators-2.log'),
    env,
    importFrom: exportDir,
    exportOnExit: exportDir,
  });
  after = await snapshot();

  // Past its deadline (and 2 s more) with the queue gone: still unpaid, its stock still held.
  const deadline = ((await orderDoc(expiryOrderId))!.expiresAt as { toMillis(): number }).toMillis();
  await waitFor(
    async () => Date.now(),
    (now) => now > deadline + 2000,
    EXPIRY_SECONDS * 1000 + 5000,
  );
  const unexpired = await orderDoc(expiryOrderId);
  const pastDeadline = {
    status: unexpired?.status,
    msPastDeadline: Date.now() - deadline,
    available: (await productDoc(expiryProductId))?.available,
  };
  await requeueOrderExpiries();
  // Two cold starts lie between (the re-enqueue task's and the expiry task's workers): on a loaded 2-core machine
  // each has taken well over 10 s.
  const expired = await waitFor(
    () => orderDoc(expiryOrderId),
    (o) => o?.status === 'expired',
    LOADED_MACHINE_WAIT * 1.5,
  );
  expiry = {
    orderId: expiryOrderId,
    pastDeadline,
    requeued: {
      status: expired?.status,
      available: (await productDoc(expiryProductId))?.available,
      events: (await storedEvents(expiryOrderId)).map((e) => [e.from, e.to, e.by]),
    },
  };
  await stop(suite);
}, 600_000);

afterAll(async () => {
  if (suite) await stop(suite);
  const cleanRun = after && stops.every((outcome) => outcome.exitedCleanly);
  if (cleanRun) rmSync(work, { recursive: true, force: true });
  else console.error(`Restart test: emulator logs and data kept in ${work}`);
});

describe('the emulator suite stopped with an export and started again from it', () => {
  it('had orders in every state before the restart', () => {
    const statuses = Object.entries(before.firestore.orders!)
      .filter(([id]) => id !== expiry.orderId)
      .map(([, order]) => JSON.parse(order).status);
    expect(statuses.sort()).toEqual(['cancelled', 'pending', 'success', 'unpaid']);
  });

  it('leaves an unpaid order unexpired past its deadline (the queue is gone) until npm start re-enqueues its task', () => {
    expect(expiry.pastDeadline).toEqual({ status: 'unpaid', msPastDeadline: expect.any(Number), available: 16 });
    expect(expiry.pastDeadline.msPastDeadline).toBeGreaterThan(2000);
    expect(expiry.requeued).toEqual({ status: 'expired', available: 20, events: [['unpaid', 'expired', null]] });
  });

  it('keeps every product and order document as it was', () => {
    expect(after.firestore).toEqual(before.firestore);
  });

  it("answers the catalogue and every customer's orders as before", () => {
    expect(after.api).toEqual(before.api);
  });

  it('listens on the ports of its layout only (scripts/lib/emulators.mjs BASE_PORTS, counted by emulator-ports.test.ts)', () => {
    const layout = new Set(Object.values(ports()));
    // Ports the system hands out (listen on port 0) come from its ephemeral range, above every port of the layout
    // at every offset, and never one already taken: they cannot meet another run's.
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const maxLayoutPort = Math.max(...Object.values(ports(500)));
    expect(maxLayoutPort).toBeLessThan(low!);
    expect(listened.length).toBeGreaterThan(5);
    expect(listened.filter((port) => !layout.has(port) && (port < low! || port > high!))).toEqual([]);
  });

  it('exports and exits on SIGINT, leaving no process or port behind though the Firestore emulator is slow to end', () => {
    const clean = {
      exitedCleanly: true,
      processesStillRunning: [],
      portsStillOpen: [],
      processesOfTheSuite: [],
      busyPorts: [],
    };
    expect(stops).toEqual([expect.objectContaining(clean), expect.objectContaining(clean)]);
    // The race happened: firebase-tools gave up on the slow Java and exited, and the stop ended it.
    for (const outcome of stops) expect(outcome.processesLeftAfterExit).toContain('java');
  });
});
