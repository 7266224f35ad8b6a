// The rows of what runs at once: parallel orders and checkouts on scarce stock, and a burst of payments.
import { ms, verdict, x } from './row-format.mjs';

const BURST_LABEL = 200;

export function concurrencyRows(add, concurrency) {
  if (concurrency) {
    const c = concurrency;
    add(
      'concurrency',
      `${c.orders} parallel orders on ${c.units} units: accepted`,
      String(c.accepted),
      `= ${c.units}`,
      verdict(c.accepted === c.units),
    );
    add('concurrency', 'stock left', String(c.left), '= 0', verdict(c.left === 0));
    add('concurrency', '5xx answers', String(c.server5xx), '= 0', verdict(c.server5xx === 0));
    add('concurrency', 'rejected (4xx) / network errors', `${c.rejected4xx} / ${c.networkErrors}`);
    add('concurrency', 'wall time', ms(c.wallMs));
  } else {
    add(
      'concurrency',
      '40 parallel orders on 10 units',
      'n/a (order API not answering 200/201)',
      '10 accepted, 0 left, 0 5xx',
      'n/a',
    );
  }
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
  if (checkoutConcurrency) {
    const c = checkoutConcurrency;
    add(
      'checkout',
      `${c.checkouts} parallel two-line checkouts, ${c.units} units of one line: accepted`,
      String(c.accepted),
      `= ${c.units}`,
      verdict(c.accepted === c.units),
    );
    add('checkout', 'scarce stock left', String(c.scarceLeft), '= 0', verdict(c.scarceLeft === 0));
    add('checkout', 'left reserved by losers', String(c.reservedByLosers), '= 0', verdict(c.reservedByLosers === 0));
    add('checkout', '5xx answers', String(c.server5xx), '= 0', verdict(c.server5xx === 0));
    add('checkout', 'rejected (4xx) / network errors', `${c.rejected4xx} / ${c.networkErrors}`);
    add('checkout', 'wall time', ms(c.wallMs));
  } else {
    add(
      'checkout',
      '40 parallel two-line checkouts on 10 units',
      'n/a (checkout API not answering 201)',
      '10 accepted, 0 left reserved, 0 5xx',
      'n/a',
    );
  }
}
