import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImagePoint, Point } from '../../shared/geometry';
import { seededRandom } from '../kernels/randomPolygon';
import { buildSnapIndex } from './snapIndex';
import { MAX_CROSSING_SEGMENTS, snapTarget } from './snapTarget';
import { bruteForceSnap } from './testing/bruteForceSnap';
import { ROOM_GRID_EMPTY_POINTS, ROOM_GRID_TARGETS, roomGridSegments } from './testing/roomGridPage';

const at = (x: number, y: number): Point => ({ x, y });
const RADIUS = 6;

describe('snapTarget on a vector page of rooms', () => {
  const index = buildSnapIndex(roomGridSegments());

  it('finds every corner, midpoint and crossing exactly, from any side within the radius', () => {
    const offsets = [at(0, 0), at(0.6, -0.8), at(-3, 4), at(5.9, 0), at(0, -5.9), at(-2.5, -2.5)];
    for (const target of ROOM_GRID_TARGETS) {
      for (const offset of offsets) {
        const found = snapTarget(index, at(target.point.x + offset.x, target.point.y + offset.y), RADIUS);
        expect({ target, found: found && { kind: found.kind, point: found.point } }).toEqual({ target, found: target });
        expect(found!.distance).toBeLessThanOrEqual(RADIUS);
      }
    }
  });

  it('finds nothing just beyond the radius of each target, nor in a room or on a wall between targets', () => {
    for (const target of ROOM_GRID_TARGETS) {
      for (const direction of [at(1, 0), at(0, -1), at(-0.6, 0.8)]) {
        const query = at(target.point.x + direction.x * (RADIUS + 0.5), target.point.y + direction.y * (RADIUS + 0.5));
        expect({ target, query, found: snapTarget(index, query, RADIUS) }).toEqual({ target, query, found: null });
      }
    }
    for (const point of ROOM_GRID_EMPTY_POINTS) expect({ point, found: snapTarget(index, point, 15) }).toEqual({ point, found: null });
  });

  it('takes a target lying exactly on the radius, and not a hair outside it', () => {
    // The corner (40, 60) and 3-4-5 offsets: the distance is exactly 5.
    expect(snapTarget(index, at(37, 56), 5)).toEqual({ kind: 'endpoint', point: at(40, 60), distance: 5 });
    expect(snapTarget(index, at(37, 56), 5 - 1e-12)).toBeNull();
  });

  it('puts a corner before a nearer midpoint, and a nearer corner before a farther crossing', () => {
    // A 4 px wall: its midpoint is 0.5 px from the pointer, its end 1.5 px.
    const short = buildSnapIndex(new Float64Array([0, 0, 4, 0, 30, -5, 30, 5, 20, 0, 40, 0, 100, 0, 110, 0, 103, -5, 103, 5]));
    expect(snapTarget(short, at(1.5, 0), 3)).toEqual({ kind: 'endpoint', point: at(0, 0), distance: 1.5 });
    // With no end within the radius, the midpoint.
    expect(snapTarget(short, at(2, 1.5), 2)).toEqual({ kind: 'midpoint', point: at(2, 0), distance: 1.5 });
    // A crossing before a nearer midpoint; a crossing that is also both lines' midpoint is a crossing.
    expect(snapTarget(short, at(105, 0.5), 4)).toEqual({ kind: 'intersection', point: at(103, 0), distance: Math.sqrt(4.25) });
    expect(snapTarget(short, at(29, 0), 3)).toEqual({ kind: 'intersection', point: at(30, 0), distance: 1 });
    expect(snapTarget(short, at(30, 4), 5)).toEqual({ kind: 'endpoint', point: at(30, 5), distance: 1 });
  });

  it("keeps the query point's brand and other fields on the answer", () => {
    const pointer = { x: 41, y: 61 } as ImagePoint;
    const found = snapTarget(index, pointer, RADIUS);
    const point: ImagePoint | undefined = found?.point;
    expect(point).toEqual({ x: 40, y: 60 });
  });

  it('answers null on an empty index, a negative or non-finite radius, or a non-finite point', () => {
    expect(snapTarget(buildSnapIndex(new Float64Array()), at(0, 0), 10)).toBeNull();
    expect(snapTarget(index, at(40, 60), -1)).toBeNull();
    expect(snapTarget(index, at(40, 60), NaN)).toBeNull();
    expect(snapTarget(index, at(40, 60), Infinity)).toBeNull();
    expect(snapTarget(index, at(NaN, 60), 10)).toBeNull();
  });

  it('leaves out segments with non-finite coordinates and refuses a length that is not a multiple of 4', () => {
    const withHoles = buildSnapIndex(new Float64Array([NaN, 0, 5, 5, 0, 0, 10, 0, 1, Infinity, 2, 2]));
    expect(withHoles.count).toBe(1);
    expect(snapTarget(withHoles, at(9, 1), 3)).toEqual({ kind: 'endpoint', point: at(10, 0), distance: Math.SQRT2 });
    expect(() => buildSnapIndex(new Float64Array(6))).toThrow(RangeError);
  });
});

