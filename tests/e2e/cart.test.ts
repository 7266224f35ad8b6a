// The cart journeys, one browser, one customer: a visitor fills a cart of three products from their
// product pages, signs in at the checkout and the cart merges with the one the account kept (same product: the
// larger quantity); the checkout keeps the new address and mobile typed across a reload, saves them to the
// address book, places one order of three lines (which clears what it kept), pays it
// once with the test card, and the "order placed" email lists it. A second tab sees a cart change live; a line whose
// stock an admin lowered shows its problem and blocks the checkout until fixed; My Orders lists the order's lines and
// Buy again puts them back into the cart at today's rules, naming the line that cannot be had. /cart, /checkout and
// My Orders are captured at 390 and 1280 px and checked by axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, validationMessages } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, expectToast } from '../support/journeys';
import { waitForMail } from '../support/caught-mail';
import { seedCart, seedProduct } from './steps/shop-seed';
import { fillNewAddress, payWithTestCard, placeOrder, readOrder, signInAtCheckout } from './steps/checkout-steps';
import {
  addFromProductPage,
  cartProducts,
  cartLine,
  expectWorkshopAddressSaved,
  openOrderOfThree,
  readOrderOf,
  quantityOf,
  stepBladesUp,
  workshopAddress,
} from './steps/cart-steps';

const { run, drill, blades, battery } = cartProducts({ id: 'cart', label: 'Cart' });

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;

const cartDoc = async () => (await testAdmin().db.doc(`${collections.carts}/${customer.uid}`).get()).data();

