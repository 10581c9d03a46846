import { describe, expect, it } from 'vitest';
import { seededRandom } from '../kernels/randomPolygon';
import { segmentCrossing } from './segmentCrossing';

type Segment = readonly [number, number, number, number];

/** The crossing of a and b as [x, y], or null. */
function crossingOf(a: Segment, b: Segment): [number, number] | null {
  const out = new Float64Array(2);
  return segmentCrossing(...a, ...b, out) ? [out[0]!, out[1]!] : null;
}

describe('segmentCrossing', () => {
  it('crosses a horizontal and a vertical line at exactly (x of the vertical, y of the horizontal)', () => {
    // Decimals no binary fraction holds: arithmetic along either line would round them.
    const horizontal: Segment = [0.1, 0.3, 0.7, 0.3];
    const vertical: Segment = [0.2, 0.9, 0.2, 0.1];
    expect(crossingOf(horizontal, vertical)).toEqual([0.2, 0.3]);
    expect(crossingOf(vertical, horizontal)).toEqual([0.2, 0.3]);
  });

  it('keeps a horizontal line y, and a vertical line x, where a slanted line crosses it', () => {
    const random = seededRandom(37);
    const decimal = (scale: number): number => Math.round(random() * scale * 1000) / 1000;
    for (let round = 0; round < 200; round++) {
      const level = decimal(500);
      const slanted: Segment = [decimal(200), level - 1 - decimal(100), 300 + decimal(200), level + 1 + decimal(100)];
      const horizontal: Segment = [-1, level, 600, level];
      expect(crossingOf(slanted, horizontal)![1]).toBe(level);
      const vertical: Segment = [level, -1000, level, 1000];
      const across: Segment = [level - 1 - decimal(100), decimal(200), level + 1 + decimal(100), 300 + decimal(200)];
      expect(crossingOf(across, vertical)![0]).toBe(level);
    }
  });

  it('answers a T-junction with the stem end as stored, on a slanted bar too', () => {
    // Ends exactly on slanted bars (eighths along bars of binary fractions), stems off at any
    // angle: computing the crossing along either line misses about one end in ten by a rounding.
    const random = seededRandom(38);
    for (let round = 0; round < 500; round++) {
      const a: [number, number] = [Math.round(random() * 4000) / 8, Math.round(random() * 4000) / 8];
      const b: [number, number] = [a[0] + Math.round(random() * 100) * 8, a[1] + Math.round(random() * 100) * 8 + 1];
      const along = 1 + Math.floor(random() * 7);
      const end: [number, number] = [a[0] + ((b[0] - a[0]) * along) / 8, a[1] + ((b[1] - a[1]) * along) / 8];
      const stem: Segment = [...end, end[0] - 3.3 - random() * 10, end[1] + 5.1 + random() * 10];
      expect(crossingOf([...a, ...b], stem)).toEqual(end);
      expect(crossingOf(stem, [...b, ...a])).toEqual(end);
    }
  });

  it('answers two ends that touch with the shared end', () => {
    expect(crossingOf([0.1, 0.1, 0.3, 0.7], [0.3, 0.7, 1.9, 0.2])).toEqual([0.3, 0.7]);
    expect(crossingOf([1.9, 0.2, 0.3, 0.7], [0.1, 0.1, 0.3, 0.7])).toEqual([0.3, 0.7]);
  });

  it('finds no single crossing for parallel, collinear or overlapping lines, nor for a point', () => {
    expect(crossingOf([0, 0, 10, 0], [0, 1, 10, 1])).toBeNull();
    expect(crossingOf([0, 0, 10, 10], [1, 0, 11, 10])).toBeNull();
    expect(crossingOf([0, 0, 10, 0], [5, 0, 15, 0])).toBeNull();
    // Collinear and touching end to end: the shared end is an endpoint target already.
    expect(crossingOf([0, 0, 10, 0], [10, 0, 15, 0])).toBeNull();
    expect(crossingOf([3, 3, 3, 3], [0, 0, 6, 6])).toBeNull();
    expect(crossingOf([0, 0, 6, 6], [3, 3, 3, 3])).toBeNull();
  });

  it('finds no crossing where segments miss each other, however close their lines come', () => {
    expect(crossingOf([0, 0, 10, 0], [11, -1, 11, 1])).toBeNull();
    expect(crossingOf([0, 0, 10, 0], [5, 1e-300, 6, 1])).toBeNull();
  });

  it('keeps a nearly parallel crossing inside both segments', () => {
    const a: Segment = [0, 0, 1000, 1e-9];
    const b: Segment = [0, 1e-9, 1000, 0];
    const [x, y] = crossingOf(a, b)!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(1000);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(1e-9);
    expect(x).toBeCloseTo(500, 6);
  });

  it('gives the same bits whichever order the segments and their ends come in', () => {
    const random = seededRandom(36);
    for (let round = 0; round < 300; round++) {
      const a: Segment = [random() * 10, random() * 10, random() * 10, random() * 10];
      const b: Segment = [random() * 10, random() * 10, random() * 10, random() * 10];
      const reversed = ([x1, y1, x2, y2]: Segment): Segment => [x2, y2, x1, y1];
      const expected = crossingOf(a, b);
      for (const [first, second] of [[a, b], [b, a]] as const) {
        for (const pair of [[first, second], [reversed(first), second], [first, reversed(second)], [reversed(first), reversed(second)]] as const) {
          expect(crossingOf(...pair)).toEqual(expected);
        }
      }
    }
  });
});
