// A signed-in customer skipping the app and the API: writes sent straight to the Firestore REST endpoint of the
// shop's project (demo-toolshop, rules from firestore.rules) with their real ID token are all refused, and
// nothing in the database changes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { PROJECT_ID, firestoreEmulatorUrl } from '../support/emulators';

const documentsUrl = `${firestoreEmulatorUrl}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
/** A seeded product: the document a customer would most like to reprice. */
const SEEDED_PRODUCT_ID = 'cordless-drill-18v';
const targetCollections = [...Object.values(collections), 'somethingNew'];

let customer: TestAccount;
/** The existing document attacked in each collection: the customer's own where ownership could matter. */
const targets = new Map<string, string>();
const createdId = `rest-created-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  customer = await createAccount({ name: 'REST Writer' });
  const { db } = testAdmin();
  for (const name of targetCollections) {
    if (name === collections.products) {
      targets.set(name, SEEDED_PRODUCT_ID);
      continue;
    }
    // users/profiles are keyed by uid; the rest carry the uid as a field, as the API writes them.
    const id =
      name === collections.users || name === collections.profiles
        ? customer.uid
        : `rest-probe-${randomUUID().slice(0, 8)}`;
    await db.doc(`${name}/${id}`).set({ uid: customer.uid, email: customer.email, status: 'unpaid', role: '' });
    targets.set(name, id);
  }
});

afterAll(async () => {
  const { db } = testAdmin();
  for (const [name, id] of targets) if (name !== collections.products) await db.doc(`${name}/${id}`).delete();
});

async function snapshotTargets(): Promise<Record<string, unknown>> {
  const { db } = testAdmin();
  const state: Record<string, unknown> = {};
  for (const [name, id] of targets) {
    state[`${name}/${id}`] = (await db.doc(`${name}/${id}`).get()).data();
    state[`${name}/${createdId}`] = (await db.doc(`${name}/${createdId}`).get()).exists;
  }
  return state;
}

function send(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${documentsUrl}/${path}`, {
    method,
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Fields the customer would like to set: a price, a paid status, the admin role, their own uid. */
const tampered = {
  fields: {
    uid: { stringValue: 'someone' },
    priceCents: { integerValue: '1' },
    status: { stringValue: 'success' },
    role: { stringValue: 'admin' },
  },
};

describe('Firestore REST API with a customer ID token', () => {
  it('refuses create, update and delete in every collection and changes nothing', async () => {
    const before = await snapshotTargets();
    const statuses: Record<string, number> = {};
    for (const name of targetCollections) {
      const id = targets.get(name)!;
      statuses[`create ${name}`] = (await send('POST', `${name}?documentId=${createdId}`, tampered)).status;
      statuses[`update ${name}`] = (await send('PATCH', `${name}/${id}`, tampered)).status;
      statuses[`delete ${name}`] = (await send('DELETE', `${name}/${id}`)).status;
    }
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((attempt) => [attempt, 403])));
    expect(await snapshotTargets()).toEqual(before);
  });
});
