// The credit note in the browser: an order checked out and paid through the test gateway, then refunded
// by an admin, shows "Download credit note" in the customer's My Orders and in the admin's Manage All Order; each
// press downloads the PDF (its bytes start with %PDF and pdfjs reads the credit note's number, the invoice it
// corrects and the refunded total from it). A return of two of a shipped order's three lines, asked for in My Orders
// and approved, received and refunded in Dashboard -> Returns, shows the partial refund on the order and its own
// credit note (a PDF of those two lines alone) to the customer, every step emailed to both sides. A tool shipped with
// its serial number is registered in My tools (its warranty and the parts that fit it), claimed on, and the claim
// decided as "parts" in Dashboard -> Claims becomes a free order; a tool bought elsewhere is registered with its
// purchase date and receipt photo, waits for an admin's confirmation in Dashboard -> Registrations, and then shows
// its warranty's end and the parts that fit it.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
import { mailTo, waitForMail } from '../support/caught-mail';
import { createProduct } from '../api/helpers/fixtures';
import { checkoutOrder } from '../api/helpers/checkout';
import { confirmOrder, payOrder } from '../api/helpers/order-moves';
import { numberedOrders } from '../api/helpers/document-numbers';
import { cloneOrder } from '../api/helpers/order-copies';
import { learnOrderName, orderName } from './steps/order-names';
import { searchOrdersOf } from './steps/manage-order-steps';
import { testAdmin } from '../support/admin';
import { apiMessages, collections, formatCents, type ReturnDoc } from '@toolshop/domain';
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

const rowOf = (page: Page) => page.getByRole('row').filter({ hasText: orderName(orderId) });

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
  await learnOrderName(orderId);
  await payThroughTestGateway(customer, orderId);
  const refund = await api('POST', `/order/${orderId}/refund`, {
    token: admin.token,
    body: { reason: 'Returned unopened', restock: true },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  // Longer than the shop's 10 s promise: run first on a fresh emulator suite, this payment also starts the bookkeeping.
  const order = (await numberedOrders([orderId], 'creditNoteNumber', 30_000))[0]!;
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

/**
 * Opens a dashboard screen in the context's session, signing in when the context has none yet: each account signs
 * in once, and its later screens load once.
 */
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

/** Presses the row's credit note button and answers the downloaded file's name and the PDF's bytes and text. */
function downloadCreditNote(page: Page) {
  return downloadPdf(page, rowOf(page).getByRole('button', { name: `Download credit note ${creditNoteNumber}` }));
}

/** Presses a download button and answers the downloaded file's name and the PDF's first bytes and text. */
async function downloadPdf(page: Page, button: Locator) {
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
      // A copy is not the order: it is named by its own id, not by the number of the order it copies.
      number: FieldValue.delete(),
      invoiceNumber: FieldValue.delete(),
      creditNoteNumber: FieldValue.delete(),
      creditNoteAt: FieldValue.delete(),
      refundedAt: FieldValue.delete(),
    });
    // The customer's session, signed in here once for the tests after this one too.
    const page = await openDashboard(customerContext, customer, 'myOrder', 'My Orders');
    const row = page.getByRole('row').filter({ hasText: await learnOrderName(waiting!) });
    await row.getByRole('status').filter({ hasText: apiMessages.invoiceBeingIssued }).waitFor({ timeout: 20_000 });
    await ref.update({ invoiceNumber: `INV-${new Date().getUTCFullYear()}-987654` });
    await row.getByRole('button', { name: /^Download invoice INV-\d{4}-987654$/ }).waitFor({ timeout: 20_000 });
    expect(await row.getByText(apiMessages.invoiceBeingIssued).count()).toBe(0);
    await page.close();
    // The number was written by hand, not by the sequencer: the copy leaves, so the year's invoices stay 1..last.
    await ref.delete();
  });
});

