// `npm start`: build, start the emulator suite, seed once, print the shop URL and the demo accounts.
// The shop's emails go to a local mail catcher (maildev), whose URL is printed beside the shop's.
// Data survives restarts (export on exit, import on start, in .emulator-data/; with TOOLSHOP_PORT_OFFSET=N in
// .cache/run-N/). `npm start -- --fresh` starts clean. The build goes where the emulators of this offset serve
// from (scripts/lib/build.mjs), every port must be free first, and the shop is announced only once the page and
// the API both answer 200 (scripts/lib/suite.mjs, as for the bench and the restart test). Ctrl-C stops everything:
// firebase-tools gets SIGINT (so it exports), then its whole process group is ended.
import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CACHE_DIR, EMULATORS, ROOT, portOffset, ports } from './lib/emulators.mjs';
import { step } from './lib/run.mjs';
import { buildForEmulators } from './lib/build.mjs';
import { busyPorts, busyPortsMessage } from './lib/free-ports.mjs';
import { spawnSuite } from './lib/suite.mjs';
import { adminForEmulators } from './lib/admin-sdk.mjs';
import { backfillOrderSearch, rebuildSalesReportOfOlderData, requeueOrderExpiries } from './lib/order-expiries.mjs';
import { mailEnv, startMailCatcher } from './lib/mail-catcher.mjs';
import { seedIfEmpty } from './seed/seed.mjs';
import { seedDemoPosts } from './seed/demo-posts.mjs';
import { seedAccounts } from './seed/accounts.mjs';

const fresh = process.argv.includes('--fresh');
const skipBuild = process.argv.includes('--no-build');
const offset = portOffset();
// A run at another offset keeps its data apart: it must never export over the default run's data.
const dataDir = offset === 0 ? join(ROOT, '.emulator-data') : join(CACHE_DIR, `run-${offset}`, 'emulator-data');
const imageDir = offset === 0 ? join(ROOT, '.local-images') : join(CACHE_DIR, `run-${offset}`, 'local-images');
const p = ports();

const busy = await busyPorts(p);
if (busy.length) {
  console.error(busyPortsMessage(busy, offset));
  process.exit(1);
}

if (fresh) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(imageDir, { recursive: true, force: true });
}

if (!skipBuild) {
  step('Building functions and web');
  const dirs = await buildForEmulators(offset);
  console.log(`Built into ${dirs.web} and ${dirs.functions}`);
}

step('Starting the mail catcher (maildev)');
const mailCatcher = await startMailCatcher({ logFile: join(CACHE_DIR, `maildev-${offset}.log`) });

step(`Starting the Firebase Emulator Suite (${EMULATORS})`);
const emulatorLog = join(CACHE_DIR, `emulators-${offset}.log`);
const suite = spawnSuite({
  logFile: emulatorLog,
  echo: true,
  env: { TOOLSHOP_IMAGE_DIR: imageDir, ...mailEnv(p) },
  exportOnExit: dataDir,
  importFrom: existsSync(join(dataDir, 'firebase-export-metadata.json')) ? dataDir : undefined,
});

let stopping = false;
async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping the emulators (exporting data to ${dataDir})...`);
  const outcome = await suite.stop({ graceMs: 60_000 });
  if (!outcome.exitedCleanly)
    console.error(`The emulators did not finish within 60 s: the export to ${dataDir} may be incomplete.`);
  if (outcome.processesLeftAfterExit.length)
    console.log(`Ended what the emulators left running: ${outcome.processesLeftAfterExit.join(', ')}.`);
  if (outcome.processesStillRunning.length || outcome.portsStillOpen.length)
    console.error(
      `Still running: ${[...outcome.processesStillRunning, ...outcome.portsStillOpen.map((name) => `port of ${name}`)].join(', ')}.`,
    );
  await mailCatcher.stop();
  process.exit(exitCode);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
// Once running, the emulators ending by themselves ends the shop too.
suite.ready.then(
  () =>
    suite.exited.then(async (code) => {
      if (stopping) return;
      await mailCatcher.stop();
      process.exit(code ?? 1);
    }),
  () => {},
);

const shopUrl = `http://127.0.0.1:${p.hosting}`;
try {
  await suite.ready;
  const admin = adminForEmulators();
  const result = await seedIfEmpty(admin, { demoOrders: true });
  // The demo blog posts are npm start's alone: the tests' fresh data keeps SPEC's empty blog.
  const posts = result.seeded ? await seedDemoPosts(admin.db) : 0;
  console.log(
    result.seeded
      ? `Seeded ${result.products} products, ${result.reviews} reviews, ${result.accounts} accounts, ${result.orders} shipped demo orders with serials and ${posts} demo posts.`
      : 'Existing data kept (use `npm start -- --fresh` to start clean).',
  );
  // Imported unpaid orders lost their expiry tasks with the previous run's in-memory queue.
  await requeueOrderExpiries();
  // Imported orders of before Manage All Order's search keys get theirs (a no-op once they have them).
  await backfillOrderSearch();
  // Imported sales days whose refunds did not yet take back goods, shipping and tax are rebuilt from the orders.
  await rebuildSalesReportOfOlderData();
  console.log(`\n  Toolshop is running at ${shopUrl}`);
  console.log(`  API: ${shopUrl}/api/product`);
  console.log(`  Emails the shop sends (caught here, nothing leaves the machine): ${mailCatcher.webUrl}`);
  console.log(`  Every request the emulators serve is logged in ${relative(ROOT, emulatorLog)}`);
  for (const a of seedAccounts) console.log(`  ${a.admin ? 'Admin   ' : 'Customer'}: ${a.email} / ${a.password}`);
  console.log('  Press Ctrl-C to stop.\n');
} catch (error) {
  console.error(`Start-up failed: ${error.message}`);
  await stop(1);
}