beforeAll(async () => {
  const description = `A product of the cart journey ${run}.`;
  await Promise.all([drill, blades, battery].map((product) => seedProduct(product, description)));
  customer = await createAccount({ name: 'Cart Customer' });
  // The cart the account kept from another device: more drills than the visitor will add.
  await seedCart(customer.uid, [{ productId: drill.id, quantity: 3 }]);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('cart journey', () => {
  it('a visitor fills a cart of three products, kept across a reload', { timeout: 120_000 }, async () => {
    for (const product of [drill, blades, battery]) await addFromProductPage(page, product, 'click');
    await stepBladesUp(page, blades.name, 'click');
    await page.reload();
    await cartLine(page, battery.name).waitFor({ timeout: 20_000 });
    expect(await quantityOf(page, blades.name)).toBe('20');
    await page.getByRole('link', { name: 'Cart (22)' }).first().waitFor();
    await captureScreen(page, 'cart-visitor');
  });

  it('signs in at the checkout and the cart merges with the account cart', { timeout: 120_000 }, async () => {
    await page.getByRole('link', { name: 'Checkout' }).click();
    await signInAtCheckout(page, customer);
    await expect
      .poll(async () => (await cartDoc())?.lines, { timeout: 20_000 })
      .toEqual([
        { productId: drill.id, quantity: 3 },
        { productId: blades.id, quantity: 20 },
        { productId: battery.id, quantity: 1 },
      ]);
    await page.getByText(`3 × ${drill.name}`).waitFor({ timeout: 20_000 });
  });

  it(
    'checks out with a new saved address, pays once, and gets one order of three lines and its email',
    {
      timeout: 180_000,
    },
    async () => {
      const typed = workshopAddress('Cart Customer');
      await fillNewAddress(page, typed);
      // A reload keeps what was typed (this tab's draft), until the order is placed.
      await page.reload();
      await page.getByText(`3 × ${drill.name}`).waitFor({ timeout: 20_000 });
      const kept = async () =>
        Promise.all(
          ['Recipient name', 'Street address', 'City', 'Postal code', 'Mobile'].map((label) =>
            page.getByLabel(label).inputValue(),
          ),
        );
      await expect
        .poll(kept, { timeout: 10_000, message: 'the checkout form after a reload, waited for what was typed' })
        .toEqual([typed.recipient, typed.street, typed.city, typed.postalCode, typed.mobile]);
      await captureScreen(page, 'checkout');
      const orderId = await placeOrder(page, 'click');
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('checkout')))).toEqual(
        [],
      );

      const order = await readOrderOf(orderId, customer.uid, [
        [drill.id, 3],
        [blades.id, 20],
        [battery.id, 1],
      ]);
      // Goods of $255.00 ship free by Standard in the United States (free from $150); 8.25% tax on them.
      expect(order.subtotalCents).toBe(3 * 4500 + 20 * 300 + 6000);
      expect(order.shippingCents).toBe(0);
      expect(order.amountCents).toBe(25_500 + 2104);
      await expectWorkshopAddressSaved(order, customer.uid);
      await expect.poll(async () => (await cartDoc())?.lines, { timeout: 20_000 }).toEqual([]);

      await payWithTestCard(page);
      const paid = await readOrder(orderId);
      expect(paid.status).toBe('pending');
      const orders = await testAdmin().db.collection(collections.orders).where('uid', '==', customer.uid).get();
      expect(orders.size).toBe(1);
      const mail = await waitForMail(customer.email, `#${paid.number}`);
      expect(mail.text ?? mail.html ?? '').toContain(blades.name);
    },
  );

  it('a second tab sees a cart change live', { timeout: 120_000 }, async () => {
    await page.goto(`${shopUrl}/products/${drill.id}`);
    await page.getByRole('link', { name: `Add to cart: ${drill.name}` }).click();
    await cartLine(page, drill.name).waitFor({ timeout: 20_000 });
    const second = await context.newPage();
    await second.goto(`${shopUrl}/cart`);
    await cartLine(second, drill.name).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: `More: ${drill.name}` }).click();
    await expect.poll(() => quantityOf(second, drill.name), { timeout: 20_000 }).toBe('2');
    await second.close();
  });

  it(
    'a line whose stock an admin lowered shows its problem and blocks the checkout until fixed',
    {
      timeout: 120_000,
    },
    async () => {
      await page.getByRole('button', { name: `More: ${drill.name}` }).click();
      await expect.poll(() => quantityOf(page, drill.name), { timeout: 20_000 }).toBe('3');
      await page.getByRole('button', { name: `More: ${drill.name}` }).click();
      await expect.poll(() => quantityOf(page, drill.name), { timeout: 20_000 }).toBe('4');
      const { available } = (await testAdmin().db.doc(`products/${drill.id}`).get()).data() as { available: number };
      await testAdmin().db.doc(`products/${drill.id}`).update({ available: 2 });
      await cartLine(page, drill.name)
        .getByText(validationMessages.quantityAboveAvailable)
        .waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
      await captureScreen(page, 'cart-line-problem');
      await page.getByRole('button', { name: `Fewer: ${drill.name}` }).click();
      await expect.poll(() => quantityOf(page, drill.name), { timeout: 20_000 }).toBe('3');
      await page.getByRole('button', { name: `Fewer: ${drill.name}` }).click();
      await expect.poll(() => quantityOf(page, drill.name), { timeout: 20_000 }).toBe('2');
      await page.getByRole('link', { name: 'Checkout' }).waitFor({ timeout: 20_000 });
      await testAdmin().db.doc(`products/${drill.id}`).update({ available });
    },
  );

  it(
    'My Orders shows the lines, and Buy again puts them into the cart, naming the line that cannot be had',
    {
      timeout: 120_000,
    },
    async () => {
      await testAdmin().db.doc(`products/${battery.id}`).update({ available: 0 });
      const row = await openOrderOfThree(page, drill.name, blades.name);
      await row.getByRole('button', { name: 'Show lines' }).click();
      await row.getByText(`1 × ${battery.name}`, { exact: false }).waitFor();
      await captureScreen(page, 'my-orders-lines');
      await row.getByRole('button', { name: 'Buy again' }).click();
      await expectToast(page, `Cannot be had now: ${battery.name}: ${validationMessages.quantityAboveAvailable}`);
      await page.waitForURL(/\/cart$/);
      await expect.poll(() => quantityOf(page, blades.name), { timeout: 20_000 }).toBe('20');
      await expect.poll(() => quantityOf(page, drill.name), { timeout: 20_000 }).toBe('5');
      expect(await cartLine(page, battery.name).count()).toBe(0);
    },
  );
});