describe('the credit note of a refunded order', () => {
  it("downloads from the customer's My Orders", async () => {
    const page = await openDashboard(customerContext, customer, 'myOrder', 'My Orders');
    // The refunded order still offers its invoice beside the credit note.
    await rowOf(page)
      .getByRole('button', { name: `Download invoice ${invoiceNumber}` })
      .waitFor({ timeout: 20_000 });
    expectCreditNote(await downloadCreditNote(page));
    await page.close();
  });

  it("downloads from the admin's Manage All Order", async () => {
    const page = await openDashboard(adminContext, admin, 'manageAllOrder', 'Manage All Order');
    await searchOrdersOf(page, orderId);
    expectCreditNote(await downloadCreditNote(page));
    await page.close();
  });
});

describe('a return of two of three lines, refunded with its own credit note', () => {
  let returnOrderId: string;
  let names: string[];
  let productIds: string[];
  let number: string;

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
    await learnOrderName(returnOrderId);
  }, 90_000);

  it('the customer asks for it in My Orders, with a reason, a photo and a comment', async () => {
    const page = await openDashboard(customerContext, customer, 'myOrder', 'My Orders');
    const row = page.getByRole('row').filter({ hasText: orderName(returnOrderId) });
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

    // The status filter reads the list again at once: the return leaves "Requested" and shows under "Refunded".
    await page
      .getByRole('dialog', { name: `Return ${number}` })
      .getByRole('button', { name: 'Close' })
      .click();
    const openButton = page.getByRole('button', { name: `Open ${number}` });
    const filterBy = async (label: string) => {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: label, exact: true }).click();
    };
    await filterBy('Requested');
    await openButton.waitFor({ state: 'detached', timeout: 20_000 });
    await filterBy('Refunded');
    await openButton.waitFor({ timeout: 20_000 });

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
    const row = page.getByRole('row').filter({ hasText: orderName(returnOrderId) });
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

    // The credit note is of the two returned lines alone, at the prices paid, and of nothing else.
    const ret = (
      await testAdmin().db.collection(collections.returns).where('number', '==', number).get()
    ).docs[0]!.data() as ReturnDoc;
    const refund = ret.refund!;
    expect([refund.goodsCents, refund.shippingCents > 0]).toEqual([9900 + 2 * 1500, true]);
    const file = await downloadPdf(page, dialog.getByRole('button', { name: `Download credit note ${creditNote}` }));
    expect(file.head).toBe('%PDF-');
    expect(file.name).toBe(`${creditNote}.pdf`);
    expect(file.text).toContain('CREDIT NOTE');
    expect(file.text).toContain(creditNote);
    expect(file.text).toContain(`Return: ${number}`);
    expect(file.text).toContain(names[0]);
    expect(file.text).toContain(names[1]);
    expect(file.text).not.toContain(names[2]);
    expect(file.text).toContain(formatCents(-2 * 1500));
    expect(file.text).toContain(formatCents(-refund.goodsCents));
    expect(file.text).toContain(formatCents(-refund.amountCents));
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The order's row shows what its returns paid back, the order's own payment left as it was.
    const order = (await testAdmin().db.collection(collections.orders).doc(returnOrderId).get()).data()!;
    expect(order.returnRefundedCents).toBe(refund.amountCents);
    await row.getByText(`Refunded through returns: ${formatCents(refund.amountCents)}`).waitFor({ timeout: 20_000 });
    await captureScreen(page, 'return-partial-refund');

    // Every step reached the customer and the admins.
    const steps = ['is requested', 'is approved', 'has arrived', 'is refunded'];
    for (const step of steps) {
      await waitForMail(customer.email, `return ${number} ${step}`);
      await waitForMail(admin.email, `return ${number} ${step}`);
    }
    // Once each: a step's emails are written in its transaction, never twice.
    for (const address of [customer.email, admin.email])
      for (const step of steps) expect((await mailTo(address, `return ${number} ${step}`)).length).toBe(1);
    await page.close();
  });
});

