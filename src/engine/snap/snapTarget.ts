/**
 * The point a pointer snaps to on a drawing's own lines (issue 38, item 4): the endpoints,
 * midpoints and crossings of the segments near it.
 *
 * The choice, when several lie within the radius:
 * 1. Endpoints and crossings come before midpoints. A corner is what a person measures from; a
 *    midpoint of a short segment lies within the radius of its ends, and would otherwise take the
 *    corner away when the pointer is a little nearer the middle. The radius is in screen pixels
 *    where the app calls this, so zooming in brings a midpoint within reach alone.
 * 2. Then the nearest.
 * 3. At the same distance an endpoint before a crossing before a midpoint (where two ends touch,
 *    or a T-junction, the crossing is the endpoint itself; the endpoint is named), then the lower
 *    x, then the lower y: the answer never depends on the order segments were given in.
 *
 * Cost: only segments whose boxes meet the query's square are visited (flatbush), each once for
 * its ends and middle. Crossings are sought only among segments passing within the radius (a
 * crossing lies on both of its segments, so neither can be farther than the crossing), and among
 * at most MAX_CROSSING_SEGMENTS of them, the nearest: at most 1,128 pairs, so a query over a
 * dense hatch stays bounded. Any crossing nearer than the nearest segment left out is still
 * found, so the cap can only lose a crossing when more than MAX_CROSSING_SEGMENTS segments pass
 * nearer to the pointer than it does.
 */
import type { Point } from '../../shared/geometry';
import { segmentCrossing } from '../geometry/segmentCrossing';
import type { SnapIndex } from './snapIndex';

export type SnapKind = 'endpoint' | 'midpoint' | 'intersection';

/** What the pointer snaps to: the point in the segments' coordinates and its distance from the pointer. */
export interface SnapTarget<P extends Point = Point> {
  readonly kind: SnapKind;
  readonly point: P;
  readonly distance: number;
}

/** Crossings are sought among at most this many segments, the nearest to the pointer: 48·47/2 = 1,128 pairs. */
export const MAX_CROSSING_SEGMENTS = 48;

/** Each kind's rank at equal distance; endpoints and crossings form the first tier, midpoints the second. */
export const SNAP_RANK: Readonly<Record<SnapKind, number>> = { endpoint: 0, intersection: 1, midpoint: 2 };
const KINDS: readonly SnapKind[] = ['endpoint', 'intersection', 'midpoint'];
const tierOf = (rank: number): number => (rank === SNAP_RANK.midpoint ? 1 : 0);

/** The distance from (px, py) to (x, y), as every part of the snapping measures it. */
export const snapDistance = (px: number, py: number, x: number, y: number): number => {
  const dx = x - px;
  const dy = y - py;
  return Math.sqrt(dx * dx + dy * dy);
};

/**
 * Whether a candidate (kind rank, distance, x, y) comes before the current best: the order of the
 * module's comment. Shared with the brute-force reference so both answer the same.
 */
export function snapsBefore(rank: number, distance: number, x: number, y: number, best: BestTarget): boolean {
  if (best.rank < 0) return true;
  const tier = tierOf(rank);
  const bestTier = tierOf(best.rank);
  if (tier !== bestTier) return tier < bestTier;
  if (distance !== best.distance) return distance < best.distance;
  if (rank !== best.rank) return rank < best.rank;
  if (x !== best.x) return x < best.x;
  return y < best.y;
}

/** The best target so far; rank −1 while there is none. */
export interface BestTarget {
  rank: number;
  distance: number;
  x: number;
  y: number;
}

export const noTarget = (): BestTarget => ({ rank: -1, distance: Infinity, x: 0, y: 0 });

/** Offers (x, y) of kind `rank` to `best` when it lies within `radius` of (px, py) and comes first. */
export function offerTarget(best: BestTarget, rank: number, x: number, y: number, px: number, py: number, radius: number): void {
  const distance = snapDistance(px, py, x, y);
  if (!(distance <= radius) || !snapsBefore(rank, distance, x, y, best)) return;
  best.rank = rank;
  best.distance = distance;
  best.x = x;
  best.y = y;
}

/** The answer for `best`, carrying the query point's other fields (its brand) over. */
export function targetOf<P extends Point>(best: BestTarget, point: P): SnapTarget<P> | null {
  if (best.rank < 0) return null;
  return { kind: KINDS[best.rank]!, point: { ...point, x: best.x, y: best.y }, distance: best.distance };
}

