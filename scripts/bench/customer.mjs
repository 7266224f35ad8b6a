// A real ID token of the seeded customer, signed in through the Auth emulator's REST API as the web app does.
import { seedAccounts } from '../seed/accounts.mjs';

export async function customerToken(ports) {
  const customer = seedAccounts.find((a) => !a.admin);
  // A token minted in the second of sign-up may read as revoked in emulator mode (OFFLINE.md): wait past it.
  await new Promise((r) => setTimeout(r, 1100));
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`Sign-in of ${customer.email} failed: ${body.error?.message}`);
  return { token: body.idToken, uid: body.localId, email: customer.email };
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
