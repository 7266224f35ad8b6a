// Helpers of the signed-in browser journeys (customer and admin): sign in through the login page, wait for a
// toast, capture a screen at phone and desktop widths with an axe-core check and a check of its labels at each, pay
// through the test gateway.
import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { api } from './api';
import { artifactsDir } from './emulators';
import { LOADED_MACHINE_WAIT } from './loaded-machine';
import { expectNoWordBrokenInLabels } from './broken-words';

export const SCREEN_WIDTHS = [390, 1280] as const;

/** On /login (where a guarded page sends a visitor): signs in and waits to be sent back to `backTo`. */
export async function signInThroughLoginPage(
  page: Page,
  email: string,
  password: string,
  backTo: RegExp,
): Promise<void> {
  await page.waitForURL(/\/login$/, { timeout: LOADED_MACHINE_WAIT });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(backTo, { timeout: LOADED_MACHINE_WAIT });
}

/** A notistack toast (role alert) with this exact text. */
export async function expectToast(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout });
}

/**
 * After a resize: the page's media queries have answered, the render they caused has run (a task after the frame
 * that reported them) and the next frames have painted it; then every finite CSS transition and animation has ended
 * (a button just enabled fades from grey to its colour for 250 ms, and axe judges the colours it sees). Endless ones
 * (a spinner) do not count; a transition still running after 5 s is left for axe to judge as it stands.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0),
        ),
      ),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** The page at this viewport size, once the resize's layout, render and transitions have settled. */
export async function resizeAndSettle(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await layoutSettled(page);
}

/**
 * Full-page screenshots at 390 and 1280 px to artifacts/screens/, axe-core (serious/critical) at both, and no
 * control's label broken inside a word at either (broken-words.ts). JPEG, not PNG: a long page costs the browser up
 * to 40% more CPU as a PNG, and the shots are for reading.
 */
export async function captureScreen(page: Page, name: string): Promise<void> {
  const dir = `${artifactsDir}screens/`;
  mkdirSync(dir, { recursive: true });
  for (const width of SCREEN_WIDTHS) {
    await resizeAndSettle(page, { width, height: 900 });
    await page.screenshot({ path: `${dir}${name}-${width}.jpg`, type: 'jpeg', quality: 80, fullPage: true });
    await expectNoWordBrokenInLabels(page, `${name}-${width}`);
    await expectNoSeriousA11yViolations(page, `${name}-${width}`);
  }
}

/** A real PNG (solid colour), generated here so the upload carries genuine image bytes. */
export function solidPng(width = 16, height = 16, rgb: [number, number, number] = [13, 71, 161]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The customer pays an order through the API and the built-in test gateway, as the payment page does. */
export async function payThroughTestGateway(customer: { token: string }, orderId: string): Promise<void> {
  const intent = await api<{ clientSecret: string }>('POST', '/create-payment-intent', {
    token: customer.token,
    body: { orderId },
  });
  if (intent.status !== 200)
    throw new Error(`opening a payment failed: ${intent.status} ${JSON.stringify(intent.body)}`);
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
  const paid = await api('POST', '/payments/test/confirm', {
    token: customer.token,
    body: { clientSecret: intent.body.clientSecret, card },
  });
  if (paid.status !== 200) throw new Error(`paying failed: ${paid.status} ${JSON.stringify(paid.body)}`);
}

/**
 * Opens /search for a product's name until its card shows: the home page shows only the featured products, and a
 * product written a moment ago reaches the search index within its 10 s freshness (docs/decisions/0020).
 */
export async function openSearchUntilFound(page: Page, shopUrl: string, name: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    await page.goto(`${shopUrl}/search?q=${encodeURIComponent(name)}`);
    const found = await page
      .getByRole('heading', { name, exact: true })
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (found) return;
    if (Date.now() > deadline) throw new Error(`${name} was not found by the search within 40 s`);
  }
}
