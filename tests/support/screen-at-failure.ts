// When a test fails with a browser page open, the failure says what was on screen: each open page's address, its
// heading, alerts and dialogs, and the start of its text, added to the test's errors (so `npm test`'s summary and
// a CI log show it), and a screenshot to artifacts/failures/. A journey that times out waiting for a row then tells
// whether the page was still loading, showed an error, or showed something else.
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeEach, type TestContext } from 'vitest';
import type { Page } from 'playwright-core';
import { pagesOpenNow } from './browser';
import { artifactsDir } from './emulators';

const LOOK_TIMEOUT = 5_000;
const TEXT_CHARS = 300;

/** What a person would read first on the page: its heading, any alert or dialog, then the start of its main text. */
async function whatIsOnScreen(page: Page): Promise<string> {
  const seen = await page.evaluate((chars) => {
    const texts = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector))
        .map((element) => element.innerText.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
    // The page's own content, from the box that holds its heading: a dashboard's menu comes before it in <main>.
    const h1 = document.querySelector<HTMLElement>('h1');
    const content = h1?.parentElement ?? document.querySelector<HTMLElement>('main') ?? document.body;
    return {
      heading: texts('h1').join(' | '),
      alerts: texts('[role="alert"], [role="status"]').join(' | '),
      dialogs: texts('[role="dialog"]').join(' | ').slice(0, chars),
      text: content.innerText.replace(/\s+/g, ' ').trim().slice(0, chars),
    };
  }, TEXT_CHARS);
  return [
    `h1: ${seen.heading || '(none)'}`,
    seen.alerts && `alerts: ${seen.alerts}`,
    seen.dialogs && `dialog: ${seen.dialogs}`,
    `text: ${seen.text}`,
  ]
    .filter(Boolean)
    .join('; ');
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

async function describePages(context: TestContext): Promise<string[]> {
  const dir = `${artifactsDir}failures/`;
  mkdirSync(dir, { recursive: true });
  const name = `${basename(context.task.file.name).replace(/(\.test)?\.ts$/, '')}-${slug(context.task.name)}`;
  return Promise.all(
    pagesOpenNow().map(async (page, index) => {
      const shot = `${dir}${name}-${index + 1}.jpg`;
      const [seen] = await Promise.all([
        whatIsOnScreen(page).catch((error: Error) => `(not read: ${error.message.split('\n')[0]})`),
        page.screenshot({ path: shot, type: 'jpeg', quality: 70, timeout: LOOK_TIMEOUT }).catch(() => undefined),
      ]);
      return `page ${index + 1} at ${page.url()}: ${seen} (screenshot ${shot.slice(artifactsDir.length - 'artifacts/'.length)})`;
    }),
  );
}

beforeEach((context) => {
  context.onTestFailed(async () => {
    const pages = await Promise.race([
      describePages(context),
      new Promise<string[]>((resolve) =>
        setTimeout(() => resolve(['(the open pages did not answer)']), 2 * LOOK_TIMEOUT),
      ),
    ]);
    if (pages.length === 0) return;
    const message = `On screen when it failed:\n${pages.join('\n')}`;
    context.task.result?.errors?.push({ name: 'ScreenAtFailure', message, stack: message });
  });
});
