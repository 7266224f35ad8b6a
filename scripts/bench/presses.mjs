// Presses (INP): Chromium (playwright-core) on a phone's screen with its CPU slowed 4x through the DevTools
// protocol (Emulation.setCPUThrottlingRate) makes each press of press-scenarios.mjs SAMPLES times and reads its
// latency inside the page from the Event Timing API: a PerformanceObserver of type 'event' (durationThreshold 16)
// and 'first-input' keeps, per interactionId, the longest entry's duration, which is what INP counts for that
// interaction. A sample is the slowest interaction the press made; a press that made none over the threshold took
// under 16 ms and counts as 16 ms. Each scenario's p75 is judged: <= 200 ms (Google's "good"), goal <= 100 ms.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { percentile } from './stats.mjs';
import { PRESS_SCENARIOS } from './press-scenarios.mjs';

export const SAMPLES = 10;
export const CPU_SLOWDOWN = 4;
export const EVENT_THRESHOLD_MS = 16;
/** Lighthouse's mobile screen (Moto G Power), as the page rows see it. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TIMEOUT = 60_000;
/** How long a page has to show a scenario's control before the scenario is "not measured". */
const CONTROL_TIMEOUT = 20_000;

/** Installed before any script of the page: interactionId -> longest duration, in window.__pressLatency. */
function observeInteractions(threshold) {
  const latency = new Map();
  window.__pressLatency = latency;
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      latency.set(entry.interactionId, Math.max(latency.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/** The p75 of a scenario's samples, or null without any. */
export function p75(samples) {
  return samples.length ? percentile(samples, 75) : null;
}

/** The sample of one press: the slowest new interaction, or the threshold when none reached it. */
export function pressSample(before, after, threshold = EVENT_THRESHOLD_MS) {
  const fresh = Object.entries(after)
    .filter(([id]) => !(id in before))
    .map(([, duration]) => duration);
  return fresh.length ? Math.max(...fresh) : threshold;
}

export async function measurePresses(shop, context, scenarios = PRESS_SCENARIOS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const scenario of scenarios) {
      const browserContext = await browser.newContext(PHONE);
      try {
        results.push(await measureScenario(browserContext, scenario, { shop, ...context }));
      } catch (error) {
        results.push(row(scenario, context, { error: String(error.message ?? error).split('\n')[0] }));
      } finally {
        await browserContext.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

function row(scenario, context, fields) {
  return { name: scenario.name, path: scenario.path(context), control: scenario.describe, ...fields };
}

async function measureScenario(browserContext, scenario, context) {
  const page = await browserContext.newPage();
  page.setDefaultTimeout(TIMEOUT);
  await page.addInitScript(observeInteractions, EVENT_THRESHOLD_MS);
  const cdp = await browserContext.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const path = scenario.path(context);
  const url = `${context.shop}${path}`;
  // A scenario with a setup (a cart line) finds its control only after it; its page must exist first.
  const absent = await load(page, url, scenario, { findControl: !scenario.setup });
  if (absent) return row(scenario, context, { notMeasured: absent });
  if (scenario.setup) {
    await scenario.setup(page, context);
    const missing = await load(page, url, scenario);
    if (missing) return row(scenario, context, { notMeasured: missing });
  }
  const samples = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    if (scenario.fresh && i > 0) await load(page, url, scenario);
    const control = scenario.control(page);
    await scenario.before?.(page, control);
    const before = await interactions(page);
    await scenario.press(page, control);
    await scenario.shown?.(page, control);
    samples.push(pressSample(before, await settledInteractions(page, before)));
  }
  return row(scenario, context, { samples, p75: p75(samples) });
}

/** Loads the page until React has adopted it; says why the scenario cannot be measured there, if it cannot. */
async function load(page, url, scenario, { findControl = true } = {}) {
  const response = await page.goto(url, { waitUntil: 'load' });
  const status = response?.status() ?? 0;
  if (status >= 400) return `${new URL(url).pathname} answers ${status} (not in this build)`;
  await page.waitForFunction(
    () => {
      const main = document.querySelector('#root main');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: TIMEOUT },
  );
  if (!findControl) return null;
  try {
    // A screen that loads its data after hydration (the cart) shows its controls seconds later on a slowed CPU.
    await scenario.control(page).first().waitFor({ state: 'visible', timeout: CONTROL_TIMEOUT });
  } catch {
    return `${new URL(url).pathname} has no ${scenario.describe}`;
  }
  return null;
}

const interactions = (page) => page.evaluate(() => Object.fromEntries(window.__pressLatency));

/**
 * The interactions once the press's entries have arrived: the browser reports an interaction after the frame that
 * answered it, so this waits two frames, then up to a second for a new entry (none comes for a press under 16 ms).
 */
async function settledInteractions(page, before) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
  const deadline = Date.now() + 1000;
  let now = await interactions(page);
  while (Object.keys(now).every((id) => id in before) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    now = await interactions(page);
  }
  return now;
}
