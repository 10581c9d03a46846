/**
 * A Playwright reporter that writes each browser test's time to dist/test-timings/e2e.json, for
 * the table `npm test` ends with. It only records: the list reporter still prints the run. A
 * test's time is Playwright's own duration of its run (its fixtures, hooks and body).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, TIMINGS_DIR, E2E_TIMINGS } from './timingsFiles.mjs';

export default class TimingsReporter {
  tests = [];

  onTestEnd(test, result) {
    this.tests.push({
      test: `${relative(ROOT, test.location.file)}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`,
      ms: result.duration,
      status: result.status,
    });
  }

  onEnd() {
    mkdirSync(TIMINGS_DIR, { recursive: true });
    writeFileSync(E2E_TIMINGS, JSON.stringify({ tests: this.tests }, null, 1));
  }

  printsToStdio() {
    return false;
  }
}
