// `npm test`: typecheck, lint, import cycles and boundaries, formatting and unit tests, beside the build and then
// beside the emulator-backed tests (API, rules, browser) under `firebase emulators:exec` on a fresh, empty emulator
// suite, and the restart test, which starts and stops emulators of its own. Exits non-zero on any failure.
// Without filters the emulator tests run in two shards (balanced by tests/test-durations.json), each on an
// emulator suite and mail catcher of its own (ports shifted as by TOOLSHOP_PORT_OFFSET), at the same time as the
// restart test: many tests wait on real time (expiry, retries, a browser, the emulator's few triggers a second), so
// parallel suites keep both cores busy. They share one build; each writes its output to
// artifacts/test-<name>.log. Each emulator suite's output (vitest's included) also goes to
// artifacts/emulators-<run>-<offset>.log, which must show no request leaving the machine.
//   npm test -- --emulator-only [vitest filters...]   skip the static checks (quicker while working)
//   npm test -- --no-build                            reuse the last build
//   TOOLSHOP_TEST_SHARDS=1 npm test                   one emulator suite for every test file
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
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
import { run, runLogged, step } from './lib/run.mjs';
import { descendants, endProcesses } from './lib/process-tree.mjs';
import { buildDirs, buildForEmulators } from './lib/build.mjs';
import { preflight } from './lib/preflight.mjs';
import { mailEnv, startMailCatcher } from './lib/mail-catcher.mjs';
import { outsideRequestsFailure } from './lib/outside-requests.mjs';
import { printSummary, writeTestTimes } from './lib/test-report.mjs';
import { shardOffsets } from './lib/shard-offsets.mjs';
import { RunClock } from './lib/run-clock.mjs';
import { staticChecks } from './lib/static-checks.mjs';

