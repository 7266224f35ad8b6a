import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = 'scripts/lib/fixtures/import-cycles';

/** The check as `npm test` runs it, on the given folders. */
function checkCycles(...paths: string[]) {
  const run = spawnSync(process.execPath, ['scripts/check-import-cycles.mjs', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the import cycle check', () => {
  it('fails on a value cycle, a type-only cycle and a lazy import() cycle, naming the files of each', () => {
    const { status, output } = checkCycles(`${FIXTURES}/cyclic`);
    expect(status).toBe(1);
    const cycles = output.split('\n').filter((line) => line.includes(' -> '));
    const at = (file: string) => `${FIXTURES}/cyclic/${file}`;
    expect(cycles).toEqual([
      `${at('discount.ts')} -> ${at('price.ts')} -> ${at('discount.ts')}`,
      `${at('draw.ts')} -> ${at('shape.ts')} -> ${at('draw.ts')}`,
      `${at('menu-button.tsx')} -> ${at('menu.tsx')} -> ${at('menu-button.tsx')}`,
    ]);
  });

  it('passes when what both sides share sits in a file below them, and through the composition type Deps (types only)', () => {
    const { status, output } = checkCycles(`${FIXTURES}/acyclic`);
    expect(output).toContain('No import cycles');
    expect(status).toBe(0);
  });
});
