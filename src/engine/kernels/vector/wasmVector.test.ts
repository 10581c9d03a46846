import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../../shared/geometry';
import type { Outline } from '../../geometry/outlineTypes';
import { flattenPoints, pathLength, polygonArea, shoelaceAreaFlat } from '../../geometry/polygon';
import { segmentCrossesPolyline, type SegmentCrossingOptions } from '../../geometry/segments';
import { checkKernelExports, wasmKernelSet } from '../loadKernels';
import { KernelError, type KernelErrorCode, type VectorKernels } from '../kernelTypes';
import { randomPolygon, seededRandom } from '../randomPolygon';
import { loadWasmVector, type LoadedVector } from './testing/loadWasmVector';
import { typescriptVector } from './typescriptVector';
import { createWasmVector, VECTOR_EXPORTS } from './wasmVector';

const p = (x: number, y: number): Point => ({ x, y });
const SIZES = [3, 4, 5, 6, 7, 10, 33, 100, 999, 1000, 4097, 10_000];
const MAX_RELATIVE_ERROR = 1e-9;

let loaded: LoadedVector;
let wasm: VectorKernels;

beforeAll(async () => {
  loaded = await loadWasmVector();
  wasm = loaded.vector;
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
    const before = loaded.memory.buffer.byteLength;
    const count = before / 16 + 1000;
    const points = randomPolygon(seededRandom(7), count, { center: p(0, 0), radius: 500, clockwise: false });
    const coords = flattenPoints(points);
    expect(relativeError(wasm.polygonArea(coords), polygonArea(points))).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
    expect(relativeError(wasm.pathLength(coords, true), pathLength(points, true))).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
    expect(loaded.memory.buffer.byteLength).toBeGreaterThan(before);
    expect(wasm.polygonArea(new Float64Array([0, 0, 2, 0, 2, 2]))).toBe(2);
  });

  it('match the plain TS area on random polygons of 3 to 10,000 vertices, both windings', () => {
    let worst = 0;
    for (const points of randomPolygons(1)) {
      const expected = polygonArea(points);
      const coords = flattenPoints(points);
      worst = Math.max(worst, relativeError(wasm.polygonArea(coords), expected), relativeError(typescriptVector.polygonArea(coords), expected));
    }
    expect(worst).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
  });

  it('match the plain TS perimeter on random paths, open and closed', () => {
    let worst = 0;
    for (const points of randomPolygons(2)) {
      const coords = flattenPoints(points);
      for (const closed of [false, true]) {
        const expected = pathLength(points, closed);
        worst = Math.max(worst, relativeError(wasm.pathLength(coords, closed), expected), relativeError(typescriptVector.pathLength(coords, closed), expected));
      }
    }
    expect(worst).toBeLessThanOrEqual(MAX_RELATIVE_ERROR);
  });

  it('give exact results on small integer shapes, whichever way they wind', () => {
    const lShape = flattenPoints([p(0, 0), p(6, 0), p(6, 2), p(2, 2), p(2, 5), p(0, 5)]);
    const reversed = flattenPoints([p(0, 5), p(2, 5), p(2, 2), p(6, 2), p(6, 0), p(0, 0)]);
    for (const kernels of [wasm, typescriptVector]) {
      expect(kernels.polygonArea(lShape)).toBe(18);
      expect(kernels.polygonArea(reversed)).toBe(18);
      expect(kernels.pathLength(lShape, false)).toBe(17);
      expect(kernels.pathLength(lShape, true)).toBe(22);
    }
  });

  it('give area 0 below 3 vertices and length 0 below 2', () => {
    for (const kernels of [wasm, typescriptVector]) {
      expect(kernels.polygonArea(new Float64Array())).toBe(0);
      expect(kernels.polygonArea(new Float64Array([0, 0, 5, 5]))).toBe(0);
      expect(kernels.pathLength(new Float64Array([3, 4]), true)).toBe(0);
      expect(kernels.pathLength(new Float64Array([0, 0, 3, 4]), false)).toBe(5);
      expect(kernels.pathLength(new Float64Array([0, 0, 3, 4]), true)).toBe(10);
    }
  });

  it('agree with the TS shoelace baseline term for term on whole coordinates', () => {
    const coords = flattenPoints(randomPolygon(seededRandom(8), 5000, { center: p(0, 0), radius: 1000, clockwise: true }).map((q) => p(Math.round(q.x), Math.round(q.y))));
    expect(wasm.polygonArea(coords)).toBe(shoelaceAreaFlat(coords));
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
      expect(wasm.segmentCrossesPolyline(a, b, flattenPoints(polyline), options)).toBe(expected);
      expect(typescriptVector.segmentCrossesPolyline(a, b, flattenPoints(polyline), options)).toBe(expected);
    }
  });

  it('agrees with the plain TS check on random sketches', () => {
    const random = seededRandom(3);
    const outcomes = { hit: 0, miss: 0 };
    for (let i = 0; i < 20_000; i++) {
      const { a, b, polyline, options } = randomCrossingCase(random);
      const expected = segmentCrossesPolyline(a, b, polyline, options);
      const actual = wasm.segmentCrossesPolyline(a, b, flattenPoints(polyline), options);
      if (actual !== expected) expect({ a, b, polyline, options, actual }).toEqual({ a, b, polyline, options, actual: expected });
      outcomes[expected < 0 ? 'miss' : 'hit']++;
    }
    expect(outcomes.hit).toBeGreaterThan(2000);
    expect(outcomes.miss).toBeGreaterThan(2000);
  });
});

