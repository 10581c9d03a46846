import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import type { CircleParams, LineEntry, Sketch } from '../../shared/schemas';
import { shapeSketch } from '../document/shapes';
import { emptySketch } from '../document/sketch';
import { circleFromDiameter } from './circleShape';
import { rectangleFromDiagonal } from './rectangleShape';
import {
  edgeCount,
  edgeSegments,
  flattenOutline,
  lineSegments,
  measureOutline,
  nearestOnOutline,
  outlineSignedArea,
  segmentLength,
  segmentPoint,
  sketchOutline,
  splitCubic,
  type Outline,
  type OutlineSegment,
} from './outline';
import { polygonArea, pathLength } from './polygon';

const p = (x: number, y: number): Point => ({ x, y });
const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

const straight = (from: Point, to: Point): LineEntry => ({ type: 'straight', points: [from, to], isConstrained: false });
const curved = (points: Point[]): LineEntry => ({ type: 'curved', points, isConstrained: false });

function linesSketch(lines: LineEntry[], closed: boolean, hasCurved = false): Sketch {
  const controlPoints = lines.map((entry) => entry.points[0]!);
  if (!closed) controlPoints.push(lines[lines.length - 1]!.points.at(-1)!);
  return { ...emptySketch(), lines, controlPoints, closed, hasCurved };
}

const circleSketch = (params: CircleParams): Sketch => shapeSketch(true, { type: 'circle_tool', params }, false);

/** A circle of two vertexes a and b whose edges are the two exact half circles. */
function halfCircles(center: Point, r: number): CircleParams {
  const a = p(center.x + r, center.y);
  const b = p(center.x - r, center.y);
  // tan(180° / 4) = 1: the handles lie 4/3·r along the tangents, +y at a and −y at b.
  const k = (4 / 3) * r;
  return {
    vertexes: [a, b],
    center,
    initialPoints: [a, b],
    supportPoints: [
      [p(a.x, a.y - k), p(a.x, a.y + k)],
      [p(b.x, b.y + k), p(b.x, b.y - k)],
    ],
  };
}

/** A fine polygon through the outline, sampled evenly in each segment's parameter. */
function sampled(outline: Outline, perSegment: number): Point[] {
  const points: Point[] = [];
  for (const segment of outline.segments) {
    for (let i = 0; i < perSegment; i++) points.push(segmentPoint(segment, i / perSegment));
  }
  return points;
}

describe('lineSegments', () => {
  it('gives one straight segment for straight, constrained and diameter lines', () => {
    for (const type of ['straight', 'constrained', 'diameter'] as const) {
      expect(lineSegments({ type, points: [p(0, 0), p(3, 4)], isConstrained: type === 'constrained' })).toEqual([
        { kind: 'line', from: p(0, 0), to: p(3, 4) },
      ]);
    }
  });

  it('draws a curve through every one of its points, one cubic per pair of neighbours', () => {
    const points = [p(0, 0), p(10, 5), p(25, 3), p(30, -10), p(31, -20)];
    const segments = lineSegments(curved(points));
    expect(segments).toHaveLength(4);
    segments.forEach((segment, i) => {
      expect(segment.from).toEqual(points[i]);
      expect(segment.to).toEqual(points[i + 1]);
    });
  });

  it('leaves each end of a curve heading for its neighbouring point', () => {
    const segments = lineSegments(curved([p(0, 0), p(10, 0), p(20, 10)]));
    const first = segments[0]!;
    const last = segments[1]!;
    if (first.kind !== 'cubic' || last.kind !== 'cubic') throw new Error('expected cubics');
    expect(first.c1.y).toBe(0);
    expect(first.c1.x).toBeGreaterThan(0);
    // At the far end the tangent points from (10, 0) to (20, 10).
    expect(last.to.x - last.c2.x).toBeCloseTo(last.to.y - last.c2.y, 12);
  });

  it('passes over repeated points of a freehand stroke', () => {
    expect(lineSegments(curved([p(0, 0), p(0, 0), p(5, 5), p(5, 5), p(9, 0)]))).toHaveLength(2);
  });

  it('traces collinear evenly spaced points as the straight line through them', () => {
    const segments = lineSegments(curved([p(0, 0), p(10, 0), p(20, 0), p(30, 0)]));
    expect(segments.reduce((total, segment) => total + segmentLength(segment), 0)).toBeCloseTo(30, 12);
  });
});

