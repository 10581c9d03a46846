/**
 * Curves of the CAD model sampled to points. Every sampler takes a chord tolerance in the
 * curve's own units: the largest distance allowed between the curve and the segments that
 * replace it, so a curve looks smooth at the pixel scale it is drawn at.
 */
import type { BulgeVertex, Point2 } from './cadModel';

const TWO_PI = 2 * Math.PI;
/** No single curve is cut into more pieces than this, however large it is drawn. */
const MAX_SEGMENTS = 4096;

/** Segments needed for an arc of this radius and sweep to stay within the tolerance. */
export function segmentsForArc(radius: number, sweep: number, tolerance: number): number {
  const turn = Math.abs(sweep);
  if (!(radius > 0) || !(turn > 0)) return 1;
  const ratio = Math.min(1, tolerance / radius);
  const step = ratio >= 1 ? Math.PI / 2 : 2 * Math.acos(1 - ratio);
  return Math.max(1, Math.min(MAX_SEGMENTS, Math.ceil(turn / Math.min(step, Math.PI / 4))));
}

/**
 * Points of the arc from `startAngle`, turning by `sweep` radians (positive counter-clockwise),
 * first and last points included.
 */
export function arcPoints(
  center: Point2,
  radius: number,
  startAngle: number,
  sweep: number,
  tolerance: number,
): Point2[] {
  const segments = segmentsForArc(radius, sweep, tolerance);
  const points: Point2[] = [];
  for (let i = 0; i <= segments; i++) {
    const angle = startAngle + (sweep * i) / segments;
    points.push({ x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) });
  }
  return points;
}

/** The counter-clockwise sweep from one angle to another, in (0, 2π]. */
export function ccwSweep(startAngle: number, endAngle: number): number {
  let sweep = (endAngle - startAngle) % TWO_PI;
  if (sweep <= 1e-12) sweep += TWO_PI;
  return sweep;
}

/**
 * Points of the arc a polyline bulge describes from `a` to `b`, `a` excluded and `b` included.
 * The bulge is tan(θ/4) of the included angle θ; positive turns counter-clockwise.
 */
export function bulgeArcPoints(a: Point2, b: Point2, bulge: number, tolerance: number): Point2[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const chord = Math.hypot(dx, dy);
  if (bulge === 0 || chord === 0 || !Number.isFinite(bulge)) return [b];
  const sweep = 4 * Math.atan(bulge);
  const radius = (chord * (1 + bulge * bulge)) / (4 * Math.abs(bulge));
  // The centre sits on the chord's perpendicular bisector, left of a→b for a positive bulge.
  const offset = (1 - bulge * bulge) / (4 * bulge);
  const center = { x: (a.x + b.x) / 2 - dy * offset, y: (a.y + b.y) / 2 + dx * offset };
  const start = Math.atan2(a.y - center.y, a.x - center.x);
  const points = arcPoints(center, radius, start, sweep, tolerance).slice(1);
  points[points.length - 1] = b;
  return points;
}

/** A polyline with bulges sampled to straight segments; a closed one does not repeat its first point. */
export function bulgePolylinePoints(
  vertices: readonly BulgeVertex[],
  closed: boolean,
  tolerance: number,
): Point2[] {
  if (vertices.length === 0) return [];
  const points: Point2[] = [vertices[0]!];
  const last = closed ? vertices.length : vertices.length - 1;
  for (let i = 0; i < last; i++) {
    const from = vertices[i]!;
    const to = vertices[(i + 1) % vertices.length]!;
    points.push(...bulgeArcPoints(from, to, from.bulge, tolerance));
  }
  if (closed && points.length > 1) points.pop();
  return points;
}

/**
 * Points of an ellipse c + cos(t)·major + sin(t)·minor for t from `startParam` over `sweep`,
 * both ends included.
 */
export function ellipsePoints(
  center: Point2,
  major: Point2,
  minor: Point2,
  startParam: number,
  sweep: number,
  tolerance: number,
): Point2[] {
  const radius = Math.max(Math.hypot(major.x, major.y), Math.hypot(minor.x, minor.y));
  const segments = segmentsForArc(radius, sweep, tolerance);
  const points: Point2[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = startParam + (sweep * i) / segments;
    const cos = Math.cos(t);
    const sin = Math.sin(t);
    points.push({ x: center.x + cos * major.x + sin * minor.x, y: center.y + cos * major.y + sin * minor.y });
  }
  return points;
}

