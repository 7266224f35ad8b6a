// `node scripts/seed-scale.mjs`: adds 2,000 customers and 10,000 orders to the running emulators (npm start, or
// with TOOLSHOP_PORT_OFFSET the suite of that offset), for trying Manage All Order and MakeAdmin at scale.
// Only ever the emulators.
import { adminForEmulators } from './lib/admin-sdk.mjs';
import { ports } from './lib/emulators.mjs';
import { seedScale } from './seed/scale.mjs';

const result = await seedScale(adminForEmulators(), ports());
console.log(`Seeded ${result.users} customers and ${result.orders} orders in ${result.seconds.toFixed(1)} s.`);
process.exit(0);
