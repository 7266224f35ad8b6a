// GET /api/product and /api/product/{id} through Hosting (Hosting emulator -> Functions emulator -> Firestore)
// against the floor: a raw Firestore REST read of the same documents on the same emulator.
import { PROJECT_ID } from '../lib/emulators.mjs';
import { compareLatency, fetchOk } from './latency.mjs';

// 'Bearer owner' is the emulator's admin token: the floor skips the rules like the API's Admin SDK does.
const OWNER = { headers: { authorization: 'Bearer owner' } };

export async function measureProductReads(ports, productId) {
  const shop = `http://127.0.0.1:${ports.hosting}/api`;
  const firestore = `http://127.0.0.1:${ports.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const list = await compareLatency(
    () => fetchOk(`${shop}/product`),
    () => fetchOk(`${firestore}/products`, OWNER),
  );
  const one = await compareLatency(
    () => fetchOk(`${shop}/product/${productId}`),
    () => fetchOk(`${firestore}/products/${productId}`, OWNER),
  );
  return { list, one };
}
