// Every page a browser test opens runs under the Content-Security-Policy Hosting sends: this records each
// violation (the document's `securitypolicyviolation` event, and Chromium's console report of it) and fails the
// test it happened in. launchBrowser() (browser.ts) wires it into every context and page.
import { afterEach, expect } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';

export interface CspViolation {
  page: string;
  report: string;
}

const BINDING = '__toolshopCspViolation';
const recorded: CspViolation[] = [];

/** Records every violation in this context's pages and frames, from before their first script runs. */
export async function watchForCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ frame }, report: string) => {
    recorded.push({ page: frame.url(), report });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample || 'no sample'}) at ${event.sourceFile}:${event.lineNumber}`;
      (window as unknown as Record<string, (report: string) => void>)[binding]?.(report);
    });
  }, BINDING);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      recorded.push({ page: message.page()?.url() ?? '', report: message.text() });
  });
}

/** The violations recorded since the last call, which are then forgotten. */
export function takeCspViolations(): CspViolation[] {
  return recorded.splice(0);
}

/** The same browser, whose newContext() and newPage() watch for violations. */
export function watchingCsp(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchForCspViolations(context);
    return context;
  };
  // A page of its own context, closed with it, as Browser.newPage() does.
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}

// Registered in every test file that launches a browser (through browser.ts).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
