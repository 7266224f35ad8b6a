// Right after sign-up, the first Add to cart must land on a cart that holds the product, with the toast that says so
// (once it landed on "Your cart is empty." with no toast). Eight new accounts sign up, four at a time, each in a
// browser context of its own (two rounds of four: each of the four ways below twice), and press Add to cart at once
// on the home page each sign-up lands on.
// Half of them sign up as a visitor does in one visit (the cart open, then Login, Create New Account, all in the
// app), half open /signUp by its address; every other one holds a visitor's line that merges into the new account's
// cart.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collections } from '@toolshop/domain';
import { seedProducts } from '../../scripts/seed/products.mjs';
import { launchBrowser } from '../support/browser';
import { artifactsDir, shopUrl } from '../support/emulators';
import { testAdmin } from '../support/admin';
import { LOADED_MACHINE_WAIT } from '../support/loaded-machine';
import { cartLine } from './steps/cart-steps';

const ROUNDS = 8;
/** Sign-ups at once, each round in a browser context of its own. */
const LANES = 4;
const featured = seedProducts.filter((product) => 'featured' in product && product.featured === true);
const [added, visitorsLine] = [featured[0]!, featured[1]!];
const screensDir = `${artifactsDir}screens/`;

let browser: Browser;

beforeAll(async () => {
  mkdirSync(screensDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the cart page shows: its lines' names, or its notice, and the toasts on screen. */
async function cartScreen(page: Page): Promise<string> {
  const main = await page
    .locator('main')
    .innerText()
    .catch(() => '(no main)');
  const toasts = await page.locator('.notistack-MuiContent').allInnerTexts();
  return `${page.url()} | main: ${main.replace(/\s+/g, ' ').slice(0, 300)} | toasts: ${JSON.stringify(toasts)}`;
}

/**
 * In the app: from the page the visitor is on, the header's Login, then Create New Account; else /signUp opened by
 * its address (a page load: the cart's code has not started). Then the form.
 */
async function signUp(page: Page, email: string, inApp: boolean): Promise<void> {
  if (inApp) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Create New Account' }).click();
    await page.waitForURL(`${shopUrl}/signUp`);
  } else {
    await page.goto(`${shopUrl}/signUp`, { waitUntil: 'domcontentloaded' });
  }
  await page.getByLabel('Name').fill('Quick Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Secret#2026');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL(`${shopUrl}/`, { timeout: LOADED_MACHINE_WAIT });
}

/** One round: a new visitor signs up and at once adds; what went wrong, if anything. */
async function signUpThenAdd(page: Page, round: number): Promise<string | undefined> {
  const withVisitorLine = round % 2 === 0;
  const inApp = round % 4 < 2;
  // In the app the visitor's cart is open first: the cart follows the visitor, and then the sign-in, live.
  if (withVisitorLine || inApp) {
    await page.goto(`${shopUrl}/cart${withVisitorLine ? `?add=${visitorsLine.id}` : ''}`, {
      waitUntil: 'domcontentloaded',
    });
    if (withVisitorLine) await cartLine(page, visitorsLine.name).waitFor({ timeout: LOADED_MACHINE_WAIT });
    else await page.getByText('Your cart is empty.').waitFor({ timeout: LOADED_MACHINE_WAIT });
  }
  const email = `quick-${randomUUID().slice(0, 8)}@toolshop.test`;
  await signUp(page, email, inApp);
  // At once: the first card's Add to cart on the page the sign-up landed on.
  await page.getByRole('link', { name: `Add to cart: ${added.name}` }).click();
  const wanted = withVisitorLine ? [added.name, visitorsLine.name] : [added.name];
  const seen = (wait: Promise<void>) =>
    wait.then(
      () => true,
      () => false,
    );
  // The defect this guards against never shows the line or the toast; a loaded machine only shows them late (CI at
  // load 10 once took over 15 s), so the wait is a loaded machine's.
  const shown = await Promise.all([
    seen(
      page
        .getByRole('alert')
        .filter({ hasText: 'Added to your cart' })
        .first()
        .waitFor({ timeout: LOADED_MACHINE_WAIT }),
    ),
    ...wanted.map((name) => seen(cartLine(page, name).waitFor({ timeout: LOADED_MACHINE_WAIT }))),
  ]);
  let failure: string | undefined;
  if (shown.some((one) => !one)) {
    const uid = (await testAdmin().auth.getUserByEmail(email)).uid;
    const stored = (await testAdmin().db.doc(`${collections.carts}/${uid}`).get()).data()?.lines;
    await page.screenshot({ path: `${screensDir}sign-up-then-add-failed-${round}.png` });
    failure =
      `round ${round} (${inApp ? 'in the app' : 'after a page load'}${withVisitorLine ? ', a visitor line' : ''}): waited ${LOADED_MACHINE_WAIT / 1000} s for the toast ` +
      `'Added to your cart' and the lines ${JSON.stringify(wanted)}; toast ${shown[0] ? 'seen' : 'not seen'}, ` +
      `lines seen ${JSON.stringify(shown.slice(1))}; the screen: ${await cartScreen(page)}; ` +
      `Firestore's cart: ${JSON.stringify(stored)}`;
  } else if (round === ROUNDS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${screensDir}sign-up-then-add-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  return failure;
}

describe('sign-up, then Add to cart at once', () => {
  it(
    `lands on a cart holding the product, with its toast, ${ROUNDS} times (${LANES} at a time)`,
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      await Promise.all(
        Array.from({ length: LANES }, async (_, lane) => {
          // Each round a new visitor in a browser context of its own: deleting the last account's storage under a
          // live page could leave its deletion pending into the next round's sign-in, which then reads as signed out.
          for (let round = lane + 1; round <= ROUNDS; round += LANES) {
            const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
            try {
              const failure = await signUpThenAdd(await context.newPage(), round);
              if (failure) failures.push(failure);
            } finally {
              await context.close();
            }
          }
        }),
      );
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );
});
