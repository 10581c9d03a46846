/**
 * `npm test`: the type check, lint and the app's build side by side (testTimings/together.mjs),
 * the unit tests, then the browser tests in Debian's Chromium against the freshly built app.
 * Stops at the first failing stage, and ends, pass or fail, with a table of where the time went:
 * each stage's wall time and the slowest unit test files and browser tests (scripts/testTimings/),
 * so every CI log shows it.
 */
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildIfStale, runNpm, staleScripts } from './buildIfStale.mjs';
import { ensureChromium } from './ensureChromium.mjs';
import { printSummary } from './testTimings/summary.mjs';
import { TIMINGS_DIR } from './testTimings/timingsFiles.mjs';
import { runTogether } from './testTimings/together.mjs';

/** The stages run so far, and the one running (a failure exits the process from inside it). */
const stages = [];
let running;

process.on('exit', () => {
  if (running) stages.push({ name: running.name, start: running.start, ms: performance.now() - running.start, status: 'failed' });
  printSummary(stages);
});

function stage(name, run) {
  running = { name, start: performance.now() };
  run();
  stages.push({ name, start: running.start, ms: performance.now() - running.start, status: 'passed' });
  running = undefined;
}

// Last run's timings would pass for this run's in the table.
rmSync(TIMINGS_DIR, { recursive: true, force: true });
// The kernels first: the client bundles them and the unit tests load them.
stage('WASM build', () => buildIfStale(['wasm']));
const checked = await runTogether([
  { name: 'type check', scripts: ['typecheck'] },
  { name: 'lint', scripts: ['lint'] },
  { name: 'client and server build', scripts: staleScripts(['client', 'server']) },
]);
stages.push(...checked);
if (checked.some((each) => each.status === 'failed')) process.exit(1);
stage('unit tests', () => runNpm('test:unit'));
stage('Chromium', () => ensureChromium());
stage('browser tests', () => runNpm('test:e2e'));
