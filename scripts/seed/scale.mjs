// A shop at scale on the emulators: 2,000 customers (Auth accounts and users documents) and 10,000 past orders of
// the demo catalogue, spread over the last year, for Manage All Order's paging, search and export, and the sales
// report (and the bench). Each order is priced as a checkout to one of the demo zones (goods, shipping, tax). Fixed ids, so seeding again rewrites the same documents. The orders are history (paid, confirmed,
// shipped, refunded, cancelled, expired): none holds stock or waits for an expiry task. Background triggers are
// paused while the batches are written, so the Functions emulator is not left working through 10,000 order
// events after the seed has finished.
import { seedProducts } from './products.mjs';
import { backfillOrderSearch, rebuildSalesReport } from '../lib/order-expiries.mjs';
import { seedShippingZones } from './shipping-zones.mjs';

export const SCALE_USERS = 2_000;
export const SCALE_ORDERS = 10_000;
const BATCH = 500;
const PARALLEL_BATCHES = 4;
const MINUTE = 60_000;
const statuses = ['shipped', 'shipped', 'shipped', 'success', 'success', 'pending', 'refunded', 'cancelled', 'expired'];

const pad = (n, width) => String(n).padStart(width, '0');
export const scaleUserEmail = (i) => `customer-${pad(i, 4)}@scale.toolshop.test`;
export const scaleOrderId = (i) => `scale-${pad(i, 5)}`;

function scaleOrder(i, now) {
  const customer = i % SCALE_USERS;
  const product = seedProducts[i % seedProducts.length];
  const quantity = product.minimum + (i % 4);
  const status = statuses[i % statuses.length];
  // Newest first is i = 0, then one every 52 minutes back: about a year of orders.
  const createdAt = new Date(now - i * 52 * MINUTE);
  const paid = ['pending', 'success', 'shipped', 'refunded'].includes(status);
  // Shipped to each demo zone in turn by its first method, priced as order-pricing.ts does (rounding half up in
  // integers: rates have at most 4 decimals).
  const zone = seedShippingZones[i % seedShippingZones.length];
  const method = zone.methods[0];
  const goodsCents = product.priceCents * quantity;
  const shippingCents =
    method.freeOverCents !== undefined && goodsCents >= method.freeOverCents ? 0 : method.priceCents;
  const rateUnits = Math.round(zone.taxRate * 10_000);
  const taxCents = Math.floor(((goodsCents + (zone.taxShipping ? shippingCents : 0)) * rateUnits + 5_000) / 10_000);
  return {
    uid: `scale-user-${pad(customer, 4)}`,
    email: scaleUserEmail(customer),
    productId: product.id,
    productName: product.name,
    picture: `/products/${product.id}.svg`,
    unitPriceCents: product.priceCents,
    quantity,
    amountCents: goodsCents + shippingCents + taxCents,
    subtotalCents: goodsCents,
    shippingMethod: { id: method.id, name: method.name },
    shippingCents,
    taxRate: zone.taxRate,
    taxCents,
    shippingZone: { id: zone.id, name: zone.name },
    address: `${1 + (i % 200)} Scale Street, Unit ${i % 17}, Leeds`,
    mobile: `+44 113 496 ${pad(i % 10_000, 4)}`,
    status,
    transactionId: paid ? `pi_scale_${pad(i, 5)}` : null,
    createdAt,
    paidAt: paid ? new Date(createdAt.getTime() + 2 * MINUTE) : null,
    ...(status === 'shipped' ? { carrier: 'DHL Express', trackingNumber: `JD01460000${pad(i, 5)}` } : {}),
    ...(status === 'refunded'
      ? {
          refundReason: 'Arrived damaged',
          restocked: false,
          refundedAt: new Date(createdAt.getTime() + 3 * 24 * 60 * MINUTE),
        }
      : {}),
    ...(status === 'cancelled' ? { cancelReason: null } : {}),
  };
}

async function inBatches(db, writes) {
  const batches = [];
  for (let start = 0; start < writes.length; start += BATCH) batches.push(writes.slice(start, start + BATCH));
  for (let start = 0; start < batches.length; start += PARALLEL_BATCHES) {
    await Promise.all(
      batches.slice(start, start + PARALLEL_BATCHES).map((slice) => {
        const batch = db.batch();
        for (const [ref, data] of slice) batch.set(ref, data);
        return batch.commit();
      }),
    );
  }
}

async function setBackgroundTriggers(hubPort, enabled) {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${hubPort}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`emulator hub ${path}: ${response.status} ${await response.text()}`);
}

/** Seeds the customers and orders; answers the counts and the time it took. */
export async function seedScale({ db, auth }, ports, { users = SCALE_USERS, orders = SCALE_ORDERS } = {}) {
  const started = performance.now();
  const now = Date.now();
  const accounts = Array.from({ length: users }, (_, i) => ({
    uid: `scale-user-${pad(i, 4)}`,
    email: scaleUserEmail(i),
    displayName: `Scale Customer ${i}`,
    emailVerified: true,
  }));
  for (let start = 0; start < accounts.length; start += 1000) {
    const result = await auth.importUsers(accounts.slice(start, start + 1000));
    if (result.failureCount > 0) throw new Error(`importing accounts: ${result.errors[0]?.error?.message}`);
  }
  await setBackgroundTriggers(ports.hub, false);
  try {
    await inBatches(
      db,
      accounts.map((account) => [
        db.doc(`users/${account.uid}`),
        { email: account.email, displayName: account.displayName, role: '', updatedAt: new Date(now) },
      ]),
    );
    await inBatches(
      db,
      Array.from({ length: orders }, (_, i) => [db.doc(`orders/${scaleOrderId(i)}`), scaleOrder(i, now)]),
    );
  } finally {
    await setBackgroundTriggers(ports.hub, true);
  }
  // Manage All Order's search keys come from the functions' one function for them (the backfill task): waited for,
  // so the seeded orders are findable when the seed says it is done.
  if (orders > 0) {
    await backfillOrderSearch();
    const last = db.doc(`orders/${scaleOrderId(orders - 1)}`);
    const deadline = Date.now() + 300_000;
    while (!(await last.get()).get('searchKeys')) {
      if (Date.now() > deadline) throw new Error('the search keys backfill did not finish within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  // The sales report's days come from the functions' rebuild task (the trigger was paused): waited for.
  if (orders > 0) {
    await rebuildSalesReport();
    const newest = db.doc(`salesDays/${new Date(now + 2 * MINUTE).toISOString().slice(0, 10)}`);
    const oldest = db.doc(
      `salesDays/${new Date(now - (orders - 1) * 52 * MINUTE + 2 * MINUTE).toISOString().slice(0, 10)}`,
    );
    const deadline = Date.now() + 300_000;
    while (!(await newest.get()).exists || !(await oldest.get()).exists) {
      if (Date.now() > deadline) throw new Error('the sales report rebuild did not finish within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return { users, orders, seconds: (performance.now() - started) / 1000 };
}
