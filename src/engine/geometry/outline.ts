/**
 * A sketch read as its outline of exact segments (lines, cubic Béziers, circular arcs), and the
 * measures every other part takes from it: exact perimeter and area, a polyline for drawing and
 * crossing tests, and the nearest point for hit tests. See ../document/sketch.ts for how a sketch
 * record holds lines, angle lines, rectangles and circles.
 */
import type { Point } from '../../shared/geometry';
import type { CircleParams, LineEntry, Sketch } from '../../shared/schemas';
import { curveThroughPoints } from './catmullRom';
import {
  cubic,
  cubicAreaTerm,
  cubicDerivative,
  cubicLength,
  cubicPoint,
  flattenCubic,
  nearestOnCubic,
  splitCubic,
  type CubicSegment,
  type NearestPoint,
} from './cubicBezier';
import { arcAreaTerm, arcDerivative, arcLength, arcOfCubic, arcPoint, flattenArc, nearestOnArc } from './circularArc';
import type { Outline, OutlineSegment } from './outlineTypes';
import { cross, distance, lerp, subtract } from './vector';

export { splitCubic };
export type { CubicSegment, NearestPoint, Outline, OutlineSegment };

const line = (from: Point, to: Point): OutlineSegment => ({ kind: 'line', from, to });

/**
 * The segments of one line of a sketch: a single straight segment for a straight, constrained or
 * diameter line (or a curve of two points), the smooth curve through all its points for a curve.
 */
export function lineSegments(entry: LineEntry): OutlineSegment[] {
  const first = entry.points[0]!;
  const last = entry.points[entry.points.length - 1]!;
  if (entry.type !== 'curved' || entry.points.length < 3) return [line(first, last)];
  const curve = curveThroughPoints(entry.points);
  return curve.length > 0 ? curve : [line(first, last)];
}

/**
 * Edge `index` of a circle: from vertexes[index] to the next vertex (wrapping), the exact arc
 * about the centre when both handles sit where that arc puts them, else the cubic they define.
 */
export function circleEdge(params: CircleParams, index: number): OutlineSegment {
  const count = params.vertexes.length;
  const from = params.vertexes[index]!;
  const to = params.vertexes[(index + 1) % count]!;
  const c1 = params.supportPoints[index]?.[1] ?? from;
  const c2 = params.supportPoints[(index + 1) % count]?.[0] ?? to;
  const sweep = arcOfCubic(from, c1, c2, to, params.center);
  return sweep === null ? cubic(from, c1, c2, to) : { kind: 'arc', from, to, center: params.center, sweep };
}

/** How many edges the sketch has, as its length labels and the length editor number them. */
export function edgeCount(sketch: Sketch): number {
  const shape = sketch.shapes[0];
  if (shape?.type === 'rectangle') return 4;
  if (shape?.type === 'circle_tool') return shape.params.vertexes.length;
  return sketch.angleLines.length > 0 ? sketch.angleLines.length : sketch.lines.length;
}

/**
 * The segments of edge `edge`: line `edge` of a line sequence, angle line `edge`, rectangle side
 * p(edge+1) → p(edge+2) (wrapping), or circle edge `edge`. An edge that does not exist has none.
 */
export function edgeSegments(sketch: Sketch, edge: number): OutlineSegment[] {
  if (!Number.isInteger(edge) || edge < 0 || edge >= edgeCount(sketch)) return [];
  const shape = sketch.shapes[0];
  if (shape?.type === 'rectangle') {
    const { p1, p2, p3, p4 } = shape.params;
    const corners = [p1, p2, p3, p4];
    return [line(corners[edge]!, corners[(edge + 1) % 4]!)];
  }
  if (shape?.type === 'circle_tool') return [circleEdge(shape.params, edge)];
  if (sketch.angleLines.length > 0) {
    const angleLine = sketch.angleLines[edge]!;
    return [line(angleLine.start, angleLine.end)];
  }
  return lineSegments(sketch.lines[edge]!);
}

/**
 * Outlines already built, by sketch. Sketches are immutable, so a sketch's outline never changes:
 * results, labels, hit tests, the crossing rule and the renderer all ask for the same outline of
 * the same sketch, and it is built once.
 */
const outlines = new WeakMap<Sketch, Outline>();

/**
 * The sketch's whole outline, edge after edge. It is approximate when the sketch has freehand
 * curves or a circle edge that is no longer an exact arc.
 */
export function sketchOutline(sketch: Sketch): Outline {
  const cached = outlines.get(sketch);
  if (cached) return cached;
  const segments: OutlineSegment[] = [];
  const count = edgeCount(sketch);
  for (let edge = 0; edge < count; edge++) segments.push(...edgeSegments(sketch, edge));
  const curved = sketch.hasCurved || (sketch.shapes.length === 0 && sketch.angleLines.length === 0 && sketch.lines.some(isCurve));
  const reshapedCircle = sketch.shapes[0]?.type === 'circle_tool' && segments.some((segment) => segment.kind === 'cubic');
  const outline: Outline = { segments, closed: sketch.closed, approximate: curved || reshapedCircle };
  outlines.set(sketch, outline);
  return outline;
}

