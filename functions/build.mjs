// Bundles the functions with esbuild so that the `domain` workspace is inlined: the deployed folder then
// needs only the npm dependencies listed in this package.json.
//   node build.mjs [--outdir DIR]   DIR gets lib/index.js and a copy of package.json (isolated test runs)
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? resolve(process.argv[outdirFlag + 1]) : here;
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

if (outdir !== here) {
  mkdirSync(outdir, { recursive: true });
  copyFileSync(join(here, 'package.json'), join(outdir, 'package.json'));
}

await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(outdir, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20', // the machines' Node (root package.json engines); Node 22, where they deploy, runs it too
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
