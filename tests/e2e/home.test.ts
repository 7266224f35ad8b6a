import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedProducts } from '../../scripts/seed/products.mjs';
import { launchBrowser } from '../support/browser';
import { artifactsDir, shopUrl } from '../support/emulators';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page in Chromium, served by the Hosting emulator', () => {
  it('shows one card per seeded product, read from Firestore', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(shopUrl, { waitUntil: 'domcontentloaded' });
    for (const product of seedProducts) {
      await page.getByRole('heading', { name: product.name, exact: true }).waitFor({ timeout: 20_000 });
    }
    expect(await page.getByRole('link', { name: /^Order Now/ }).count()).toBeGreaterThanOrEqual(seedProducts.length);
    await page.screenshot({ path: `${artifactsDir}e2e-home-1280.png`, fullPage: true });
    await page.close();
  });
});