const square = new Float64Array([0, 0, 4, 0, 4, 4, 0, 4]);
const line = (from: Point, to: Point): Outline['segments'][number] => ({ kind: 'line', from, to });
const squareOutline: Outline = { segments: [line(p(0, 0), p(4, 0)), line(p(4, 0), p(4, 4)), line(p(4, 4), p(0, 4)), line(p(0, 4), p(0, 0))], closed: true, approximate: false };

/** Every call the kernels refuse, with the code they must refuse it with. */
const BAD_CALLS: readonly { readonly name: string; readonly code: KernelErrorCode; readonly call: (kernels: VectorKernels) => unknown }[] = [
  ...(['polygonArea', 'pathLength', 'selfCrossing', 'simplify', 'segmentCrossesPolyline'] as const).flatMap((method) => {
    const run = (coords: Float64Array) => (kernels: VectorKernels): unknown => {
      if (method === 'polygonArea') return kernels.polygonArea(coords);
      if (method === 'pathLength') return kernels.pathLength(coords, true);
      if (method === 'selfCrossing') return kernels.selfCrossing(coords, false);
      if (method === 'simplify') return kernels.simplify(coords, 2, false);
      return kernels.segmentCrossesPolyline(p(0, 0), p(1, 1), coords, { adjacentFirst: false, adjacentLast: false });
    };
    return [
      { name: `${method} with NaN`, code: 'not-finite' as const, call: run(new Float64Array([0, 0, 1, NaN, 2, 2])) },
      { name: `${method} with Infinity`, code: 'not-finite' as const, call: run(new Float64Array([0, 0, 1, 1, -Infinity, 2])) },
      { name: `${method} with an odd count`, code: 'bad-option' as const, call: run(new Float64Array([0, 0, 1, 1, 2])) },
      // A long path, so the finiteness test of the WASM side runs its vector loop.
      { name: `${method} with NaN far along`, code: 'not-finite' as const, call: run(Float64Array.from({ length: 2001 }, (_, i) => (i === 1999 ? NaN : i)).subarray(0, 2000)) },
    ];
  }),
  { name: 'a closed selfCrossing of 2 points', code: 'too-few-points', call: (kernels) => kernels.selfCrossing(new Float64Array([0, 0, 1, 1]), true) },
  { name: 'a closed simplify of 2 points', code: 'too-few-points', call: (kernels) => kernels.simplify(new Float64Array([0, 0, 1, 1]), 1, true) },
  { name: 'simplify with a NaN tolerance', code: 'bad-option', call: (kernels) => kernels.simplify(square, NaN, true) },
  { name: 'simplify with a negative tolerance', code: 'bad-option', call: (kernels) => kernels.simplify(square, -1, false) },
  { name: 'simplify with an infinite tolerance', code: 'bad-option', call: (kernels) => kernels.simplify(square, Infinity, false) },
  {
    name: 'a crossing test from a NaN point',
    code: 'not-finite',
    call: (kernels) => kernels.segmentCrossesPolyline(p(NaN, 0), p(1, 1), square, { adjacentFirst: false, adjacentLast: false }),
  },
  {
    name: 'an outline with an infinite point',
    code: 'not-finite',
    call: (kernels) => kernels.measureOutline({ ...squareOutline, segments: [...squareOutline.segments, line(p(0, 0), p(Infinity, 1))] }),
  },
  {
    name: 'an outline with a NaN handle',
    code: 'not-finite',
    call: (kernels) => kernels.measureOutline({ ...squareOutline, segments: [{ kind: 'cubic', from: p(0, 0), c1: p(1, NaN), c2: p(2, 1), to: p(3, 0) }] }),
  },
  {
    name: 'an outline with an infinite sweep',
    code: 'not-finite',
    call: (kernels) => kernels.measureOutline({ ...squareOutline, segments: [{ kind: 'arc', from: p(1, 0), to: p(1, 0), center: p(0, 0), sweep: Infinity }] }),
  },
  {
    name: 'an outline with an unknown segment',
    code: 'bad-option',
    call: (kernels) => kernels.measureOutline({ ...squareOutline, segments: [{ kind: 'spline', from: p(0, 0), to: p(1, 0) } as unknown as Outline['segments'][number]] }),
  },
];

