// `npm start`: build, start the emulator suite, seed once, print the shop URL and the demo accounts.
// Data survives restarts (export on exit, import on start, in .emulator-data/). `npm start -- --fresh` starts clean.
// Ctrl-C stops everything: firebase-tools gets SIGINT (so it exports), then its whole process group is ended.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, emulatorEnv, firebaseBin, firebaseConfigPath, ports } from './lib/emulators.mjs';
import { run, step } from './lib/run.mjs';
import { waitForHttp } from './lib/wait.mjs';
import { adminForEmulators } from './lib/admin-sdk.mjs';
import { seedIfEmpty } from './seed/seed.mjs';
import { seedAccounts } from './seed/accounts.mjs';

const fresh = process.argv.includes('--fresh');
const skipBuild = process.argv.includes('--no-build');
const dataDir = join(ROOT, '.emulator-data');
const imageDir = join(ROOT, '.local-images');

if (fresh) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(imageDir, { recursive: true, force: true });
}

const env = emulatorEnv({ TOOLSHOP_IMAGE_DIR: imageDir });
if (!skipBuild) {
  step('Building domain, functions and web');
  await run('npm', ['run', 'build:local'], { cwd: ROOT });
}

step('Starting the Firebase Emulator Suite (auth, firestore, functions, hosting)');
const args = ['emulators:start', '--project', PROJECT_ID, '--config', firebaseConfigPath(), '--only', 'auth,firestore,functions,hosting', '--export-on-exit', dataDir];
if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
const firebase = spawn(firebaseBin(), args, { cwd: ROOT, env, stdio: 'inherit', detached: true });

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators (exporting data to .emulator-data/)...');
  try {
    process.kill(firebase.pid, 'SIGINT');
  } catch {
    /* already gone */
  }
  setTimeout(() => killGroup('SIGKILL'), 60_000).unref();
}
function killGroup(signal) {
  try {
    process.kill(-firebase.pid, signal);
  } catch {
    /* group already gone */
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
firebase.on('exit', (code) => {
  killGroup('SIGKILL'); // Java or Node children that outlived firebase-tools
  process.exit(stopping ? 0 : (code ?? 1));
});

const p = ports();
const shopUrl = `http://127.0.0.1:${p.hosting}`;
try {
  await waitForHttp(`${shopUrl}/`, 120_000);
  await waitForHttp(`http://127.0.0.1:${p.hub}/emulators`, 30_000);
  const result = await seedIfEmpty(adminForEmulators());
  console.log(result.seeded ? `Seeded ${result.products} products, ${result.reviews} reviews and ${result.accounts} accounts.` : 'Existing data kept (use `npm start -- --fresh` to start clean).');
  console.log(`\n  Toolshop is running at ${shopUrl}`);
  console.log(`  API: ${shopUrl}/api/product`);
  for (const a of seedAccounts) console.log(`  ${a.admin ? 'Admin   ' : 'Customer'}: ${a.email} / ${a.password}`);
  console.log('  Press Ctrl-C to stop.\n');
} catch (error) {
  console.error(`Start-up failed: ${error.message}`);
  stop();
}
