// The rows of what runs at once: parallel orders and checkouts on scarce stock, and a burst of payments.
import { ms, verdict, x } from './row-format.mjs';

const BURST_LABEL = 200;

/** What a race's rows say when its API did not answer: [measure, why, budget]. */
const NOT_ANSWERING = {
  concurrency: ['40 parallel orders on 10 units', 'order API not answering 200/201', '10 accepted, 0 left, 0 5xx'],
  checkout: [
    '40 parallel two-line checkouts on 10 units',
    'checkout API not answering 201',
    '10 accepted, 0 left reserved, 0 5xx',
  ],
};

/**
 * A race on scarce stock: as many accepted as there were units, then each count that must be 0 (`zeros`, measure ->
 * value), the 5xx answers, the refusals and the wall time. `described(race)` answers [what raced, zeros].
 */
function raceRows(add, section, race, described) {
  if (!race) {
    const [measure, why, budget] = NOT_ANSWERING[section];
    add(section, measure, `n/a (${why})`, budget, 'n/a');
    return;
  }
  const [what, zeros] = described(race);
  add(section, `${what}: accepted`, String(race.accepted), `= ${race.units}`, verdict(race.accepted === race.units));
  for (const [measure, value] of Object.entries(zeros))
    add(section, measure, String(value), '= 0', verdict(value === 0));
  add(section, '5xx answers', String(race.server5xx), '= 0', verdict(race.server5xx === 0));
  add(section, 'rejected (4xx) / network errors', `${race.rejected4xx} / ${race.networkErrors}`);
  add(section, 'wall time', ms(race.wallMs));
}

export function concurrencyRows(add, concurrency) {
  raceRows(add, 'concurrency', concurrency, (c) => [
    `${c.orders} parallel orders on ${c.units} units`,
    { 'stock left': c.left },
  ]);
}

export function paymentRows(add, payments) {
  if (payments?.available) {
    const p = payments;
    add(
      'payments',
      `${p.burst} concurrent payments: answered 200`,
      String(p.ok),
      `= ${p.burst}`,
      verdict(p.ok === p.burst),
    );
    add('payments', '5xx answers', String(p.server5xx), '= 0', verdict(p.server5xx === 0));
    const confirm = p.confirm ?? { lone: {}, concurrent: {} };
    add(
      'payments',
      "p95 at once vs a lone payment: the payment's own time (Server-Timing)",
      `${ms(confirm.concurrent.p95)} / ${ms(confirm.lone.p95)} = ${x(confirm.concurrent.p95 / confirm.lone.p95)}; p50 ${ms(confirm.concurrent.p50)} / ${ms(confirm.lone.p50)}`,
      '<= 3x',
      verdict(confirm.concurrent.p95 <= 3 * confirm.lone.p95),
    );
    add(
      'payments',
      "p95 at once vs a lone payment: the caller's time (with the emulator's queue)",
      `${ms(p.concurrent.p95)} / ${ms(p.lone.p95)} = ${x(p.concurrent.p95 / p.lone.p95)}; p50 ${ms(p.concurrent.p50)} / ${ms(p.lone.p50)}`,
    );
    add(
      'payments',
      'invoice numbers consecutive, after the last payment',
      p.numberedAfterMs === null
        ? 'not all numbered in 60 s'
        : `${p.consecutive ? 'yes' : 'NO'}, ${ms(p.numberedAfterMs)}`,
      'yes, <= 10000 ms',
      verdict(p.consecutive && p.numberedAfterMs !== null && p.numberedAfterMs <= 10_000),
    );
    add(
      'payments',
      'sales day = sum of the orders',
      p.salesExact ? 'exact' : 'differs',
      'exact',
      verdict(p.salesExact),
    );
    add('payments', 'burst wall time', ms(p.wallMs));
  } else if (payments) {
    add('payments', `${BURST_LABEL} concurrent payments`, `n/a (order API answered ${payments.status})`, '', 'n/a');
  }
}

export function checkoutConcurrencyRows(add, checkoutConcurrency) {
  raceRows(add, 'checkout', checkoutConcurrency, (c) => [
    `${c.checkouts} parallel two-line checkouts, ${c.units} units of one line`,
    { 'scarce stock left': c.scarceLeft, 'left reserved by losers': c.reservedByLosers },
  ]);
}
