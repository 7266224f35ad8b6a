import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, startEntryLoader, type LoaderData, type LoaderWindow } from './entry-loader';

const DATA: LoaderData = {
  files: ['/assets/react.js', '/assets/libraries.js', '/assets/index.js'],
  stages: ['/assets/react.js', '/assets/index.js'],
  routes: [
    ['^/login/?$', ['/assets/login-page.js', '/assets/forms.js', '/assets/auth-card.js'], ['/assets/forms.js']],
    ['^/products/[^/]+/?$', ['/assets/product-page.js'], []],
  ],
};

/** A page whose timers, frames and paint entries the test fires by hand; it records what the loader does. */
function fakePage({
  prerendered = 'page',
  visible = true,
  paintTiming = true,
  pathname = '/',
  priorityPicture = undefined as { complete: boolean } | undefined,
} = {}) {
  const pictureListeners: Record<string, () => void> = {};
  const picture = priorityPicture && {
    get complete() {
      return priorityPicture.complete;
    },
    addEventListener: (type: 'load' | 'error', listener: () => void) => {
      pictureListeners[type] = listener;
    },
  };
  const appended: Record<string, unknown>[] = [];
  const imported: string[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const storage = { opened: 0 };
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const failing = new Set<string>();
  class FakePerformanceObserver {
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const page: LoaderWindow = {
    location: { pathname },
    document: {
      documentElement: { dataset: { prerendered } },
      visibilityState: visible ? 'visible' : 'hidden',
      head: { appendChild: (node: never) => appended.push(node) },
      createElement: ((tag: string) => ({ tag })) as never,
      querySelector: () => picture ?? null,
    },
    ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver as never } : {}),
    localStorage: {
      get length() {
        storage.opened += 1;
        return 0;
      },
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, delay) => timers.push({ callback, delay }),
  };
  const importModule = (url: string) => {
    imported.push(url);
    return failing.has(url) ? Promise.reject(new Error(`${url} failed`)) : Promise.resolve();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs the pending timers (each one a task of its own in a browser), letting promises settle between them. */
  const runTimers = async () => {
    await settle();
    while (timers.length) {
      timers.shift()!.callback();
      await settle();
    }
  };
  const start = () => startEntryLoader(DATA, page, importModule);
  return {
    start,
    appended,
    imported,
    timers,
    frames,
    storage,
    failing,
    runTimers,
    settle,
    paint: () => paintObserver,
    pictureListeners,
  };
}

describe('the inline loader', () => {
  it('runs the entry at once where no prerendered home page can paint without it', async () => {
    const page = fakePage({ prerendered: 'hidden' });
    page.start();
    expect(page.imported).toEqual(['/assets/react.js']);
    await page.runTimers();
    expect(page.appended.filter((node) => node.tag === 'link')).toEqual(
      DATA.files.map((href) => ({ tag: 'link', rel: 'modulepreload', crossOrigin: '', href })),
    );
    expect(page.imported).toEqual(DATA.stages);
  });

  it('runs the entry at once in a hidden tab, which gets no frames', () => {
    const page = fakePage({ visible: false });
    page.start();
    expect(page.imported).toEqual(['/assets/react.js']);
  });

  it('imports each stage in a task of its own, after the previous one has loaded', async () => {
    const page = fakePage({ prerendered: 'hidden' });
    page.start();
    await page.settle();
    expect(page.imported).toEqual(['/assets/react.js']);
    while (page.timers.length) {
      const before = page.imported.length;
      const timer = page.timers.shift()!;
      expect(timer.delay).toBe(0);
      timer.callback();
      expect(page.imported.length - before).toBeLessThanOrEqual(1);
      await page.settle();
    }
    expect(page.imported).toEqual(DATA.stages);
  });

  it("imports the current route's stages after the entry's library stages and before the entry", async () => {
    const page = fakePage({ prerendered: 'hidden', pathname: '/login' });
    page.start();
    await page.runTimers();
    expect(page.imported).toEqual(['/assets/react.js', '/assets/forms.js', '/assets/index.js']);
  });

  it('opens the storage and adds a few preloads at a time, each in a task of its own', async () => {
    const page = fakePage({ prerendered: 'hidden', pathname: '/login' });
    const links = () => page.appended.filter((node) => node.tag === 'link').length;
    page.start();
    expect(links()).toBe(PRELOADS_PER_TASK);
    expect(page.storage.opened).toBe(0);
    page.timers.shift()!.callback();
    expect(page.storage.opened).toBe(1);
    expect(links()).toBe(PRELOADS_PER_TASK);
    while (page.timers.length) {
      const before = links();
      page.timers.shift()!.callback();
      expect(links() - before).toBeLessThanOrEqual(PRELOADS_PER_TASK);
      await page.settle();
    }
    expect(links()).toBe(DATA.files.length + 3);
  });

  it('on the prerendered home page waits for the first contentful paint, and runs the entry once', async () => {
    const page = fakePage();
    page.start();
    expect(page.imported).toEqual([]);
    page.paint()!({ getEntriesByName: () => [] });
    expect(page.imported).toEqual([]);
    page.paint()!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(page.imported).toEqual(['/assets/react.js']);
    page.frames.forEach((frame) => frame());
    await page.runTimers();
    expect(page.imported).toEqual(DATA.stages);
    expect(page.appended.filter((node) => node.tag === 'link')).toHaveLength(DATA.files.length);
  });

  it("after the first paint, waits for a page's priority picture to load and show, at most a second", async () => {
    const firstPaint = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
    const loading = fakePage({ priorityPicture: { complete: false } });
    loading.start();
    loading.frames.shift()!(); // the no-paint-timing fallback's frame: its 300 ms timer is pending
    loading.timers.length = 0;
    loading.paint()!(firstPaint);
    expect(loading.imported).toEqual([]);
    expect(loading.timers.map((timer) => timer.delay)).toEqual([1_000]);
    loading.pictureListeners.load!();
    expect(loading.imported).toEqual([]);
    loading.frames.shift()!();
    expect(loading.timers.map((timer) => timer.delay)).toEqual([1_000, 0]);
    loading.timers.pop()!.callback();
    expect(loading.imported).toEqual(['/assets/react.js']);

    const slow = fakePage({ priorityPicture: { complete: false } });
    slow.start();
    slow.frames.length = 0;
    slow.paint()!(firstPaint);
    slow.timers.find((timer) => timer.delay === 1_000)!.callback();
    expect(slow.imported).toEqual(['/assets/react.js']);

    const loaded = fakePage({ priorityPicture: { complete: true } });
    loaded.start();
    loaded.paint()!(firstPaint);
    expect(loaded.imported).toEqual(['/assets/react.js']);
  });

  it('without paint timing, runs the entry 300 ms after the first frame', () => {
    const page = fakePage({ paintTiming: false });
    page.start();
    expect(page.imported).toEqual([]);
    page.frames.shift()!();
    expect(page.timers.map((timer) => timer.delay)).toEqual([300]);
    page.timers.shift()!.callback();
    expect(page.imported).toEqual(['/assets/react.js']);
  });

  it('with paint timing, waits for the first contentful paint after the first frame, three seconds at most', () => {
    const page = fakePage();
    page.start();
    page.frames.shift()!();
    expect(page.timers.map((timer) => timer.delay)).toEqual([3000]);
    page.timers.shift()!.callback();
    expect(page.imported).toEqual(['/assets/react.js']);
  });

  it('leaves the rest to the entry when a stage fails to load', async () => {
    const page = fakePage({ prerendered: 'hidden' });
    page.failing.add('/assets/react.js');
    page.start();
    await page.settle();
    expect(page.imported).toEqual(['/assets/react.js', '/assets/index.js']);
  });
});

describe('the current route chunk', () => {
  it('is preloaded with the entry on a lazy route, in the tasks that preload the entry', async () => {
    const page = fakePage({ prerendered: 'hidden', pathname: '/login' });
    page.start();
    await page.runTimers();
    const preloads = page.appended.filter((node) => node.rel === 'modulepreload').map((node) => node.href);
    expect(preloads).toEqual([...DATA.files, '/assets/login-page.js', '/assets/forms.js', '/assets/auth-card.js']);
  });

  it('is nothing more on the home page or a path no lazy route has', async () => {
    for (const pathname of ['/', '/nowhere/deep']) {
      const page = fakePage({ prerendered: 'hidden', pathname });
      page.start();
      await page.runTimers();
      expect(page.appended.filter((node) => node.rel === 'modulepreload').map((node) => node.href)).toEqual(DATA.files);
    }
  });
});
