// Which packages fill a built chunk: attributes every minified byte to the source file its source map names,
// then groups sources by npm package. Needs a build with source maps:
//   node scripts/bench/bundle-breakdown.mjs [dist folder] [chunk name filter]
// (`vite build --sourcemap --outDir /tmp/x` from web/). Prints minified bytes per package, largest first.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/** Minified bytes per source file of one chunk: each mapping owns the bytes up to the next mapping. */
export function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? lineLength;
      const name = source === undefined ? '(unmapped)' : map.sources[source];
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return totals;
}

/** 'node_modules/@mui/material/esm/Button/Button.js' -> '@mui/material/Button'; app files -> 'app: web/src/...'. */
export function packageOf(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return `app: ${source.replace(/^(\.\.\/)+/, '')}`;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  // MUI, Firebase and icons are large families: one level deeper shows which component or SDK part it is.
  if (/^@(mui|firebase)\//.test(name)) {
    const rest = parts.slice(parts[0].startsWith('@') ? 2 : 1).filter((p) => !['esm', 'dist', 'node'].includes(p));
    return `${name}/${rest[0] ?? ''}`;
  }
  return name;
}

function main() {
  const dist = process.argv[2] ?? 'web/dist';
  const filter = process.argv[3] ?? '';
  const assets = join(dist, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js') && f.includes(filter))) {
    const code = readFileSync(join(assets, file), 'utf8');
    let map;
    try {
      map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8'));
    } catch {
      continue;
    }
    const byPackage = new Map();
    for (const [source, bytes] of bytesPerSource(code, map)) {
      const name = packageOf(source);
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
    }
    const rows = [...byPackage].sort((a, b) => b[1] - a[1]);
    console.log(`\n${file}: ${(code.length / 1024).toFixed(1)} KB minified`);
    for (const [name, bytes] of rows.slice(0, 40))
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(8)} KB  ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
