// POST /api/checkout/quote with 5 lines through Hosting, against its floor: the same 5 products read in one
// getAll by the Admin SDK, in the same run (the quote reads them, and the address's zone beside them).
import { benchProduct } from './customer.mjs';
import { compareLatency } from './latency.mjs';
import { checkoutBody } from './checkout.mjs';

const LINES = 5;

export async function measureQuote(ports, db, customers) {
  const productIds = await Promise.all(
    Array.from({ length: LINES }, (_, i) => benchProduct(db, `bench-quote-${Date.now()}-${i}`, 1_000)),
  );
  const { mobile: _mobile, ...body } = checkoutBody(productIds);
  const quote = (i) =>
    fetch(`http://127.0.0.1:${ports.hosting}/api/checkout/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customers[i % customers.length].token}` },
      body: JSON.stringify(body),
    });
  const probe = await quote(0);
  await probe.text();
  if (probe.status !== 200) return { available: false, status: probe.status };
  const refs = productIds.map((id) => db.doc(`products/${id}`));
  const result = await compareLatency(
    async (i) => {
      const response = await quote(i);
      const text = await response.text();
      if (response.status !== 200) throw new Error(`POST /api/checkout/quote: ${response.status} ${text}`);
    },
    () => db.getAll(...refs),
  );
  return { available: true, lines: LINES, ...result };
}
