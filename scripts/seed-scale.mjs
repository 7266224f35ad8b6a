// `node scripts/seed-scale.mjs`: adds 2,000 customers and 10,000 orders to the running emulators (npm start, or
// with TOOLSHOP_PORT_OFFSET the suite of that offset), for trying Manage All Order and MakeAdmin at scale.
// `--products[=N]` adds N generated products instead (5,000 by default), for the catalogue and its search.
// Only ever the emulators.
import { adminForEmulators } from './lib/admin-sdk.mjs';
import { ports } from './lib/emulators.mjs';
import { seedScale } from './seed/scale.mjs';
import { SCALE_PRODUCTS, seedScaleProducts } from './seed/scale-products.mjs';

const productsFlag = process.argv.slice(2).find((arg) => arg === '--products' || arg.startsWith('--products='));
if (productsFlag) {
  const count = productsFlag.includes('=') ? Number(productsFlag.split('=')[1]) : SCALE_PRODUCTS;
  if (!Number.isInteger(count) || count < 1) throw new Error(`--products wants a whole number, not ${productsFlag}`);
  const result = await seedScaleProducts(adminForEmulators().db, count);
  console.log(`Seeded ${result.products} products in ${result.seconds.toFixed(1)} s.`);
} else {
  const result = await seedScale(adminForEmulators(), ports());
  console.log(`Seeded ${result.users} customers and ${result.orders} orders in ${result.seconds.toFixed(1)} s.`);
}
process.exit(0);