describe('sketchOutline', () => {
  it('builds the outline of a sketch once and hands the same outline out again', () => {
    const sketch: Sketch = shapeSketch(true, { type: 'rectangle', params: rectangleFromDiagonal(p(0, 0), p(40, 30), 'r') }, false);
    const first = sketchOutline(sketch);
    expect(sketchOutline(sketch)).toBe(first);
    expect(sketchOutline({ ...sketch })).not.toBe(first);
    expect(sketchOutline({ ...sketch })).toEqual(first);
  });

  it('runs a rectangle p1 → p2 → p3 → p4 → p1', () => {
    const params = rectangleFromDiagonal(p(0, 0), p(40, 30), 'r');
    const sketch: Sketch = shapeSketch(true, { type: 'rectangle', params }, false);
    const outline = sketchOutline(sketch);
    expect(outline.segments.map((segment) => [segment.from, segment.to])).toEqual([
      [p(0, 0), p(40, 0)],
      [p(40, 0), p(40, 30)],
      [p(40, 30), p(0, 30)],
      [p(0, 30), p(0, 0)],
    ]);
    expect(outline).toMatchObject({ closed: true, approximate: false });
    expect(measureOutline(outline)).toEqual({ perimeter: 140, area: 1200 });
  });

  it('gives one line per angle line', () => {
    const sketch: Sketch = {
      ...emptySketch(),
      angleLines: [
        { start: p(0, 0), end: p(10, 0) },
        { start: p(10, 0), end: p(10, 10) },
      ],
      controlPoints: [p(0, 0), p(10, 0), p(10, 10)],
    };
    expect(sketchOutline(sketch).segments).toEqual([
      { kind: 'line', from: p(0, 0), to: p(10, 0) },
      { kind: 'line', from: p(10, 0), to: p(10, 10) },
    ]);
    expect(edgeCount(sketch)).toBe(2);
  });

  it('reads the edges of a fresh circle as four exact quarter arcs about its centre', () => {
    const outline = sketchOutline(circleSketch(circleFromDiameter(p(10, 50), p(90, 50))));
    expect(outline.segments.map((segment) => segment.kind)).toEqual(['arc', 'arc', 'arc', 'arc']);
    for (const segment of outline.segments) {
      if (segment.kind !== 'arc') throw new Error('expected arcs');
      expect(segment.center).toEqual(p(50, 50));
      expect(segment.sweep).toBeCloseTo(Math.PI / 2, 14);
    }
    expect(outline.approximate).toBe(false);
  });

  it('reads a circle edge whose handle was dragged as a cubic, and calls the outline approximate', () => {
    const params = circleFromDiameter(p(0, 0), p(100, 0));
    const reshaped = { ...params, supportPoints: params.supportPoints.map((pair, i) => (i === 1 ? [pair[0]!, p(pair[1]!.x + 3, pair[1]!.y)] : pair)) };
    const outline = sketchOutline(circleSketch(reshaped));
    expect(outline.segments.map((segment) => segment.kind)).toEqual(['arc', 'cubic', 'arc', 'arc']);
    expect(outline.approximate).toBe(true);
  });

  it('calls a sketch with a freehand curve approximate', () => {
    const sketch = linesSketch([straight(p(0, 0), p(50, 0)), curved([p(50, 0), p(60, 20), p(40, 40)])], false, true);
    expect(sketchOutline(sketch).approximate).toBe(true);
  });
});

