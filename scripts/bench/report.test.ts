import { describe, expect, it } from 'vitest';
import { budgetRows } from './report.mjs';

const latency = { calls: 0, subject: { p50: 1, p95: 1 }, floor: { p50: 1, p95: 1 }, ratioP50: 1, ratioP95: 1 };
const base = {
  bundle: { home: { jsGzip: 100_000, jsBeforeFirstPaintGzip: 50_000, cssGzip: 1000 }, lazy: [] },
  pages: [],
  reads: { list: latency, one: latency },
  orders: { available: false, status: 0 },
  concurrency: null,
  scale: null,
};
const rowsOf = (section: string, extra: object) =>
  budgetRows({ ...base, ...extra }).filter((row: { section: string }) => row.section === section);

describe('floor rows', () => {
  it('judge the page LCP over the floor LCP against 1.2x, with every run', () => {
    const floors = [
      { label: '/', pageLcpMs: 1100, floorLcpMs: 1000, ratio: 1.1, pageRuns: [1100, 1200], floorRuns: [1000, 990] },
      { label: '/products/{id}', pageLcpMs: 1300, floorLcpMs: 1000, ratio: 1.3, pageRuns: [1300], floorRuns: [1000] },
    ];
    const [home, product] = rowsOf('floor', { floors });
    expect(home).toMatchObject({
      measure: '/: LCP vs its floor',
      value: '1100 ms / floor 1000 ms = 1.10x (runs: page 1100, 1200; floor 1000, 990)',
      result: 'PASS',
    });
    expect(product.result).toBe('FAIL');
  });

  it("name the page's LCP element when it is not the photo", () => {
    const floors = [
      {
        label: '/c',
        pageLcpMs: 800,
        floorLcpMs: 800,
        ratio: 1,
        pageRuns: [800],
        floorRuns: [800],
        pageLcpTags: ['h1'],
      },
    ];
    expect(rowsOf('floor', { floors })[0].value).toBe(
      "800 ms / floor 800 ms = 1.00x (runs: page 800; floor 800); the page's LCP element: <h1>",
    );
  });

  it('show a route this build does not serve as not measured, never PASS', () => {
    const [row] = rowsOf('floor', { floors: [{ label: '/category/{slug}', notMeasured: '/category/x answers 404' }] });
    expect(row).toMatchObject({ value: 'not measured: /category/x answers 404', result: 'n/a' });
  });
});

describe('slow-cpu rows', () => {
  const page = (label: string, tbts: number[], tbtMs: number, cpuSlowdown = 8) => ({
    label,
    tbtMs,
    performance: 90,
    runs: tbts.map((tbt) => ({ tbtMs: tbt, cpuSlowdown })),
  });

  it('judge each public page TBT at 8x against 200 ms, with every run and the score beside it', () => {
    const rows = rowsOf('slow-cpu', { slowPages: [page('/', [150, 190, 260], 190), page('/search?q=', [300], 300)] });
    expect(rows).toEqual([
      {
        section: 'slow-cpu',
        measure: '/: TBT at 8x',
        value: '190 ms (runs: 150, 190, 260)',
        budget: '<= 200 ms',
        result: 'PASS',
      },
      { section: 'slow-cpu', measure: '/: performance at 8x', value: '90', budget: '', result: '' },
      {
        section: 'slow-cpu',
        measure: '/search?q=: TBT at 8x',
        value: '300 ms (runs: 300)',
        budget: '<= 200 ms',
        result: 'FAIL',
      },
      { section: 'slow-cpu', measure: '/search?q=: performance at 8x', value: '90', budget: '', result: '' },
    ]);
  });

  it("write each run's benchmark index beside its TBT when the reports give it", () => {
    const measured = {
      ...page('/blog', [90, 640], 365),
      runs: [
        { tbtMs: 90.4, cpuSlowdown: 8, benchmarkIndex: 2534 },
        { tbtMs: 640, cpuSlowdown: 8, benchmarkIndex: 1530.5 },
      ],
    };
    const [row] = rowsOf('slow-cpu', { slowPages: [measured] });
    expect(row).toMatchObject({ value: '365 ms (runs: 90, 640; benchmark index 2534, 1531)', result: 'FAIL' });
  });

  it('never pass a run Lighthouse measured at another slowdown', () => {
    const [row] = rowsOf('slow-cpu', { slowPages: [page('/login', [50], 50, 4)] });
    expect(row).toMatchObject({ value: '50 ms (runs: 50); slowdown applied: 4', result: 'FAIL' });
  });
});

