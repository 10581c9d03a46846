import { describe, expect, it } from 'vitest';
import { formatDuration, SLOWEST, summaryText, wallTime } from '../../scripts/testTimings/summary.mjs';

describe("the table npm test ends with", () => {
  it('writes durations as seconds under a minute and as minutes:seconds above', () => {
    expect(formatDuration(41_240)).toBe('41.2 s');
    expect(formatDuration(83_400)).toBe('1:23');
    expect(formatDuration(600_000)).toBe('10:00');
  });

  it('lists every stage with its time and result, and their total', () => {
    const text = summaryText({
      stages: [
        { name: 'type check', ms: 30_000, status: 'passed' },
        { name: 'unit tests', ms: 95_500, status: 'failed' },
      ],
    });
    expect(text).toMatch(/\| type check +\| 30\.0 s +\| passed +\|/);
    expect(text).toMatch(/\| unit tests +\| 1:36 +\| failed +\|/);
    expect(text).toMatch(/\| total +\| 2:06 +\|/);
    expect(text).not.toContain('slowest');
  });

  it('totals stages run side by side by their span, not their sum', () => {
    const text = summaryText({
      stages: [
        { name: 'WASM build', start: 0, ms: 5_000, status: 'passed' },
        { name: 'type check', start: 5_000, ms: 40_000, status: 'passed' },
        { name: 'lint', start: 5_000, ms: 25_000, status: 'passed' },
        { name: 'unit tests', start: 45_000, ms: 60_000, status: 'passed' },
      ],
    });
    expect(text).toMatch(/\| lint +\| 25\.0 s +\| passed +\|/);
    expect(text).toMatch(/\| total +\| 1:45 +\|/);
    expect(wallTime([])).toBe(0);
  });

  it('names the slowest unit files and browser tests, slowest first, no more than fifteen of each', () => {
    const files = Array.from({ length: 20 }, (_, index) => ({ file: `src/f${index}.test.ts`, ms: index * 1000, tests: 3 }));
    const tests = Array.from({ length: 20 }, (_, index) => ({ test: `tests/e2e/t.spec.ts:${index} › test ${index}`, ms: 500 * index, status: 'passed' }));
    const text = summaryText({ stages: [], unit: { files }, e2e: { tests } });
    expect(text).toContain(`The ${SLOWEST} slowest unit test files (of 20)`);
    expect(text).toContain(`The ${SLOWEST} slowest browser tests (of 20)`);
    const unitRows = text.split('\n').filter((line) => line.startsWith('| src/f'));
    expect(unitRows).toHaveLength(SLOWEST);
    expect(unitRows[0]).toContain('src/f19.test.ts');
    expect(unitRows.at(-1)).toContain('src/f5.test.ts');
    const browserRows = text.split('\n').filter((line) => line.startsWith('| tests/e2e/'));
    expect(browserRows[0]).toContain('test 19');
    expect(browserRows).toHaveLength(SLOWEST);
  });
});
