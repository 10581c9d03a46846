/**
 * Circular arcs: the exact edges of a circle. A circle edge is stored as a cubic whose handles
 * sit where the standard arc-approximating cubic puts them; `arcOfCubic` recognises such a cubic
 * so the edge is drawn and measured as the arc itself.
 */
import type { Point } from '../../shared/geometry';
import type { NearestPoint } from './cubicBezier';
import type { OutlineSegment } from './outlineTypes';
import { add, cross, distance, dot, quarterTurn, rotateVector, scaleVector, subtract } from './vector';

/** The arc kind of outline segment. */
export type ArcSegment = Extract<OutlineSegment, { kind: 'arc' }>;

/**
 * How far (relative to the radius) a handle may sit from where an exact arc puts it and still be
 * read as that arc: far below a pixel at any zoom, far above the rounding of a few edits.
 */
export const ARC_TOLERANCE = 1e-6;

/** The arc's radius, measured at its start. */
export const arcRadius = (arc: ArcSegment): number => distance(arc.from, arc.center);

/** The point of the arc a fraction t of the way along it. */
export function arcPoint(arc: ArcSegment, t: number): Point {
  if (t === 0) return arc.from;
  if (t === 1) return arc.to;
  return add(arc.center, rotateVector(subtract(arc.from, arc.center), t * arc.sweep));
}

/** The derivative of `arcPoint` with respect to t: the tangent, |sweep|·r long. */
export function arcDerivative(arc: ArcSegment, t: number): Point {
  return scaleVector(quarterTurn(rotateVector(subtract(arc.from, arc.center), t * arc.sweep)), arc.sweep);
}

/** Exact length: r·|sweep|. */
export const arcLength = (arc: ArcSegment): number => arcRadius(arc) * Math.abs(arc.sweep);

/**
 * The arc's share of ∮(x dy − y dx)/2 relative to `origin`: the chord's term plus the signed
 * circular segment between chord and arc, r²/2·(θ − sin θ).
 */
export function arcAreaTerm(arc: ArcSegment, origin: Point): number {
  const r = arcRadius(arc);
  const chord = cross(subtract(arc.from, origin), subtract(arc.to, origin)) / 2;
  return chord + ((r * r) / 2) * (arc.sweep - Math.sin(arc.sweep));
}

/** The two arcs that the point a fraction t along the arc divides it into. */
export function splitArc(arc: ArcSegment, t: number): [ArcSegment, ArcSegment] {
  const middle = arcPoint(arc, t);
  return [
    { kind: 'arc', from: arc.from, to: middle, center: arc.center, sweep: t * arc.sweep },
    { kind: 'arc', from: middle, to: arc.to, center: arc.center, sweep: (1 - t) * arc.sweep },
  ];
}

/**
 * Appends to `out` the points of a polyline within `tolerance` of the arc (its chords' sagitta
 * r(1 − cos(Δ/2)) at most `tolerance`), not including the arc's first point.
 */
export function flattenArc(arc: ArcSegment, tolerance: number, out: Point[]): void {
  const r = arcRadius(arc);
  const step = tolerance >= r ? Math.PI / 2 : 2 * Math.acos(1 - tolerance / r);
  const count = Math.min(4096, Math.max(1, Math.ceil(Math.abs(arc.sweep) / Math.min(step, Math.PI / 2))));
  for (let i = 1; i < count; i++) out.push(arcPoint(arc, i / count));
  out.push(arc.to);
}

/** The point of the arc nearest `p`. */
export function nearestOnArc(arc: ArcSegment, p: Point): NearestPoint {
  const start = subtract(arc.from, arc.center);
  const toPoint = subtract(p, arc.center);
  const candidates = [0, 1];
  if (arc.sweep !== 0 && (toPoint.x !== 0 || toPoint.y !== 0)) {
    // The angle from the start to p, taken the way the arc turns, in [0, 2π).
    let angle = Math.atan2(cross(start, toPoint), dot(start, toPoint)) * Math.sign(arc.sweep || 1);
    if (angle < 0) angle += 2 * Math.PI;
    if (angle <= Math.abs(arc.sweep)) candidates.push(angle / Math.abs(arc.sweep));
  }
  let best: NearestPoint | null = null;
  for (const t of candidates) {
    const point = arcPoint(arc, t);
    const d = distance(point, p);
    if (!best || d < best.distance) best = { t, point, distance: d };
  }
  return best!;
}

/**
 * The handles of the standard cubic approximating the arc from `from` about `center` by `sweep`:
 * each lies along the tangent, 4/3·tan(sweep/4)·r from its end point.
 */
export function arcHandles(center: Point, from: Point, to: Point, sweep: number): [Point, Point] {
  const k = (4 / 3) * Math.tan(sweep / 4);
  return [add(from, scaleVector(quarterTurn(subtract(from, center)), k)), subtract(to, scaleVector(quarterTurn(subtract(to, center)), k))];
}

/**
 * The sweep of the arc about `center` that the cubic from, c1, c2, to traces, when its handles
 * sit where `arcHandles` puts them (within ARC_TOLERANCE of the radius); otherwise null. The
 * direction of the handles decides which way round the arc goes.
 */
export function arcOfCubic(from: Point, c1: Point, c2: Point, to: Point, center: Point): number | null {
  const startRadius = subtract(from, center);
  const endRadius = subtract(to, center);
  const r = Math.hypot(startRadius.x, startRadius.y);
  if (!(r > 0) || Math.abs(Math.hypot(endRadius.x, endRadius.y) - r) > ARC_TOLERANCE * r) return null;
  const direction = dot(subtract(c1, from), quarterTurn(startRadius)) || dot(subtract(to, c2), quarterTurn(endRadius));
  if (direction === 0) return null;
  const turn = Math.atan2(cross(startRadius, endRadius), dot(startRadius, endRadius));
  let sweep = direction > 0 ? (turn > 0 ? turn : turn + 2 * Math.PI) : turn < 0 ? turn : turn - 2 * Math.PI;
  // A whole turn (start equals end) has no finite handles.
  if (Math.abs(sweep) >= 2 * Math.PI - 1e-9) return null;
  if (Math.abs(Math.abs(turn) - Math.PI) < 1e-12) sweep = Math.sign(direction) * Math.PI;
  const [h1, h2] = arcHandles(center, from, to, sweep);
  const slack = ARC_TOLERANCE * r;
  return distance(h1, c1) <= slack && distance(h2, c2) <= slack ? sweep : null;
}
