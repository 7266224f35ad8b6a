// Debian's Chromium driven by playwright-core (never a downloaded browser). Third-party hosts that cannot be
// reached here are answered at the network boundary only. Every page runs watched for Content-Security-Policy
// violations, which fail the test (csp.ts).
import { chromium, type Browser } from 'playwright-core';
import { watchingCsp } from './csp';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return watchingCsp(browser);
}
