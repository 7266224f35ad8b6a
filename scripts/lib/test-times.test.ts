import { describe, expect, it } from 'vitest';
import { slowestTestFiles } from './test-times.mjs';

describe('slowestTestFiles', () => {
  it('takes the slowest files over every run, slowest first, in seconds with the run named', () => {
    const runs = [
      { run: 'unit', files: [{ file: 'domain/src/a.test.ts', ms: 1200 }] },
      {
        run: 'emulator-1',
        files: [
          { file: 'tests/e2e/b.test.ts', ms: 95_440 },
          { file: 'tests/api/c.test.ts', ms: 3_050 },
        ],
      },
      { run: 'restart', files: [{ file: 'tests/restart/d.test.ts', ms: 40_000 }] },
    ];
    expect(slowestTestFiles(runs, 3)).toEqual([
      { file: 'tests/e2e/b.test.ts', run: 'emulator-1', seconds: 95.4 },
      { file: 'tests/restart/d.test.ts', run: 'restart', seconds: 40 },
      { file: 'tests/api/c.test.ts', run: 'emulator-1', seconds: 3.1 },
    ]);
  });

  it('keeps ten by default and skips files without a time', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, ms: i * 1000 }));
    const top = slowestTestFiles([{ run: 'unit', files: [...files, { file: 'x.test.ts', ms: NaN }] }]);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ file: 'f11.test.ts', run: 'unit', seconds: 11 });
    expect(top.at(-1)!.file).toBe('f2.test.ts');
  });
});
