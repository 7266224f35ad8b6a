// Access that an account keeps after the shop has taken it away: a removed admin's still-valid ID token on
// Firestore, a disabled or revoked account's token that a function instance has already verified and
// remembered, and the last-admin guard counting the mirrors of accounts that no longer exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { PROJECT_ID, firestoreEmulatorUrl, shopUrl } from '../support/emulators';
import { createProduct, orderForm, productDoc } from '../api/helpers/fixtures';
import { checkoutBody, postCheckout } from '../api/helpers/checkout';
import { launchBrowser } from '../support/browser';
import { signInThroughLoginPage } from '../support/journeys';

const documentsUrl = `${firestoreEmulatorUrl}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const q = (email: string) => `?email=${encodeURIComponent(email)}`;
/** Revocation compares whole seconds: a change in the token's own second would not count as later. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** The browser's read of every order, straight from Firestore under firestore.rules. */
function listOrdersOnFirestore(token: string): Promise<Response> {
  return fetch(`${documentsUrl}/${collections.orders}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('an admin whose rights are removed', () => {
  let demoter: TestAccount;
  let demoted: TestAccount;
  beforeAll(async () => {
    [demoter, demoted] = await Promise.all([createAccount({ admin: true }), createAccount({ admin: true })]);
  });

  it('loses admin reads on Firestore with the token they still hold, and must sign in again', async () => {
    expect((await listOrdersOnFirestore(demoted.token)).status).toBe(200);
    await nextSecond();
    const removedAt = Date.now();
    const removal = await api('PUT', `/user/${encodeURIComponent(demoted.email)}`, {
      token: demoter.token,
      body: { roll: '' },
    });
    expect(removal.status).toBe(200);

    // The token still carries `admin: true` and is valid for up to an hour: Firestore must not trust it.
    expect((await listOrdersOnFirestore(demoted.token)).status).toBe(403);
    // Its refresh token is revoked, so the browser cannot quietly mint a new one: it signs in again.
    const account = await testAdmin().auth.getUser(demoted.uid);
    expect(new Date(account.tokensValidAfterTime!).getTime()).toBeGreaterThanOrEqual(removedAt - 1000);
    expect((await api('GET', '/user', { token: demoted.token })).status).toBe(401);
  });
});

