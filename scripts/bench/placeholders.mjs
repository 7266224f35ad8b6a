// The bench's results with a stand-in for every section --only left out, so the table builder sees one shape.

/** Sections left out with --only still need a shape for the table builder. */
export function withPlaceholders(r) {
  const latency = {
    calls: 0,
    subject: { p50: NaN, p95: NaN },
    floor: { p50: NaN, p95: NaN },
    ratioP50: NaN,
    ratioP95: NaN,
  };
  // Every measured section passes on as it is; the placeholders stand in only for the ones that were not measured.
  return {
    ...r,
    bundle: r.bundle,
    pages: r.pages ?? [],
    floors: r.floors ?? [],
    presses: r.presses ?? [],
    reads: r.reads ?? { list: latency, one: latency },
    orders: r.orders ?? { available: false, status: 0 },
    prices: r.prices ?? null,
    concurrency: r.concurrency ?? null,
    payments: r.payments ?? null,
    checkout: r.checkout ?? { available: false, status: 0 },
    accountCheckout: r.accountCheckout ?? null,
    checkoutConcurrency: r.checkoutConcurrency ?? null,
    quote: r.quote ?? { available: false, status: 0 },
    scale: r.scale ?? null,
    catalogue: r.catalogue ?? null,
  };
}