function refusal(call: () => unknown): KernelErrorCode | 'accepted' | 'other error' {
  try {
    call();
    return 'accepted';
  } catch (error) {
    return error instanceof KernelError ? error.code : 'other error';
  }
}

describe('bad input', () => {
  it.each(BAD_CALLS)('is refused with the same KernelError by both kernels: $name', ({ code, call }) => {
    const top = loaded.arenaTop();
    expect(refusal(() => call(wasm))).toBe(code);
    expect(refusal(() => call(typescriptVector))).toBe(code);
    // The arena is back where it was and the module still answers.
    expect(loaded.arenaTop()).toBe(top);
    expect(wasm.polygonArea(square)).toBe(16);
    expect(wasm.selfCrossing(square, true)).toBeNull();
    expect(wasm.simplify(square, 0, true)).toEqual(square);
    expect(wasm.measureOutline(squareOutline)).toEqual({ area: 16, perimeter: 16 });
  });

  it('accepts the smallest inputs that are not refused', () => {
    for (const kernels of [wasm, typescriptVector]) {
      expect(kernels.selfCrossing(new Float64Array(), false)).toBeNull();
      expect(kernels.selfCrossing(new Float64Array([1, 1]), false)).toBeNull();
      expect(kernels.selfCrossing(new Float64Array([0, 0, 1, 0, 0, 0]), true)).toEqual({ first: 0, second: 1 });
      expect(kernels.simplify(new Float64Array(), 1, false)).toEqual(new Float64Array());
      expect(kernels.simplify(new Float64Array([3, 4]), 1, false)).toEqual(new Float64Array([3, 4]));
      expect(kernels.simplify(new Float64Array([0, 0, 1, 1, 2, 0]), 0, true)).toEqual(new Float64Array([0, 0, 1, 1, 2, 0]));
      expect(kernels.measureOutline({ segments: [], closed: false, approximate: false })).toEqual({ area: 0, perimeter: 0 });
    }
  });
});

describe('module checks', () => {
  it('refuses a module without the vector exports', () => {
    expect(() => createWasmVector({ polygonArea: () => 0 }, {} as never)).toThrow(/lacks allFinite, pathLength/);
    expect(VECTOR_EXPORTS).toContain('selfCrossing');
  });

  it('refuses a module without every kernel export, naming what is missing', async () => {
    expect(() => checkKernelExports({ polygonArea: () => 0 })).toThrow(/memory, arenaTop, arenaReset, arenaAlloc/);
    const { vector } = wasmKernelSet(await import('../../../../build/kernels.wasm'));
    expect(vector.polygonArea(square)).toBe(16);
    expect(vector.segmentCrossesPolyline(p(-1, 2), p(5, 2), square, { adjacentFirst: false, adjacentLast: false })).toBe(1);
  });
});