describe('a registered tool: its warranty, the parts that fit it, and a claim decided as parts', () => {
  let toolName: string;
  let partName: string;
  let serial: string;
  let pendingSerial: string;
  let toolOrderId: string;

  beforeAll(async () => {
    const tag = customer.uid.slice(0, 6).toUpperCase();
    const prefix = `WT${tag.replace(/[^A-Z0-9]/g, 'X')}`;
    toolName = `Warranty Grinder ${tag}`;
    partName = `Grinder Guard ${tag}`;
    const tool = await createProduct({
      name: toolName,
      warrantyMonths: 24,
      serialPattern: `^${prefix}-[0-9]{4}$`,
      minimum: 1,
      available: 10,
    });
    const part = await createProduct({ name: partName, fits: [tool], minimum: 1, available: 10, priceCents: 1299 });
    serial = `${prefix}-0001`;
    pendingSerial = `${prefix}-0002`;
    toolOrderId = await checkoutOrder(customer.token, [
      { productId: tool, quantity: 1 },
      { productId: part, quantity: 1 },
    ]);
    await payOrder(customer, toolOrderId);
    await confirmOrder(admin, toolOrderId);
    await learnOrderName(toolOrderId);
  }, 90_000);

  it('an admin ships the tool with its serial number in the ship dialog; the part takes none', async () => {
    const page = await openDashboard(adminContext, admin, 'manageAllOrder', 'Manage All Order');
    await searchOrdersOf(page, orderName(toolOrderId));
    const row = page.getByRole('row').filter({ hasText: orderName(toolOrderId) });
    await row.getByRole('button', { name: 'Ship', exact: true }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Ship this order?' });
    const serials = dialog.getByLabel(`Serial numbers: ${toolName} (1)`);
    await serials.waitFor({ timeout: 20_000 });
    expect(await dialog.getByLabel(new RegExp(`Serial numbers: ${partName}`)).count()).toBe(0);
    await dialog.getByLabel('Carrier').click();
    await page.getByRole('option', { name: 'UPS', exact: true }).click();
    await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
    // Two serials for one unit, then one that breaks the pattern: refused in the dialog, nothing sent.
    await serials.fill(`${serial}\n${pendingSerial}`);
    await dialog.getByRole('button', { name: 'Yes, ship' }).click();
    await dialog.getByText(`Give one serial number for each of the 1 ${toolName} (1 in all)`).waitFor();
    await serials.fill('XX-1');
    await dialog.getByRole('button', { name: 'Yes, ship' }).click();
    await dialog.getByText(/^Serial XX-1 does not match/).waitFor();
    expect((await testAdmin().db.collection(collections.orders).doc(toolOrderId).get()).data()?.status).toBe('success');
    await serials.fill(serial);
    await captureScreen(page, 'ship-dialog-serials');
    await dialog.getByRole('button', { name: 'Yes, ship' }).click();
    await expectToast(page, 'Order shipped');
    const shipped = (await testAdmin().db.collection(collections.orders).doc(toolOrderId).get()).data();
    expect([shipped?.status, Object.values(shipped?.serials ?? {})]).toEqual(['shipped', [[serial]]]);
    await page.close();
  });

  it('the customer registers the shipped tool in My tools and sees its warranty and the parts that fit it', async () => {
    const page = await openDashboard(customerContext, customer, 'myTools', 'My tools');
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, `${toolName} is registered`);
    const card = page.getByRole('article').filter({ hasText: `Serial number ${serial}` });
    await card.getByText(/^Warranty until /).waitFor({ timeout: 20_000 });
    await card.getByText('Confirmed').waitFor();
    await card.getByRole('link', { name: `Add to cart: ${partName}` }).waitFor({ timeout: 20_000 });
    await captureScreen(page, 'my-tools');

    await card.getByRole('button', { name: 'Make a warranty claim' }).click();
    const dialog = page.getByRole('dialog', { name: `Warranty claim: ${toolName}` });
    await dialog.getByLabel('What is wrong').fill('The guard cracked when the disc jammed.');
    await dialog.getByLabel('When it happened').fill(new Date().toISOString().slice(0, 10));
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: solidPng() });
    await dialog.getByRole('img', { name: 'Photo to send' }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Send the claim' }).click();
    await card.getByText('Claim: Submitted').waitFor({ timeout: 20_000 });
    await captureScreen(page, 'my-tools-claimed');
    await waitForMail(customer.email, 'is received');
    await page.close();
  });

  it('the customer registers a tool bought elsewhere with its purchase date and receipt: it waits for an admin', async () => {
    const page = await openDashboard(customerContext, customer, 'myTools', 'My tools');
    const form = page.getByRole('region', { name: 'Register a tool' });
    await form.getByLabel('Serial number').fill(pendingSerial);
    await form.getByLabel('Tool (if bought elsewhere)').click();
    await page.getByRole('option', { name: toolName, exact: true }).click();
    await form.getByLabel('Purchase date (if bought elsewhere)').fill('2026-01-05');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: solidPng() });
    await form.getByRole('img', { name: 'Receipt to send' }).waitFor({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, `${toolName} is registered: we confirm it once we have checked the receipt`);
    const card = page.getByRole('article').filter({ hasText: `Serial number ${pendingSerial}` });
    await card.getByText('Waiting for confirmation').waitFor({ timeout: 20_000 });
    // No warranty to claim on before the receipt is checked.
    expect(await card.getByRole('button', { name: 'Make a warranty claim' }).count()).toBe(0);
    const stored = (await testAdmin().db.collection(collections.registrations).doc(pendingSerial).get()).data();
    expect([stored?.status, stored?.uid, stored?.receipt]).toEqual(['pending', customer.uid, expect.any(String)]);
    await captureScreen(page, 'my-tools-pending');
    await page.close();
  });

  it('an admin confirms the tool bought elsewhere in Dashboard -> Registrations', async () => {
    const page = await openDashboard(adminContext, admin, 'registrations', 'Registrations');
    const row = page.getByTestId('registration-row').filter({ hasText: pendingSerial });
    await row.waitFor({ timeout: 20_000 });
    await captureScreen(page, 'registrations-admin');
    await row.getByRole('button', { name: `Confirm ${pendingSerial}` }).click();
    await expectToast(page, `${pendingSerial} is confirmed`);
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    const stored = await testAdmin().db.collection(collections.registrations).doc(pendingSerial).get();
    expect(stored.data()?.status).toBe('registered');
    await page.close();

    // The customer now sees it confirmed, its warranty counted from the purchase date (24 months), and its parts.
    const customerPage = await openDashboard(customerContext, customer, 'myTools', 'My tools');
    const card = customerPage.getByRole('article').filter({ hasText: `Serial number ${pendingSerial}` });
    await card.getByText('Confirmed').waitFor({ timeout: 20_000 });
    await card.getByText('Warranty until Jan 5, 2028').waitFor();
    await card.getByRole('link', { name: `Add to cart: ${partName}` }).waitFor({ timeout: 20_000 });
    await captureScreen(customerPage, 'my-tools-confirmed');
    await customerPage.close();
  });

  it('an admin decides the claim as parts in Dashboard -> Claims: a free order of the part reaches the customer', async () => {
    const page = await openDashboard(adminContext, admin, 'claims', 'Claims');
    await page.getByRole('button', { name: `Decide the claim on ${serial}` }).click();
    const dialog = page.getByRole('dialog', { name: `Decide the claim on ${toolName}` });
    await dialog.getByLabel('Decision').click();
    await page.getByRole('option', { name: /^Parts/ }).click();
    await dialog.getByLabel('Parts to send (one of each)').click();
    await page.getByRole('option', { name: new RegExp(partName) }).click();
    await captureScreen(page, 'claims-admin-decide');
    await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
    const row = page.getByTestId('claim-row').filter({ hasText: serial });
    await row.getByText('Claim: Parts sent').waitFor({ timeout: 20_000 });
    await captureScreen(page, 'claims-admin');
    const orders = await testAdmin()
      .db.collection(collections.orders)
      .where('warrantyClaimFor.serial', '==', serial)
      .get();
    expect(
      orders.docs.map((doc) => [doc.data().status, doc.data().amountCents, doc.data().lines?.[0]?.productName]),
    ).toEqual([['success', 0, partName]]);
    await waitForMail(customer.email, 'parts are on their way');
    await page.close();

    const customerPage = await openDashboard(customerContext, customer, 'myTools', 'My tools');
    const card = customerPage.getByRole('article').filter({ hasText: `Serial number ${serial}` });
    await card
      .getByText(`Free order #${orders.docs[0]!.id.slice(0, 8)}`, { exact: false })
      .waitFor({ timeout: 20_000 });
    await customerPage.close();
  });
});
