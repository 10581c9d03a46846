import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { flattenPoints, pathLength, polygonArea, shoelaceAreaFlat } from '../geometry/polygon';
import { segmentCrossesPolyline, type SegmentCrossingOptions } from '../geometry/segments';
import { createKernels, toKernelExports, type KernelExports, type Kernels } from './kernels';
import { randomPolygon, seededRandom } from './randomPolygon';

const p = (x: number, y: number): Point => ({ x, y });
const SIZES = [3, 4, 5, 6, 7, 10, 33, 100, 999, 1000, 4097, 10_000];
const MAX_RELATIVE_ERROR = 1e-9;

let exports: KernelExports;
let kernels: Kernels;

beforeAll(async () => {
  exports = toKernelExports(await import('../../../build/kernels.wasm'));
  kernels = createKernels(exports);
});

/** Random polygons of every size in SIZES and a few in between, both windings, anywhere. */
function* randomPolygons(seed: number): Generator<Point[]> {
  const random = seededRandom(seed);
  const sizes = [...SIZES, ...Array.from({ length: 40 }, () => 3 + Math.floor(random() * 2000))];
  for (const size of sizes) {
    for (const clockwise of [false, true]) {
      const center = p((random() - 0.5) * 2e4, (random() - 0.5) * 2e4);
      yield randomPolygon(random, size, { center, radius: 1 + random() * 1e4, clockwise });
    }
  }
}

const relativeError = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

describe('WASM area and perimeter kernels', () => {
  it('measure a polygon larger than the initial memory, growing it', () => {
    const before = exports.memory.buffer.byteLength;
    const count = before / 16 + 1000;
    const points = randomPolygon(seededRandom(7), count, { center: p(0, 0), radius: 500, clockwise: false });
    const coords = flattenPoints(points);
    expect(relativeError(kernels.polygonArea(coords), polygonArea(points))).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
    expect(relativeError(kernels.pathLength(coords, true), pathLength(points, true))).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
    expect(exports.memory.buffer.byteLength).toBeGreaterThan(before);
    expect(kernels.polygonArea(new Float64Array([0, 0, 2, 0, 2, 2]))).toBe(2);
  });

  it('match the plain TS area on random polygons of 3 to 10,000 vertices, both windings', () => {
    let worst = 0;
    for (const points of randomPolygons(1)) {
      const expected = polygonArea(points);
      const coords = flattenPoints(points);
      worst = Math.max(worst, relativeError(kernels.polygonArea(coords), expected), relativeError(shoelaceAreaFlat(coords), expected));
    }
    expect(worst).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
  });

  it('match the plain TS perimeter on random paths, open and closed', () => {
    let worst = 0;
    for (const points of randomPolygons(2)) {
      const coords = flattenPoints(points);
      for (const closed of [false, true]) {
        worst = Math.max(worst, relativeError(kernels.pathLength(coords, closed), pathLength(points, closed)));
      }
    }
    expect(worst).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
  });

  it('give exact results on small integer shapes, whichever way they wind', () => {
    const lShape = flattenPoints([p(0, 0), p(6, 0), p(6, 2), p(2, 2), p(2, 5), p(0, 5)]);
    const reversed = flattenPoints([p(0, 5), p(2, 5), p(2, 2), p(6, 2), p(6, 0), p(0, 0)]);
    expect(kernels.polygonArea(lShape)).toBe(18);
    expect(kernels.polygonArea(reversed)).toBe(18);
    expect(kernels.pathLength(lShape, false)).toBe(17);
    expect(kernels.pathLength(lShape, true)).toBe(22);
  });

  it('give area 0 below 3 vertices and length 0 below 2', () => {
    expect(kernels.polygonArea(new Float64Array())).toBe(0);
    expect(kernels.polygonArea(new Float64Array([0, 0, 5, 5]))).toBe(0);
    expect(kernels.pathLength(new Float64Array([3, 4]), true)).toBe(0);
    expect(kernels.pathLength(new Float64Array([0, 0, 3, 4]), false)).toBe(5);
    expect(kernels.pathLength(new Float64Array([0, 0, 3, 4]), true)).toBe(10);
  });

  it('reject coordinates that are not x,y pairs', () => {
    expect(() => kernels.polygonArea(new Float64Array([0, 0, 1]))).toThrow(RangeError);
  });
});

interface CrossingCase {
  readonly a: Point;
  readonly b: Point;
  readonly polyline: Point[];
  readonly options: SegmentCrossingOptions;
}

/**
 * Small sketches on a coarse grid, where touching, collinear and doubling-back cases are common,
 * and on a line with rounded coordinates, where the orientation tests need their exact path.
 */