describe('inp rows', () => {
  it('judge each p75 against 200 ms and show missing controls and failures', () => {
    const presses = [
      { name: 'menu', samples: [16, 80, 120, 300], p75: 120 },
      { name: 'faq', samples: [250, 260], p75: 260 },
      { name: 'cart', notMeasured: '/cart answers 404' },
      { name: 'search', error: 'Timeout 60000ms exceeded' },
    ];
    expect(rowsOf('inp', { presses }).map((row: { value: string; result: string }) => [row.value, row.result])).toEqual(
      [
        ['120 ms (4 presses: 16, 80, 120, 300)', 'PASS'],
        ['260 ms (2 presses: 250, 260)', 'FAIL'],
        ['not measured: /cart answers 404', 'n/a'],
        ['failed: Timeout 60000ms exceeded', 'FAIL'],
      ],
    );
  });
});

describe('catalogue rows', () => {
  const slow = { ...latency, subject: { p50: 3, p95: 3 }, ratioP50: 3, ratioP95: 3 };
  const inInstance = { p50: 1 };
  const page = { performance: 96, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1600, tbtMs: 10, cls: 0 };
  const catalogue = {
    seed: { products: 5000, seconds: 4 },
    word: latency,
    prefix: latency,
    filter: slow,
    fresh: { word: slow, prefix: latency, filter: latency },
    index: {
      products: 5000,
      indexBytes: 20e6,
      buildMs: 300,
      latency: { word: inInstance, prefix: inInstance, typo: inInstance, sku: inInstance, filter: inInstance },
    },
    pages: [{ ...page, label: '/search?q=' }],
  };
  const row = (start: string) =>
    rowsOf('catalogue', { catalogue }).find((r: { measure: string }) => r.measure.startsWith(start));

  it('judge the repeated searches against 1.5x and show the never-asked ones for reference only', () => {
    expect(row('GET /api/search a filter (').result).toBe('FAIL');
    expect(row('GET /api/search a word, each call')).toMatchObject({ budget: '(p50 <= 1.5x)', result: '' });
  });

  it('judge the search page at 5,000 products on the page targets, its LCP included', () => {
    expect(row('/search?q= at 5,000 products: performance').result).toBe('PASS');
    expect(row('/search?q= at 5,000 products: LCP')).toMatchObject({ value: '1600 ms', result: 'FAIL' });
  });
});

describe('latency rows', () => {
  const settledAfter = (waitedMs: number, quiet = true) => ({ ...latency, settled: { waitedMs, busy: 0.4, quiet } });

  it('show how long the machine took to settle after the warm-up only where it had to wait', () => {
    const valueOf = (one: object) => rowsOf('api', { reads: { list: latency, one } })[1].value;
    expect(valueOf(settledAfter(3_000))).toBe('p50 1 ms / floor 1 ms = 1.00x; p95 1 ms / 1 ms = 1.00x');
    expect(valueOf(settledAfter(26_000))).toBe('p50 1 ms / floor 1 ms = 1.00x; p95 1 ms / 1 ms = 1.00x; settled 26 s');
    expect(valueOf(settledAfter(30_000, false))).toBe(
      'p50 1 ms / floor 1 ms = 1.00x; p95 1 ms / 1 ms = 1.00x; settled 30 s (still 40% busy)',
    );
  });
});

