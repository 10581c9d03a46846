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
 * Cost: one walk down flatbush's packed tree visits only segments whose boxes meet a square around
 * the pointer, each for its ends and middle, compared on squared distances. The square starts at
 * the radius and shrinks to the best end or crossing found so far: anything that would come
 * before one at distance d lies on a segment passing within d of the pointer, whose box meets the
 * square reaching d. Crossings are sought only among segments passing within that distance (a
 * crossing lies on both of its segments, so neither is farther than the crossing), and among at
 * most MAX_CROSSING_SEGMENTS of them, the nearest: at most 1,128 pairs, so a query over a dense
 * hatch stays bounded. A crossing nearer than the nearest segment left out is still found, so the
 * cap can only lose a crossing when more than MAX_CROSSING_SEGMENTS segments pass nearer to the
 * pointer than it does (snapTarget.test.ts holds it to that on dense hatches).
 */
import type { Point } from '../../shared/geometry';
import type Flatbush from 'flatbush';
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

/**
 * Whether a candidate (kind rank, squared distance, x, y) comes before the current best: the order
 * of the module's comment, on squared distances (the same order, and no square root per
 * candidate). Shared with the brute-force reference so both answer the same.
 */
export function snapsBefore(rank: number, distanceSquared: number, x: number, y: number, best: BestTarget): boolean {
  if (best.rank < 0) return true;
  const tier = tierOf(rank);
  const bestTier = tierOf(best.rank);
  if (tier !== bestTier) return tier < bestTier;
  if (distanceSquared !== best.distanceSquared) return distanceSquared < best.distanceSquared;
  if (rank !== best.rank) return rank < best.rank;
  if (x !== best.x) return x < best.x;
  return y < best.y;
}

/** The best target so far; rank −1 while there is none. */
export interface BestTarget {
  rank: number;
  distanceSquared: number;
  x: number;
  y: number;
}

export const noTarget = (): BestTarget => ({ rank: -1, distanceSquared: Infinity, x: 0, y: 0 });

/**
 * Offers (x, y) of kind `rank` to `best` when it lies within `radius` of (px, py) (its distance,
 * √(dx² + dy²), at most the radius) and comes first.
 */
export function offerTarget(best: BestTarget, rank: number, x: number, y: number, px: number, py: number, radius: number): void {
  if (best.rank >= 0 && tierOf(rank) > tierOf(best.rank)) return;
  const dx = x - px;
  const dy = y - py;
  const distanceSquared = dx * dx + dy * dy;
  const radiusSquared = radius * radius;
  // Inside the square of the radius, the distance is within the radius (√ is correctly rounded and
  // √(r·r) = r); only a candidate on the edge of it needs its square root taken to tell.
  if (!(distanceSquared < radiusSquared) && (distanceSquared > 1.000001 * radiusSquared || !(Math.sqrt(distanceSquared) <= radius))) return;
  if (!snapsBefore(rank, distanceSquared, x, y, best)) return;
  best.rank = rank;
  best.distanceSquared = distanceSquared;
  best.x = x;
  best.y = y;
}

