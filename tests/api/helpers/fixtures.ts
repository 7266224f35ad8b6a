// Data the API tests make for themselves: their own products and accounts, never the seeded ones (the browser
// tests rely on those).
import { randomUUID } from 'node:crypto';
import { collections, type OrderDoc, type ProductDoc } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../../support/accounts';
import { testAdmin } from '../../support/admin';
import { api } from '../../support/api';

export type Role = 'anonymous' | 'customer' | 'other' | 'admin';

export interface Roles {
  customer: TestAccount;
  other: TestAccount;
  admin: TestAccount;
}

/** A customer, another customer and an admin, created side by side (each waits about a second). */
export async function createRoles(): Promise<Roles> {
  const [customer, other, admin] = await Promise.all([
    createAccount({ name: 'Casey Test' }),
    createAccount({ name: 'Olly Other' }),
    createAccount({ admin: true, name: 'Ada Admin' }),
  ]);
  return { customer, other, admin };
}

export function tokenOf(roles: Roles, role: Role): string | undefined {
  return role === 'anonymous' ? undefined : roles[role].token;
}

/** What every product answer carries of the catalogue for a product posted without it. */
export const NO_CATALOGUE_FIELDS = {
  sku: null,
  category: null,
  specs: {},
  fits: [],
  featured: false,
  warrantyMonths: 0,
  serialPattern: null,
} as const;

export async function createProduct(fields: Partial<ProductDoc> = {}): Promise<string> {
  const id = `test-${randomUUID().slice(0, 12)}`;
  const product: ProductDoc = {
    name: `Test Jigsaw ${id}`,
    description: 'A product made by an API test.',
    // A picture the site serves: the home page shows every product, whichever suite made it.
    picture: '/products/angle-grinder-125.svg',
    priceCents: 2599,
    available: 50,
    minimum: 2,
    ...fields,
  };
  await testAdmin()
    .db.collection(collections.products)
    .doc(id)
    .set({ ...product, createdAt: new Date() });
  return id;
}

export async function productDoc(id: string): Promise<ProductDoc | undefined> {
  return (await testAdmin().db.collection(collections.products).doc(id).get()).data() as ProductDoc | undefined;
}

export async function orderDoc(id: string): Promise<OrderDoc | undefined> {
  return (await testAdmin().db.collection(collections.orders).doc(id).get()).data() as OrderDoc | undefined;
}

export async function ordersOfProduct(productId: string): Promise<OrderDoc[]> {
  const snapshot = await testAdmin().db.collection(collections.orders).where('productId', '==', productId).get();
  return snapshot.docs.map((doc) => doc.data() as OrderDoc);
}

export const orderForm = { address: '12 Workshop Lane, Leeds', mobile: '+44 113 496 0000' };

/** Places an order through the API and answers its id. */
export async function placeOrder(token: string, productId: string, quantity = 2): Promise<string> {
  const { status, body } = await api('POST', '/order', { token, body: { productId, quantity, ...orderForm } });
  if (status !== 201) throw new Error(`placing an order failed: ${status} ${JSON.stringify(body)}`);
  return body.insertedId as string;
}

/** What a verified payment leaves behind (verifying payments is the payments work's own tested code). */
export async function markPaid(orderId: string): Promise<void> {
  await testAdmin()
    .db.collection(collections.orders)
    .doc(orderId)
    .update({ status: 'pending', transactionId: `pi_test_${randomUUID().slice(0, 8)}`, paidAt: new Date() });
}
