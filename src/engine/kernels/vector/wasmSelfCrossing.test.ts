import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../../shared/geometry';
import { flattenPoints } from '../../geometry/polygon';
import { gridPath, pairwiseReference, wholePolygon, withFlaw } from '../../geometry/testing/selfCrossingCases';
import type { EdgePair, VectorKernels } from '../kernelTypes';
import { randomPolygon, seededRandom, spiralPolyline } from '../randomPolygon';
import { loadWasmVector } from './testing/loadWasmVector';
import { typescriptVector } from './typescriptVector';

const p = (x: number, y: number): Point => ({ x, y });

let wasm: VectorKernels;

beforeAll(async () => {
  wasm = (await loadWasmVector()).vector;
});

/** Both kernels give the pair the pairwise reference gives (the reference only when `checkReference`). */
function expectSamePair(points: Point[], closed: boolean, checkReference = true): EdgePair | null {
  const coords = flattenPoints(points);
  const fromWasm = wasm.selfCrossing(coords, closed);
  const fromTs = typescriptVector.selfCrossing(coords, closed);
  const expected = checkReference ? pairwiseReference(points, closed) : fromTs;
  if (JSON.stringify([fromWasm, fromTs]) !== JSON.stringify([expected, expected])) {
    expect({ points, closed, fromWasm, fromTs }).toEqual({ points, closed, fromWasm: expected, fromTs: expected });
  }
  return expected;
}

/** A smooth closed contour of `count` points around the origin, a little noisy, never crossing. */
function wobblyContour(random: () => number, count: number): Point[] {
  const radius = count / (2 * Math.PI);
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const r = radius * (1 + 0.05 * Math.sin(7 * angle)) + 0.3 * random();
    return p(r * Math.cos(angle), r * Math.sin(angle));
  });
}

describe('selfCrossing, WASM and TypeScript', () => {
  it('give the pairwise answer on random paths over a coarse grid, short and long', () => {
    const random = seededRandom(21);
    const outcomes = { none: 0, some: 0 };
    for (let round = 0; round < 2500; round++) {
      const count = 3 + Math.floor(random() * (round < 1500 ? 12 : 80));
      const result = expectSamePair(gridPath(random, count, 2 + Math.floor(random() * 20)), random() < 0.5);
      outcomes[result === null ? 'none' : 'some']++;
    }
    expect(outcomes.none).toBeGreaterThan(100);
    expect(outcomes.some).toBeGreaterThan(1000);
  });

  it('give the pairwise answer on simple polygons and on ones with a touch, a repeat or an overlap', () => {
    const random = seededRandom(22);
    let crossing = 0;
    for (let round = 0; round < 80; round++) {
      const points = wholePolygon(random, 33 + Math.floor(random() * 300));
      expectSamePair(points, random() < 0.5);
      if (expectSamePair(withFlaw(random, points), random() < 0.7) !== null) crossing++;
    }
    expect(crossing).toBeGreaterThan(40);
  });

  it('give the pairwise answer on scribbles and on spirals with a last stroke inwards', () => {
    const random = seededRandom(23);
    for (let round = 0; round < 20; round++) {
      expectSamePair(Array.from({ length: 40 + Math.floor(random() * 300) }, () => p(random() * 500, random() * 500)), random() < 0.5);
      const spiral = spiralPolyline(40 + Math.floor(random() * 500), p(0, 0), 1);
      const last = spiral[spiral.length - 1]!;
      const inwards = 0.1 + random();
      expectSamePair([...spiral, p(last.x * inwards, last.y * inwards)], false);
    }
  });

  it('find nothing in a 100,000-vertex fan of long edges and in a 100,000-point contour', () => {
    const fan = randomPolygon(seededRandom(24), 100_000, { center: p(5000, 3000), radius: 2000, clockwise: false });
    expect(wasm.selfCrossing(flattenPoints(fan), true)).toBeNull();
    const contour = wobblyContour(seededRandom(25), 100_000);
    expect(wasm.selfCrossing(flattenPoints(contour), true)).toBeNull();
    expect(typescriptVector.selfCrossing(flattenPoints(contour), false)).toBeNull();
  });

  it('agree on a staircase of whole pixels, where many vertices share an x, and on repeats of its points', () => {
    // Unit steps right and up, left and up, left and down, right and down: a diamond of stairs.
    const r = 300;
    const steps: Point[] = [];
    let at = p(0, -r);
    for (const [dx, dy] of [[1, 1], [-1, 1], [-1, -1], [1, -1]] as const) {
      for (let i = 0; i < r; i++) {
        steps.push(at);
        steps.push(p(at.x + dx, at.y));
        at = p(at.x + dx, at.y + dy);
      }
    }
    expect(expectSamePair(steps, true)).toBeNull();
    expect(expectSamePair(steps, false)).toBeNull();
    const random = seededRandom(28);
    for (let round = 0; round < 6; round++) {
      const k = Math.floor(random() * steps.length);
      const m = Math.floor(random() * steps.length);
      // A vertex moved onto another vertex, or onto the middle of another unit step.
      const target = round % 2 === 0 ? steps[m]! : p((steps[m]!.x + steps[(m + 1) % steps.length]!.x) / 2, (steps[m]!.y + steps[(m + 1) % steps.length]!.y) / 2);
      expect(expectSamePair(steps.map((q, i) => (i === k ? target : q)), true)).not.toBeNull();
    }
  });

  it('agree on the lowest pair of a fan of long edges with a crossing late in the path', () => {
    const fan = randomPolygon(seededRandom(27), 20_000, { center: p(0, 0), radius: 1000, clockwise: true });
    const flawed = fan.map((q, i) => (i === 15_000 ? fan[15_004]! : i === 15_004 ? fan[15_000]! : q));
    expect(expectSamePair(flawed, true, false)?.first).toBeGreaterThan(14_990);
  });

  it('agree on the lowest pair of a long contour with crossings late and early', () => {
    const contour = wobblyContour(seededRandom(26), 50_000);
    // A spike from vertex 40,000 out through the far side of the ring, then a vertex near the start
    // pulled out across the ring too.
    const late = contour.map((q, i) => (i === 40_000 ? p(-1.2 * q.x, -1.2 * q.y) : q));
    expect(expectSamePair(late, true, false)?.first).toBeLessThanOrEqual(40_000);
    const middle = contour[25_000]!;
    const early = late.map((q, i) => (i === 3 ? p(middle.x * 1.01, middle.y * 1.01) : q));
    const pair = expectSamePair(early, true, false);
    expect(pair?.first).toBeLessThanOrEqual(3);
  });
});
