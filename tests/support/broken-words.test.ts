// The check of labels broken inside a word finds one, and only one: a button squeezed into a narrow column breaks
// "Confirmed" across two lines; the same button with room, and a label wrapping between its words, break none.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { wordsBrokenInLabels } from './broken-words';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 390, height: 600 } });
});

afterAll(async () => {
  await browser?.close();
});

const buttonIn = (width: number, label: string) =>
  `<div style="width:${width}px;font:16px sans-serif"><button style="overflow-wrap:anywhere">${label}</button></div>`;

it('names a word a narrow column broke inside its button', async () => {
  await page.setContent(buttonIn(40, 'Confirmed'));
  expect(await wordsBrokenInLabels(page)).toEqual(['Confirmed']);
});

it('passes a label with room, and one wrapped between its words', async () => {
  await page.setContent(buttonIn(300, 'Confirmed') + buttonIn(110, 'Download credit note'));
  expect(await wordsBrokenInLabels(page)).toEqual([]);
});

it('looks only inside the scope it is given', async () => {
  await page.setContent(`<section id="wide">${buttonIn(300, 'Refund')}</section>${buttonIn(40, 'Confirmed')}`);
  expect(await wordsBrokenInLabels(page.locator('#wide'))).toEqual([]);
  expect(await wordsBrokenInLabels(page)).toEqual(['Confirmed']);
});