describe('edgeSegments', () => {
  it('numbers the edges of a line sequence by its lines', () => {
    const sketch = linesSketch([straight(p(0, 0), p(10, 0)), curved([p(10, 0), p(15, 5), p(20, 0)])], false);
    expect(edgeCount(sketch)).toBe(2);
    expect(edgeSegments(sketch, 0)).toEqual([{ kind: 'line', from: p(0, 0), to: p(10, 0) }]);
    expect(edgeSegments(sketch, 1).map((segment) => segment.kind)).toEqual(['cubic', 'cubic']);
    expect(edgeSegments(sketch, 2)).toEqual([]);
    expect(edgeSegments(sketch, -1)).toEqual([]);
  });

  it('numbers rectangle sides from p1 and circle edges from the first vertex', () => {
    const params = rectangleFromDiagonal(p(0, 0), p(4, 3), 'r');
    const rectangle: Sketch = shapeSketch(true, { type: 'rectangle', params }, false);
    expect(edgeSegments(rectangle, 3)).toEqual([{ kind: 'line', from: p(0, 3), to: p(0, 0) }]);
    const circle = circleSketch(halfCircles(p(0, 0), 5));
    expect(edgeCount(circle)).toBe(2);
    expect(edgeSegments(circle, 1)[0]).toMatchObject({ kind: 'arc', from: p(-5, 0), to: p(5, 0) });
  });
});

