// The order email as a developer meets it: a customer places an order in the shop, then the local mail catcher's
// web UI (maildev, started beside the emulators) lists the "order placed" email; opened, it shows the product,
// quantity, prices and the pay link, and that link leads to the order's payment page in the shop.
// Screenshot: artifacts/screens/order-email-in-mail-catcher.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, toastMessages, type OrderDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { artifactsDir, mailCatcherUrl, shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { expectToast, signInThroughLoginPage } from '../support/journeys';
import { waitForMail } from '../support/caught-mail';
import { fillPurchaseForm } from './steps/purchase-steps';
import { createProduct, productDoc } from '../api/helpers/fixtures';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;
let productId: string;

beforeAll(async () => {
  customer = await createAccount({ name: 'Mail Reader' });
  productId = await createProduct({ picture: '/products/angle-grinder-125.svg', priceCents: 8950, minimum: 1 });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the order email in the mail catcher', () => {
  it(
    'a customer orders, opens the email in the catcher, and its pay link opens the payment page',
    { timeout: 180_000 },
    async () => {
      const productName = (await productDoc(productId))!.name;
      await page.goto(`${shopUrl}/purchase/${productId}`);
      await signInThroughLoginPage(page, customer.email, customer.password, new RegExp(`/purchase/${productId}$`));
      await page.getByRole('heading', { name: productName }).waitFor({ timeout: 20_000 });
      await fillPurchaseForm(page, { quantity: 2 });
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await expectToast(page, toastMessages.orderPlaced);
      const orders = await testAdmin().db.collection(collections.orders).where('uid', '==', customer.uid).get();
      expect(orders.size).toBe(1);
      const orderId = orders.docs[0]!.id;
      const name = `#${(orders.docs[0]!.data() as OrderDoc).number}`;
      await waitForMail(customer.email, `order ${name} is reserved`);

      await page.goto(mailCatcherUrl);
      await page.getByPlaceholder('Search emails...').fill(orderId);
      await page
        .getByTestId('email-list-item')
        .filter({ hasText: `order ${name} is reserved` })
        .click();
      const email = page.frameLocator('iframe[title="Email HTML content"]');
      await email.getByText(productName).first().waitFor({ timeout: 10_000 });
      // The catcher can still be laying out the email when its first line shows: each figure is awaited visible.
      await email.getByText('$89.50').first().waitFor({ timeout: 5_000 });
      await email.getByText('$179.00').first().waitFor({ timeout: 5_000 });
      await page.getByText(`to ${customer.email}`).first().waitFor({ timeout: 5_000 });
      const payLink = await email.getByRole('link', { name: 'Pay now' }).getAttribute('href');
      expect(payLink).toBe(`${shopUrl}/payment/${orderId}`);
      mkdirSync(`${artifactsDir}screens/`, { recursive: true });
      await page.screenshot({ path: `${artifactsDir}screens/order-email-in-mail-catcher.png`, fullPage: true });

      // The mail catcher shows the email in a sandboxed frame whose links do not navigate: follow it as a reader would.
      await page.goto(payLink!);
      await page.waitForURL(new RegExp(`/payment/${orderId}$`));
      await page.getByText(productName).first().waitFor({ timeout: 20_000 });
    },
  );
});
