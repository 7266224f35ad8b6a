// The accessibility check every browser journey runs (support/axe.ts) counts serious and critical problems, and runs
// only the axe-core rules that can report one. On a shop page given a button without a name (critical) and text too
// faint to read (serious), it finds both; a heading that skips a level (moderate) is not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { checkA11y, expectNoSeriousA11yViolations } from '../support/axe';
import { waitForHydration } from '../support/hydration';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${shopUrl}/portfolio`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  // Added after React has adopted the page, which would otherwise put its own markup back.
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const nameless = document.createElement('button');
    const faint = document.createElement('p');
    faint.textContent = 'Faint words on white';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    const skipped = document.createElement('h5');
    skipped.textContent = 'A heading five levels down';
    main.append(nameless, faint, skipped);
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('the accessibility check', () => {
  it('finds a nameless button and faint text, and leaves a skipped heading level out', async () => {
    await expect(expectNoSeriousA11yViolations(page, 'a11y-check')).rejects.toThrow(/button-name/);
    const found = (await checkA11y(page)).map((violation) => `${violation.id} (${violation.impact})`);
    expect(found).toContain('button-name (critical)');
    expect(found).toContain('color-contrast (serious)');
    expect(found.filter((line) => line.startsWith('heading-order'))).toEqual([]);
    expect(found.every((line) => /\((serious|critical)\)$/.test(line))).toBe(true);
    const moderate = (await checkA11y(page, { impacts: ['moderate'] })).map((violation) => violation.id);
    expect(moderate).toContain('heading-order');
  });
});
