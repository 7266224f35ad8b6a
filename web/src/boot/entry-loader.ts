// The inline loader of index.html (web/vite-plugins/run-entry-after-first-paint.ts compiles entry-loader-script.ts,
// which calls this, and inlines it). It runs before any module script, so it imports nothing at run time.
//
// On a page rendered for its path (data-prerendered="page": the home page, a product page) the browser can paint the
// HTML as soon as it arrives, but the entry's module scripts compete with that first frame (their compile and
// evaluation hold it back on a phone). So the loader runs the entry once the first contentful paint is on screen
// (the paint timing entry, or 3 s after the first frame should it not come; 300 ms after the first frame where the
// browser has no paint timing), and its priority picture too where it has one (a product photo: at most a second
// more). Elsewhere nothing can paint without JavaScript, so it runs the entry at once; so does a hidden tab, which
// gets no frames.
//
// Running the entry: every chunk of the entry is preloaded, and the chunks are imported stage by stage, one task
// each, so that no single task evaluates React, MUI and the app together (docs/decisions/0009); the preloads take
// short tasks of their own too. The current path's lazy route chunk is preloaded with them, so it arrives with the
// entry instead of being asked for once the entry has run. The shop sets its text in the platform's own fonts
// (docs/decisions/0035): there are no web fonts to add.

/** The id of the data block (`<script type="application/json">`) that holds this build's file names. */
export const LOADER_DATA_ID = 'entry-after-first-paint';

/** How long after the first frame the entry runs where the browser reports no paint timing. */
export const NO_PAINT_TIMING_DELAY_MS = 300;

/** How long after the first frame the entry runs at the latest where it does, should no paint be reported. */
export const PAINT_TIMING_LIMIT_MS = 3_000;

/** How long after the first paint the entry waits at most for the page's priority picture. */
export const PRIORITY_PICTURE_WAIT_MS = 1_000;

/** What the build writes into the data block: everything that changes from one build to the next. */
export interface LoaderData {
  /** Every chunk the entry loads, preloaded at once. */
  files: string[];
  /** The chunks imported one per task, in evaluation order; the entry is the last. */
  stages: string[];
  /** Each lazy route's path pattern (a RegExp source), the chunks it adds to the entry's, and its own stages. */
  routes: RouteFiles[];
}

/**
 * `stages`: the route's large chunks that need nothing of the entry's own chunk (form libraries), imported one task
 * each before the entry, so that the route's chunk later evaluates little more than itself.
 */
export type RouteFiles = [pattern: string, files: string[], stages: string[]];

const NO_ROUTE: RouteFiles = ['', [], []];

/** The route at this path as the data names it; none for the eager home page or an unknown path. */
export function routeEntryAt(routes: RouteFiles[], pathname: string): RouteFiles | undefined {
  return routes.find(([pattern]) => new RegExp(pattern).test(pathname));
}

/** The chunks the route at this path adds to the entry's; none for the eager home page or an unknown path. */
export function routeAt(data: LoaderData, pathname: string): { files: string[]; stages: string[] } {
  const [, files, stages] = routeEntryAt(data.routes, pathname) ?? NO_ROUTE;
  return { files, stages };
}

interface LoaderLink {
  rel: string;
  crossOrigin: string | null;
  href: string;
}
/** The page's priority picture (`<img fetchpriority="high">`, its largest paint). */
interface LoaderImage {
  readonly complete: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void, options: { once: true }): void;
}

