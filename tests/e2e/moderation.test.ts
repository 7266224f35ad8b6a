// The admin's moderation journey: a paying customer's review shows on the home page with the verified buyer badge;
// the admin sees today's figures, hides the review (it leaves the home page), handles a Contact Us message, and
// finds both actions in the audit log, filtered by their email and by the review's id, and pages through a longer
// log with Previous and Next. Each new screen is captured at 390 and 1280 px and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_PAGE_SIZE, collections, toastMessages, validationMessages as m } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { captureScreen, expectToast, payThroughTestGateway, signInThroughLoginPage } from '../support/journeys';
import { createProduct, placeOrder } from '../api/helpers/fixtures';
import { uploadedImageUrl } from '../api/helpers/images';

const run = randomUUID().slice(0, 6);
const reviewText = `The moderation journey's review ${run}: buy our competitor's drill instead.`;
const contactText = `Moderation journey ${run}: do you sell spare chucks?`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: TestAccount;
let reviewId: string;
let messageId: string;

const menu = () => page.getByRole('navigation', { name: 'Dashboard menu' });
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

async function openHomeReviews(): Promise<void> {
  await page.goto(`${shopUrl}/`);
  const reviews = page.getByRole('region', { name: 'Our Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await page.getByTestId('review-card').first().waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  const customer = await createAccount({ name: 'Reviewing Buyer' });
  admin = await createAccount({ admin: true, name: 'Moderating Admin' });
  const orderId = await placeOrder(customer.token, await createProduct({ available: 10, minimum: 1 }), 1);
  await payThroughTestGateway(customer, orderId);
  const posted = await api('POST', '/review', {
    token: customer.token,
    body: { picture: await uploadedImageUrl(customer.token), rating: 1, description: reviewText },
  });
  expect(posted.status).toBe(201);
  reviewId = posted.body.insertedId;
  // Stored as POST /contact stores it: the route's per-address limit is shared with the other suites.
  const message = await testAdmin()
    .db.collection(collections.contactMessages)
    .add({
      name: 'Journey Visitor',
      email: `visitor-${run}@example.com`,
      phone: '+1 555 0142',
      message: contactText,
      createdAt: new Date(),
    });
  messageId = message.id;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (reviewId) await testAdmin().db.collection(collections.reviews).doc(reviewId).delete();
});

describe('moderation journey', () => {
  it('the review shows on the home page with the verified buyer badge', async () => {
    await openHomeReviews();
    const card = page.getByTestId('review-card').filter({ hasText: reviewText });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText('Verified buyer').waitFor();
  });

  it("the admin's dashboard shows today's figures", async () => {
    await page.goto(`${shopUrl}/dashboard`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard$/);
    const figures = page.getByRole('region', { name: 'Today’s figures' });
    for (const label of ['Orders to confirm', 'Orders to ship', 'Unpaid reservations', 'Low-stock products'])
      await figures.getByText(label).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => Number(await page.getByTestId('figure-ordersToConfirm').textContent()))
      .toBeGreaterThanOrEqual(1);
    expect(await page.getByText('The dashboard is updating soon', { exact: false }).count()).toBe(0);
    await captureScreen(page, 'dashboard-admin-figures');
  });

  it('hides the review, which leaves the home page', async () => {
    await menu().getByRole('link', { name: 'Moderate Reviews' }).click();
    await page.getByRole('heading', { name: 'Moderate Reviews' }).waitFor();
    await row(reviewText).waitFor({ timeout: 20_000 });
    await row(reviewText).getByText('Verified buyer').waitFor();
    await row(reviewText).getByRole('button', { name: /^Hide/ }).click();
    await expectToast(page, toastMessages.reviewHidden);
    await row(reviewText).getByText('Hidden', { exact: true }).waitFor();
    await captureScreen(page, 'moderate-reviews');

    await openHomeReviews();
    expect(await page.getByText(reviewText).count()).toBe(0);
    expect((await testAdmin().db.collection(collections.reviews).doc(reviewId).get()).get('hidden')).toBe(true);
  });

  it('handles the contact message, which then names the admin', async () => {
    await page.goto(`${shopUrl}/dashboard`);
    await menu().getByRole('link', { name: 'Contact Inbox' }).click();
    await page.getByRole('heading', { name: 'Contact Inbox' }).waitFor();
    await row(contactText).waitFor({ timeout: 20_000 });
    await row(contactText)
      .getByRole('button', { name: /^Mark handled/ })
      .click();
    await expectToast(page, toastMessages.contactHandled);
    await row(contactText).getByText('Handled', { exact: true }).waitFor();
    expect(await row(contactText).textContent()).toContain(`by ${admin.email}`);
    await captureScreen(page, 'contact-inbox');
  });

  it('finds both actions in the audit log, by admin email and by document id', async () => {
    await menu().getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();

    await page.getByLabel('Admin email').fill('not an email');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText(m.emailInvalid, { exact: true }).waitFor();

    await page.getByLabel('Admin email').fill(admin.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    await row(`reviews/${reviewId}`).getByText('Review hidden').waitFor({ timeout: 20_000 });
    await row(`contactMessages/${messageId}`).getByText('Message handled').waitFor();
    expect(await page.getByTestId('audit-record').count()).toBe(2);
    await captureScreen(page, 'audit-log');

    await page.getByLabel('Admin email').fill('');
    await page.getByLabel('Document id').fill(reviewId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByTestId('audit-record').count(), { timeout: 20_000 }).toBe(1);
    await row(`reviews/${reviewId}`).getByText(admin.email).waitFor();
  });

  it('pages through a longer audit log with Previous and Next', async () => {
    // One admin's log a page and one record long; the filter keeps the other suites' records out.
    const actor = `pager-${run}@toolshop.test`;
    const start = Date.now() - 3_600_000;
    const batch = testAdmin().db.batch();
    for (let i = 0; i <= ADMIN_PAGE_SIZE; i++) {
      batch.create(testAdmin().db.collection(collections.audit).doc(), {
        action: 'review.hide',
        actor: { uid: `pager-${run}`, email: actor },
        target: { collection: 'reviews', id: `paged-${run}-${i}` },
        before: { hidden: false },
        after: { hidden: true },
        at: new Date(start + i * 1000),
      });
    }
    await batch.commit();

    await page.getByLabel('Document id').fill('');
    await page.getByLabel('Admin email').fill(actor);
    await page.getByRole('button', { name: 'Filter' }).click();
    await row(`reviews/paged-${run}-${ADMIN_PAGE_SIZE}`).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('audit-record').count()).toBe(ADMIN_PAGE_SIZE);
    const pager = page.getByRole('navigation', { name: 'Audit log pages' });
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText('Page 2').waitFor({ timeout: 20_000 });
    await row(`reviews/paged-${run}-0`).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('audit-record').count()).toBe(1);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await captureScreen(page, 'audit-log-page-2');

    await pager.getByRole('button', { name: 'Previous page' }).click();
    await row(`reviews/paged-${run}-${ADMIN_PAGE_SIZE}`).waitFor({ timeout: 20_000 });
    await pager.getByText('Page 1').waitFor();
  });
});
