// `npm run lint:cycles` (and a step of `npm test`): fails when files import each other in a circle, naming the
// files of each circle. Checks domain, functions and the web app, or the folders given as arguments.
import { fileURLToPath } from 'node:url';
import { describeCycles, findImportCycles } from './lib/import-cycles.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const paths = args.length ? args : ['domain/src', 'functions/src', 'web/src'];

const cycles = await findImportCycles(paths, { cwd: ROOT });
if (cycles.length) {
  console.error(`Import cycles in ${paths.join(', ')} (type-only and lazy imports count):`);
  console.error(describeCycles(cycles));
  console.error('Move what both sides need to the layer below them (docs/architecture.md).');
  process.exit(1);
}
console.log(`No import cycles in ${paths.join(', ')}.`);
