/**
 * Segment intersection with exact predicates: the crossing rule of a sketch must not flip
 * because of rounding when a user draws along, or exactly through, an existing vertex. The
 * arithmetic lives in flatPredicates.ts (over bare coordinates); assembly/vector ports it.
 */
import type { Point } from '../../shared/geometry';
import { orient2d, overlapsAlongLine as overlapsAlongLineXY, segmentsMeet } from './flatPredicates';
import { flattenPoints } from './polygon';
import { firstSelfCrossing } from './selfCrossing';

/** Which edges of the polyline share an endpoint with the segment being tested. */
export interface SegmentCrossingOptions {
  /** The first edge starts at the segment's end point `b` (b equals polyline[0]): a sketch closing. */
  readonly adjacentFirst: boolean;
  /** The last edge ends at the segment's start point `a` (a equals the last vertex): the next line. */
  readonly adjacentLast: boolean;
}

/**
 * Sign of the turn a → b → c: 1 counter-clockwise (y up), -1 clockwise, 0 exactly collinear.
 * Exact for finite coordinates whose products neither overflow nor underflow: a fast
 * floating-point filter answers almost every call, and only nearly collinear points fall through
 * to an exact sum.
 */
export const orientation = (a: Point, b: Point, c: Point): -1 | 0 | 1 => orient2d(a.x, a.y, b.x, b.y, c.x, c.y) as -1 | 0 | 1;

/**
 * Whether the closed segments a–b and c–d have any point in common: a proper crossing, an
 * endpoint touching the other segment, or a collinear overlap. A zero-length segment is a point.
 */
export const segmentsIntersect = (a: Point, b: Point, c: Point, d: Point): boolean =>
  segmentsMeet(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);

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
const overlapsAlongLine = (a: Point, b: Point, c: Point, d: Point): boolean =>
  overlapsAlongLineXY(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);

/**
 * Whether any two non-adjacent edges of the path through `points` have a point in common (for a
 * closed path the edge from the last point back to the first counts too), or an edge doubles back
 * along its neighbour. This is the crossing rule for edits that move existing vertices; see
 * selfCrossing.ts, which answers it without testing every pair of edges of a long path.
 */
export function pathSelfCrosses(points: readonly Point[], closed: boolean): boolean {
  return firstSelfCrossing(flattenPoints(points), closed) !== null;
}