/** The answer for `best`, carrying the query point's other fields (its brand) over. */
export function targetOf<P extends Point>(best: BestTarget, point: P): SnapTarget<P> | null {
  if (best.rank < 0) return null;
  return { kind: KINDS[best.rank]!, point: { ...point, x: best.x, y: best.y }, distance: Math.sqrt(best.distanceSquared) };
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

// Scratch kept between queries (one query runs at a time): the segments that may cross near the
// pointer and their squared distances, grown as a query needs, and the crossing's point.
let nearIds = new Int32Array(256);
let nearDistances = new Float64Array(256);
const crossing = new Float64Array(2);

// The walk's stack of (node, level) pairs, grown as a walk needs.
let walkStack = new Int32Array(256);

/** Pushes (node, level) on the walk's stack at `top`; returns the new top. */
function push(top: number, node: number, level: number): number {
  if (top + 2 > walkStack.length) {
    const grown = new Int32Array(2 * walkStack.length);
    grown.set(walkStack);
    walkStack = grown;
  }
  walkStack[top] = node;
  walkStack[top + 1] = level;
  return top + 2;
}

/** Puts segment `id` at `count` in the near list, growing it when full. */
function keepNear(count: number, id: number): void {
  if (count === nearIds.length) {
    const ids = new Int32Array(2 * count);
    ids.set(nearIds);
    nearIds = ids;
    nearDistances = new Float64Array(2 * count);
  }
  nearIds[count] = id;
}

/** Keeps, of the first `count` near segments, the MAX_CROSSING_SEGMENTS nearest (ties by id) at the front. */
function keepNearest(count: number): number {
  const order = Array.from({ length: count }, (_, i) => i);
  order.sort((a, b) => nearDistances[a]! - nearDistances[b]! || nearIds[a]! - nearIds[b]!);
  const ids = order.slice(0, MAX_CROSSING_SEGMENTS).map((i) => nearIds[i]!);
  const distances = order.slice(0, MAX_CROSSING_SEGMENTS).map((i) => nearDistances[i]!);
  nearIds.set(ids);
  nearDistances.set(distances);
  return MAX_CROSSING_SEGMENTS;
}

/**
 * One query's state, kept between queries (one runs at a time), so a query makes no closures: the
 * pointer, the best target, and what a box or a segment must come within to matter.
 */
class SnapQuery {
  px = 0;
  py = 0;
  radius = 0;
  /**
   * The walk reaches a hair beyond the radius, so rounding in a box or a segment's distance
   * cannot drop a target that lies on the circle; every target is then held to the radius itself.
   * (The floor: differences below about 1e-162 square to 0, so they measure as no distance.)
   */
  slack = 0;
  reach = 0;
  /** A little over the radius squared: what the squares of ends and middles are first held to. */
  edge = 0;
  /** What an end must be within, squared, to be worth offering: the edge, or the best end's. */
  endLimit = 0;
  /** The same for a middle: nothing once an end or crossing is found. */
  middleLimit = 0;
  /**
   * A crossing lies on both its segments, so a segment can only make one that comes first when
   * it passes within the best end's distance, or the radius while there is none (squared).
   */
  crossLimit = 0;
  /** Segments kept in nearIds as their boxes came within crossLimit. */
  near = 0;
  readonly best: BestTarget = noTarget();
  /** How far from the pointer the walk still looks: the reach, shrinking to the best end's distance. */
  half = 0;

  start(px: number, py: number, radius: number): this {
    this.px = px;
    this.py = py;
    this.radius = radius;
    this.slack = 1e-9 * (radius + Math.abs(px) + Math.abs(py)) + 1e-150;
    this.reach = radius + this.slack;
    this.edge = 1.000001 * radius * radius;
    this.endLimit = this.edge;
    this.middleLimit = this.edge;
    this.crossLimit = this.reach * this.reach;
    this.near = 0;
    this.best.rank = -1;
    this.best.distanceSquared = Infinity;
    this.half = this.reach;
    return this;
  }

  private offer(rank: number, x: number, y: number): void {
    const { best } = this;
    offerTarget(best, rank, x, y, this.px, this.py, this.radius);
    if (best.rank < 0) return;
    const firstTier = tierOf(best.rank) === 0;
    this.endLimit = firstTier ? Math.min(best.distanceSquared, this.edge) : this.edge;
    this.middleLimit = firstTier ? -1 : Math.min(best.distanceSquared, this.edge);
    const bound = (firstTier ? Math.sqrt(best.distanceSquared) : this.radius) + this.slack;
    this.crossLimit = bound * bound;
    // Anything that comes before an end or crossing at distance d lies on a segment passing
    // within d, whose box meets the square reaching d.
    this.half = Math.min(bound, this.reach);
  }

  /**
   * Walks `tree` as flatbush's own `search` does (its packed levels, a node's children a run of
   * nodeSize boxes, the leaves first), visiting each segment whose box meets the square reaching
   * `half` from the pointer, which shrinks as the best end draws near; no function is called per
   * box. It reads the tree's arrays (`_boxes`, `_indices`, `_levelBounds`, which `Flatbush.from`
   * rebuilds from its data): flatbush is pinned at 4.7.0 in package.json, and the tests compare
   * every answer with a brute force, so a change of its layout fails them. On the bench's sheet
   * this one walk was faster near wall corners than flatbush's search of a small square, then of
   * the rest, and no slower elsewhere.
   */
  walk(tree: Flatbush, rising: Uint8Array): void {
    const boxes = tree._boxes;
    const indices = tree._indices;
    const levelBounds = tree._levelBounds;
    const childrenSpan = 4 * tree.nodeSize;
    const leafEnd = 4 * tree.numItems;
    const { px, py } = this;
    let top = push(0, boxes.length - 4, levelBounds.length - 1);
    while (top > 0) {
      const level = walkStack[--top]!;
      const node = walkStack[--top]!;
      const end = Math.min(node + childrenSpan, levelBounds[level]!);
      const leaves = node < leafEnd;
      for (let at = node; at < end; at += 4) {
        const half = this.half;
        const minX = boxes[at]!;
        if (minX > px + half) continue;
        const minY = boxes[at + 1]!;
        if (minY > py + half) continue;
        const maxX = boxes[at + 2]!;
        if (maxX < px - half) continue;
        const maxY = boxes[at + 3]!;
        if (maxY < py - half) continue;
        const index = indices[at >> 2]!;
        if (leaves) this.visit(index, rising[at >> 2] === 1, minX, minY, maxX, maxY);
        else top = push(top, index, level - 1);
      }
    }
  }

  /**
   * A segment whose box meets the square: its ends and middle offered, itself kept when it may
   * cross near. Its ends are its box's corners (the stored numbers), `rising` says which two.
   */
  private visit(id: number, rising: boolean, minX: number, minY: number, maxX: number, maxY: number): void {
    const { px, py } = this;
    const x1 = minX;
    const y1 = rising ? minY : maxY;
    const x2 = maxX;
    const y2 = rising ? maxY : minY;
    // Most ends and middles lie outside the radius or behind the best so far: told apart on the
    // squares here, only the rest offered, which decides in the one order.
    let dx = x1 - px;
    let dy = y1 - py;
    if (dx * dx + dy * dy <= this.endLimit) this.offer(SNAP_RANK.endpoint, x1, y1);
    dx = x2 - px;
    dy = y2 - py;
    if (dx * dx + dy * dy <= this.endLimit) this.offer(SNAP_RANK.endpoint, x2, y2);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    dx = mx - px;
    dy = my - py;
    if (dx * dx + dy * dy <= this.middleLimit) this.offer(SNAP_RANK.midpoint, mx, my);
    // The limit only shrinks: a segment whose box lies beyond it now is never needed.
    const outsideX = Math.max(minX - px, px - maxX, 0);
    const outsideY = Math.max(minY - py, py - maxY, 0);
    if (outsideX * outsideX + outsideY * outsideY <= this.crossLimit) keepNear(this.near++, id);
  }
}

const QUERY = new SnapQuery();

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
  const query = QUERY.start(px, py, radius);
  query.walk(tree, index.rising);
  const near = query.near;
  const crossLimit = query.crossLimit;
  let count = 0;
  for (let i = 0; i < near; i++) {
    const id = nearIds[i]!;
    const offset = 4 * id;
    const d2 = segmentDistanceSquared(px, py, segments[offset]!, segments[offset + 1]!, segments[offset + 2]!, segments[offset + 3]!);
    if (d2 > crossLimit) continue;
    nearIds[count] = id;
    nearDistances[count++] = d2;
  }
  if (count > MAX_CROSSING_SEGMENTS) count = keepNearest(count);
  for (let later = 1; later < count; later++) {
    const b = 4 * nearIds[later]!;
    for (let earlier = 0; earlier < later; earlier++) {
      const a = 4 * nearIds[earlier]!;
      const meet = segmentCrossing(
        segments[a]!, segments[a + 1]!, segments[a + 2]!, segments[a + 3]!,
        segments[b]!, segments[b + 1]!, segments[b + 2]!, segments[b + 3]!,
        crossing,
      );
      if (meet) offerTarget(query.best, SNAP_RANK.intersection, crossing[0]!, crossing[1]!, px, py, radius);
    }
  }
  return targetOf(query.best, point);
}
