import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { polygonArea } from './polygon';
import { apply, homographyFromQuads, invert, multiply, quadProblem, rectifyingHomography, type Homography, type Quad } from './homography';

const close = (a: Point, b: Point, digits = 6) => {
  expect(a.x).toBeCloseTo(b.x, digits);
  expect(a.y).toBeCloseTo(b.y, digits);
};

/** A camera looking down at a plane at an angle: a known homography, plane metres → photo px. */
const CAMERA: Homography = [220, 35, 310, -12, 140, 520, 0.02, 0.09, 1];

/**
 * Convex quadrilaterals of any shape, size and place: four corners at increasing angles around a
 * centre, each at 50 to 100 % of a radius, either way round; the filter drops the few that a
 * corner's radius makes concave or nearly collinear. (Four free points filtered instead were
 * accepted once in about 2,900 tries, fast-check's doubles leaning to tiny and equal values: 12 s
 * for 300 runs, past the time limit on a loaded machine.)
 */
const convexQuads = () =>
  fc
    .record({
      cx: fc.integer({ min: -500, max: 500 }),
      cy: fc.integer({ min: -500, max: 500 }),
      radius: fc.double({ min: 5, max: 1000, noNaN: true }),
      tenthsOfDegrees: fc.uniqueArray(fc.integer({ min: 0, max: 3599 }), { minLength: 4, maxLength: 4 }),
      radii: fc.tuple(...Array.from({ length: 4 }, () => fc.double({ min: 0.5, max: 1, noNaN: true }))),
      clockwise: fc.boolean(),
    })
    .map(({ cx, cy, radius, tenthsOfDegrees, radii, clockwise }): Quad => {
      const angles = [...tenthsOfDegrees].sort((a, b) => a - b).map((tenths) => (tenths / 1800) * Math.PI);
      const corners = angles.map((angle, i) => ({ x: cx + radius * radii[i]! * Math.cos(angle), y: cy + radius * radii[i]! * Math.sin(angle) }));
      return (clockwise ? corners.reverse() : corners) as unknown as Quad;
    })
    .filter((q) => quadProblem(q, 1) === null);

describe('homographies', () => {
  it('recovers a known perspective from four corners, and maps every other point as it does', () => {
    const plane: Quad = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 }, { x: 0, y: 3 }];
    const photo = plane.map((p) => apply(CAMERA, p)) as unknown as Quad;
    const toPlane = rectifyingHomography(photo, 4, 3)!;
    expect(toPlane).not.toBeNull();
    for (const point of [{ x: 0.5, y: 0.5 }, { x: 3.5, y: 1 }, { x: 2, y: 2.5 }, { x: 7, y: -2 }]) close(apply(toPlane, apply(CAMERA, point)), point, 9);
    // A 50 cm tile's corners, photographed and rectified, enclose 0.25 m².
    const tile = [{ x: 1, y: 1 }, { x: 1.5, y: 1 }, { x: 1.5, y: 1.5 }, { x: 1, y: 1.5 }].map((p) => apply(toPlane, apply(CAMERA, p)));
    expect(polygonArea(tile)).toBeCloseTo(0.25, 10);
  });

  it('maps each corner onto its corner for any convex quadrilaterals (property), and the inverse maps back', () => {
    const quad = convexQuads();
    fc.assert(
      fc.property(quad, quad, (from, to) => {
        const h = homographyFromQuads(from, to);
        if (!h) return; // Nearly singular pairs are refused rather than answered badly.
        const scale = Math.max(...to.map((p) => Math.hypot(p.x, p.y)), 1);
        from.forEach((corner, i) => {
          const mapped = apply(h, corner);
          expect(Math.hypot(mapped.x - to[i]!.x, mapped.y - to[i]!.y) / scale).toBeLessThan(1e-6);
        });
        const back = invert(h)!;
        const round = apply(back, apply(h, from[0]));
        expect(Math.hypot(round.x - from[0].x, round.y - from[0].y) / Math.max(Math.hypot(from[0].x, from[0].y), 1)).toBeLessThan(1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses three corners in a line, crossing sides and a corner turned inwards', () => {
    const square: Quad = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    expect(quadProblem(square)).toBeNull();
    expect(quadProblem([{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 10 }])).toBe('collinear');
    expect(quadProblem([{ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 10, y: 0 }, { x: 0, y: 10 }])).toBe('crossing');
    expect(quadProblem([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 3, y: 3 }, { x: 0, y: 10 }])).toBe('concave');
    expect(rectifyingHomography([{ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 10, y: 0 }, { x: 0, y: 10 }], 4, 3)).toBeNull();
    expect(rectifyingHomography(square, 0, 3)).toBeNull();
    expect(rectifyingHomography(square, 4, Number.NaN)).toBeNull();
  });

  it('multiplies and inverts 3 × 3 matrices', () => {
    const identity: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];
    const product = multiply(CAMERA, invert(CAMERA)!);
    product.forEach((value, i) => expect(value / product[8]).toBeCloseTo(identity[i]!, 9));
    expect(invert([1, 2, 3, 2, 4, 6, 0, 0, 1])).toBeNull();
  });
});
