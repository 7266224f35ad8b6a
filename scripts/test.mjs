// `npm test`: typecheck, lint, formatting, unit tests, then the emulator-backed tests (API, rules, browser) under
// `firebase emulators:exec` on a fresh, empty emulator suite, then the restart test, which starts and stops
// emulators of its own. Exits non-zero on any failure.
//   npm test -- --emulator-only [vitest filters...]   skip the static checks (quicker while working)
//   npm test -- --no-build                            reuse the last build
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  CACHE_DIR,
  MANY_UNPAID_ORDERS,
  ROOT,
  emulatorArgs,
  emulatorEnv,
  firebaseBin,
  portOffset,
} from './lib/emulators.mjs';
import { run, step } from './lib/run.mjs';
import { buildForEmulators } from './lib/build.mjs';
import { preflight } from './lib/preflight.mjs';
import { mailEnv, startMailCatcher } from './lib/mail-catcher.mjs';

const args = process.argv.slice(2);
const emulatorOnly = args.includes('--emulator-only');
const noBuild = args.includes('--no-build');
const filters = args.filter((a) => !a.startsWith('--'));
// The restart test is a project of its own (vitest.config.ts): filters naming it go to that run only.
const isRestartFilter = (filter) => filter.replace(/^\.\//, '').startsWith('tests/restart');
const emulatorFilters = filters.filter((filter) => !isRestartFilter(filter));
const runEmulatorTests = !filters.length || emulatorFilters.length > 0;
const runRestartTest = !filters.length || filters.some(isRestartFilter);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const ARTIFACTS = join(ROOT, 'artifacts');
const VITEST_RUNS = ['unit', 'emulator', 'restart'];
const startedAt = Date.now();
/** A failed email is retried twice, 0.2 and 0.4 s later: the tests of a dead SMTP server wait under a second. */
const SHORT_MAIL_RETRIES = { TOOLSHOP_MAIL_RETRY_ATTEMPTS: '3', TOOLSHOP_MAIL_RETRY_DELAY_MS: '200' };
mkdirSync(ARTIFACTS, { recursive: true });
preflight({ browser: runEmulatorTests });

try {
  if (!emulatorOnly) {
    step('Typecheck');
    await run(bin('tsc'), ['-b', 'domain', 'functions', 'web', 'tests'], { cwd: ROOT });
    step('Lint');
    await run(bin('eslint'), ['.'], { cwd: ROOT });
    step('Formatting (Prettier)');
    await run(bin('prettier'), ['--check', '--log-level=warn', '.'], { cwd: ROOT });
    step('Unit tests');
    await run(bin('vitest'), ['run', '--project', 'unit', ...reportTo('unit')], { cwd: ROOT });
  }
  if (!noBuild) {
    step('Build for the emulators');
    await buildForEmulators();
  }
  if (runEmulatorTests) {
    step('Emulator tests (auth, firestore, functions, hosting, tasks)');
    const imageDir = mkdtempSync(join(tmpdir(), 'toolshop-images-'));
    const vitest = ['run', '--project', 'emulator', ...reportTo('emulator'), ...emulatorFilters].join(' ');
    // The emails the tests place orders for land in the catcher; the tests read them through its REST API.
    const mailCatcher = await startMailCatcher({ logFile: join(CACHE_DIR, `maildev-${portOffset()}.log`) });
    try {
      await run(firebaseBin(), emulatorArgs('emulators:exec', `${bin('vitest')} ${vitest}`), {
        cwd: ROOT,
        env: emulatorEnv({
          TOOLSHOP_IMAGE_DIR: imageDir,
          TOOLSHOP_MAX_UNPAID_ORDERS: MANY_UNPAID_ORDERS,
          ...mailEnv(),
          ...SHORT_MAIL_RETRIES,
        }),
      });
    } finally {
      await mailCatcher.stop();
      rmSync(imageDir, { recursive: true, force: true }); // the run's uploaded test images
    }
  }
  if (runRestartTest) {
    // Stops and starts emulators of its own (export on exit, import on start): after emulators:exec is done.
    step('Restart safety (export on exit, import on start)');
    await run(bin('vitest'), ['run', '--project', 'restart', ...reportTo('restart')], { cwd: ROOT });
  }
  console.log('\nAll checks passed.');
  printSummary();
} catch (error) {
  printSummary();
  console.error(`\n${error.message}`);
  process.exit(1);
}

function reportTo(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${join(ARTIFACTS, `vitest-${name}.json`)}`];
}

/**
 * One closing line over every vitest run of this invocation: 'N passed, N failed'. A file that failed outside
 * its tests (a hook or an import threw, so its tests were skipped) counts as one failure.
 */
function printSummary() {
  let passed = 0;
  let failed = 0;
  for (const name of VITEST_RUNS) {
    const file = join(ARTIFACTS, `vitest-${name}.json`);
    if (!existsSync(file) || statSync(file).mtimeMs < startedAt) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const result of report.testResults ?? []) {
      const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (result.status === 'failed' && failedTests.length === 0) failed += 1;
    }
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}
