// Lighthouse 12 on pages served by the Hosting emulator, with its default mobile preset (simulated Slow 4G,
// 4x CPU slowdown, Moto G Power screen). Each run starts a fresh Chromium (cold cache, a first visit); the
// median of 5 runs is kept per figure (TBT alone spreads 3-280 ms between runs of one build). Full reports go to
// artifacts/bench/lighthouse/. With a floor page (floor.mjs) the page's runs alternate with the floor's, so both
// see the same machine, and the floor's LCP median comes back beside the page's.
// Before the runs the page is asked for once (the emulators' first answer of a function or file is not what a
// visitor measures), and before each run the bench waits for the machine to be quiet (quiet-cpu.mjs).
// The bench starts each run's Chromium itself, at normal priority, and runs Lighthouse at the lowest: Lighthouse's
// own process takes a whole core while the page loads, and on a two-core machine the page's tasks would otherwise
// wait for it, which Lighthouse then counts, times its 4x CPU slowdown, as the page's blocking time.
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { ROOT } from '../lib/emulators.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { median } from './stats.mjs';
import { waitForQuietCpu } from './quiet-cpu.mjs';

/** Runs per page (and per floor page); `--runs=N` on the bench's command line overrides it. */
export const RUNS = 5;
// Chromium starts with a visible window unless told otherwise.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse runs of `url` (and, given `floorUrl`, of its floor page, alternating page and floor); `cpuSlowdown`
 * replaces the preset's 4x (a slower phone, emulated on any machine).
 * @param {{ floorUrl?: string, runs?: number, cpuSlowdown?: number }} [options]
 */
export async function measurePage(url, label, reportDir, { floorUrl, runs: count = RUNS, cpuSlowdown } = {}) {
  const dir = join(reportDir, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  await fetch(url).then((response) => response.arrayBuffer());
  if (floorUrl) await fetch(floorUrl).then((response) => response.arrayBuffer());
  const runs = [];
  const floorRuns = [];
  for (let i = 1; i <= count; i += 1) {
    runs.push(await lighthouseRun(url, join(dir, `${label}-${i}.report.json`), cpuSlowdown));
    if (floorUrl) floorRuns.push(await lighthouseRun(floorUrl, join(dir, `${label}-floor-${i}.report.json`)));
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    url,
    finalUrl: runs[0].finalUrl,
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    imageBytes: pick('imageBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
    ...(floorUrl && { floor: { url: floorUrl, runs: floorRuns, lcpMs: median(floorRuns.map((run) => run.lcpMs)) } }),
  };
}

/** One Lighthouse run in a fresh Chromium, once the machine is quiet; its report is written to `output`. */
async function lighthouseRun(url, output, cpuSlowdown) {
  const settle = await waitForQuietCpu();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    await runLighthouse(url, output, chrome.port, cpuSlowdown);
  } finally {
    chrome.kill();
  }
  return { ...summarize(JSON.parse(readFileSync(output, 'utf8'))), settle };
}

function summarize(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  const value = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    finalUrl: report.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    // The tag of the element Lighthouse took as the largest paint ('img', or text such as 'h1').
    lcpTag:
      /^<(\w+)/.exec(
        report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      )?.[1] ?? null,
    cls: value('cumulative-layout-shift'),
    // Pictures off screen are lazy and not fetched during the load: what the load fetched is the first viewport's.
    imageBytes: (report.audits['network-requests']?.details?.items ?? [])
      .filter((request) => request.resourceType === 'Image')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    runtimeError: report.runtimeError?.code,
    // Lighthouse's own CPU benchmark of this machine at the time of the run: low values mean a busy machine.
    benchmarkIndex: report.environment?.benchmarkIndex,
    cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier,
  };
}

function runLighthouse(url, output, port, cpuSlowdown) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--port=${port}`,
    '--max-wait-for-load=60000',
    ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // Not allowed here: Lighthouse runs at the bench's priority.
    }
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${url} failed (${code}): ${stderr.slice(-500)}`));
    });
  });
}
