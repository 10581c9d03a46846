import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { randomPolygon, seededRandom, spiralPolyline } from '../kernels/randomPolygon';
import { flattenPoints } from './polygon';
import { pathSelfCrosses } from './segments';
import { firstSelfCrossing, type EdgePairIndices } from './selfCrossing';
import { lexicographicOrder } from './lexicographicOrder';
import { sweepForSuspects } from './selfCrossingSweep';
import { lowestPairOfSuspects } from './suspectPairs';
import { gridPath, pairwiseReference, wholePolygon, withFlaw } from './testing/selfCrossingCases';

const p = (x: number, y: number): Point => ({ x, y });

/** Checks `firstSelfCrossing` against the reference, and the sweep and suspect scans even on paths short enough to go pairwise. */
function expectAgreement(points: Point[], closed: boolean): EdgePairIndices | null {
  const coords = flattenPoints(points);
  const expected = pairwiseReference(points, closed);
  const actual = firstSelfCrossing(coords, closed);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect({ points, closed, actual }).toEqual({ points, closed, actual: expected });
  const edgeCount = closed ? points.length : points.length - 1;
  if (edgeCount >= 3) {
    // Every meeting pair holds a suspect, so the suspects alone give the lowest pair.
    const bySuspects = lowestPairOfSuspects(coords, points.length, closed, sweepForSuspects(coords, points.length, closed));
    if (JSON.stringify(bySuspects) !== JSON.stringify(expected)) expect({ points, closed, bySuspects }).toEqual({ points, closed, bySuspects: expected });
  }
  return expected;
}

describe('firstSelfCrossing', () => {
  it('finds no pair in random simple polygons, closed or open, and a pair once one is flawed', () => {
    const random = seededRandom(11);
    let found = 0;
    for (let round = 0; round < 120; round++) {
      const points = wholePolygon(random, 20 + Math.floor(random() * 400));
      for (const closed of [true, false]) expectAgreement(points, closed);
      if (expectAgreement(withFlaw(random, points), random() < 0.7) !== null) found++;
    }
    expect(found).toBeGreaterThan(60);
  });

  it('matches the pairwise check on random paths over a coarse grid', () => {
    const random = seededRandom(12);
    const outcomes = { none: 0, some: 0 };
    for (let round = 0; round < 3000; round++) {
      const count = 3 + Math.floor(random() * (round < 2000 ? 10 : 60));
      const size = 2 + Math.floor(random() * 12);
      const result = expectAgreement(gridPath(random, count, size), random() < 0.5);
      outcomes[result === null ? 'none' : 'some']++;
    }
    expect(outcomes.none).toBeGreaterThan(200);
    expect(outcomes.some).toBeGreaterThan(1000);
  });

  it('matches the pairwise check on long random scribbles and spirals with a last stroke', () => {
    const random = seededRandom(13);
    for (let round = 0; round < 30; round++) {
      const scribble = Array.from({ length: 40 + Math.floor(random() * 200) }, () => p(random() * 1000, random() * 1000));
      expectAgreement(scribble, random() < 0.5);
      const spiral = spiralPolyline(50 + Math.floor(random() * 400), p(0, 0), 1);
      const last = spiral[spiral.length - 1]!;
      const inwards = 0.2 + random();
      expectAgreement([...spiral, p(last.x * inwards, last.y * inwards)], false);
    }
  });

  it('finds the touching of a vertex on a far edge, a repeated vertex and a collinear overlap', () => {
    const square = Array.from({ length: 40 }, (_, i) => (i < 10 ? p(i, 0) : i < 20 ? p(10, i - 10) : i < 30 ? p(30 - i, 10) : p(0, 40 - i)));
    expect(expectAgreement(square, true)).toBeNull();
    // Vertex 25, (5, 10), pulled down onto the bottom edge 4 → 5 at (4.5, 0).
    const touching = square.map((q, i) => (i === 25 ? p(4.5, 0) : q));
    expect(expectAgreement(touching, true)).toEqual({ first: 4, second: 24 });
    const repeated = square.map((q, i) => (i === 33 ? p(2, 0) : q));
    expect(expectAgreement(repeated, true)).toEqual({ first: 1, second: 32 });
    // The top edge 20 → 21 moved onto the bottom edge: collinear with edges 2, 3 and overlapping.
    const overlapping = square.map((q, i) => (i === 27 ? p(3, 0) : i === 28 ? p(2.5, 0) : q));
    expect(expectAgreement(overlapping, true)).toEqual({ first: 2, second: 26 });
  });

  it('answers pathSelfCrosses for long paths as the pairwise check did', () => {
    const simple = randomPolygon(seededRandom(14), 2000, { center: p(0, 0), radius: 100, clockwise: false });
    expect(pathSelfCrosses(simple, true)).toBe(false);
    expect(pathSelfCrosses(simple, false)).toBe(false);
    const random = seededRandom(15);
    let crossing = 0;
    for (let round = 0; round < 20; round++) {
      const flawed = withFlaw(random, simple);
      const expected = pairwiseReference(flawed, true) !== null;
      expect(pathSelfCrosses(flawed, true)).toBe(expected);
      if (expected) crossing++;
    }
    expect(crossing).toBeGreaterThan(10);
  });

  it('handles a fan of long, nearly parallel edges without testing their pairs', () => {
    const fan = randomPolygon(seededRandom(16), 20_000, { center: p(5000, 3000), radius: 2000, clockwise: false });
    const started = performance.now();
    expect(firstSelfCrossing(flattenPoints(fan), true)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('lexicographicOrder', () => {
  it('sorts vertices by x then y, with ties, negative zeros and both signs, as a comparison sort does', () => {
    const random = seededRandom(17);
    for (const count of [5, 255, 256, 3000]) {
      for (const whole of [false, true]) {
        const coords = Float64Array.from({ length: 2 * count }, () => {
          const value = whole ? Math.round((random() - 0.5) * 40) : (random() - 0.5) * 1e6;
          return value === 0 && random() < 0.5 ? -0 : value;
        });
        const key = (v: number): string => `${coords[2 * v]! + 0},${coords[2 * v + 1]! + 0}`;
        const expected = Array.from({ length: count }, (_, i) => i).sort((a, b) => coords[2 * a]! - coords[2 * b]! || coords[2 * a + 1]! - coords[2 * b + 1]!);
        expect(Array.from(lexicographicOrder(coords, count), key)).toEqual(expected.map(key));
      }
    }
  });
});
