/**
 * Cubic Bézier segments: points, splitting, exact-to-rounding length and area, flattening and
 * the nearest point. Curved lines and reshaped circle edges are drawn and measured with these.
 */
import type { Point } from '../../shared/geometry';
import type { OutlineSegment } from './outlineTypes';
import { cross, distance, dot, lerp, subtract } from './vector';

/** The cubic Bézier kind of outline segment. */
export type CubicSegment = Extract<OutlineSegment, { kind: 'cubic' }>;

/** A cubic segment from its four control points. */
export const cubic = (from: Point, c1: Point, c2: Point, to: Point): CubicSegment => ({ kind: 'cubic', from, c1, c2, to });

/** The point of the curve at parameter t in [0, 1]. */
export function cubicPoint(segment: CubicSegment, t: number): Point {
  if (t === 0) return segment.from;
  if (t === 1) return segment.to;
  const s = 1 - t;
  const a = s * s * s;
  const b = 3 * s * s * t;
  const c = 3 * s * t * t;
  const d = t * t * t;
  const { from, c1, c2, to } = segment;
  return { x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y };
}

/** The derivative dB/dt at parameter t. */
export function cubicDerivative(segment: CubicSegment, t: number): Point {
  const s = 1 - t;
  const a = 3 * s * s;
  const b = 6 * s * t;
  const c = 3 * t * t;
  const { from, c1, c2, to } = segment;
  return {
    x: a * (c1.x - from.x) + b * (c2.x - c1.x) + c * (to.x - c2.x),
    y: a * (c1.y - from.y) + b * (c2.y - c1.y) + c * (to.y - c2.y),
  };
}

/** The second derivative d²B/dt² at parameter t. */
export function cubicSecondDerivative(segment: CubicSegment, t: number): Point {
  const { from, c1, c2, to } = segment;
  const s = 1 - t;
  return {
    x: 6 * s * (c2.x - 2 * c1.x + from.x) + 6 * t * (to.x - 2 * c2.x + c1.x),
    y: 6 * s * (c2.y - 2 * c1.y + from.y) + 6 * t * (to.y - 2 * c2.y + c1.y),
  };
}

/** The two halves of the curve at parameter t (de Casteljau); together they trace it exactly. */
export function splitCubic(segment: CubicSegment, t: number): [CubicSegment, CubicSegment] {
  const { from, c1, c2, to } = segment;
  const ab = lerp(from, c1, t);
  const bc = lerp(c1, c2, t);
  const cd = lerp(c2, to, t);
  const abc = lerp(ab, bc, t);
  const bcd = lerp(bc, cd, t);
  const middle = t === 0 ? from : t === 1 ? to : lerp(abc, bcd, t);
  return [cubic(from, ab, abc, middle), cubic(middle, bcd, cd, to)];
}

// 10-point Gauss–Legendre nodes on [-1, 1] (the positive half; the rule is symmetric).
const GAUSS_NODES = [0.14887433898163122, 0.4333953941292472, 0.6794095682990244, 0.8650633666889845, 0.9739065285171717];
const GAUSS_WEIGHTS = [0.2955242247147528, 0.2692667193099965, 0.219086362515982, 0.1494513491505804, 0.06667134430868814];
const LENGTH_TOLERANCE = 1e-13;
const MAX_DEPTH = 24;

function speedIntegral(segment: CubicSegment, a: number, b: number): number {
  const half = (b - a) / 2;
  const middle = (a + b) / 2;
  let total = 0;
  for (let i = 0; i < GAUSS_NODES.length; i++) {
    const offset = half * GAUSS_NODES[i]!;
    const before = cubicDerivative(segment, middle - offset);
    const after = cubicDerivative(segment, middle + offset);
    total += GAUSS_WEIGHTS[i]! * (Math.hypot(before.x, before.y) + Math.hypot(after.x, after.y));
  }
  return total * half;
}

function adaptiveLength(segment: CubicSegment, a: number, b: number, whole: number, tolerance: number, depth: number): number {
  const middle = (a + b) / 2;
  const left = speedIntegral(segment, a, middle);
  const right = speedIntegral(segment, middle, b);
  if (depth >= MAX_DEPTH || Math.abs(left + right - whole) <= tolerance) return left + right;
  return (
    adaptiveLength(segment, a, middle, left, tolerance / 2, depth + 1) +
    adaptiveLength(segment, middle, b, right, tolerance / 2, depth + 1)
  );
}

/**
 * Arc length of the curve by adaptive Gauss–Legendre quadrature of its speed, to about 1e-13
 * relative: an interval is halved until its 10-point estimate and the sum of its halves agree.
 */
