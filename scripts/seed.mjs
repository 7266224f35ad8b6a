// `npm run seed`: loads the demo data into running emulators (only ever the emulators).
import { adminForEmulators } from './lib/admin-sdk.mjs';
import { seedIfEmpty } from './seed/seed.mjs';

const result = await seedIfEmpty(adminForEmulators(), { demoOrders: true });
console.log(
  result.seeded
    ? `Seeded ${result.products} products, ${result.reviews} reviews, ${result.accounts} accounts, ${result.orders} shipped demo orders.`
    : 'Products exist already: nothing seeded.',
);
process.exit(0);
