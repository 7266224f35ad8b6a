// A failed browser test says what its page showed: the fixture fails with a page open, in a vitest of its own, and
// its report carries the page's address, heading and alert beside the failure, with a screenshot on disk.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { artifactsDir } from './emulators';

const root = new URL('../..', import.meta.url).pathname;

it('adds what was on screen to a failed test, with a screenshot', { timeout: 120_000 }, () => {
  const report = join(mkdtempSync(join(tmpdir(), 'screen-at-failure-')), 'report.json');
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'tests/support/fixtures/vitest.fixture.config.ts',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { cwd: root, encoding: 'utf8', timeout: 110_000 },
  );
  expect(run.status, run.stderr).toBe(1);
  const [test] = JSON.parse(readFileSync(report, 'utf8')).testResults[0].assertionResults;
  const [failure = '', screen = ''] = test.failureMessages as string[];
  expect(failure).toContain('the row did not appear');
  expect(screen).toMatch(/^On screen when it failed:\npage 1 at about:blank: h1: Manage Product; /);
  expect(screen).toContain('alerts: The products could not be loaded.');
  const shot = /screenshot artifacts\/(\S+\.jpg)/.exec(screen)?.[1];
  expect(shot).toBe('failures/fails-with-a-page-open.fixture-fails-while-its-page-shows-a-heading-and-an-alert-1.jpg');
  expect(existsSync(join(artifactsDir, shot!))).toBe(true);
});
