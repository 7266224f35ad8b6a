// Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags of every launch
// (scripts/lib/chromium.mjs). Third-party hosts that cannot be reached here are answered at the network boundary only.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
