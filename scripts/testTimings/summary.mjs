/**
 * The table `npm test` ends with, pass or fail: the wall time of each stage, then the slowest
 * unit test files and browser tests as their reporters recorded them (vitestReporter.mjs,
 * playwrightReporter.mjs). Pure formatting over plain data, so its test needs no test run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { E2E_TIMINGS, UNIT_TIMINGS } from './timingsFiles.mjs';

/** How many of the slowest files and tests are listed. */
export const SLOWEST = 15;

/** 83.4 s → "1:23"; under a minute "41.2 s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Rows of cells as a Markdown table, padded so it also reads in a terminal. */
export function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * From the first stage's start to the last one's end when the stages say when they started (some
 * run side by side), else their sum.
 * @param {{ ms: number, start?: number }[]} stages
 */
export function wallTime(stages) {
  if (stages.length === 0 || stages.some((stage) => stage.start === undefined)) return stages.reduce((sum, stage) => sum + stage.ms, 0);
  return Math.max(...stages.map((stage) => stage.start + stage.ms)) - Math.min(...stages.map((stage) => stage.start));
}

/**
 * The summary's text.
 * @param {{ stages: { name: string, ms: number, start?: number, status: string }[], unit?: { files: { file: string, ms: number, tests: number }[] }, e2e?: { tests: { test: string, ms: number, status: string }[] } }} run
 */
export function summaryText({ stages, unit, e2e }) {
  const total = wallTime(stages);
  const parts = [
    '## Where the time went',
    '',
    table(['stage', 'wall time', 'result'], [...stages.map((stage) => [stage.name, formatDuration(stage.ms), stage.status]), ['total', formatDuration(total), '']]),
  ];
  if (unit?.files.length) {
    const slowest = [...unit.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    parts.push('', `### The ${slowest.length} slowest unit test files (of ${unit.files.length})`, '', table(['file', 'tests', 'time'], slowest.map((file) => [file.file, String(file.tests), formatDuration(file.ms)])));
  }
  if (e2e?.tests.length) {
    const slowest = [...e2e.tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    parts.push('', `### The ${slowest.length} slowest browser tests (of ${e2e.tests.length})`, '', table(['test', 'time', 'result'], slowest.map((test) => [test.test, formatDuration(test.ms), test.status])));
  }
  return parts.join('\n');
}

const readTimings = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

/** Prints the summary of `stages` with whatever timings this run's reporters wrote. */
export function printSummary(stages) {
  console.log(`\n${summaryText({ stages, unit: readTimings(UNIT_TIMINGS), e2e: readTimings(E2E_TIMINGS) })}\n`);
}
