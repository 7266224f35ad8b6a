// The cart journey on a phone: the steps of cart.test.ts run in a 390 x 844 viewport (touch, mobile layout),
// not only captured at 390. A visitor fills a cart of three products from their product pages, goes to the checkout
// from the cart, signs in there, checks out with a new address, pays once with the test card, and sees one order of
// three lines in My Orders; Firestore holds that one order with its three lines, paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collections } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import {
  addFromProductPage,
  cartProducts,
  expectWorkshopAddressSaved,
  openOrderOfThree,
  readOrderOf,
  stepBladesUp,
  workshopAddress,
} from './steps/cart-steps';
import { expectOrderPaid, fillNewAddress, payWithTestCard, placeOrder, signInAtCheckout } from './steps/checkout-steps';
import { seedProduct } from './steps/shop-seed';
import { closePhone, expectPhoneMenu, openPhone, pageWidth, type PhoneSession, press } from './steps/phone-steps';

const { run, drill, blades, battery } = cartProducts({ id: 'phone', label: 'Phone' });

const { db } = testAdmin();
const ordersOf = async () => db.collection(collections.orders).where('uid', '==', customer.uid).get();

let phone: PhoneSession;
let page: Page;
let customer: TestAccount;

beforeAll(async () => {
  const description = `A product of the phone cart journey ${run}.`;
  await Promise.all([drill, blades, battery].map((product) => seedProduct(product, description)));
  customer = await createAccount({ name: 'Phone Cart Customer' });
  phone = await openPhone();
  page = phone.page;
});

afterAll(() => closePhone(phone));

describe('cart journey on a phone (390 px)', () => {
  it('a visitor fills a cart of three products', { timeout: 90_000 }, async () => {
    for (const product of [drill, blades, battery]) await addFromProductPage(page, product, 'tap');
    await stepBladesUp(page, blades.name, 'tap');
    // The phone header: the cart's count beside the menu button, and in the menu.
    await page.getByRole('link', { name: 'Cart (22)' }).first().waitFor();
    await expectPhoneMenu(page, ['Cart (22)', 'Login']);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  it(
    'signs in at the checkout, checks out with a new address, pays once, and sees one order of three lines',
    { timeout: 110_000 },
    async () => {
      await press(page.getByRole('link', { name: 'Checkout' }), 'tap');
      await signInAtCheckout(page, customer);
      await page.getByText(`20 × ${blades.name}`).waitFor({ timeout: 20_000 });
      await expect
        .poll(async () => (await db.doc(`${collections.carts}/${customer.uid}`).get()).data()?.lines, {
          timeout: 20_000,
        })
        .toEqual([
          { productId: drill.id, quantity: 1 },
          { productId: blades.id, quantity: 20 },
          { productId: battery.id, quantity: 1 },
        ]);

      await fillNewAddress(page, workshopAddress('Phone Cart Customer'));
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      const place = page.getByRole('button', { name: 'Place order' });
      await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true);
      const orderId = await placeOrder(page, 'tap');

      const order = await readOrderOf(orderId, customer.uid, [
        [drill.id, 1],
        [blades.id, 20],
        [battery.id, 1],
      ]);
      expect(order.subtotalCents).toBe(4500 + 20 * 300 + 6000);
      await expectWorkshopAddressSaved(order, customer.uid);

      await payWithTestCard(page, 'tap');
      await expectOrderPaid(orderId);
      expect((await ordersOf()).size).toBe(1);

      // My Orders on the phone: one order, its three lines.
      const row = await openOrderOfThree(page, drill.name, blades.name);
      await expect(page.getByRole('row').filter({ hasText: '3 lines:' }).count()).resolves.toBe(1);
      await row.getByRole('button', { name: 'Show lines' }).tap();
      for (const text of [`1 × ${drill.name}`, `20 × ${blades.name}`, `1 × ${battery.name}`])
        await row.getByText(text, { exact: false }).waitFor({ timeout: 15_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      expect((await ordersOf()).size).toBe(1);
    },
  );
});
