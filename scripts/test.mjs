// `npm test`: typecheck, lint, unit tests, then the emulator-backed tests (API, rules, browser) under
// `firebase emulators:exec` on a fresh, empty emulator suite. Exits non-zero on any failure.
//   npm test -- --emulator-only [vitest filters...]   skip the static checks (quicker while working)
//   npm test -- --no-build                            reuse the last build
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { PROJECT_ID, ROOT, emulatorEnv, firebaseBin, firebaseConfigPath } from './lib/emulators.mjs';
import { run, step } from './lib/run.mjs';
import { buildForEmulators } from './lib/build.mjs';

const args = process.argv.slice(2);
const emulatorOnly = args.includes('--emulator-only');
const noBuild = args.includes('--no-build');
const filters = args.filter((a) => !a.startsWith('--'));
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const ARTIFACTS = join(ROOT, 'artifacts');
const startedAt = Date.now();
mkdirSync(ARTIFACTS, { recursive: true });

try {
  if (!emulatorOnly) {
    step('Typecheck');
    await run(bin('tsc'), ['-b', 'domain', 'functions', 'web', 'tests'], { cwd: ROOT });
    step('Lint');
    await run(bin('eslint'), ['.'], { cwd: ROOT });
    step('Unit tests');
    await run(bin('vitest'), ['run', '--project', 'unit', ...reportTo('unit')], { cwd: ROOT });
  }
  if (!noBuild) {
    step('Build for the emulators');
    await buildForEmulators();
  }
  step('Emulator tests (auth, firestore, functions, hosting)');
  const imageDir = mkdtempSync(join(tmpdir(), 'toolshop-images-'));
  const vitest = ['run', '--project', 'emulator', ...reportTo('emulator'), ...filters].join(' ');
  try {
    await run(
      firebaseBin(),
      ['emulators:exec', '--project', PROJECT_ID, '--config', firebaseConfigPath(), '--only', 'auth,firestore,functions,hosting', `${bin('vitest')} ${vitest}`],
      { cwd: ROOT, env: emulatorEnv({ TOOLSHOP_IMAGE_DIR: imageDir }) },
    );
  } finally {
    rmSync(imageDir, { recursive: true, force: true }); // the run's uploaded test images
  }
  if (!filters.length) {
    // Needs its own emulator life cycle (stop, export, start, import), so it runs after emulators:exec.
    step('Restart safety (export on exit, import on start)');
    await run('node', [join(ROOT, 'scripts', 'restart-check.mjs')], { cwd: ROOT });
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

/** One closing line over every vitest run of this invocation: 'N passed, N failed'. */
function printSummary() {
  let passed = 0;
  let failed = 0;
  for (const name of ['unit', 'emulator']) {
    const file = join(ARTIFACTS, `vitest-${name}.json`);
    if (!existsSync(file) || statSync(file).mtimeMs < startedAt) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}
