// The credit note in the browser: an order checked out and paid through the test gateway, then refunded
// by an admin, shows "Download credit note" in the customer's My Orders and in the admin's Manage All Order; each
// press downloads the PDF (its bytes start with %PDF and pdfjs reads the credit note's number, the invoice it
// corrects and the refunded total from it). A return of two of a shipped order's three lines, asked for in My Orders
// and approved, received and refunded in Dashboard -> Returns, shows its own credit note to the customer.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import {
  captureScreen,
  expectToast,
  payThroughTestGateway,
  signInThroughLoginPage,
  solidPng,
} from '../support/journeys';
import { shippedOrder } from '../api/helpers/shipped-order';
import { waitForMail } from '../support/caught-mail';
import { createProduct } from '../api/helpers/fixtures';
import { checkoutOrder } from '../api/helpers/checkout';
import { numberedOrder } from '../api/helpers/document-numbers';
import { cloneOrder } from '../api/helpers/order-copies';
import { testAdmin } from '../support/admin';
import { apiMessages, collections, type ReturnDoc } from '@toolshop/domain';
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

describe('a return of two of three lines, refunded with its own credit note', () => {
  let returnOrderId: string;
  let names: string[];
  let productIds: string[];
  let number: string;

  /** Opens a dashboard screen in the context's session, signing in when the context has none yet. */
  async function openDashboard(context: BrowserContext, account: TestAccount, path: string, heading: string) {
    const page = await context.newPage();
    await page.goto(`${shopUrl}/dashboard/${path}`);
    const shown = page.getByRole('heading', { name: heading, level: 1 });
    await Promise.race([shown.waitFor({ timeout: 20_000 }), page.waitForURL(/\/login$/, { timeout: 20_000 })]);
    if (page.url().endsWith('/login'))
      await signInThroughLoginPage(page, account.email, account.password, new RegExp(`/dashboard/${path}$`));
    await shown.waitFor({ timeout: 20_000 });
    return page;
  }

  beforeAll(async () => {
    const tag = customer.uid.slice(0, 6);
    names = [`Return Drill ${tag}`, `Return Blade ${tag}`, `Return Gloves ${tag}`];
    productIds = await Promise.all(
      names.map((name, index) =>
        createProduct({ name, priceCents: [9900, 1500, 700][index], minimum: 1, available: 30 }),
      ),
    );
    returnOrderId = await shippedOrder(customer, admin, [
      { productId: productIds[0]!, quantity: 1 },
      { productId: productIds[1]!, quantity: 2 },
      { productId: productIds[2]!, quantity: 3 },
    ]);
  }, 90_000);

  it('the customer asks for it in My Orders, with a reason, a photo and a comment', async () => {
    const page = await openDashboard(customerContext, customer, 'myOrder', 'My Orders');
    const row = page.getByRole('row').filter({ hasText: `#${returnOrderId.slice(0, 8)}` });
    await row.getByRole('button', { name: 'Request a return' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a return' });
    await dialog.getByLabel(`${names[0]}: pieces to return`).fill('1');
    await dialog.getByLabel(`${names[1]}: pieces to return`).fill('2');
    await dialog.getByLabel('Reason').click();
    await page.getByRole('option', { name: 'Damaged in transit' }).click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'dent.png', mimeType: 'image/png', buffer: solidPng() });
    await dialog.getByRole('img', { name: 'Photo to send' }).waitFor({ timeout: 20_000 });
    await dialog.getByLabel('Comment (optional)').fill('The drill case arrived crushed.');
    await dialog.getByRole('button', { name: 'Request the return' }).click();
    await expectToast(page, 'requested');
    // The chip's button is named by what it shows: the return's number and status.
    const chip = row.getByRole('button', { name: /^R-\d+ · Requested$/ });
    await chip.waitFor({ timeout: 20_000 });
    number = (await chip.innerText()).split(' · ')[0]!.trim();
    const stored = await testAdmin().db.collection(collections.returns).where('number', '==', number).get();
    const ret = stored.docs[0]!.data() as ReturnDoc;
    expect(ret.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [productIds[0], 1],
      [productIds[1], 2],
    ]);
    expect(ret.photos).toHaveLength(1);
    await captureScreen(page, 'return-requested');
    await page.close();
  });

  it('an admin approves, receives and refunds it in Dashboard -> Returns; stock and money follow', async () => {
    const page = await openDashboard(adminContext, admin, 'returns', 'Returns');
    await page.getByRole('button', { name: `Open ${number}` }).click();
    const details = page.getByRole('dialog', { name: `Return ${number}` });
    await details.getByText('Comment: The drill case arrived crushed.').waitFor({ timeout: 20_000 });
    await captureScreen(page, 'returns-admin-open');
    const stockBefore = await Promise.all(
      productIds.map(
        async (id) => (await testAdmin().db.collection(collections.products).doc(id).get()).data()!.available,
      ),
    );

    await details.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: `Approve return ${number}` });
    await approve.getByLabel('Where to send it').fill('Returns desk, 1 Depot Road, Leeds LS2 1AA');
    await approve.getByRole('button', { name: 'Approve' }).click();
    // The return's dialog opens again and hides the page, its toast too, from assistive tech: it shows the status.
    await page
      .getByRole('dialog', { name: `Return ${number}` })
      .getByText(`${number} · Approved`)
      .waitFor({ timeout: 20_000 });

    await page
      .getByRole('dialog', { name: `Return ${number}` })
      .getByRole('button', { name: 'Receive' })
      .click();
    const receive = page.getByRole('dialog', { name: `Receive return ${number}` });
    await receive.getByRole('button', { name: 'Receive' }).click();
    // The return's dialog opens again and hides the page, its toast too, from assistive tech: it shows the status.
    await page
      .getByRole('dialog', { name: `Return ${number}` })
      .getByText(`${number} · Received`)
      .waitFor({ timeout: 20_000 });

    await page
      .getByRole('dialog', { name: `Return ${number}` })
      .getByRole('button', { name: 'Refund' })
      .click();
    const refund = page.getByRole('dialog', { name: `Refund return ${number}` });
    await refund.getByLabel('Refund the shipping').click();
    await page.getByRole('option', { name: /^Yes/ }).click();
    await refund.getByRole('button', { name: 'Refund' }).click();
    // The return's dialog opens again and hides the page, its toast too, from assistive tech: it shows the status.
    await page
      .getByRole('dialog', { name: `Return ${number}` })
      .getByText(`${number} · Refunded`)
      .waitFor({ timeout: 20_000 });
    await page
      .getByRole('dialog', { name: `Return ${number}` })
      .getByText(/^Refunded \$/)
      .waitFor({ timeout: 20_000 });
    await captureScreen(page, 'returns-admin-refunded');

    const stockAfter = await Promise.all(
      productIds.map(
        async (id) => (await testAdmin().db.collection(collections.products).doc(id).get()).data()!.available,
      ),
    );
    expect(stockAfter).toEqual([stockBefore[0]! + 1, stockBefore[1]! + 2, stockBefore[2]]);
    const order = (await testAdmin().db.collection(collections.orders).doc(returnOrderId).get()).data()!;
    expect(order.status).toBe('shipped');
    expect(order.returnRefundedCents).toBeGreaterThan(9900 + 2 * 1500);
    expect(order.returned).toBeUndefined();
    await page.close();
  });

  it('the customer reads the refund and its credit note on the return, and is emailed', async () => {
    const page = await openDashboard(customerContext, customer, 'myOrder', 'My Orders');
    const started = Date.now();
    let creditNote: string | undefined;
    while (!creditNote) {
      const stored = await testAdmin().db.collection(collections.returns).where('number', '==', number).get();
      creditNote = (stored.docs[0]?.data() as ReturnDoc | undefined)?.refund?.creditNoteNumber;
      if (creditNote) break;
      if (Date.now() - started > 20_000) throw new Error(`waited 20 s for the credit note of ${number}; it had none`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: `#${returnOrderId.slice(0, 8)}` });
    await row.getByRole('button', { name: `${number} · Refunded` }).click();
    const dialog = page.getByRole('dialog', { name: `Return ${number}` });
    await dialog.getByText(`Credit note ${creditNote}`, { exact: false }).waitFor({ timeout: 20_000 });
    await dialog.getByText('Where to send it: Returns desk, 1 Depot Road, Leeds LS2 1AA').waitFor();
    expect(
      await dialog
        .getByRole('list', { name: `Timeline of return ${number}` })
        .getByRole('listitem')
        .count(),
    ).toBe(4);
    await captureScreen(page, 'return-credit-note');
    await waitForMail(customer.email, `${number} is refunded`);
    await page.close();
  });
});
