// Real customers for the order measurements: accounts created on the Auth emulator, signed in through its REST
// API as the web app does, with real ID tokens. The API limits orders per user and hour (100 by default), so
// the bench spreads its orders over a pool of customers instead of changing the shop's limits.
import { randomUUID } from 'node:crypto';

const PASSWORD = 'Bench#2026';

export async function benchCustomers(auth, ports, count) {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@toolshop.test`);
  await Promise.all(emails.map((email) => auth.createUser({ email, password: PASSWORD, displayName: 'Bench Customer', emailVerified: true })));
  // A token minted in the second of sign-up may read as revoked in emulator mode (OFFLINE.md): wait past it.
  await new Promise((r) => setTimeout(r, 1100));
  return Promise.all(emails.map((email) => signIn(ports, email)));
}

async function signIn(ports, email) {
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message}`);
  return { token: body.idToken, uid: body.localId, email };
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
