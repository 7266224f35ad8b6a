// The slowest test files of one `npm test`, over its vitest runs (unit, the emulator shards, the restart test),
// from the per-file times file-times-reporter.mjs writes: what to make faster when the suite nears 20 minutes.

/**
 * @param {{ run: string, files: { file: string, ms: number }[] }[]} runs
 * @returns {{ file: string, run: string, seconds: number }[]} the `count` slowest files, slowest first
 */
export function slowestTestFiles(runs, count = 10) {
  return runs
    .flatMap(({ run, files }) => files.map(({ file, ms }) => ({ file, run, ms })))
    .filter(({ ms }) => Number.isFinite(ms))
    .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file))
    .slice(0, count)
    .map(({ file, run, ms }) => ({ file, run, seconds: Math.round(ms / 100) / 10 }));
}

/**
 * Every emulator test file's seconds, for tests/test-durations.json (what the shards are balanced by): `typical`
 * is the median, for files added since.
 * @param {{ run: string, files: { file: string, ms: number }[] }[]} runs
 * @returns {{ typical: number, files: Record<string, number> }}
 */
export function emulatorFileDurations(runs) {
  const files = runs
    .filter(({ run }) => run.startsWith('emulator'))
    .flatMap(({ files }) => files)
    .filter(({ ms }) => Number.isFinite(ms))
    .map(({ file, ms }) => ({ file, seconds: Math.max(1, Math.round(ms / 1000)) }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const typical = files.length ? files[Math.floor(files.length / 2)].seconds : 10;
  return { typical, files: Object.fromEntries(files.map(({ file, seconds }) => [file, seconds])) };
}

/**
 * The files of shard `index` (1-based) of `count`, balanced by time: longest first, each file to the shard with the
 * least time so far (a file not in `durations.files` counts as `durations.typical`).
 * @param {string[]} files
 * @param {{ typical: number, files: Record<string, number> }} durations
 * @param {number} index
 * @param {number} count
 * @returns {string[]}
 */
export function balancedShard(files, durations, index, count) {
  const seconds = (file) => durations.files[file] ?? durations.typical;
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const longestFirst = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += seconds(file);
  }
  return shards[index - 1].files;
}

/**
 * Files that leave the emulators busy after their last assertion (the payment burst's 200 order triggers and 400
 * emails): each runs after every other file of its run, so no later file's triggers or emails queue behind that
 * work and the file itself need not wait for it to drain.
 */
export const RUNS_LAST = ['tests/api/payment-burst.test.ts'];

/**
 * `files` in their order, with those of `last` moved to the end (in their order).
 * @template T
 * @param {T[]} files
 * @param {(file: T) => string} pathOf
 * @param {string[]} [last]
 * @returns {T[]}
 */
export function withLastFilesLast(files, pathOf, last = RUNS_LAST) {
  const isLast = (file) => last.includes(pathOf(file));
  return [...files.filter((file) => !isLast(file)), ...files.filter(isLast)];
}
