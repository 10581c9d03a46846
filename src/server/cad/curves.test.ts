import { describe, expect, it } from 'vitest';
import {
  arcPoints,
  bulgeArcPoints,
  bulgePolylinePoints,
  ccwSweep,
  clampedUniformKnots,
  fitPointsCurve,
  segmentsForArc,
  splinePoints,
} from './curves';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);

describe('bulge arcs', () => {
  it('draws bulge 1 as the half circle below a left-to-right chord (counter-clockwise)', () => {
    const points = bulgeArcPoints({ x: 0, y: 0 }, { x: 2, y: 0 }, 1, 0.001);
    expect(points[points.length - 1]).toEqual({ x: 2, y: 0 });
    for (const p of points) expect(distance(p, { x: 1, y: 0 })).toBeCloseTo(1, 12);
    expect(Math.min(...points.map((p) => p.y))).toBeCloseTo(-1, 5);
    expect(Math.max(...points.map((p) => p.y))).toBeLessThan(1e-12);
    // Counter-clockwise about the centre: the angle of successive points increases.
    const angles = [{ x: 0, y: 0 }, ...points].map((p) => Math.atan2(p.y, p.x - 1));
    const unwrapped = angles.map((a) => (a > 0 ? a - 2 * Math.PI : a));
    for (let i = 1; i < unwrapped.length; i++) expect(unwrapped[i]!).toBeGreaterThan(unwrapped[i - 1]!);
  });

  it('draws bulge −1 as the half circle above the chord', () => {
    const points = bulgeArcPoints({ x: 0, y: 0 }, { x: 2, y: 0 }, -1, 0.001);
    expect(Math.max(...points.map((p) => p.y))).toBeCloseTo(1, 5);
  });

  it('puts a quarter-circle bulge (tan 22.5°) on the circle through both ends', () => {
    const bulge = Math.tan(Math.PI / 8);
    const points = bulgeArcPoints({ x: 1, y: 0 }, { x: 0, y: 1 }, bulge, 1e-4);
    for (const p of points) expect(distance(p, { x: 0, y: 0 })).toBeCloseTo(1, 12);
  });

  it('closes a polyline of two half-circle bulges into a full circle', () => {
    const points = bulgePolylinePoints(
      [
        { x: -1, y: 0, bulge: 1 },
        { x: 1, y: 0, bulge: 1 },
      ],
      true,
      1e-3,
    );
    let twiceArea = 0;
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!;
      const b = points[(i + 1) % points.length]!;
      twiceArea += a.x * b.y - b.x * a.y;
    }
    expect(twiceArea / 2).toBeCloseTo(Math.PI, 2);
    expect(points[0]).toMatchObject({ x: -1, y: 0 });
    // A closed outline does not repeat its first point; the SVG path closes it.
    expect(distance(points[points.length - 1]!, points[0]!)).toBeGreaterThan(0);
  });

  it('keeps straight sides straight', () => {
    expect(bulgeArcPoints({ x: 0, y: 0 }, { x: 3, y: 4 }, 0, 0.1)).toEqual([{ x: 3, y: 4 }]);
  });
});

describe('arcs', () => {
  it('cuts an arc finely enough to stay within the tolerance', () => {
    const tolerance = 0.01;
    const points = arcPoints({ x: 0, y: 0 }, 10, 0, Math.PI, tolerance);
    const step = Math.PI / (points.length - 1);
    expect(10 * (1 - Math.cos(step / 2))).toBeLessThanOrEqual(tolerance);
    expect(segmentsForArc(10, 2 * Math.PI, Infinity)).toBe(8);
  });

  it('measures counter-clockwise sweeps across zero', () => {
    expect(ccwSweep((350 * Math.PI) / 180, (10 * Math.PI) / 180)).toBeCloseTo((20 * Math.PI) / 180, 12);
    expect(ccwSweep(1, 1)).toBeCloseTo(2 * Math.PI, 12);
  });
});

describe('splines (de Boor)', () => {
  it('evaluates a clamped cubic with four control points as its Bézier curve', () => {
    const control = [
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 3, y: 2 },
      { x: 4, y: 0 },
    ];
    const points = splinePoints(3, control, [0, 0, 0, 0, 1, 1, 1, 1], undefined, 0.001);
    expect(points[0]).toEqual({ x: 0, y: 0 });
    expect(points[points.length - 1]!.x).toBeCloseTo(4, 12);
    const middle = points[(points.length - 1) / 2]!;
    // B(½) = (P0 + 3P1 + 3P2 + P3) / 8
    expect(middle.x).toBeCloseTo(2, 12);
    expect(middle.y).toBeCloseTo(1.5, 12);
  });

  it('draws a rational quadratic quarter circle exactly on the circle', () => {
    const control = [
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    const points = splinePoints(2, control, [0, 0, 0, 1, 1, 1], [1, Math.SQRT1_2, 1], 0.001);
    for (const p of points) expect(Math.hypot(p.x, p.y)).toBeCloseTo(1, 12);
  });

  it('replaces unusable knots with clamped uniform ones', () => {
    expect(clampedUniformKnots(5, 2)).toEqual([0, 0, 0, 1, 2, 3, 3, 3]);
    const control = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 0 },
    ];
    const points = splinePoints(2, control, [], undefined, 0.01);
    expect(points[0]).toEqual({ x: 0, y: 0 });
    expect(points[points.length - 1]!.x).toBeCloseTo(2, 12);
  });

  it('passes a fit-point curve through every fit point', () => {
    const fit = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 0 },
      { x: 3, y: 1 },
    ];
    const points = fitPointsCurve(fit, false, 0.01);
    for (const f of fit) expect(Math.min(...points.map((p) => distance(p, f)))).toBeLessThan(1e-12);
  });
});
