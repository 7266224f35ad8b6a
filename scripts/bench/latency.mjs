// Times a call against its floor: warm-up first, then the machine settles, then the two alternate call by call,
// so that both see the same load on a shared machine; the ratios of their percentiles are what the budget judges.
// The settling is for the emulators: the warm-up's first writes make the Functions emulator start a worker process
// (about a second of CPU) for every trigger and task run that overlaps another, and without the wait that burst
// lands on the first timed calls. Production instances take 80 requests each and start elsewhere.
import { waitForQuietCpu } from './quiet-cpu.mjs';
import { percentile, timed } from './stats.mjs';

export const CALLS = 200;
export const WARMUP = 20;
/** The longest settling wait: the machine may stay busy with earlier sections' background work. */
const SETTLE_MAX_MS = 30_000;

export async function compareLatency(subject, floor, calls = CALLS) {
  for (let i = 0; i < WARMUP; i += 1) {
    await subject(i);
    await floor(i);
  }
  const settled = await waitForQuietCpu(SETTLE_MAX_MS);
  const subjectMs = [];
  const floorMs = [];
  for (let i = 0; i < calls; i += 1) {
    subjectMs.push((await timed(() => subject(WARMUP + i))).ms);
    floorMs.push((await timed(() => floor(WARMUP + i))).ms);
  }
  const summary = (ms) => ({ p50: percentile(ms, 50), p95: percentile(ms, 95) });
  const s = summary(subjectMs);
  const f = summary(floorMs);
  return { calls, settled, subject: s, floor: f, ratioP50: s.p50 / f.p50, ratioP95: s.p95 / f.p95 };
}

/** fetch that fails loudly unless the status is one of `ok`: a timed error is not a measurement. */
export async function fetchOk(url, init = {}, ok = [200]) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (!ok.includes(response.status))
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.slice(0, 200)}`);
  return body;
}
