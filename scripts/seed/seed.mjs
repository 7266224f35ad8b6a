// Loads the demo data into the emulators. Idempotent: fixed ids, accounts reused when present.
import { FieldValue } from 'firebase-admin/firestore';
import { seedAccounts } from './accounts.mjs';
import { seedCategories, seedProducts } from './products.mjs';
import { seedDemoOrders } from './demo-orders.mjs';
import { seedReviews } from './reviews.mjs';
import { seedShippingIfEmpty } from './shipping-zones.mjs';
import { seedTradeAccount } from './trade-account.mjs';
import { demoPhotoPath } from '../photos/photo-files.mjs';

async function ensureAccount(auth, db, account) {
  let user;
  try {
    user = await auth.getUserByEmail(account.email);
  } catch {
    user = await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
  }
  await auth.setCustomUserClaims(user.uid, account.admin ? { admin: true } : {});
  await db.doc(`users/${user.uid}`).set({
    email: account.email,
    displayName: account.displayName,
    role: account.admin ? 'admin' : '',
    updatedAt: FieldValue.serverTimestamp(),
  });
  await db.doc(`profiles/${user.uid}`).set(
    {
      email: account.email,
      education: '',
      location: '',
      number: '',
      linkedin: '',
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return user;
}

/**
 * Seeds everything unless products already exist (a restarted shop keeps its own data). `demoOrders` adds the demo
 * customer's shipped orders with serials (demo-orders.mjs): the shop a person starts has them, the tests' fresh data
 * does not.
 */
export async function seedIfEmpty({ db, auth }, { demoOrders = false } = {}) {
  // Zones come first and on their own: a shop seeded before they existed gets them too.
  await seedShippingIfEmpty(db);
  const existing = await db.collection('products').limit(1).get();
  if (!existing.empty) return { seeded: false };
  const batch = db.batch();
  for (const { id, ...product } of seedProducts) {
    batch.set(db.doc(`products/${id}`), {
      ...product,
      picture: demoPhotoPath(id) ?? `/products/${id}.svg`,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // The SKU's claim, as POST /product makes it: SKUs stay unique when admins add more.
    batch.set(db.doc(`skus/${product.sku.toLowerCase()}`), { productId: id, sku: product.sku });
  }
  for (const { slug, name } of seedCategories) {
    batch.set(db.doc(`categories/${slug}`), {
      name,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  const accounts = [];
  for (const account of seedAccounts) accounts.push(await ensureAccount(auth, db, account));
  const customer = accounts.find((_, i) => !seedAccounts[i].admin);
  const tradeBuyer = accounts.find((_, i) => seedAccounts[i].trade);
  await seedTradeAccount(db, tradeBuyer);
  for (const { id, ...review } of seedReviews) {
    batch.set(db.doc(`reviews/${id}`), {
      ...review,
      uid: customer.uid,
      hidden: false,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  const orders = demoOrders ? seedDemoOrders(batch, db, customer) : 0;
  await batch.commit();
  return {
    seeded: true,
    products: seedProducts.length,
    reviews: seedReviews.length,
    accounts: seedAccounts.length,
    orders,
  };
}