describe('measureOutline', () => {
  it('measures a circle of four exact arcs as π r² and 2π r', () => {
    for (const r of [1, 37.5, 1234.5678]) {
      const { perimeter, area } = measureOutline(sketchOutline(circleSketch(circleFromDiameter(p(300 - r, 200), p(300 + r, 200)))));
      expect(relative(area, Math.PI * r * r)).toBeLessThan(1e-12);
      expect(relative(perimeter, 2 * Math.PI * r)).toBeLessThan(1e-12);
    }
  });

  it('measures a circle of two half-circle arcs as π r² and 2π r', () => {
    const outline = sketchOutline(circleSketch(halfCircles(p(1000, -400), 25)));
    expect(outline.segments.map((segment) => segment.kind)).toEqual(['arc', 'arc']);
    const { perimeter, area } = measureOutline(outline);
    expect(relative(area, Math.PI * 625)).toBeLessThan(1e-12);
    expect(relative(perimeter, 50 * Math.PI)).toBeLessThan(1e-12);
  });

  it('measures a square whichever way it winds', () => {
    const corners = [p(0, 0), p(150, 0), p(150, 150), p(0, 150)];
    for (const order of [corners, [...corners].reverse()]) {
      const segments: OutlineSegment[] = order.map((from, i) => ({ kind: 'line', from, to: order[(i + 1) % 4]! }));
      expect(measureOutline({ segments, closed: true, approximate: false })).toEqual({ perimeter: 600, area: 22500 });
    }
  });

  it('has no area when open', () => {
    const segments: OutlineSegment[] = [
      { kind: 'line', from: p(0, 0), to: p(3, 0) },
      { kind: 'line', from: p(3, 0), to: p(3, 4) },
    ];
    expect(measureOutline({ segments, closed: false, approximate: false })).toEqual({ perimeter: 7, area: 0 });
  });

  it('measures the area under the cubic (0,0) (0,h) (1,h) (1,0) as 3h/5', () => {
    const h = 2;
    const segments: OutlineSegment[] = [
      { kind: 'cubic', from: p(0, 0), c1: p(0, h), c2: p(1, h), to: p(1, 0) },
      { kind: 'line', from: p(1, 0), to: p(0, 0) },
    ];
    expect(relative(measureOutline({ segments, closed: true, approximate: true }).area, (3 * h) / 5)).toBeLessThan(1e-14);
  });

  it('measures a parabola written as a cubic to its closed-form length √5 + asinh(2)/2', () => {
    // The quadratic (0,0) (1,2) (2,0), raised to a cubic, is y = 2x − x² on 0 ≤ x ≤ 2.
    const parabola: OutlineSegment = { kind: 'cubic', from: p(0, 0), c1: p(2 / 3, 4 / 3), c2: p(4 / 3, 4 / 3), to: p(2, 0) };
    expect(relative(segmentLength(parabola), Math.sqrt(5) + Math.asinh(2) / 2)).toBeLessThan(1e-12);
  });

  it('measures a closed cubic outline as a fine polygon through it does', () => {
    const segments: OutlineSegment[] = [
      { kind: 'cubic', from: p(0, 0), c1: p(80, -120), c2: p(260, 90), to: p(300, 0) },
      { kind: 'cubic', from: p(300, 0), c1: p(310, 200), c2: p(20, 150), to: p(0, 0) },
    ];
    const outline: Outline = { segments, closed: true, approximate: true };
    const polygon = sampled(outline, 20000);
    const { perimeter, area } = measureOutline(outline);
    expect(relative(area, polygonArea(polygon))).toBeLessThan(1e-7);
    expect(relative(perimeter, pathLength(polygon, true))).toBeLessThan(1e-7);
  });

  it('measures a closed sketch with a freehand curve by the curve, not its points', () => {
    const sketch = linesSketch(
      [straight(p(0, 0), p(100, 0)), curved([p(100, 0), p(120, 50), p(90, 100), p(0, 100)]), straight(p(0, 100), p(0, 0))],
      true,
      true,
    );
    const outline = sketchOutline(sketch);
    const polygon = sampled(outline, 20000);
    const { perimeter, area } = measureOutline(outline);
    expect(relative(area, polygonArea(polygon))).toBeLessThan(1e-7);
    expect(relative(perimeter, pathLength(polygon, true))).toBeLessThan(1e-7);
    expect(area).not.toBeCloseTo(polygonArea(sketch.lines.flatMap((entry) => entry.points.slice(1))), 0);
  });

  it('measures a shape far from the origin as precisely as one near it', () => {
    const far = circleFromDiameter(p(1e7 - 20, -3e7), p(1e7 + 20, -3e7));
    const { area } = measureOutline(sketchOutline(circleSketch(far)));
    expect(relative(area, Math.PI * 400)).toBeLessThan(1e-9);
  });

  it('gives a positive signed area for an outline running clockwise on screen', () => {
    const segments: OutlineSegment[] = [
      { kind: 'line', from: p(0, 0), to: p(10, 0) },
      { kind: 'line', from: p(10, 0), to: p(10, 10) },
      { kind: 'line', from: p(10, 10), to: p(0, 0) },
    ];
    expect(outlineSignedArea({ segments, closed: true, approximate: false })).toBe(50);
  });
});

describe('flattenOutline', () => {
  it('stays within the tolerance of a circle and does not repeat the first point', () => {
    const r = 200;
    const points = flattenOutline(sketchOutline(circleSketch(circleFromDiameter(p(0, 0), p(2 * r, 0)))), 0.25);
    expect(points[0]).toEqual(p(0, 0));
    expect(points.at(-1)).not.toEqual(points[0]);
    points.forEach((point, i) => {
      const next = points[(i + 1) % points.length]!;
      const middle = p((point.x + next.x) / 2, (point.y + next.y) / 2);
      expect(Math.abs(Math.hypot(point.x - r, point.y) - r)).toBeLessThan(1e-9);
      expect(r - Math.hypot(middle.x - r, middle.y)).toBeLessThanOrEqual(0.25 + 1e-9);
    });
  });

  it('stays within the tolerance of a cubic', () => {
    const curve: OutlineSegment = { kind: 'cubic', from: p(0, 0), c1: p(0, 300), c2: p(300, 300), to: p(300, 0) };
    const points = flattenOutline({ segments: [curve], closed: false, approximate: true }, 0.5);
    expect(points[0]).toEqual(p(0, 0));
    expect(points.at(-1)).toEqual(p(300, 0));
    for (let i = 0; i <= 100; i++) {
      const onCurve = segmentPoint(curve, i / 100);
      const nearest = Math.min(...points.slice(1).map((b, j) => distanceToChord(onCurve, points[j]!, b)));
      expect(nearest).toBeLessThanOrEqual(0.5);
    }
  });

  it('keeps the corners of a polygon as they are', () => {
    const segments: OutlineSegment[] = [
      { kind: 'line', from: p(0, 0), to: p(5, 0) },
      { kind: 'line', from: p(5, 0), to: p(5, 5) },
      { kind: 'line', from: p(5, 5), to: p(0, 0) },
    ];
    expect(flattenOutline({ segments, closed: true, approximate: false })).toEqual([p(0, 0), p(5, 0), p(5, 5)]);
    expect(flattenOutline({ segments: segments.slice(0, 2), closed: false, approximate: false })).toEqual([p(0, 0), p(5, 0), p(5, 5)]);
  });
});

