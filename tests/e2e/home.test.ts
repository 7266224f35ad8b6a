import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedProducts } from '../../scripts/seed/products.mjs';
import { launchBrowser } from '../support/browser';
import { artifactsDir, shopUrl } from '../support/emulators';

/** The seeded products the home page's grid shows. */
const isFeatured = (product: object) => 'featured' in product && product.featured === true;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page in Chromium, served by the Hosting emulator', () => {
  it('shows one card per featured product, read from Firestore, and a link to all products', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(shopUrl, { waitUntil: 'domcontentloaded' });
    const featured = seedProducts.filter((product) => isFeatured(product));
    for (const product of featured) {
      await page.getByRole('heading', { name: product.name, exact: true }).waitFor({ timeout: 20_000 });
    }
    expect(await page.getByRole('link', { name: /^Order Now/ }).count()).toBeGreaterThanOrEqual(featured.length);
    // The rest of the catalogue is one link away, not in the grid.
    const notFeatured = seedProducts.find((product) => !isFeatured(product))!;
    expect(await page.getByRole('heading', { name: notFeatured.name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/search');
    await page.screenshot({ path: `${artifactsDir}e2e-home-1280.png`, fullPage: true });
    await page.close();
  });

  it('moves nothing for a visitor who asks for less motion, and reveals an answer to the others', async () => {
    const motionOf = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion });
      await page.goto(shopUrl, { waitUntil: 'domcontentloaded' });
      // The section hydrates as it nears the viewport; a press before that is not the one measured here.
      const question = page.locator('#faq-0-header');
      await question.scrollIntoViewIfNeeded({ timeout: 20_000 });
      await question.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const adopted = () => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
            const check = () => (adopted() ? resolve() : setTimeout(check, 50));
            check();
          }),
      );
      await question.click();
      const region = page.locator('#faq-0-content');
      await region.waitFor({ timeout: 20_000 });
      const motion = await region.evaluate((element) => {
        const style = getComputedStyle(element);
        const chevron = getComputedStyle(element.previousElementSibling?.querySelector('svg') ?? element);
        return { animation: style.animationDuration, chevron: chevron.transitionDuration };
      });
      await page.close();
      return motion;
    };
    expect(await motionOf('no-preference')).toEqual({ animation: '0.2s', chevron: '0.15s' });
    expect(await motionOf('reduce')).toEqual({ animation: '1e-05s', chevron: '1e-05s' });
  });
});
