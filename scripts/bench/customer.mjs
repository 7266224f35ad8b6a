// Real customers for the order measurements: accounts created on the Auth emulator, signed in through its REST
// API as the web app does, with real ID tokens. The API limits orders per user and hour (100 by default), so
// the bench spreads its orders over a pool of customers instead of changing the shop's limits.
import { randomUUID } from 'node:crypto';
import { pastCreationSecond, signInWithPassword } from '../lib/sign-in.mjs';

const PASSWORD = 'Bench#2026';

/** TOOLSHOP_UNPAID_ORDER_SECONDS' default: an order of the bench never expires during it. */
export const UNPAID_ORDER_MS = 1_800_000;

export async function benchCustomers(auth, ports, count) {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@toolshop.test`);
  await Promise.all(
    emails.map((email) =>
      auth.createUser({ email, password: PASSWORD, displayName: 'Bench Customer', emailVerified: true }),
    ),
  );
  await pastCreationSecond();
  return Promise.all(
    emails.map(async (email) => ({ ...(await signInWithPassword(ports.auth, email, PASSWORD)), email })),
  );
}

/** A product made for the bench, so orders never touch the demo catalogue's stock. */
export async function benchProduct(db, id, available) {
  await db.doc(`products/${id}`).set({
    name: `Bench product ${id}`,
    description: 'Created by npm run bench.',
    picture: '/products/cordless-drill-18v.svg',
    priceCents: 1000,
    available,
    minimum: 1,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return id;
}

export function orderBody(productId) {
  return { productId, address: '1 Bench Street, Testville', mobile: '+1 555 0100', quantity: 1 };
}