function distanceToChord(point: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(point.x - a.x - t * dx, point.y - a.y - t * dy);
}

describe('nearestOnOutline', () => {
  it('finds the nearest point of a circle along the radius through the point', () => {
    const outline = sketchOutline(circleSketch(circleFromDiameter(p(0, 0), p(100, 0))));
    // The centre is (50, 0) and the radius 50.
    const nearest = nearestOnOutline(outline, p(50 + 30, 40));
    expect(nearest?.distance).toBeCloseTo(0, 12);
    const outside = nearestOnOutline(outline, p(50 + 60, 80))!;
    expect(outside.distance).toBeCloseTo(50, 10);
    expect(outside.point.x).toBeCloseTo(80, 10);
    expect(outside.point.y).toBeCloseTo(40, 10);
    // Direction (3, 4) from the centre lies in the quarter from (100, 0) to (50, 50), edge 2.
    expect(outside.segment).toBe(2);
  });

  it('finds the nearest point of a cubic and of a line', () => {
    const segments: OutlineSegment[] = [
      { kind: 'line', from: p(0, 0), to: p(100, 0) },
      { kind: 'cubic', from: p(100, 0), c1: p(100, 100 / 3), c2: p(100, 200 / 3), to: p(100, 100) },
    ];
    const outline: Outline = { segments, closed: false, approximate: false };
    expect(nearestOnOutline(outline, p(40, -7))).toEqual({ segment: 0, point: p(40, 0), distance: 7 });
    const onCubic = nearestOnOutline(outline, p(130, 60))!;
    expect(onCubic.segment).toBe(1);
    expect(onCubic.point.x).toBeCloseTo(100, 9);
    expect(onCubic.point.y).toBeCloseTo(60, 9);
    expect(onCubic.distance).toBeCloseTo(30, 9);
  });

  it('finds nothing on an empty outline', () => {
    expect(nearestOnOutline({ segments: [], closed: false, approximate: false }, p(0, 0))).toBeNull();
  });
});

describe('splitCubic', () => {
  it('splits a cubic into two halves that trace it exactly', () => {
    const curve = { kind: 'cubic', from: p(0, 0), c1: p(10, 40), c2: p(70, -20), to: p(90, 30) } as const;
    const [first, second] = splitCubic(curve, 0.3);
    expect(first.to).toEqual(second.from);
    for (const t of [0.1, 0.5, 0.9]) {
      const a = segmentPoint(first, t);
      const b = segmentPoint(curve, 0.3 * t);
      expect(a.x).toBeCloseTo(b.x, 12);
      expect(a.y).toBeCloseTo(b.y, 12);
      const c = segmentPoint(second, t);
      const d = segmentPoint(curve, 0.3 + 0.7 * t);
      expect(c.x).toBeCloseTo(d.x, 12);
      expect(c.y).toBeCloseTo(d.y, 12);
    }
    expect(segmentLength(first) + segmentLength(second)).toBeCloseTo(segmentLength(curve), 11);
  });
});