describe('trade prices row', () => {
  it("judges GET /api/prices for a screen's products against 1.5x of a product read, n/a when not measured", () => {
    const row = (prices: object | null) =>
      rowsOf('api', { prices }).find((r: { measure: string }) => r.measure.startsWith('GET /api/prices'));
    expect(row({ ...latency, products: 24, ratioP50: 1.4 })).toMatchObject({
      measure: 'GET /api/prices for 24 products (a trade buyer) vs GET /api/product/{id} (0 calls)',
      budget: 'p50 <= 1.5x',
      result: 'PASS',
    });
    expect(row({ ...latency, products: 24, ratioP50: 1.6 })).toMatchObject({ result: 'FAIL' });
    expect(row(null)).toMatchObject({ value: 'n/a (not measured)', budget: 'p50 <= 1.5x', result: 'n/a' });
  });
});

describe('checkout on account row', () => {
  const row = (accountCheckout: object | null) =>
    rowsOf('checkout', { accountCheckout }).find((r: { measure: string }) =>
      r.measure.startsWith('POST /api/checkout on account'),
    );

  it("judges a trade buyer's 5-line checkout on account against 2x of its bare transaction", () => {
    const measured = { ...latency, available: true, lines: 5, calls: 200, subject: { p50: 90, p95: 150 } };
    expect(row({ ...measured, floor: { p50: 50, p95: 60 }, ratioP50: 1.8, ratioP95: 2.5 })).toEqual({
      section: 'checkout',
      measure: 'POST /api/checkout on account, 5 lines, vs bare transaction (200 calls)',
      value: 'p50 90 ms / floor 50 ms = 1.80x; p95 150 ms / 60 ms = 2.50x',
      budget: 'p50 <= 2x',
      result: 'PASS',
    });
    expect(row({ ...measured, ratioP50: 2.01 })).toMatchObject({ result: 'FAIL' });
  });

  it('shows n/a with the answer when the call does not answer 201, never a figure', () => {
    expect(row({ available: false, status: 409, message: '{"message":"Pay on account needs net terms"}' })).toEqual({
      section: 'checkout',
      measure: 'POST /api/checkout on account, 5 lines, vs bare transaction',
      value: 'n/a (POST /api/checkout on account answered 409: {"message":"Pay on account needs net terms"})',
      budget: 'p50 <= 2x',
      result: 'n/a',
    });
    expect(row(null)).toMatchObject({ value: 'n/a (not measured)', result: 'n/a' });
  });
});

describe('payment burst rows', () => {
  const burst = {
    available: true,
    burst: 200,
    lone: { p50: 40, p95: 60 },
    concurrent: { p50: 900, p95: 1700 },
    confirm: { lone: { p50: 20, p95: 30 }, concurrent: { p50: 45, p95: 85 } },
    ok: 200,
    server5xx: 0,
    wallMs: 4000,
    numberedAfterMs: 2500,
    consecutive: true,
    salesExact: true,
  };

  it('pass when every payment answered 200, its own time within 3x of a lone one, and the books came out exact in time', () => {
    const rows = rowsOf('payments', { payments: burst });
    expect(rows.filter((row: { result: string }) => row.result).map((row: { result: string }) => row.result)).toEqual([
      'PASS',
      'PASS',
      'PASS',
      'PASS',
      'PASS',
    ]);
  });

  it('fail on a 504, a p95 past 3x, numbers late or with a gap, or a sales day that differs', () => {
    const rows = rowsOf('payments', {
      payments: {
        ...burst,
        ok: 199,
        server5xx: 1,
        confirm: { lone: { p50: 20, p95: 30 }, concurrent: { p50: 45, p95: 91 } },
        numberedAfterMs: 12_000,
        salesExact: false,
      },
    });
    expect(rows.filter((row: { result: string }) => row.result).map((row: { result: string }) => row.result)).toEqual([
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
    ]);
    const gap = rowsOf('payments', { payments: { ...burst, consecutive: false } });
    const callerRow = rows.find((row: { measure: string }) => row.measure.includes("caller's time"));
    expect(callerRow).toMatchObject({ value: '1700 ms / 60 ms = 28.33x; p50 900 ms / 40 ms', result: '' });
    expect(gap.find((row: { measure: string }) => row.measure.startsWith('invoice numbers'))!.result).toBe('FAIL');
  });
});