function randomCrossingCase(random: () => number): CrossingCase {
  const onGrid = random() < 0.7;
  const slope = 0.1 + random();
  const point = (): Point => {
    if (onGrid) return p(Math.floor(random() * 8), Math.floor(random() * 8));
    const t = random() * 8;
    return random() < 0.5 ? p(t, 0.3 + slope * t) : p(random() * 8, random() * 8);
  };
  const polyline = Array.from({ length: 2 + Math.floor(random() * 10) }, point);
  const options = { adjacentFirst: random() < 0.5, adjacentLast: random() < 0.5 };
  const a = options.adjacentLast ? polyline[polyline.length - 1]! : point();
  let b = options.adjacentFirst ? polyline[0]! : point();
  if (!options.adjacentFirst && random() < 0.2) {
    // Along the previous edge, back over it or beyond its start.
    const previous = polyline[polyline.length - 2]!;
    const t = [-1, 0.5, 1, 2][Math.floor(random() * 4)]!;
    b = p(a.x + t * (previous.x - a.x), a.y + t * (previous.y - a.y));
  }
  return { a, b, polyline, options };
}

const HAND_MADE_CASES: readonly (CrossingCase & { readonly expected: number })[] = [
  { a: p(20, 10), b: p(15, 10), polyline: [p(0, 0), p(10, 0), p(10, 10), p(20, 10)], options: { adjacentFirst: false, adjacentLast: true }, expected: 2 },
  { a: p(20, 10), b: p(30, 10), polyline: [p(0, 0), p(10, 0), p(10, 10), p(20, 10)], options: { adjacentFirst: false, adjacentLast: true }, expected: -1 },
  { a: p(20, 10), b: p(10, 0), polyline: [p(0, 0), p(10, 0), p(10, 10), p(20, 10)], options: { adjacentFirst: false, adjacentLast: true }, expected: 0 },
  { a: p(20, 10), b: p(20, 20), polyline: [p(0, 0), p(10, 0), p(10, 10), p(20, 10)], options: { adjacentFirst: false, adjacentLast: false }, expected: 2 },
  { a: p(0, 10), b: p(0, 0), polyline: [p(0, 0), p(10, 0), p(10, 10), p(0, 10)], options: { adjacentFirst: true, adjacentLast: true }, expected: -1 },
  { a: p(20, 0), b: p(0, 0), polyline: [p(0, 0), p(10, 0), p(10, 10), p(20, 0)], options: { adjacentFirst: true, adjacentLast: true }, expected: 0 },
  { a: p(10, 0), b: p(0, 0), polyline: [p(0, 0), p(10, 0)], options: { adjacentFirst: true, adjacentLast: true }, expected: 0 },
  { a: p(5, 5), b: p(8, 8), polyline: [p(5, 5), p(5, 5)], options: { adjacentFirst: false, adjacentLast: true }, expected: -1 },
  { a: p(5, 5), b: p(8, 8), polyline: [p(0, 0), p(5, 5), p(5, 5)], options: { adjacentFirst: false, adjacentLast: true }, expected: 0 },
  { a: p(0, 0), b: p(1, 1), polyline: [p(0, 0)], options: { adjacentFirst: true, adjacentLast: true }, expected: -1 },
  { a: p(0, 0), b: p(4, 4), polyline: [p(0, 4), p(4, 0)], options: { adjacentFirst: false, adjacentLast: false }, expected: 0 },
  { a: p(0, 0), b: p(4, 0), polyline: [p(5, 0), p(9, 0)], options: { adjacentFirst: false, adjacentLast: false }, expected: -1 },
  // Passes a hair above (12, 12), which the plain determinant would call collinear, a touch.
  { a: p(0.5, 0.5 + 2 ** -53), b: p(24, 24), polyline: [p(12, 12), p(12, 0)], options: { adjacentFirst: false, adjacentLast: false }, expected: -1 },
];

describe('WASM crossing kernel', () => {
  it('agrees with the plain TS check on the hand-made cases', () => {
    for (const { a, b, polyline, options, expected } of HAND_MADE_CASES) {
      expect(segmentCrossesPolyline(a, b, polyline, options)).toBe(expected);
      expect(kernels.segmentCrossesPolyline(a, b, flattenPoints(polyline), options)).toBe(expected);
    }
  });

  it('agrees with the plain TS check on random sketches', () => {
    const random = seededRandom(3);
    const outcomes = { hit: 0, miss: 0 };
    for (let i = 0; i < 20_000; i++) {
      const { a, b, polyline, options } = randomCrossingCase(random);
      const expected = segmentCrossesPolyline(a, b, polyline, options);
      const actual = kernels.segmentCrossesPolyline(a, b, flattenPoints(polyline), options);
      if (actual !== expected) expect({ a, b, polyline, options, actual }).toEqual({ a, b, polyline, options, actual: expected });
      outcomes[expected < 0 ? 'miss' : 'hit']++;
    }
    expect(outcomes.hit).toBeGreaterThan(2000);
    expect(outcomes.miss).toBeGreaterThan(2000);
  });
});

describe('toKernelExports', () => {
  it('rejects a module without the kernel exports', () => {
    expect(() => toKernelExports({ polygonArea: () => 0 })).toThrow(/memory, arenaTop, arenaReset, arenaAlloc, pathLength, segmentCrossesPolyline/);
  });
});
