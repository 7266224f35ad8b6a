// Server-rendered and prerendered pages show their content before their script runs: a journey that presses a
// control waits until React has adopted the page (it keeps its fiber on each element it has hydrated).
import type { Page } from 'playwright-core';

export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('#root main');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout },
  );
}
