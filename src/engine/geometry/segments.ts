/**
 * Segment intersection with exact predicates: the crossing rule of a sketch must not flip
 * because of rounding when a user draws along, or exactly through, an existing vertex.
 * assembly/orientation.ts and assembly/segmentCrossesPolyline.ts port this file; keep them in step.
 */
import type { Point } from '../../shared/geometry';
import { flattenPoints } from './polygon';
import { firstSelfCrossing } from './selfCrossing';

/** Which edges of the polyline share an endpoint with the segment being tested. */
export interface SegmentCrossingOptions {
  /** The first edge starts at the segment's end point `b` (b equals polyline[0]): a sketch closing. */
  readonly adjacentFirst: boolean;
  /** The last edge ends at the segment's start point `a` (a equals the last vertex): the next line. */
  readonly adjacentLast: boolean;
}

const EPSILON = 2 ** -53;
// 2^27 + 1 splits a double into two halves whose products are exact (Dekker).
const SPLITTER = 2 ** 27 + 1;
// Shewchuk's bound on the rounding error of the plain determinant, relative to its terms.
const ERROR_BOUND = (3 + 16 * EPSILON) * EPSILON;
// Scratch for the exact sum (6 products, each exactly two doubles); reused so the rare exact
// path allocates nothing. Single-threaded, so sharing it cannot interleave.
const expansion = new Float64Array(12);

/**
 * Sign of the turn a → b → c: 1 counter-clockwise (y up), -1 clockwise, 0 exactly collinear.
 * Exact for finite coordinates whose products neither overflow nor underflow: a fast
 * floating-point filter answers almost every call, and only nearly collinear points fall through
 * to an exact sum.
 */
export function orientation(a: Point, b: Point, c: Point): -1 | 0 | 1 {
  const left = (a.x - c.x) * (b.y - c.y);
  const right = (a.y - c.y) * (b.x - c.x);
  const determinant = left - right;
  let magnitude: number;
  if (left > 0) {
    if (right <= 0) return sign(determinant);
    magnitude = left + right;
  } else if (left < 0) {
    if (right >= 0) return sign(determinant);
    magnitude = -left - right;
  } else {
    return sign(determinant);
  }
  if (Math.abs(determinant) >= ERROR_BOUND * magnitude) return sign(determinant);
  return exactOrientation(a, b, c);
}

/**
 * Whether the closed segments a–b and c–d have any point in common: a proper crossing, an
 * endpoint touching the other segment, or a collinear overlap. A zero-length segment is a point.
 */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const abc = orientation(a, b, c);
  const abd = orientation(a, b, d);
  const cda = orientation(c, d, a);
  const cdb = orientation(c, d, b);
  if (abc * abd < 0 && cda * cdb < 0) return true;
  return (
    (abc === 0 && withinBox(a, b, c)) ||
    (abd === 0 && withinBox(a, b, d)) ||
    (cda === 0 && withinBox(c, d, a)) ||
    (cdb === 0 && withinBox(c, d, b))
  );
}

/**
 * Index of the first edge of `polyline` that the segment a → b hits, or -1. Edge i runs from
 * polyline[i] to polyline[i + 1], for i = 0 … n - 2; fewer than 2 points have no edges.
 *
 * An edge adjacent to the segment — the first edge when `adjacentFirst`, the last edge when
 * `adjacentLast` — shares an endpoint with it by construction, so touching there is allowed: it
 * counts only when it is collinear with the segment and the two overlap in more than a single
 * point (a line doubling back along it). Every other edge counts when the two closed segments
 * have any point in common, touching included. A repeated vertex makes the adjacent edge
 * zero-length, so the edge before it touches the segment and counts.
 */
