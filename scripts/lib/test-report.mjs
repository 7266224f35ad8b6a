// What `npm test` says when it ends: one line of passed and failed tests over every vitest run of this invocation
// (with each failure's first lines last, where a CI log cut to its tail still shows them), and the files' times.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { emulatorFileDurations, slowestTestFiles } from './test-times.mjs';
import { outsideRequestsFailure } from './outside-requests.mjs';

/** Every vitest run an `npm test` may make, by the name its reports carry. */
export const VITEST_RUNS = ['unit', 'emulator', ...Array.from({ length: 8 }, (_, i) => `emulator-${i + 1}`), 'restart'];

/**
 * @typedef {{ root: string, artifacts: string, startedAt: number, emulatorLogs: { run: string, file: string }[] }} RunInfo
 */

/**
 * One closing line over every vitest run of this invocation: 'N passed, N failed'. A file that failed outside
 * its tests (a hook or an import threw, so its tests were skipped) counts as one failure.
 */
/** @param {RunInfo} info */
export function printSummary({ root: ROOT, artifacts: ARTIFACTS, startedAt, emulatorLogs }) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const name of VITEST_RUNS) {
    const file = join(ARTIFACTS, `vitest-${name}.json`);
    if (!existsSync(file) || statSync(file).mtimeMs < startedAt) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const result of report.testResults ?? []) {
      const testFile = relative(ROOT, result.name ?? '');
      const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (result.status === 'failed' && failedTests.length === 0) {
        failed += 1;
        failures.push({ run: name, where: testFile, messages: [result.message] });
      }
      for (const test of failedTests)
        failures.push({ run: name, where: `${testFile} > ${test.fullName}`, messages: test.failureMessages });
    }
  }
  for (const { run, file } of emulatorLogs) {
    const outside = existsSync(file) && statSync(file).mtimeMs >= startedAt ? outsideRequestsFailure(file) : undefined;
    if (outside) {
      failed += 1;
      failures.push({ run, where: 'nothing leaves the machine', messages: [outside] });
    }
  }
  // Last in the output, where a CI log cut to its tail still shows which tests failed and why.
  for (const { run, where, messages } of failures) console.log(`\nFAILED (${run}) ${where}\n${firstLines(messages)}`);
  console.log(`\n${passed} passed, ${failed} failed`);
}

/**
 * The start of a failure's messages: enough to tell one failure from another in a log's tail. The first (the
 * assertion or timeout) keeps its first lines with the test's line; a further one (what the browser showed at the
 * failure, tests/support/screen-at-failure.ts) keeps its first lines too.
 */
function firstLines(messages = []) {
  const [first = '', ...more] = messages.filter(Boolean);
  const start = (message, lines, chars) => message.split('\n').slice(0, lines).join('\n').slice(0, chars);
  const text = [start(first, 6, 800), ...more.map((message) => start(message, 4, 1200))].join('\n');
  return `  ${text.replaceAll('\n', '\n  ')}`;
}

/**
 * The ten slowest test files over this invocation's vitest runs, to artifacts/test-times.json; after a sharded run,
 * every emulator file's seconds to artifacts/test-durations.json (copy it to tests/ to rebalance the shards).
 */
/** @param {RunInfo} info */
export function writeTestTimes({ artifacts: ARTIFACTS, startedAt }) {
  const runs = [];
  for (const name of VITEST_RUNS) {
    const file = join(ARTIFACTS, `vitest-${name}.file-times.json`);
    if (!existsSync(file) || statSync(file).mtimeMs < startedAt) continue;
    try {
      runs.push({ run: name, files: JSON.parse(readFileSync(file, 'utf8')) });
    } catch {
      // A run cut off while writing: its files are left out.
    }
  }
  const slowest = slowestTestFiles(runs);
  if (runs.filter(({ run }) => run.startsWith('emulator-')).length > 1)
    writeFileSync(join(ARTIFACTS, 'test-durations.json'), `${JSON.stringify(emulatorFileDurations(runs), null, 2)}\n`);
  writeFileSync(
    join(ARTIFACTS, 'test-times.json'),
    `${JSON.stringify({ startedAt: new Date(startedAt).toISOString(), slowest }, null, 2)}\n`,
  );
  console.log('Ten slowest test files: artifacts/test-times.json');
}