/** The part of `window` the loader uses (a page's `window` is one; tests pass a fake). */
export interface LoaderWindow {
  location: { readonly pathname: string };
  document: {
    readonly documentElement: { readonly dataset: { prerendered?: string } };
    readonly visibilityState: string;
    readonly head: { appendChild(node: never): unknown };
    querySelector?(selector: 'img[fetchpriority="high"]'): LoaderImage | null;
    createElement(tag: 'link'): LoaderLink;
  };
  /** This origin's storage: the loader only opens it. */
  localStorage?: { readonly length: number };
  PerformanceObserver?: new (callback: (list: { getEntriesByName(name: string): unknown[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, delay: number): unknown;
}

/** Module preloads added per task: adding one can cost a phone's main thread over ten milliseconds. */
export const PRELOADS_PER_TASK = 1;

/**
 * Imports the first stage, then in tasks of their own opens the storage and preloads every chunk
 * (the entry's and the current route's), PRELOADS_PER_TASK at a time, while the stages are imported one task each:
 * the entry's library stages, the current route's stages, then the entry. A stage that fails to load leaves the rest
 * to the entry, which then reports the error the usual way.
 */
export function runEntry(data: LoaderData, page: LoaderWindow, importModule: (url: string) => Promise<unknown>) {
  const { document } = page;
  const route = routeAt(data, page.location.pathname);
  const files = [...data.files, ...route.files];
  const preload = (batch: string[]) => () => {
    for (const file of batch) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link as never);
    }
  };
  // The first access to the origin's storage is slow (the browser reads it from disk): in a task of its own rather
  // than in the app's first render, which reads the session hint there (lib/auth/session-hint.ts).
  const openStorage = () => {
    try {
      void page.localStorage?.length;
    } catch {
      // Storage blocked: the session hint copes.
    }
  };
  const jobs = [preload(files.slice(0, PRELOADS_PER_TASK)), openStorage];
  for (let start = PRELOADS_PER_TASK; start < files.length; start += PRELOADS_PER_TASK)
    jobs.push(preload(files.slice(start, start + PRELOADS_PER_TASK)));
  const runJob = (index: number): void => {
    jobs[index]!();
    if (index + 1 < jobs.length) page.setTimeout(() => runJob(index + 1), 0);
  };
  const stages = [...data.stages.slice(0, -1), ...route.stages, ...data.stages.slice(-1)];
  const importStage = (index: number): void => {
    const last = index === stages.length - 1;
    importModule(stages[index]!).then(
      () => {
        if (!last) page.setTimeout(() => importStage(index + 1), 0);
      },
      (error: unknown) => {
        if (last) throw error;
        importStage(stages.length - 1);
      },
    );
  };
  runJob(0);
  importStage(0);
}

/** Runs the entry once: at once, or on a page prerendered for its path once its first contentful paint is on screen. */
export function startEntryLoader(
  data: LoaderData,
  page: LoaderWindow,
  importModule: (url: string) => Promise<unknown>,
): void {
  let started = false;
  const runOnce = () => {
    if (started) return;
    started = true;
    runEntry(data, page, importModule);
  };
  const { document } = page;
  if (document.documentElement.dataset.prerendered !== 'page' || document.visibilityState !== 'visible') {
    runOnce();
    return;
  }
  let paintTiming = false;
  try {
    new page.PerformanceObserver!((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) afterPriorityPicture(page, runOnce);
    }).observe({ type: 'paint', buffered: true });
    paintTiming = true;
  } catch {
    // No paint timing: the timer below runs the entry.
  }
  // Where the browser reports the paint, the timer is only a safety net: the first frame can come well before the
  // first contentful paint (a long page still being laid out), and the entry's requests and compiles would then
  // compete with that paint.
  const delay = paintTiming ? PAINT_TIMING_LIMIT_MS : NO_PAINT_TIMING_DELAY_MS;
  page.requestAnimationFrame(() => page.setTimeout(runOnce, delay));
}

/**
 * Runs `run` once the page's priority picture is on screen (loaded, then one frame), at most
 * PRIORITY_PICTURE_WAIT_MS later: the entry's requests would otherwise compete with the picture, and Lighthouse's
 * simulation counts every script that finished before the largest paint as holding it back.
 */
function afterPriorityPicture(page: LoaderWindow, run: () => void): void {
  const image = page.document.querySelector?.('img[fetchpriority="high"]');
  if (!image || image.complete) {
    run();
    return;
  }
  const afterFrame = () => page.requestAnimationFrame(() => page.setTimeout(run, 0));
  image.addEventListener('load', afterFrame, { once: true });
  image.addEventListener('error', run, { once: true });
  page.setTimeout(run, PRIORITY_PICTURE_WAIT_MS);
}
