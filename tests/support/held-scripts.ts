// Holds back every app module a page asks for until released: a press or change made meanwhile is one no script
// could answer yet, on any machine (a phone's first seconds, without depending on the machine's speed).
import type { Page } from 'playwright-core';

/** Routes the page's `/assets/*.js` requests to wait; call the returned function to let them load. */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
