// Splits the emulator tests into shards of about equal time, not equal file count (vitest's own shard cuts a hashed
// file list into equal counts, so one shard could get both four-minute files). Each file's seconds come from
// tests/test-durations.json, a copy of the artifacts/test-durations.json a full `npm test` writes. Within a run,
// the files of RUNS_LAST go last (test-times.mjs says why).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';
import { balancedShard, withLastFilesLast } from './test-times.mjs';

const DURATIONS_FILE = join(import.meta.dirname, '..', '..', 'tests', 'test-durations.json');

export default class DurationSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async shard(files) {
    const { index, count } = this.ctx.config.shard;
    const root = this.ctx.config.root;
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));
    const byPath = new Map(files.map((spec) => [relative(root, spec.moduleId), spec]));
    return balancedShard([...byPath.keys()], durations, index, count).map((file) => byPath.get(file));
  }

  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const root = this.ctx.config.root;
    return withLastFilesLast(await super.sort(files), (spec) => relative(root, spec.moduleId));
  }
}