export function segmentCrossesPolyline(
  a: Point,
  b: Point,
  polyline: readonly Point[],
  options: SegmentCrossingOptions,
): number {
  const minX = Math.min(a.x, b.x);
  const maxX = Math.max(a.x, b.x);
  const minY = Math.min(a.y, b.y);
  const maxY = Math.max(a.y, b.y);
  const lastEdge = polyline.length - 2;
  for (let i = 0; i <= lastEdge; i++) {
    const c = polyline[i]!;
    const d = polyline[i + 1]!;
    // Disjoint bounding boxes rule out any common point, and skip the orientation tests for
    // nearly every edge of a long polyline.
    if ((c.x < minX && d.x < minX) || (c.x > maxX && d.x > maxX)) continue;
    if ((c.y < minY && d.y < minY) || (c.y > maxY && d.y > maxY)) continue;
    const adjacent = (options.adjacentFirst && i === 0) || (options.adjacentLast && i === lastEdge);
    if (adjacent ? overlapsAlongLine(a, b, c, d) : segmentsIntersect(a, b, c, d)) return i;
  }
  return -1;
}

/** Whether the segments lie on one line and share more than a single point. */
function overlapsAlongLine(a: Point, b: Point, c: Point, d: Point): boolean {
  if (a.x === b.x && a.y === b.y) return false;
  if (orientation(a, b, c) !== 0 || orientation(a, b, d) !== 0) return false;
  // All four points lie on one line that is not vertical when a.x differs from b.x, so comparing
  // one coordinate measures the overlap exactly.
  if (a.x !== b.x) return Math.max(Math.min(a.x, b.x), Math.min(c.x, d.x)) < Math.min(Math.max(a.x, b.x), Math.max(c.x, d.x));
  return Math.max(Math.min(a.y, b.y), Math.min(c.y, d.y)) < Math.min(Math.max(a.y, b.y), Math.max(c.y, d.y));
}

const withinBox = (a: Point, b: Point, p: Point): boolean =>
  p.x >= Math.min(a.x, b.x) && p.x <= Math.max(a.x, b.x) && p.y >= Math.min(a.y, b.y) && p.y <= Math.max(a.y, b.y);

const sign = (value: number): -1 | 0 | 1 => (value > 0 ? 1 : value < 0 ? -1 : 0);

function exactOrientation(a: Point, b: Point, c: Point): -1 | 0 | 1 {
  // (b - a) × (c - a) expanded into six products of the inputs, each exact as a pair of doubles.
  let length = 0;
  length = addProduct(length, b.x, c.y);
  length = addProduct(length, -b.x, a.y);
  length = addProduct(length, -a.x, c.y);
  length = addProduct(length, -b.y, c.x);
  length = addProduct(length, b.y, a.x);
  length = addProduct(length, a.y, c.x);
  // The components do not overlap and grow in magnitude, so the last non-zero one has the sign.
  for (let i = length - 1; i >= 0; i--) {
    const component = expansion[i]!;
    if (component !== 0) return sign(component);
  }
  return 0;
}

function addProduct(length: number, a: number, b: number): number {
  const product = a * b;
  const aBig = SPLITTER * a;
  const aHigh = aBig - (aBig - a);
  const aLow = a - aHigh;
  const bBig = SPLITTER * b;
  const bHigh = bBig - (bBig - b);
  const bLow = b - bHigh;
  const error = product - aHigh * bHigh - aLow * bHigh - aHigh * bLow;
  const tail = aLow * bLow - error;
  return grow(grow(length, tail), product);
}

/** Adds `value` to the expansion exactly (Shewchuk's Grow-Expansion); returns the new length. */
function grow(length: number, value: number): number {
  let carry = value;
  for (let i = 0; i < length; i++) {
    const component = expansion[i]!;
    const sum = carry + component;
    const virtualComponent = sum - carry;
    const virtualCarry = sum - virtualComponent;
    expansion[i] = carry - virtualCarry + (component - virtualComponent);
    carry = sum;
  }
  expansion[length] = carry;
  return length + 1;
}

/**
 * Whether any two non-adjacent edges of the path through `points` have a point in common (for a
 * closed path the edge from the last point back to the first counts too), or an edge doubles back
 * along its neighbour. This is the crossing rule for edits that move existing vertices; see
 * selfCrossing.ts, which answers it without testing every pair of edges of a long path.
 */
export function pathSelfCrosses(points: readonly Point[], closed: boolean): boolean {
  return firstSelfCrossing(flattenPoints(points), closed) !== null;
}
