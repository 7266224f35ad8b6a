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
