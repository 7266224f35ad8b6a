// Journey 2, from ordering on: a signed-in customer orders below the minimum and above the stock (the
// spec's two toasts), places a valid order, pays it with the test card on /payment/{id}, sees it pending with its
// transaction id (pay and cancel disabled), cancels another unpaid order (it stays listed, cancelled), adds a
// review with an image and finds it on the home page, reviews the product it paid for from My Orders and finds it
// on the product page (Verified buyer, the average, and the served page's JSON-LD aggregateRating), updates the
// profile and logs out. Every screen is captured
// at 390 and 1280 px and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCESS_TOKEN_KEY, toastMessages, validationMessages, type OrderDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { captureScreen, expectToast, signInThroughLoginPage, solidPng } from '../support/journeys';
import { fillPurchaseForm } from './steps/purchase-steps';
import { payWithTestCard } from './steps/checkout-steps';

const run = randomUUID().slice(0, 6);
const drill = { id: `e2e-drill-${run}`, name: `Journey Drill ${run}`, priceCents: 2500, available: 10, minimum: 2 };
const saw = { id: `e2e-saw-${run}`, name: `Journey Saw ${run}`, priceCents: 4000, available: 8, minimum: 1 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;

async function seedProduct(product: typeof drill) {
  const now = new Date();
  await testAdmin()
    .db.doc(`products/${product.id}`)
    .set({
      name: product.name,
      description: `A product of the customer journey ${run}.`,
      picture: '/products/cordless-drill-18v.svg',
      priceCents: product.priceCents,
      available: product.available,
      minimum: product.minimum,
      createdAt: now,
      updatedAt: now,
    });
}

const orderRow = (name: string) => page.getByRole('row').filter({ hasText: name });

async function ordersOf(uid: string): Promise<Array<OrderDoc & { id: string }>> {
  const snapshot = await testAdmin().db.collection('orders').where('uid', '==', uid).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as OrderDoc) }));
}

async function fillOrder(quantity: number) {
  await fillPurchaseForm(page, { quantity });
  await page.getByRole('button', { name: 'Confirm Order' }).click();
}

