/**
 * A Vitest reporter that writes each test file's time to dist/test-timings/unit.json, for the
 * table `npm test` ends with. It only records: the default reporter still prints the run.
 * A file's time is what it cost the run: importing it (collect), its setup files, and its tests
 * and hooks, from Vitest's own diagnostic of the module.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, TIMINGS_DIR, UNIT_TIMINGS } from './timingsFiles.mjs';

export default class TimingsReporter {
  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const importMs = diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration + diagnostic.environmentSetupDuration;
      return {
        file: relative(ROOT, module.moduleId),
        ms: importMs + diagnostic.duration,
        importMs,
        tests: [...module.children.allTests()].length,
        state: module.state(),
      };
    });
    mkdirSync(TIMINGS_DIR, { recursive: true });
    writeFileSync(UNIT_TIMINGS, JSON.stringify({ files }, null, 1));
  }
}