const args = process.argv.slice(2);
const emulatorOnly = args.includes('--emulator-only');
const noBuild = args.includes('--no-build');
/** `--shard=i/n`: this process runs one shard of the emulator tests, started by another `npm test`. */
const shard = args.find((a) => a.startsWith('--shard='))?.slice('--shard='.length);
const filters = args.filter((a) => !a.startsWith('--'));
const shardCount = filters.length || shard ? 1 : Number(process.env.TOOLSHOP_TEST_SHARDS ?? 2);
/** Set for the shards and the restart run a sharded `npm test` starts: the run that started them reports. */
const isChild = process.env.TOOLSHOP_TEST_CHILD === '1';
// The restart test is a project of its own (vitest.config.ts): filters naming it go to that run only.
const isRestartFilter = (filter) => filter.replace(/^\.\//, '').startsWith('tests/restart');
const emulatorFilters = filters.filter((filter) => !isRestartFilter(filter));
const runEmulatorTests = !filters.length || emulatorFilters.length > 0;
const runRestartTest = !shard && (!filters.length || filters.some(isRestartFilter));
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const ARTIFACTS = join(ROOT, 'artifacts');
const BUILD_LOG = join(ARTIFACTS, 'build.log');
const startedAt = Date.now();
/** Each phase's seconds and the cores' use meanwhile, printed at the end (the run that started the shards). */
const clock = new RunClock();
const endRun = clock.start('whole run');
/** The emulator logs of this invocation's suites, checked for requests that left the machine. */
const emulatorLogs = [];
/** A failed email is retried twice, 0.2 and 0.4 s later: the tests of a dead SMTP server wait under a second. */
const SHORT_MAIL_RETRIES = { TOOLSHOP_MAIL_RETRY_ATTEMPTS: '3', TOOLSHOP_MAIL_RETRY_DELAY_MS: '200' };
mkdirSync(ARTIFACTS, { recursive: true });
if (!isChild) preflight({ browser: runEmulatorTests });

try {
  // The static checks run beside the build, then beside the emulator tests (each check is mostly one core's work,
  // and the emulator tests wait on real time: emulators starting, timers, a browser). A failed check stops the
  // emulator tests at once.
  const build = noBuild ? undefined : timed('build', startBuild());
  const checks = emulatorOnly
    ? undefined
    : timed('static checks', staticChecks({ root: ROOT, bin, reportTo })).catch(stopEverything);
  try {
    if (build) {
      await build;
      console.log(`\nbuilt for the emulators: ${relative(ROOT, BUILD_LOG)}`);
    }
  } catch (error) {
    await checks?.catch(() => undefined);
    throw error;
  }
  const [checked, tested] = await Promise.allSettled([checks, timed('emulator tests', emulatorTests())]);
  const failures = [checked, tested].filter((result) => result.status === 'rejected').map((result) => result.reason);
  if (failures.length) throw new Error(failures.map((error) => error.message).join('\n'));
  console.log('\nAll checks passed.');
  if (!isChild) printTimes();
  if (!isChild) printSummary(runInfo());
  if (!isChild) writeTestTimes(runInfo());
} catch (error) {
  // A child's own line would count the other children's reports too: the run that started them sums them all.
  if (!isChild) printTimes();
  if (!isChild) printSummary(runInfo());
  if (!isChild) writeTestTimes(runInfo());
  console.error(`\n${error.message}`);
  process.exit(1);
}

/** The emulator tests: in shards beside the restart test, or one suite (filters, a shard) and then the restart test. */
async function emulatorTests() {
  const sharded = runEmulatorTests && shardCount > 1;
  if (sharded) {
    step(
      `Emulator tests (auth, firestore, functions, hosting, tasks) in ${shardCount} shards, and the restart test, at once`,
    );
    await runShards(shardCount);
  } else if (runEmulatorTests) {
    step('Emulator tests (auth, firestore, functions, hosting, tasks)');
    await runEmulatorSuite(
      shard ? [`--shard=${shard}`] : emulatorFilters,
      shard ? `emulator-${shardIndex(shard)}` : 'emulator',
    );
  }
  if (runRestartTest && !sharded) {
    // Stops and starts emulators of its own (export on exit, import on start): after emulators:exec is done.
    step('Restart safety (export on exit, import on start)');
    await run(
      bin('vitest'),
      ['run', '--project', 'restart', ...reportTo('restart'), ...filters.filter(isRestartFilter)],
      { cwd: ROOT },
    );
  }
}

/** A static check failed: every process this run started (builds, emulators, browsers, tests) is ended. */
async function stopEverything(error) {
  console.error(`\n${error.message}\nA static check failed: stopping the build and the emulator tests.`);
  await endProcesses(descendants(process.pid), 3000);
  throw error;
}

/** The build for the emulators, started now; a failure's message points to its log. */
function startBuild() {
  return buildForEmulators(undefined, { logFile: BUILD_LOG }).catch((error) => {
    throw new Error(
      `${error.message}\n${readFileSync(BUILD_LOG, 'utf8').slice(-4000)}\n(the whole output: ${BUILD_LOG})`,
    );
  });
}

/** What the closing report reads: this invocation's reports and emulator logs. */
function runInfo() {
  return { root: ROOT, artifacts: ARTIFACTS, startedAt, emulatorLogs };
}

/** One `firebase emulators:exec` running vitest's emulator project (these filters or this shard). */
async function runEmulatorSuite(vitestArgs, reportName) {
  const imageDir = mkdtempSync(join(tmpdir(), 'toolshop-images-'));
  const vitest = ['run', '--project', 'emulator', ...reportTo(reportName), ...vitestArgs].join(' ');
  // The emails the tests place orders for land in the catcher; the tests read them through its REST API.
  const mailCatcher = await startMailCatcher({ logFile: join(CACHE_DIR, `maildev-${portOffset()}.log`) });
  const emulatorLog = emulatorLogOf(reportName, portOffset());
  emulatorLogs.push({ run: reportName, file: emulatorLog });
  let failure;
  try {
    await runLogged(firebaseBin(), emulatorArgs('emulators:exec', `${bin('vitest')} ${vitest}`), emulatorLog, {
      cwd: ROOT,
      env: emulatorEnv({
        TOOLSHOP_IMAGE_DIR: imageDir,
        TOOLSHOP_MAX_UNPAID_ORDERS: MANY_UNPAID_ORDERS,
        ...mailEnv(),
        ...SHORT_MAIL_RETRIES,
      }),
    });
  } catch (error) {
    failure = error;
  } finally {
    await mailCatcher.stop();
    rmSync(imageDir, { recursive: true, force: true }); // the run's uploaded test images
  }
  const messages = [failure?.message, outsideRequestsFailure(emulatorLog)].filter(Boolean);
  if (messages.length) throw new Error(messages.join('\n'));
}

function emulatorLogOf(runName, offset) {
  return join(ARTIFACTS, `emulators-${runName}-${offset}.log`);
}

/**
 * Runs each shard as `npm test -- --shard=i/n`, and the restart test (which starts and stops emulators of its own),
 * each at an offset of its own, all at once, with the build made for this offset copied to theirs. Each one's output
 * goes to artifacts/test-<name>.log and is printed when it ends.
 */
async function runShards(count) {
  const jobs = [
    ...Array.from({ length: count }, (_, i) => ({
      name: `shard-${i + 1}`,
      args: ['--emulator-only', '--no-build', `--shard=${i + 1}/${count}`],
    })),
    ...(runRestartTest ? [{ name: 'restart', args: ['--emulator-only', '--no-build', 'tests/restart'] }] : []),
  ];
  const offsets = shardOffsets(jobs.length);
  for (let i = 0; i < count; i++)
    emulatorLogs.push({ run: `emulator-${i + 1}`, file: emulatorLogOf(`emulator-${i + 1}`, offsets[i]) });
  const built = buildDirs(offsets[0]);
  for (const offset of offsets.slice(1)) {
    const dirs = buildDirs(offset);
    for (const part of ['web', 'functions']) {
      rmSync(dirs[part], { recursive: true, force: true });
      cpSync(built[part], dirs[part], { recursive: true, filter: (src) => !src.includes('node_modules') });
    }
  }
  const results = await Promise.all(
    jobs.map(({ name, args }, i) => {
      const offset = offsets[i];
      const logFile = join(ARTIFACTS, `test-${name}.log`);
      const child = spawn(process.execPath, [join(ROOT, 'scripts', 'test.mjs'), ...args], {
        cwd: ROOT,
        env: { ...process.env, TOOLSHOP_PORT_OFFSET: String(offset), TOOLSHOP_TEST_CHILD: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const log = createWriteStream(logFile);
      const ended = clock.start(name);
      child.on('exit', ended);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      return new Promise((resolve) =>
        child.on('exit', (code) => log.end(() => resolve({ name, code, logFile, offset }))),
      );
    }),
  );
  for (const { name, code, logFile, offset } of results) {
    console.log(`\n----- ${name} (offset ${offset}, exit ${code}): ${logFile} -----`);
    console.log(readFileSync(logFile, 'utf8'));
  }
  const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
  if (failed.length) throw new Error(`failed: ${failed.join(', ')}`);
}

/** `promise`, its seconds and the cores' use meanwhile recorded under `name`, whether it succeeds or fails. */
function timed(name, promise) {
  return promise.finally(clock.start(name));
}

function printTimes() {
  endRun();
  console.log(`\n${clock.describe()}`);
}

function shardIndex(spec) {
  return Number(spec.split('/')[0]);
}

function reportTo(name) {
  return [
    '--reporter=default',
    '--reporter=json',
    `--reporter=${join(ROOT, 'scripts', 'lib', 'file-times-reporter.mjs')}`,
    `--outputFile.json=${join(ARTIFACTS, `vitest-${name}.json`)}`,
  ];
}