const isCurve = (entry: LineEntry): boolean => entry.type === 'curved' && entry.points.length >= 3;

/** Exact length of one segment (a cubic's to about 1e-13 relative). */
export function segmentLength(segment: OutlineSegment): number {
  if (segment.kind === 'line') return distance(segment.from, segment.to);
  if (segment.kind === 'arc') return arcLength(segment);
  return cubicLength(segment);
}

/** The point of a segment at parameter t in [0, 1] (a fraction of the sweep for an arc). */
export function segmentPoint(segment: OutlineSegment, t: number): Point {
  if (segment.kind === 'line') return t === 0 ? segment.from : t === 1 ? segment.to : lerp(segment.from, segment.to, t);
  if (segment.kind === 'arc') return arcPoint(segment, t);
  return cubicPoint(segment, t);
}

/**
 * The direction the segment runs at parameter t (not normalised). Where a cubic's derivative
 * vanishes at an end (a handle on its end point), the direction towards the next control point
 * that differs is used, which is the curve's limiting direction there.
 */
export function segmentDirection(segment: OutlineSegment, t: number): Point {
  if (segment.kind === 'line') return subtract(segment.to, segment.from);
  if (segment.kind === 'arc') return arcDerivative(segment, t);
  const derivative = cubicDerivative(segment, t);
  if (derivative.x !== 0 || derivative.y !== 0) return derivative;
  const order = t < 0.5 ? [segment.from, segment.c1, segment.c2, segment.to] : [segment.to, segment.c2, segment.c1, segment.from];
  const anchor = order[0]!;
  const other = order.slice(1).find((point) => point.x !== anchor.x || point.y !== anchor.y) ?? anchor;
  return t < 0.5 ? subtract(other, anchor) : subtract(anchor, other);
}

/**
 * The signed area ∮(x dy − y dx)/2 of a closed outline, positive when it runs
 * counter-clockwise with y up (clockwise on a y-down screen), as `signedArea` of a polygon; 0
 * when open. Coordinates are taken relative to the first point, so a shape far from the origin
 * measures as precisely as one near it.
 */
export function outlineSignedArea(outline: Outline): number {
  const first = outline.segments[0];
  if (!outline.closed || !first) return 0;
  const origin = first.from;
  let total = 0;
  for (const segment of outline.segments) {
    if (segment.kind === 'line') total += cross(subtract(segment.from, origin), subtract(segment.to, origin)) / 2;
    else if (segment.kind === 'arc') total += arcAreaTerm(segment, origin);
    else total += cubicAreaTerm(segment, origin);
  }
  return total;
}

/**
 * Exact perimeter (the sum of the segment lengths) and area (Green's theorem over the segments,
 * in closed form; 0 for an open outline), in canvas pixels.
 */
export function measureOutline(outline: Outline): { perimeter: number; area: number } {
  let perimeter = 0;
  for (const segment of outline.segments) perimeter += segmentLength(segment);
  return { perimeter, area: Math.abs(outlineSignedArea(outline)) };
}

/**
 * A polyline through the outline, within `tolerancePx` of every arc and curve: for fills,
 * crossing tests and hit tests. A closed outline's first point is not repeated at the end.
 */
export function flattenOutline(outline: Outline, tolerancePx = 0.25): Point[] {
  const points: Point[] = [];
  for (const segment of outline.segments) {
    const last = points[points.length - 1];
    if (!last || last.x !== segment.from.x || last.y !== segment.from.y) points.push(segment.from);
    if (segment.kind === 'line') points.push(segment.to);
    else if (segment.kind === 'arc') flattenArc(segment, tolerancePx, points);
    else flattenCubic(segment, tolerancePx, points);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (outline.closed && points.length > 1 && first && last && first.x === last.x && first.y === last.y) points.pop();
  return points;
}

/** The point of one segment nearest `point`, with its parameter. */
export function nearestOnSegment(segment: OutlineSegment, point: Point): NearestPoint {
  if (segment.kind === 'arc') return nearestOnArc(segment, point);
  if (segment.kind === 'cubic') return nearestOnCubic(segment, point);
  const dx = segment.to.x - segment.from.x;
  const dy = segment.to.y - segment.from.y;
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.max(0, Math.min(1, ((point.x - segment.from.x) * dx + (point.y - segment.from.y) * dy) / squared));
  const at = segmentPoint(segment, t);
  return { t, point: at, distance: distance(at, point) };
}

/** The point of the outline nearest `point`, with the index of its segment; null when empty. */
export function nearestOnOutline(
  outline: Outline,
  point: Point,
): { segment: number; point: Point; distance: number } | null {
  let best: { segment: number; point: Point; distance: number } | null = null;
  outline.segments.forEach((segment, index) => {
    const nearest = nearestOnSegment(segment, point);
    if (!best || nearest.distance < best.distance) best = { segment: index, point: nearest.point, distance: nearest.distance };
  });
  return best;
}
