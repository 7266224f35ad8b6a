// The checks `npm test` runs beside the build and the emulator tests: typecheck, lint, import cycles and
// boundaries, formatting, then the unit tests (their reports under the name `unit`). Each rejects on a failure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, runLogged, step } from './run.mjs';

/** @param {{ root: string, bin: (name: string) => string, reportTo: (name: string) => string[] }} options */
export async function staticChecks({ root: ROOT, bin, reportTo }) {
  step('Typecheck');
  await run(bin('tsc'), ['-b', 'domain', 'functions', 'web', 'tests'], { cwd: ROOT });
  step('Lint');
  await lint(ROOT, bin);
  step('Import cycles (domain, functions, web)');
  await run(process.execPath, [join(ROOT, 'scripts', 'check-import-cycles.mjs')], { cwd: ROOT });
  step(
    "Import boundaries (features' front doors, domain's purity, areas free of HTTP, build and scripts out of functions)",
  );
  await run(process.execPath, [join(ROOT, 'scripts', 'check-import-boundaries.mjs')], { cwd: ROOT });
  step('Formatting (Prettier)');
  await run(bin('prettier'), ['--check', '--log-level=warn', '.'], { cwd: ROOT });
  step('Unit tests');
  await run(bin('vitest'), ['run', '--project', 'unit', ...reportTo('unit')], { cwd: ROOT });
}

/**
 * ESLint, its output also in artifacts/lint.log. Exit 1 is a finding and fails at once; exit 2 is ESLint's own
 * crash (say, a file that vanished while it read the tree beside running emulators), printed and tried once more.
 * A failure's message repeats the output's end, since CI shows only the run's last lines.
 */
async function lint(root, bin) {
  const logFile = join(root, 'artifacts', 'lint.log');
  const attempt = () => runLogged(bin('eslint'), ['.'], logFile, { cwd: root });
  const withOutput = (error) => new Error(`${error.message}\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
  try {
    await attempt();
  } catch (error) {
    if (error.exitCode !== 2) throw withOutput(error);
    console.error(`${withOutput(error).message}\nESLint crashed (exit 2): linting once more.`);
    await attempt().catch((again) => {
      throw withOutput(again);
    });
  }
}
