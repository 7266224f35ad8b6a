// `npm run lint:boundaries` (and a step of `npm test`): fails when an import crosses a boundary of
// scripts/lib/import-boundaries.mjs (a feature's front door, domain's purity, functions' areas free of HTTP, the build
// and scripts kept out of functions/src), naming each import. `--root <folder>` checks a tree laid out like the repo (the rules' fixtures).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBoundaryViolations } from './lib/import-boundaries.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const rootArg = process.argv.indexOf('--root');
const root = rootArg === -1 ? '' : `${relative(ROOT, join(ROOT, process.argv[rootArg + 1]))}/`;
const paths = ['domain/src', 'functions/src', 'web/src', 'web/vite-plugins', 'scripts']
  .map((path) => `${root}${path}`)
  .filter((path) => existsSync(join(ROOT, path)));

const violations = await findBoundaryViolations(paths, { cwd: ROOT, root });
if (violations.length) {
  console.error(`Imports across a boundary in ${paths.join(', ')}:`);
  console.error(violations.join('\n'));
  console.error('Import another feature from its index.ts; see docs/architecture.md for what may import what.');
  process.exit(1);
}
console.log(`No imports across a boundary in ${paths.join(', ')}.`);
