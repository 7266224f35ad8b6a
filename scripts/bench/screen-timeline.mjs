// Where a screen's load spends its time, read from the page itself: when the app first rendered, when the dashboard
// and the screen appeared, when the 25th row showed (a MutationObserver installed before any script runs), when the
// chunks, Firebase Auth's network calls and the API call ran (Resource Timing, with the API's Server-Timing).
// Every time is milliseconds since the navigation started.

/**
 * Runs in the page before its own scripts: stamps the first moment each landmark is in the document, and
 * `rowsPainted`, the end of the frame that first shows the rows (a task queued from that frame's animation callback
 * runs once the frame is drawn): when they were on screen, before the harness's own round trips noticed it.
 */
export function installLandmarks({ rows }) {
  const seen = {};
  window.__landmarks = seen;
  const landmarks = {
    appRendered: () => document.querySelector('#root > *:not([data-prerendered])') !== null,
    dashboardShown: () => document.querySelector('.MuiDrawer-root') !== null,
    screenShown: () => [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Manage All Order'),
    rowsShown: () => document.querySelectorAll('table[aria-label="All orders"] tbody tr').length >= rows,
  };
  const check = () => {
    for (const [name, present] of Object.entries(landmarks)) {
      if (seen[name] === undefined && present()) seen[name] = performance.now();
    }
    if (seen.rowsShown !== undefined && seen.rowsPainted === undefined) {
      seen.rowsPainted = NaN;
      requestAnimationFrame(() => setTimeout(() => (seen.rowsPainted = performance.now()), 0));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Runs in the page once the rows show: the landmarks and the resources that matter, rounded to the millisecond. */
export function readTimeline({ api }) {
  const round = (value) => Math.round(value);
  const resources = performance.getEntriesByType('resource');
  const span = (entry) =>
    entry ? { start: round(entry.startTime), end: round(entry.responseEnd) } : { start: NaN, end: NaN };
  const asset = (prefix) =>
    span(resources.find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${prefix}`)));
  const call = resources.filter((entry) => entry.name.includes(api)).at(-1);
  const navigation = performance.getEntriesByType('navigation')[0];
  const landmarks = Object.fromEntries(Object.entries(window.__landmarks ?? {}).map(([k, v]) => [k, round(v)]));
  return {
    html: round(navigation.responseEnd),
    loadEvent: round(navigation.loadEventStart),
    entry: asset('index-'),
    auth: asset('firebase-'),
    authNetwork: resources
      .filter((entry) => /identitytoolkit|securetoken|:9099|\/emulator\/auth/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, ...span(entry) })),
    dashboardChunk: asset('dashboard-layout-'),
    screenChunk: asset('manage-orders-page-'),
    api: {
      ...span(call),
      requestStart: round(call?.requestStart ?? NaN),
      responseStart: round(call?.responseStart ?? NaN),
      server: Object.fromEntries((call?.serverTiming ?? []).map((metric) => [metric.name, round(metric.duration)])),
    },
    ...landmarks,
  };
}
