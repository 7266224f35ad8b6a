// GET /api/prices for a screen of 24 products, asked by a trade buyer (a member of an approved company with 10%
// off), against GET /api/product/{id} through Hosting in the same run: a signed-in page's one prices call must cost
// no more than 1.5x a product read. The company and its membership are written with the Admin SDK, as the API
// stores them (customer.mjs), and the products are the bench's own.
import { benchCompany, benchCustomers, benchProduct } from './customer.mjs';
import { compareLatency, fetchOk } from './latency.mjs';

export const PRICED_PRODUCTS = 24;

export async function measureTradePrices(ports, { db, auth }, productId) {
  const shop = `http://127.0.0.1:${ports.hosting}/api`;
  const [buyer] = await benchCustomers(auth, ports, 1);
  await benchCompany(db, [buyer]);
  const stamp = Date.now();
  const ids = await Promise.all(
    Array.from({ length: PRICED_PRODUCTS }, (_, i) => benchProduct(db, `bench-prices-${stamp}-${i}`, 100)),
  );
  const signedIn = { headers: { authorization: `Bearer ${buyer.token}` } };
  const pricesUrl = `${shop}/prices?ids=${ids.join(',')}`;
  // The instances' live catalogue learns new products within moments: the call answers every one before timing.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(pricesUrl, signedIn);
    const text = await response.text();
    const priced = Object.values((response.ok && JSON.parse(text).prices) || {});
    if (priced.length === PRICED_PRODUCTS && priced.every(({ price, listPrice }) => price < listPrice)) break;
    if (Date.now() > deadline)
      throw new Error(
        `GET /api/prices did not answer ${PRICED_PRODUCTS} trade prices within 30 s: ${response.status} ${text.slice(0, 160)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const result = await compareLatency(
    () => fetchOk(pricesUrl, signedIn),
    () => fetchOk(`${shop}/product/${productId}`),
  );
  return { products: PRICED_PRODUCTS, ...result };
}
