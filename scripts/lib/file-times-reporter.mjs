// A vitest reporter that writes each test file's whole time (environment, import, setup, hooks and tests) beside
// the run's JSON report (vitest-<name>.json -> vitest-<name>.file-times.json): the JSON report's own start and end
// times leave out a file's imports and beforeAll hooks (sign-ins, a browser), which are often most of it.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
    this.output = vitest.config.outputFile?.json?.replace(/\.json$/, '.file-times.json');
  }

  onTestRunEnd(testModules) {
    if (!this.output) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { file: relative(this.root, module.moduleId), ms: Math.round(ms) };
    });
    writeFileSync(this.output, `${JSON.stringify(files, null, 2)}\n`);
  }
}
