// Debian's Chromium (its headless shell) driven by playwright-core (never a downloaded browser), with the browser tests' flags
// (scripts/lib/chromium.mjs). Third-party hosts that cannot be reached here are answered at the network boundary
// only. Every page runs watched for Content-Security-Policy violations, which fail the test (csp.ts).
// Every context asks for reduced motion unless its options say otherwise: the shop then moves nothing (the theme's
// baseline), so a press never lands on a moving target and the software-drawn frames of transitions and spinners
// cost the run nothing. The bench keeps the browser's default, what most visitors see. Contexts close page by page.
// The pages open now are known (pagesOpenNow), so that a failed test can say what was on screen.
import { chromium, type Browser, type Page } from 'playwright-core';
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { watchingCsp } from './csp';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    headless: true,
    args: TEST_CHROMIUM_FLAGS,
  });
  return watchingCsp(asVisitorsBrowser(browser));
}

/**
 * Each context asks for reduced motion unless its options say otherwise, and closes as a visitor closes tabs: its
 * pages first, each with its `pagehide` (the shop then ends its Firestore listen channel, lib/firestore.ts), then
 * the context. A context or browser closed whole drops its pages without it, and the Firestore emulator queues
 * every change their listeners matched until the suite stops.
 */
function asVisitorsBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    context.on('page', endsItsListenersBeforeClosing);
    context.on('page', keptWhileOpen);
    const closeContext = context.close.bind(context);
    context.close = async (closeOptions) => {
      await Promise.all(context.pages().map((page) => page.close().catch(() => undefined)));
      await closeContext(closeOptions);
    };
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = async (closeOptions) => {
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
    await closeBrowser(closeOptions);
  };
  return browser;
}

const openPages = new Set<Page>();

function keptWhileOpen(page: Page): void {
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
}

/** Every page of the browsers launched here that is open now: what a failed test leaves on screen. */
export function pagesOpenNow(): Page[] {
  return [...openPages];
}

/**
 * A page is told it is leaving (`pagehide`) while it can still send, before it closes: the shop then removes its
 * listeners and ends Firestore (lib/firestore.ts). Removals sent from a closing page do not arrive, and the Firestore
 * emulator keeps a closed channel's targets, queueing every change they match (Manage Product's whole catalogue).
 */
function endsItsListenersBeforeClosing(page: Page): void {
  const close = page.close.bind(page);
  page.close = async (options) => {
    await page
      .evaluate(() => {
        dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
        return new Promise((resolve) => setTimeout(resolve, 0));
      })
      .catch(() => undefined);
    await close(options);
  };
}
