/**
 * Where a test run's timings are written by the Vitest and Playwright reporters of this folder,
 * and read back by `npm test`'s summary (scripts/testTimings/summary.mjs). Under dist/: built
 * output, never committed, and not Playwright's test-results/, which it empties at each start.
 */
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

export const TIMINGS_DIR = join(ROOT, 'dist', 'test-timings');
export const UNIT_TIMINGS = join(TIMINGS_DIR, 'unit.json');
export const E2E_TIMINGS = join(TIMINGS_DIR, 'e2e.json');
export { ROOT };