/** Segments on a coarse grid (ends touching, T-junctions, collinear overlaps, parallels) or anywhere. */
const segmentSets = (count: number) =>
  fc.oneof(
    fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })), {
      maxLength: count,
    }),
    fc.array(fc.tuple(...Array.from({ length: 4 }, () => fc.double({ min: 0, max: 12, noNaN: true }))), { maxLength: count }),
  );

describe('snapTarget against every segment and every pair', () => {
  it('answers as the brute force does on random sets small enough to stay under the cap', () => {
    fc.assert(
      fc.property(
        segmentSets(MAX_CROSSING_SEGMENTS),
        fc.double({ min: -1, max: 13, noNaN: true }),
        fc.double({ min: -1, max: 13, noNaN: true }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        (segments, x, y, radius) => {
          const packed = new Float64Array(segments.flat());
          expect(snapTarget(buildSnapIndex(packed), at(x, y), radius)).toEqual(bruteForceSnap(packed, at(x, y), radius));
        },
      ),
      { seed: 38, numRuns: 3000 },
    );
  });

  it('answers as the brute force does on a grid point, where targets tie', () => {
    fc.assert(
      fc.property(segmentSets(MAX_CROSSING_SEGMENTS), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 4 }), (segments, x, y, radius) => {
        const packed = new Float64Array(segments.flat());
        expect(snapTarget(buildSnapIndex(packed), at(x, y), radius)).toEqual(bruteForceSnap(packed, at(x, y), radius));
      }),
      { seed: 39, numRuns: 2000 },
    );
  });

  it('over a dense hatch, misses a crossing only when more than the cap of segments pass nearer than it', () => {
    const random = seededRandom(40);
    let differing = 0;
    let capped = 0;
    for (let round = 0; round < 60; round++) {
      // Two hatches of 150 lines each across a 20 × 20 square, and the pointer inside it.
      const lines: number[] = [];
      for (let i = 0; i < 150; i++) {
        const offset = random() * 40 - 20;
        lines.push(offset, 0, offset + 20, 20, 0, offset + random(), 20, offset + 20 * random());
      }
      const packed = new Float64Array(lines);
      const point = at(5 + 10 * random(), 5 + 10 * random());
      const found = snapTarget(buildSnapIndex(packed), point, 3);
      const expected = bruteForceSnap(packed, point, 3);
      const distances = Array.from({ length: packed.length / 4 }, (_, i) => segmentDistance(packed, i, point)).sort((a, b) => a - b);
      if (distances[MAX_CROSSING_SEGMENTS]! <= 3) capped++;
      if (JSON.stringify(found) === JSON.stringify(expected)) continue;
      differing++;
      // The brute force's crossing lies beyond the nearest segment the cap left out.
      expect(expected?.kind).toBe('intersection');
      expect(expected!.distance).toBeGreaterThanOrEqual(distances[MAX_CROSSING_SEGMENTS]!);
      expect(found).not.toBeNull();
      expect(found!.distance).toBeLessThanOrEqual(3);
    }
    // The cap was reached in most rounds, and cost the nearest crossing in few.
    expect(capped).toBeGreaterThan(30);
    expect(differing).toBeLessThan(capped / 2);
  });
});

function segmentDistance(packed: Float64Array, i: number, point: Point): number {
  const [x1, y1, x2, y2] = packed.subarray(4 * i, 4 * i + 4);
  const vx = x2! - x1!;
  const vy = y2! - y1!;
  const t = Math.min(Math.max(((point.x - x1!) * vx + (point.y - y1!) * vy) / (vx * vx + vy * vy), 0), 1);
  return Math.hypot(point.x - x1! - t * vx, point.y - y1! - t * vy);
}
