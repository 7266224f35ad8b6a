// The credit note in the browser: an order checked out and paid through the test gateway, then refunded
// by an admin, shows "Download credit note" in the customer's My Orders and in the admin's Manage All Order; each
// press downloads the PDF (its bytes start with %PDF and pdfjs reads the credit note's number, the invoice it
// corrects and the refunded total from it).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { payThroughTestGateway, signInThroughLoginPage } from '../support/journeys';
import { createProduct } from '../api/helpers/fixtures';
import { checkoutOrder } from '../api/helpers/checkout';
import { numberedOrder } from '../api/helpers/document-numbers';
import { cloneOrder } from '../api/helpers/order-copies';
import { testAdmin } from '../support/admin';
import { apiMessages, collections } from '@toolshop/domain';
import { FieldValue } from 'firebase-admin/firestore';

let browser: Browser;
let customerContext: BrowserContext;
let adminContext: BrowserContext;
let customer: TestAccount;
let admin: TestAccount;
let orderId: string;
let creditNoteNumber: string;
let invoiceNumber: string;
let refunded: string;

const rowOf = (page: Page) => page.getByRole('row').filter({ hasText: `#${orderId.slice(0, 8)}` });

beforeAll(async () => {
  [customer, admin] = await Promise.all([
    createAccount({ name: 'Credit Customer' }),
    createAccount({ admin: true, name: 'Credit Admin' }),
  ]);
  const productId = await createProduct({
    name: `Credit Router ${customer.uid.slice(0, 6)}`,
    priceCents: 8999,
    minimum: 1,
    available: 20,
  });
  orderId = await checkoutOrder(customer.token, [{ productId, quantity: 2 }]);
  await payThroughTestGateway(customer, orderId);
  const refund = await api('POST', `/order/${orderId}/refund`, {
    token: admin.token,
    body: { reason: 'Returned unopened', restock: true },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  const order = await numberedOrder(orderId, 'creditNoteNumber');
  expect(order.status).toBe('refunded');
  creditNoteNumber = order.creditNoteNumber!;
  invoiceNumber = order.invoiceNumber!;
  expect(creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
  refunded = `-$${(order.amountCents / 100).toFixed(2)}`;

  browser = await launchBrowser();
  customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
});

afterAll(async () => {
  await customerContext?.close();
  await adminContext?.close();
  await browser?.close();
});

/** Presses the row's credit note button and answers the downloaded file's name and the PDF's bytes and text. */
async function downloadCreditNote(page: Page) {
  const button = rowOf(page).getByRole('button', { name: `Download credit note ${creditNoteNumber}` });
  await button.waitFor({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), button.click()]);
  expect(await download.failure()).toBeNull();
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  return { name: download.suggestedFilename(), head: new TextDecoder().decode(bytes.slice(0, 5)), text };
}

function expectCreditNote(file: { name: string; head: string; text: string }) {
  expect(file.head).toBe('%PDF-');
  expect(file.name).toMatch(/\.pdf$/);
  expect(file.text).toContain('CREDIT NOTE');
  expect(file.text).toContain(creditNoteNumber);
  expect(file.text).toContain(`Corrects invoice: ${invoiceNumber}`);
  expect(file.text).toContain(refunded);
}

describe('an invoice still being numbered', () => {
  it('says so in My Orders, and the Download button comes when the number lands', async () => {
    // A paid order as the payment leaves it, before the sequencer has numbered it.
    const [waiting] = await cloneOrder(orderId, 1, { status: 'pending' });
    const ref = testAdmin().db.collection(collections.orders).doc(waiting!);
    await ref.update({
      invoiceNumber: FieldValue.delete(),
      creditNoteNumber: FieldValue.delete(),
      creditNoteAt: FieldValue.delete(),
      refundedAt: FieldValue.delete(),
    });
    // A context of its own: the credit note tests sign in on theirs.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/dashboard/myOrder`);
    await signInThroughLoginPage(page, customer.email, customer.password, /\/dashboard\/myOrder$/);
    const row = page.getByRole('row').filter({ hasText: `#${waiting!.slice(0, 8)}` });
    await row.getByRole('status').filter({ hasText: apiMessages.invoiceBeingIssued }).waitFor({ timeout: 20_000 });
    await ref.update({ invoiceNumber: `INV-${new Date().getUTCFullYear()}-987654` });
    await row.getByRole('button', { name: /^Download invoice INV-\d{4}-987654$/ }).waitFor({ timeout: 20_000 });
    expect(await row.getByText(apiMessages.invoiceBeingIssued).count()).toBe(0);
    await context.close();
  });
});

describe('the credit note of a refunded order', () => {
  it("downloads from the customer's My Orders", async () => {
    const page = await customerContext.newPage();
    await page.goto(`${shopUrl}/dashboard/myOrder`);
    await signInThroughLoginPage(page, customer.email, customer.password, /\/dashboard\/myOrder$/);
    // The refunded order still offers its invoice beside the credit note.
    await rowOf(page)
      .getByRole('button', { name: `Download invoice ${invoiceNumber}` })
      .waitFor({ timeout: 20_000 });
    expectCreditNote(await downloadCreditNote(page));
    await page.close();
  });

  it("downloads from the admin's Manage All Order", async () => {
    const page = await adminContext.newPage();
    await page.goto(`${shopUrl}/dashboard/manageAllOrder`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/manageAllOrder$/);
    const search = page.getByRole('search', { name: 'Search orders' });
    await search.getByLabel('Order number, customer email or product').fill(orderId);
    await search.getByRole('button', { name: 'Search' }).click();
    expectCreditNote(await downloadCreditNote(page));
    await page.close();
  });
});
