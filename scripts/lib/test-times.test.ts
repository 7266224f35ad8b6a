import { describe, expect, it } from 'vitest';
import { RUNS_LAST, balancedShard, emulatorFileDurations, slowestTestFiles, withLastFilesLast } from './test-times.mjs';

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

describe('balancedShard', () => {
  const durations = { typical: 10, files: { 'a.test.ts': 240, 'b.test.ts': 150, 'c.test.ts': 100, 'd.test.ts': 50 } };
  const files = ['a.test.ts', 'b.test.ts', 'c.test.ts', 'd.test.ts', 'new-1.test.ts', 'new-2.test.ts'];

  it('gives every file to exactly one shard, the longest files to different shards', () => {
    const shards = [1, 2, 3].map((index) => balancedShard(files, durations, index, 3));
    expect(shards.flat().sort()).toEqual([...files].sort());
    expect(shards).toEqual([
      ['a.test.ts'],
      ['b.test.ts', 'new-1.test.ts'],
      ['c.test.ts', 'd.test.ts', 'new-2.test.ts'],
    ]);
  });

  it('keeps the heaviest shard within one file of the mean, where equal counts would not', () => {
    const seconds = (shard: string[]) =>
      shard.reduce((sum, file) => sum + (durations.files[file as keyof typeof durations.files] ?? 10), 0);
    const [one, two] = [1, 2].map((index) => seconds(balancedShard(files, durations, index, 2)));
    expect(Math.abs(one! - two!)).toBeLessThanOrEqual(50);
  });
});

describe('emulatorFileDurations', () => {
  it('lists every emulator shard file in whole seconds, the median as typical, other runs left out', () => {
    const runs = [
      { run: 'unit', files: [{ file: 'domain/src/a.test.ts', ms: 1200 }] },
      { run: 'emulator-1', files: [{ file: 'tests/e2e/b.test.ts', ms: 95_440 }] },
      {
        run: 'emulator-2',
        files: [
          { file: 'tests/api/c.test.ts', ms: 3_050 },
          { file: 'tests/api/d.test.ts', ms: 20_000 },
        ],
      },
    ];
    expect(emulatorFileDurations(runs)).toEqual({
      typical: 20,
      files: { 'tests/e2e/b.test.ts': 95, 'tests/api/d.test.ts': 20, 'tests/api/c.test.ts': 3 },
    });
  });
});

describe('withLastFilesLast', () => {
  it('moves the files that leave the emulators busy to the end, keeping every other order', () => {
    const files = ['c.test.ts', 'burst.test.ts', 'a.test.ts', 'b.test.ts'];
    expect(withLastFilesLast(files, (f) => f, ['burst.test.ts'])).toEqual([
      'c.test.ts',
      'a.test.ts',
      'b.test.ts',
      'burst.test.ts',
    ]);
    expect(withLastFilesLast(['a.test.ts'], (f) => f, ['burst.test.ts'])).toEqual(['a.test.ts']);
  });

  it('names the payment burst, whose triggers and emails are left to drain after it', () => {
    expect(RUNS_LAST).toContain('tests/api/payment-burst.test.ts');
  });
});