beforeAll(async () => {
  await Promise.all([seedProduct(drill), seedProduct(saw)]);
  customer = await createAccount({ name: 'Journey Customer' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('customer journey (signed in)', () => {
  it('orders: the two quantity toasts first, then a valid order', async () => {
    await page.goto(`${shopUrl}/purchase/${drill.id}`);
    await signInThroughLoginPage(page, customer.email, customer.password, new RegExp(`/purchase/${drill.id}$`));

    await page.getByRole('heading', { name: drill.name }).waitFor({ timeout: 20_000 });
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Journey Customer');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(customer.email);

    await fillOrder(drill.minimum - 1);
    await expectToast(page, validationMessages.quantityBelowMinimum);
    await fillOrder(drill.available + 1);
    await expectToast(page, validationMessages.quantityAboveAvailable);
    expect(await ordersOf(customer.uid)).toHaveLength(0);

    await fillOrder(3);
    await expectToast(page, toastMessages.orderPlaced);
    await page.getByText('Order placed.').waitFor();
    const [placed] = await ordersOf(customer.uid);
    expect(placed).toMatchObject({
      productId: drill.id,
      lines: [expect.objectContaining({ productId: drill.id, quantity: 3 })],
      status: 'unpaid',
      address: 'Sam Buyer, 12 Workshop Lane, Springfield, 62701, United States',
      shippingZone: { id: 'us', name: 'United States' },
    });
    await captureScreen(page, 'purchase');

    // A second unpaid order, to cancel later (placed through the API as the same customer).
    const second = await api('POST', '/order', {
      token: customer.token,
      body: { productId: saw.id, address: 'Depot 4', mobile: '+1 555 0101', quantity: 2 },
    });
    expect(second.status).toBe(201);
  });

  it('dashboard: the customer menu and the index text', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('The dashboard is updating soon', { exact: false }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    for (const item of ['My Orders', 'Add Review', 'My Profile'])
      await menu.getByRole('link', { name: item }).waitFor();
    expect(await menu.getByRole('link', { name: 'Manage Product' }).count()).toBe(0);
    await captureScreen(page, 'dashboard-customer');
  });

  it('pays the order with the test card and sees it pending with its transaction id', async () => {
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'My Orders' }).click();
    await orderRow(drill.name).waitFor({ timeout: 20_000 });
    await orderRow(saw.name).waitFor();
    await captureScreen(page, 'my-orders');

    const drillOrder = (await ordersOf(customer.uid)).find((order) => order.productId === drill.id)!;
    await orderRow(drill.name).getByRole('link', { name: 'Pay' }).click();
    await page.waitForURL(new RegExp(`/payment/${drillOrder.id}$`));
    await page.getByText(drill.name).first().waitFor({ timeout: 20_000 });
    await payWithTestCard(page);

    await page.goto(`${shopUrl}/dashboard/myOrder`);
    const row = orderRow(drill.name);
    await row.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    const paid = (await ordersOf(customer.uid)).find((order) => order.id === drillOrder.id)!;
    expect(paid.status).toBe('pending');
    expect(await row.innerText()).not.toMatch(/\b(pending|success)\b/i);
    expect(paid.transactionId).toBeTruthy();
    await row.getByText(`Transaction id: ${paid.transactionId}`).waitFor();
    expect(await row.getByRole('button', { name: 'Pay' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    await captureScreen(page, 'my-orders-pending');
  });

  it('cancels the other unpaid order after the confirm dialog', async () => {
    await orderRow(saw.name).getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: toastMessages.cancelConfirm });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expectToast(page, toastMessages.orderCancelled);
    // The order stays listed, cancelled, with nothing left to do.
    await orderRow(saw.name).getByText('Cancelled', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await orderRow(saw.name).getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    const cancelled = (await ordersOf(customer.uid)).find((order) => order.productId === saw.id);
    expect(cancelled?.status).toBe('cancelled');
    const product = await testAdmin().db.doc(`products/${saw.id}`).get();
    expect(product.get('available')).toBe(saw.available);
  });

  it('adds a review with an image and finds it on the home page', async () => {
    const feedback = `Solid drill, fast delivery. Journey ${run}.`;
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Add Review' }).click();
    await page.getByRole('heading', { name: 'Add Review' }).waitFor();
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText(validationMessages.reviewImageRequired).waitFor();
    await page.getByText(validationMessages.feedbackRequired).waitFor();
    await captureScreen(page, 'add-review');

    await page
      .getByLabel(/your picture/i)
      .setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: solidPng() });
    await page.locator('label').filter({ hasText: '4 Stars' }).click();
    expect(await page.getByRole('radio', { name: '4 Stars' }).isChecked()).toBe(true);
    await page.getByLabel(/feedback/i).fill(feedback);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expectToast(page, toastMessages.reviewAdded, 30_000);

    const reviews = await testAdmin().db.collection('reviews').where('description', '==', feedback).get();
    expect(reviews.size).toBe(1);
    const review = reviews.docs[0]!.data();
    expect(review).toMatchObject({ uid: customer.uid, rating: 4 });
    const image = await fetch(new URL(review.picture, shopUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');

    await page.goto(shopUrl);
    // The reviews section reads its list as it nears the viewport, as a visitor scrolls down.
    await page.getByRole('region', { name: 'Our Reviews' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
    await page.getByText(feedback).scrollIntoViewIfNeeded({ timeout: 20_000 });
    const picture = page.locator(`img[src="${review.picture}"]`);
    await picture.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it('reviews the paid product from My Orders; its page shows the review, its average and its JSON-LD', async () => {
    const feedback = `The drill I bought: strong and light. Journey ${run}.`;
    await page.goto(`${shopUrl}/dashboard/myOrder`);
    await orderRow(drill.name)
      .getByRole('link', { name: `Review ${drill.name}` })
      .click({ timeout: 20_000 });
    await page.waitForURL(`${shopUrl}/dashboard/addReview?product=${drill.id}`);
    await page.getByTestId('reviewed-product').getByRole('link', { name: drill.name }).waitFor({ timeout: 20_000 });
    await captureScreen(page, 'add-review-about-product');
    await page
      .getByLabel(/your picture/i)
      .setInputFiles({ name: 'drill.png', mimeType: 'image/png', buffer: solidPng() });
    await page.locator('label').filter({ hasText: '4 Stars' }).click();
    await page.getByLabel(/feedback/i).fill(feedback);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expectToast(page, toastMessages.reviewAdded, 30_000);
    const stored = await testAdmin().db.collection('reviews').where('description', '==', feedback).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ productId: drill.id, productName: drill.name, displayName: 'Journey C.', rating: 4 }),
    ]);

    // The served page, before any script: the review and its aggregate are in the JSON-LD a crawler reads.
    const html = await (await fetch(`${shopUrl}/products/${drill.id}`)).text();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5 },
      review: [{ '@type': 'Review', author: { name: 'Journey C.' }, reviewBody: feedback }],
    });

    await page.goto(`${shopUrl}/products/${drill.id}`);
    const section = page.getByRole('region', { name: 'Customer reviews' });
    await section.getByText('4 out of 5 from 1 review').waitFor({ timeout: 20_000 });
    const card = section.getByTestId('review-card').filter({ hasText: feedback });
    await card.getByText('Verified buyer').waitFor();
    await card.getByText('Journey C.').waitFor();
    expect(await section.getByRole('link', { name: `Write a review: ${drill.name}` }).getAttribute('href')).toBe(
      `/dashboard/addReview?product=${drill.id}`,
    );
    await captureScreen(page, 'product-page-reviews');
  });

  it('updates the profile', async () => {
    await page.goto(`${shopUrl}/dashboard/myProfile`);
    await page.getByLabel('Education').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe('Journey Customer');
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Education').fill('BSc Electrical Engineering');
    await page.getByLabel('Location').fill('Springfield');
    await page.getByLabel('Number').fill('+1 555 0100');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/journey-customer');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, toastMessages.profileUpdated);
    await captureScreen(page, 'my-profile');

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Education').inputValue(), { timeout: 20_000 })
      .toBe('BSc Electrical Engineering');
    const profile = await testAdmin().db.doc(`profiles/${customer.uid}`).get();
    expect(profile.data()).toMatchObject({
      email: customer.email,
      location: 'Springfield',
      linkedin: 'https://www.linkedin.com/in/journey-customer',
    });
  });

  it('logs out: back home, the access token is gone and the dashboard asks to sign in again', async () => {
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeTruthy();
    // The header's Logout (the footer has one too while signed in).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${shopUrl}/`);
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    await page.goto(`${shopUrl}/dashboard/myOrder`);
    await page.waitForURL(/\/login$/, { timeout: 20_000 });
  });
});