export function cubicLength(segment: CubicSegment): number {
  const whole = speedIntegral(segment, 0, 1);
  // The chord and the control polygon bound the length, so the tolerance is relative to it
  // even for a curve whose first estimate is poor (a cusp).
  const scale = Math.max(whole, distance(segment.from, segment.to));
  if (scale === 0) return 0;
  return adaptiveLength(segment, 0, 1, whole, LENGTH_TOLERANCE * scale, 0);
}

/**
 * The curve's share of ∮(x dy − y dx)/2 with coordinates taken relative to `origin`: summed over a
 * closed outline it is the signed enclosed area. Closed form of the Bernstein integrals:
 * Σ_{i<j} w_ij (P_i × P_j) with w = 3/10, 3/20, 1/20, 3/20, 3/20, 3/10 for
 * (0,1), (0,2), (0,3), (1,2), (1,3), (2,3).
 */
export function cubicAreaTerm(segment: CubicSegment, origin: Point): number {
  const p0 = { x: segment.from.x - origin.x, y: segment.from.y - origin.y };
  const p1 = { x: segment.c1.x - origin.x, y: segment.c1.y - origin.y };
  const p2 = { x: segment.c2.x - origin.x, y: segment.c2.y - origin.y };
  const p3 = { x: segment.to.x - origin.x, y: segment.to.y - origin.y };
  return (
    (6 * cross(p0, p1) + 3 * cross(p0, p2) + cross(p0, p3) + 3 * cross(p1, p2) + 3 * cross(p1, p3) + 6 * cross(p2, p3)) / 20
  );
}

/** Distance from p to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

const FLATTEN_MAX_DEPTH = 16;

/**
 * Appends to `out` the points of a polyline that stays within `tolerance` of the curve, not
 * including the curve's first point. The curve lies in the hull of its control points, so once
 * both inner control points are within `tolerance` of the chord, the chord is close enough.
 */
export function flattenCubic(segment: CubicSegment, tolerance: number, out: Point[], depth = 0): void {
  const flat =
    Math.max(distanceToSegment(segment.c1, segment.from, segment.to), distanceToSegment(segment.c2, segment.from, segment.to)) <=
    tolerance;
  if (flat || depth >= FLATTEN_MAX_DEPTH) {
    out.push(segment.to);
    return;
  }
  const [first, second] = splitCubic(segment, 0.5);
  flattenCubic(first, tolerance, out, depth + 1);
  flattenCubic(second, tolerance, out, depth + 1);
}

/** The point of a segment nearest a given point, with its parameter. */
export interface NearestPoint {
  readonly t: number;
  readonly point: Point;
  readonly distance: number;
}

const NEAREST_SAMPLES = 48;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * The point of the curve nearest `p`: the best of evenly spaced samples, refined by golden-section
 * search between its neighbouring samples.
 */
export function nearestOnCubic(segment: CubicSegment, p: Point): NearestPoint {
  const distanceAt = (t: number): number => distance(cubicPoint(segment, t), p);
  let bestT = 0;
  let best = Infinity;
  for (let i = 0; i <= NEAREST_SAMPLES; i++) {
    const t = i / NEAREST_SAMPLES;
    const d = distanceAt(t);
    if (d < best) {
      best = d;
      bestT = t;
    }
  }
  let low = Math.max(0, bestT - 1 / NEAREST_SAMPLES);
  let high = Math.min(1, bestT + 1 / NEAREST_SAMPLES);
  let a = high - GOLDEN * (high - low);
  let b = low + GOLDEN * (high - low);
  let da = distanceAt(a);
  let db = distanceAt(b);
  for (let i = 0; i < 60 && high - low > 1e-12; i++) {
    if (da < db) {
      high = b;
      b = a;
      db = da;
      a = high - GOLDEN * (high - low);
      da = distanceAt(a);
    } else {
      low = a;
      a = b;
      da = db;
      b = low + GOLDEN * (high - low);
      db = distanceAt(b);
    }
  }
  let t = (low + high) / 2;
  // The distance is flat at its minimum, so the search pins t only to about √ε; Newton's method on
  // (B(t) − p)·B'(t) = 0 takes it to full precision.
  for (let i = 0; i < 4; i++) {
    const offset = subtract(cubicPoint(segment, t), p);
    const first = cubicDerivative(segment, t);
    const second = cubicSecondDerivative(segment, t);
    const slope = dot(first, first) + dot(offset, second);
    if (!(slope > 0)) break;
    const next = t - dot(offset, first) / slope;
    if (!(next >= 0 && next <= 1) || distanceAt(next) > distanceAt(t)) break;
    t = next;
  }
  if (!(distanceAt(t) < best)) t = bestT;
  const point = cubicPoint(segment, t);
  return { t, point, distance: distance(point, p) };
}
