// A launch's burst of payments: 200 test-gateway payments of 200 different orders at once, through Hosting, after
// lone payments of the same kind in the same run. Every answer must be 200 and the burst's p95 within 3x of a lone
// payment's (no payment waits on another: each commits its own order alone), judged on the payment's own time in the
// API (its Server-Timing): the time from the caller's side also holds the Functions emulator's queue, one worker per
// request in flight (decision 22), and is shown beside it. The sequencer must then give the 200
// invoices consecutive numbers, each once, within 10 s of the last payment; and once the order triggers are in, the
// day's sales document must equal the sum of the day's orders (decision 22).
import { waitForQuietCpu } from './quiet-cpu.mjs';
import { benchProduct, orderBody } from './customer.mjs';
import { percentile, timed } from './stats.mjs';
import { orderTriggersDelivered } from '../lib/order-triggers.mjs';

export const BURST = 200;
const LONE = 20;
const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

export async function measurePayments(ports, db, customer) {
  const api = (path, body, token) =>
    fetch(`http://127.0.0.1:${ports.hosting}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const productId = await benchProduct(db, `bench-payments-${Date.now()}`, 10_000);
  const placed = await api('/order', orderBody(productId), customer.token);
  const placedBody = await placed.json();
  if (placed.status !== 200 && placed.status !== 201) return { available: false, status: placed.status };
  const source = (await db.doc(`orders/${placedBody.insertedId}`).get()).data();

  // Copies of one placed order, unpaid, each with its own intent (opening them is not what is measured).
  const orders = [];
  const writer = db.bulkWriter();
  for (let i = 0; i < LONE + BURST; i++) {
    const ref = db.collection('orders').doc();
    orders.push(ref.id);
    void writer.create(ref, { ...source, createdAt: new Date() });
  }
  await writer.close();
  const secrets = [];
  for (let i = 0; i < orders.length; i += 10)
    secrets.push(
      ...(await Promise.all(
        orders.slice(i, i + 10).map(async (orderId) => {
          const response = await api('/create-payment-intent', { orderId }, customer.token);
          return (await response.json()).clientSecret;
        }),
      )),
    );
  const pay = (clientSecret) => api('/payments/test/confirm', { clientSecret, card });

  await orderTriggersDelivered(db);
  const settled = await waitForQuietCpu(30_000);
  const loneMs = [];
  const loneConfirmMs = [];
  for (const secret of secrets.slice(0, LONE)) {
    const { ms, result } = await timed(() => pay(secret));
    await result.text();
    loneMs.push(ms);
    loneConfirmMs.push(confirmMs(result));
  }

  const burstSecrets = secrets.slice(LONE);
  const burstOrders = orders.slice(LONE);
  const start = performance.now();
  const answers = await Promise.all(
    burstSecrets.map(async (secret) => {
      const { ms, result } = await timed(() => pay(secret).catch(() => null));
      await result?.text();
      return { ms, status: result?.status ?? 0, confirmMs: result ? confirmMs(result) : NaN };
    }),
  );
  const lastAnswer = performance.now();
  const numbers = await waitFor(60_000, async () => {
    const snapshots = await db.getAll(...burstOrders.map((id) => db.doc(`orders/${id}`)));
    const numbers = snapshots.map((snapshot) => snapshot.get('invoiceNumber'));
    return numbers.every(Boolean) ? numbers : undefined;
  });
  const numberedAfterMs = performance.now() - lastAnswer;
  const sequence = (numbers ?? []).map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
  const consecutive =
    sequence.length === BURST &&
    sequence.every((value, i) => value === sequence[0] + i) &&
    new Set(numbers).size === BURST;

  const today = new Date().toISOString().slice(0, 10);
  const salesExact = await waitFor(180_000, async () => {
    const [day, paid] = await Promise.all([
      db.doc(`salesDays/${today}`).get(),
      db
        .collection('orders')
        .where('paidAt', '>=', new Date(`${today}T00:00:00Z`))
        .get(),
    ]);
    const sum = { orders: 0, goodsCents: 0, shippingCents: 0, taxCents: 0 };
    for (const doc of paid.docs) {
      const order = doc.data();
      if (order.paidAt.toDate().toISOString().slice(0, 10) !== today) continue;
      sum.orders += 1;
      sum.goodsCents += order.subtotalCents ?? order.amountCents;
      sum.shippingCents += order.shippingCents ?? 0;
      sum.taxCents += order.taxCents ?? 0;
    }
    const stored = day.data() ?? {};
    return Object.keys(sum).every((key) => stored[key] === sum[key]) ? true : undefined;
  });
  const burstMs = answers.map((answer) => answer.ms);
  const burstConfirmMs = answers.map((answer) => answer.confirmMs).filter(Number.isFinite);
  return {
    available: true,
    settled,
    burst: BURST,
    lone: { p50: percentile(loneMs, 50), p95: percentile(loneMs, 95) },
    concurrent: { p50: percentile(burstMs, 50), p95: percentile(burstMs, 95) },
    confirm: {
      lone: { p50: percentile(loneConfirmMs, 50), p95: percentile(loneConfirmMs, 95) },
      concurrent: { p50: percentile(burstConfirmMs, 50), p95: percentile(burstConfirmMs, 95) },
    },
    ok: answers.filter((answer) => answer.status === 200).length,
    server5xx: answers.filter((answer) => answer.status >= 500).length,
    wallMs: lastAnswer - start,
    numberedAfterMs: numbers ? numberedAfterMs : null,
    consecutive,
    salesExact: salesExact === true,
  };
}

/**
 * The payment's own time in the API (Server-Timing `confirm`: from the request reaching the handler to its order's
 * move committed), without the Functions emulator's queue before it.
 */
function confirmMs(response) {
  const match = /(?:^|,)\s*confirm;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : NaN;
}

async function waitFor(withinMs, read) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() - started > withinMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
