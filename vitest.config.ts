import { defineConfig } from 'vitest/config';
import DurationSequencer from './scripts/lib/duration-sequencer.mjs';

// Handlers called in the test process use the built-in test gateway (functions/src/payments/payment-config.ts).
const env = { TOOLSHOP_TEST_PAYMENTS: 'true' };

export default defineConfig({
  test: {
    // `npm test` runs the emulator tests in shards of about equal time (vitest shards at this level, not a project's).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/vite-plugins/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          env,
          // Files share a worker's loaded modules (domain, firebase-admin, MUI): loading them again for each of
          // about 130 files is three quarters of the project's time. So a test injects what it watches (a logger, a
          // clock) rather than replacing a module with vi.mock, which would not reach a module another file loaded.
          isolate: false,
          // `npm test` runs these beside the emulator tests: a test that starts a process (the import checks, a
          // build plugin) may wait seconds for a core.
          testTimeout: 30_000,
        },
      },
      {
        // Needs the emulator suite: run through `npm test` or `npm run test:emulator` (firebase emulators:exec).
        test: {
          name: 'emulator',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/restart/**'],
          globalSetup: ['tests/support/global-setup.ts'],
          // A failed test says what its open browser pages showed (address, heading, alerts, text; a screenshot).
          setupFiles: ['tests/support/screen-at-failure.ts'],
          fileParallelism: false,
          // One file after another in one process that keeps its loaded modules (Firebase Admin, Playwright, the
          // functions' code): each file would otherwise load them again, about 75 s of a shard's run.
          isolate: false,
          env,
          // Ceilings for a loaded 2-core machine (both shards, the restart project and the static checks at once,
          // where a browser journey has taken five times its quiet time); a passing test never waits on them.
          testTimeout: 150_000,
          hookTimeout: 150_000,
        },
      },
      {
        // Tests that start and stop emulators of their own (restarts, `npm start` itself): run through `npm test`
        // beside or after the emulator project, never under emulators:exec (`npm run test:emulator -- tests/restart`
        // runs them alone).
        test: {
          name: 'restart',
          include: ['tests/restart/**/*.test.ts'],
          // The restart tests start and stop emulators at their run's own offset: one file at a time.
          fileParallelism: false,
          testTimeout: 600_000,
        },
      },
    ],
  },
});