function polygonLength(points: readonly Point2[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  }
  return length;
}

/** A clamped, uniform knot vector for n control points of degree p, used when a file's knots are unusable. */
export function clampedUniformKnots(count: number, degree: number): number[] {
  const knots: number[] = [];
  const inner = count - degree;
  for (let i = 0; i < count + degree + 1; i++) {
    knots.push(Math.min(Math.max(i - degree, 0), inner));
  }
  return knots;
}

function knotsAreUsable(knots: readonly number[], count: number, degree: number): boolean {
  if (knots.length !== count + degree + 1) return false;
  for (let i = 1; i < knots.length; i++) {
    if (!(knots[i]! >= knots[i - 1]!)) return false;
  }
  return knots[count]! > knots[degree]!;
}

/**
 * A B-spline (rational when weights are given) evaluated with de Boor's algorithm over its
 * whole domain [t_p, t_n]. Too few control points for the degree gives the control polygon.
 */
export function splinePoints(
  degree: number,
  controlPoints: readonly Point2[],
  fileKnots: readonly number[],
  weights: readonly number[] | undefined,
  tolerance: number,
): Point2[] {
  const count = controlPoints.length;
  const p = Math.round(degree);
  if (p < 1 || p > 10 || count < p + 1) return [...controlPoints];
  const knots = knotsAreUsable(fileKnots, count, p) ? fileKnots : clampedUniformKnots(count, p);
  const w = weights && weights.length === count && weights.every((v) => v > 0) ? weights : null;
  const from = knots[p]!;
  const to = knots[count]!;
  const length = polygonLength(controlPoints);
  const samples = Math.min(MAX_SEGMENTS, Math.max(8 * (count - p), Math.ceil(length / (8 * tolerance))));
  const points: Point2[] = [];
  let span = p;
  for (let i = 0; i <= samples; i++) {
    const u = i === samples ? to : from + ((to - from) * i) / samples;
    while (span < count - 1 && u >= knots[span + 1]!) span++;
    points.push(deBoor(span, u, knots, controlPoints, w, p));
  }
  return points;
}

function deBoor(
  span: number,
  u: number,
  knots: readonly number[],
  controlPoints: readonly Point2[],
  weights: readonly number[] | null,
  p: number,
): Point2 {
  const xs: number[] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  for (let j = 0; j <= p; j++) {
    const point = controlPoints[j + span - p]!;
    const weight = weights ? weights[j + span - p]! : 1;
    xs.push(point.x * weight);
    ys.push(point.y * weight);
    ws.push(weight);
  }
  for (let r = 1; r <= p; r++) {
    for (let j = p; j >= r; j--) {
      const left = knots[j + span - p]!;
      const denominator = knots[j + 1 + span - r]! - left;
      const alpha = denominator === 0 ? 0 : (u - left) / denominator;
      xs[j] = (1 - alpha) * xs[j - 1]! + alpha * xs[j]!;
      ys[j] = (1 - alpha) * ys[j - 1]! + alpha * ys[j]!;
      ws[j] = (1 - alpha) * ws[j - 1]! + alpha * ws[j]!;
    }
  }
  return { x: xs[p]! / ws[p]!, y: ys[p]! / ws[p]! };
}

/**
 * A smooth curve through fit points (Catmull–Rom), for splines a file defines only by the points
 * they pass through.
 */
export function fitPointsCurve(fitPoints: readonly Point2[], closed: boolean, tolerance: number): Point2[] {
  const n = fitPoints.length;
  if (n < 3) return [...fitPoints];
  const at = (i: number): Point2 =>
    closed ? fitPoints[(i + n) % n]! : fitPoints[Math.max(0, Math.min(n - 1, i))]!;
  const points: Point2[] = [fitPoints[0]!];
  const spans = closed ? n : n - 1;
  for (let i = 0; i < spans; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const steps = Math.min(64, Math.max(4, Math.ceil(Math.hypot(p2.x - p1.x, p2.y - p1.y) / (8 * tolerance))));
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const blend = (a: number, b: number, c: number, d: number): number =>
        0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3);
      points.push({ x: blend(p0.x, p1.x, p2.x, p3.x), y: blend(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  if (closed) points.pop();
  return points;
}
