// An unpaid order left across a restart: the Cloud Tasks emulator's queue is in memory, so the suite started again
// from its export has the order but not its expiry task. `npm start`'s post-import step (requeueOrderExpiries)
// gives it back, and the order expires by itself. Emulators of its own, like restart.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { seedShippingIfEmpty } from '../../scripts/seed/shipping-zones.mjs';
import { testAdmin } from '../support/admin';
import { startSuite } from '../../scripts/lib/suite.mjs';
import { requeueOrderExpiries } from '../../scripts/lib/order-expiries.mjs';
import { createAccount } from '../support/accounts';
import { createProduct, orderDoc, productDoc } from '../api/helpers/fixtures';
import { placeOrderExpiringIn, storedEvents, waitFor } from '../api/helpers/order-moves';

const work = mkdtempSync(join(tmpdir(), 'toolshop-expiry-restart-'));
const exportDir = join(work, 'export');
const env = { TOOLSHOP_IMAGE_DIR: join(work, 'images') };
let suite: Awaited<ReturnType<typeof startSuite>> | undefined;
let clean = false;

afterAll(async () => {
  if (suite) await suite.stop();
  if (clean) rmSync(work, { recursive: true, force: true });
  else console.error(`Expiry restart test: emulator logs and data kept in ${work}`);
});

it('an unpaid order placed before a restart expires after it once npm start re-enqueues its task', async () => {
  suite = await startSuite({ logFile: join(work, 'emulators-1.log'), env, exportOnExit: exportDir });
  // The shop's zones and business details, as `npm start` seeds them: an order without an address ships home.
  await seedShippingIfEmpty(testAdmin().db);
  const customer = await createAccount();
  const productId = await createProduct({ available: 20 });
  const orderId = await placeOrderExpiringIn(customer, productId, 4, 5);
  await suite.stop();

  suite = await startSuite({ logFile: join(work, 'emulators-2.log'), env, importFrom: exportDir });
  // Past its deadline and, with the queue gone, still unpaid.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const order = await orderDoc(orderId);
  expect(order?.status).toBe('unpaid');
  expect((order!.expiresAt as { toMillis(): number }).toMillis()).toBeLessThan(Date.now() - 2000);
  expect((await productDoc(productId))?.available).toBe(16);

  await requeueOrderExpiries();
  const expired = await waitFor(
    () => orderDoc(orderId),
    (o) => o?.status === 'expired',
    30_000,
  );
  expect(expired?.status).toBe('expired');
  expect((await productDoc(productId))?.available).toBe(20);
  expect((await storedEvents(orderId)).map((e) => [e.from, e.to, e.by])).toEqual([['unpaid', 'expired', null]]);
  await suite.stop();
  suite = undefined;
  clean = true;
}, 600_000);
