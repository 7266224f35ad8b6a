// The payment page of a cart order (several lines) in Chromium: every line with its SKU (where the product had
// one), quantity, unit price and amount (a price break's price where one applies), then goods, shipping, tax and
// total as the server stored them; no single-product "Quantity: 1" summary. Captured at 390 and 1280 px with axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCents, type OrderDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { captureScreen, signInThroughLoginPage } from '../support/journeys';
import { createProduct, orderDoc } from '../api/helpers/fixtures';
import { checkoutOrder } from '../api/helpers/checkout';

let browser: Browser;
let page: Page;
let customer: TestAccount;
let orderId: string;
let order: OrderDoc;

const escapeRegExp = (text: string) => text.replace(/[$.,()]/g, '\\$&');

beforeAll(async () => {
  customer = await createAccount({ name: 'Lines Payer' });
  const run = customer.uid.slice(0, 6);
  const [brushes, saw, gloves] = await Promise.all([
    createProduct({
      name: `Carbon Brush Set ${run}`,
      sku: `CB-${run}`,
      priceCents: 450,
      minimum: 10,
      available: 500,
      priceBreaks: [{ minQuantity: 100, priceCents: 380 }],
    }),
    createProduct({ name: `Table Saw ${run}`, sku: `TS-${run}`, priceCents: 39900, minimum: 1, available: 10 }),
    createProduct({ name: `Work Gloves ${run}`, priceCents: 1299, minimum: 1, available: 40 }),
  ]);
  orderId = await checkoutOrder(customer.token, [
    { productId: brushes, quantity: 100 },
    { productId: saw, quantity: 1 },
    { productId: gloves, quantity: 5 },
  ]);
  order = (await orderDoc(orderId))!;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
});

describe('payment page of a cart order', () => {
  it('lists every line with its quantity, unit price and amount, then shipping, tax and total', async () => {
    expect(order.lines).toHaveLength(3);
    expect(order.lines!.map((line) => line.sku)).toEqual([
      expect.stringMatching(/^CB-/),
      expect.stringMatching(/^TS-/),
      undefined,
    ]);
    await page.goto(`${shopUrl}/payment/${orderId}`);
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await signInThroughLoginPage(page, customer.email, customer.password, new RegExp(`/payment/${orderId}$`));
    const lines = page.getByRole('table', { name: 'Order lines' });
    await lines.waitFor({ timeout: 20_000 });
    const rows = lines.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    for (const [index, line] of order.lines!.entries()) {
      const cells = (await rows.nth(index).getByRole('cell').allInnerTexts()).map((text) => text.trim());
      expect(cells[0], `line ${index + 1}`).toContain(line.productName);
      // The part number the line was ordered under; the gloves have none and show none.
      if (line.sku) expect(cells[0], `line ${index + 1}`).toContain(`SKU: ${line.sku}`);
      else expect(cells[0], `line ${index + 1}`).not.toContain('SKU');
      expect(cells.slice(1), `line ${index + 1}`).toEqual([
        String(line.quantity),
        formatCents(line.unitPriceCents),
        formatCents(line.amountCents),
      ]);
    }
    // The brushes' price break gave their unit price: the line says so.
    expect(await rows.nth(0).innerText()).toContain('100+');
    expect(await page.getByText(/^Quantity: /).count()).toBe(0);
    const summary = page.getByRole('region', { name: 'Your order' });
    const text = await summary.innerText();
    for (const [label, cents] of [
      ['Goods', order.subtotalCents!],
      ['Shipping', order.shippingCents!],
      ['Tax', order.taxCents!],
      ['Total', order.amountCents],
    ] as const)
      expect(text, label).toMatch(new RegExp(`${label}[^\\n$]*\\s+${escapeRegExp(formatCents(cents))}`));
    await captureScreen(page, 'payment-cart-order-lines');
  });
});