/** Squared distance from (px, py) to the segment (x1, y1)–(x2, y2). */
function segmentDistanceSquared(px: number, py: number, x1: number, y1: number, x2: number, y2: number): number {
  const vx = x2 - x1;
  const vy = y2 - y1;
  const wx = px - x1;
  const wy = py - y1;
  const lengthSquared = vx * vx + vy * vy;
  const t = lengthSquared > 0 ? Math.min(Math.max((wx * vx + wy * vy) / lengthSquared, 0), 1) : 0;
  const ex = wx - t * vx;
  const ey = wy - t * vy;
  return ex * ex + ey * ey;
}

// Scratch kept between queries (one query runs at a time): the nearest segments within reach,
// sorted by distance, and the crossing's point.
const nearIds = new Int32Array(MAX_CROSSING_SEGMENTS);
const nearDistances = new Float64Array(MAX_CROSSING_SEGMENTS);
const crossing = new Float64Array(2);

/** Keeps segment `id` at squared distance `d2` among the MAX_CROSSING_SEGMENTS nearest (ties by id); returns the new count. */
function keepNear(count: number, id: number, d2: number): number {
  let at = count;
  if (count === MAX_CROSSING_SEGMENTS) {
    const last = count - 1;
    if (d2 > nearDistances[last]! || (d2 === nearDistances[last]! && id > nearIds[last]!)) return count;
    at = last;
  } else {
    count++;
  }
  while (at > 0 && (nearDistances[at - 1]! > d2 || (nearDistances[at - 1]! === d2 && nearIds[at - 1]! > id))) {
    nearDistances[at] = nearDistances[at - 1]!;
    nearIds[at] = nearIds[at - 1]!;
    at--;
  }
  nearDistances[at] = d2;
  nearIds[at] = id;
  return count;
}

/**
 * The target `point` snaps to among `index`'s segments within `radius` (in the segments' units),
 * or null when none lies within it. The answer's point is exact in the segments' coordinates: an
 * endpoint is the stored number pair, a midpoint ((x1 + x2) / 2, (y1 + y2) / 2), a crossing as
 * `segmentCrossing` gives it (a horizontal and a vertical line cross at exactly (x of the
 * vertical, y of the horizontal)). See the module's comment for the order and the cost.
 */
export function snapTarget<P extends Point>(index: SnapIndex, point: P, radius: number): SnapTarget<P> | null {
  const { tree, segments } = index;
  const px = point.x;
  const py = point.y;
  if (!tree || !(radius >= 0) || !Number.isFinite(radius) || !Number.isFinite(px) || !Number.isFinite(py)) return null;
  // The search reaches a hair beyond the radius, so rounding in the box or a segment's distance
  // cannot drop a target that lies on the circle; every target is then held to the radius itself.
  // (The floor: differences below about 1e-162 square to 0, so they measure as no distance.)
  const slack = 1e-9 * (radius + Math.abs(px) + Math.abs(py)) + 1e-150;
  const reach = radius + slack;
  const reachSquared = reach * reach;
  const best = noTarget();
  let near = 0;
  tree.search(px - reach, py - reach, px + reach, py + reach, (id) => {
    const offset = 4 * id;
    const x1 = segments[offset]!;
    const y1 = segments[offset + 1]!;
    const x2 = segments[offset + 2]!;
    const y2 = segments[offset + 3]!;
    offerTarget(best, SNAP_RANK.endpoint, x1, y1, px, py, radius);
    offerTarget(best, SNAP_RANK.endpoint, x2, y2, px, py, radius);
    offerTarget(best, SNAP_RANK.midpoint, (x1 + x2) / 2, (y1 + y2) / 2, px, py, radius);
    const d2 = segmentDistanceSquared(px, py, x1, y1, x2, y2);
    if (d2 <= reachSquared) near = keepNear(near, id, d2);
    return false;
  });
  // Pairs in order of their farther segment: once that lies beyond the best first-tier target,
  // no crossing of it or of any later segment can come first.
  for (let second = 1; second < near; second++) {
    const bound = best.rank >= 0 && tierOf(best.rank) === 0 ? best.distance : radius;
    if (Math.sqrt(nearDistances[second]!) - slack > bound) break;
    const b = 4 * nearIds[second]!;
    for (let first = 0; first < second; first++) {
      const a = 4 * nearIds[first]!;
      const meet = segmentCrossing(
        segments[a]!, segments[a + 1]!, segments[a + 2]!, segments[a + 3]!,
        segments[b]!, segments[b + 1]!, segments[b + 2]!, segments[b + 3]!,
        crossing,
      );
      if (meet) offerTarget(best, SNAP_RANK.intersection, crossing[0]!, crossing[1]!, px, py, radius);
    }
  }
  return targetOf(best, point);
}
