// How a journey touches the page at phone width: the phone files run the desktop journeys' steps with taps in a
// 390 px touch viewport, so the shared steps take the press (click or tap) as an argument.
import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser';

export type Press = 'click' | 'tap';

/** The phone the phone journeys run on: 390 x 844, touch, mobile layout. */
export const phoneViewport: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

export interface PhoneSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** A browser of the journey's own with one page on the phone; `extra` adds context options (downloads, pixels). */
export async function openPhone(extra: BrowserContextOptions = {}): Promise<PhoneSession> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ ...phoneViewport, ...extra });
  return { browser, context, page: await context.newPage() };
}

export async function closePhone(session: PhoneSession | undefined): Promise<void> {
  await session?.context.close();
  await session?.browser.close();
}

/** A click, or a tap; a tap fires no scroll of its own, so its target is brought on screen first. */
export async function press(target: Locator, how: Press): Promise<void> {
  if (how === 'tap') {
    await target.scrollIntoViewIfNeeded();
    await target.tap();
  } else await target.click();
}

/** No sideways scroll: the page is no wider than the 390 px viewport. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The header as it renders at 390: the desktop links folded into the menu button, whose menu holds `items`; the
 * menu closes again with Escape.
 */
export async function expectPhoneMenu(page: Page, items: string[]): Promise<void> {
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const [first, ...rest] = items;
  await page.getByRole('menuitem', { name: first }).waitFor({ timeout: 20_000 });
  for (const item of rest) await page.getByRole('menuitem', { name: item }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}