describe("a removed admin's browser", () => {
  it('ends the session on the next change it tries, and shows the sign-in page', async () => {
    const [demoter, demoted] = await Promise.all([createAccount({ admin: true }), createAccount({ admin: true })]);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${shopUrl}/dashboard/myProfile`);
      await signInThroughLoginPage(page, demoted.email, demoted.password, /\/dashboard\/myProfile$/);
      await page.getByLabel('Education').waitFor({ timeout: 20_000 });
      await nextSecond();
      const removal = await api('PUT', `/user/${encodeURIComponent(demoted.email)}`, {
        token: demoter.token,
        body: { roll: '' },
      });
      expect(removal.status).toBe(200);

      await page.getByLabel('Education').fill('Removed while signed in');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.waitForURL(/\/login$/, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect((await testAdmin().db.doc(`profiles/${demoted.uid}`).get()).data()?.education).not.toBe(
        'Removed while signed in',
      );
    } finally {
      await browser.close();
    }
  });
});

describe('an account disabled, revoked or deleted while its token is remembered by the API', () => {
  let productId: string;
  beforeAll(async () => {
    productId = await createProduct({ available: 100, minimum: 1 });
  });
  const order = (token: string) => api('POST', '/order', { token, body: { productId, quantity: 1, ...orderForm } });

  /** Uses the token for a read and a write first, so that the instance has verified and remembered it. */
  async function remembered(account: TestAccount): Promise<void> {
    expect((await api('GET', `/myOrder${q(account.email)}`, { token: account.token })).status).toBe(200);
    expect((await order(account.token)).status).toBe(201);
    await nextSecond();
  }

  it('disabled: the next write is refused', async () => {
    const account = await createAccount();
    await remembered(account);
    await testAdmin().auth.updateUser(account.uid, { disabled: true });
    const refused = await order(account.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: apiMessages.unauthenticated });
  });

  it('sessions revoked: the next write is refused', async () => {
    const account = await createAccount();
    await remembered(account);
    await testAdmin().auth.revokeRefreshTokens(account.uid);
    expect((await order(account.token)).status).toBe(401);
  });

  it('deleted: the next write is refused', async () => {
    const account = await createAccount();
    await remembered(account);
    await testAdmin().auth.deleteUser(account.uid);
    expect((await order(account.token)).status).toBe(401);
  });

  // The checkout confirms the account beside its first reads (requireUserConfirmedAlongside): the refusal must
  // still come before any line is checked, and reserve nothing.
  it('disabled, revoked or deleted: the next checkout is refused and reserves nothing', async () => {
    const removals = [
      (uid: string) => testAdmin().auth.updateUser(uid, { disabled: true }),
      (uid: string) => testAdmin().auth.revokeRefreshTokens(uid),
      (uid: string) => testAdmin().auth.deleteUser(uid),
    ];
    const accounts = await Promise.all(removals.map(() => createAccount()));
    await Promise.all(accounts.map(remembered));
    const stockBefore = (await productDoc(productId))?.available;
    await Promise.all(removals.map((remove, i) => remove(accounts[i]!.uid)));
    for (const account of accounts) {
      // One line that can be ordered, one that cannot: a 409 here would mean the lines were judged first.
      const body = checkoutBody([
        { productId, quantity: 1 },
        { productId: 'no-such-product', quantity: 1 },
      ]);
      const refused = await postCheckout(account.token, body);
      expect(refused).toEqual({ status: 401, body: { message: apiMessages.unauthenticated } });
      const placed = await postCheckout(account.token, checkoutBody([{ productId, quantity: 1 }]));
      expect(placed.status).toBe(401);
    }
    expect((await productDoc(productId))?.available).toBe(stockBefore);
    const orders = await testAdmin()
      .db.collection(collections.orders)
      .where(
        'uid',
        'in',
        accounts.map((account) => account.uid),
      )
      .get();
    expect(orders.size).toBe(accounts.length); // the one order each placed while remembered
  });

  it('an admin disabled: the next admin call, read or write, is refused', async () => {
    const admin = await createAccount({ admin: true });
    expect((await api('GET', '/user', { token: admin.token })).status).toBe(200);
    await nextSecond();
    await testAdmin().auth.updateUser(admin.uid, { disabled: true });
    expect((await api('GET', '/user', { token: admin.token })).status).toBe(401);
    expect((await api('GET', '/order', { token: admin.token })).status).toBe(401);
  });
});

describe('the last admin, counting live accounts', () => {
  /** Admin mirrors set aside so that the fresh admins below are the only ones; put back afterwards. */
  let setAside: string[] = [];
  let gone: TestAccount;
  let last: TestAccount;
  const users = () => testAdmin().db.collection(collections.users);

  beforeAll(async () => {
    setAside = (await users().where('role', '==', 'admin').get()).docs.map((doc) => doc.id);
    await Promise.all(setAside.map((uid) => users().doc(uid).update({ role: '' })));
    [gone, last] = await Promise.all([createAccount({ admin: true }), createAccount({ admin: true })]);
  });
  afterAll(async () => {
    await users().doc(gone.uid).delete();
    await Promise.all(setAside.map((uid) => users().doc(uid).update({ role: 'admin' })));
  });

  it("an admin account deleted with its mirror left behind does not count: the last live admin can't leave", async () => {
    await testAdmin().auth.deleteUser(gone.uid);
    expect((await users().doc(gone.uid).get()).data()?.role).toBe('admin');
    const self = await api('PUT', `/user/${encodeURIComponent(last.email)}`, { token: last.token, body: { roll: '' } });
    expect(self).toEqual({ status: 409, body: { message: apiMessages.lastAdmin } });
    expect((await testAdmin().auth.getUser(last.uid)).customClaims?.admin).toBe(true);
    expect((await users().doc(last.uid).get()).data()?.role).toBe('admin');
  });
});
