import { overlapsAlongLine, segmentsIntersect } from './segmentPredicates';

/**
 * Index of the first edge of the polyline (`count` interleaved f64 x,y vertices at `ptr`; edge i
 * runs from vertex i to vertex i+1) that the segment a → b hits, or -1. Same semantics as
 * `segmentCrossesPolyline` in src/engine/geometry/segments.ts: an edge adjacent to the segment
 * (the first one when `adjacentFirst`, the last one when `adjacentLast`) counts only when it is
 * collinear with the segment and overlaps it in more than a point; every other edge counts when
 * the two closed segments share any point.
 */
export function segmentCrossesPolyline(
  ax: f64, ay: f64, bx: f64, by: f64,
  ptr: usize, count: i32,
  adjacentFirst: bool, adjacentLast: bool,
): i32 {
  if (count < 2) return -1;
  const low = f64x2(min(ax, bx), min(ay, by));
  const high = f64x2(max(ax, bx), max(ay, by));
  const lastEdge = count - 2;
  let i = nextNearbyEdge(ptr, 0, lastEdge, low, high);
  for (; i <= lastEdge; i = nextNearbyEdge(ptr, i + 1, lastEdge, low, high)) {
    const p = ptr + (<usize>i << 4);
    const cx = load<f64>(p);
    const cy = load<f64>(p, 8);
    const dx = load<f64>(p, 16);
    const dy = load<f64>(p, 24);
    const adjacent = (adjacentFirst && i == 0) || (adjacentLast && i == lastEdge);
    const hit = adjacent
      ? overlapsAlongLine(ax, ay, bx, by, cx, cy, dx, dy)
      : segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy);
    if (hit) return i;
  }
  return -1;
}

/**
 * The first edge from `from` on whose bounding box meets the box from `low` to `high`, or
 * lastEdge + 1. Disjoint boxes rule out any common point, so this skips the orientation tests for
 * nearly every edge of a long polyline. Kept apart from the exact tests, which make calls: a loop
 * without calls keeps its vectors in registers.
 */
function nextNearbyEdge(ptr: usize, from: i32, lastEdge: i32, low: v128, high: v128): i32 {
  let p = ptr + (<usize>from << 4);
  let start = v128.load(p);
  for (let i = from; i <= lastEdge; i++) {
    p += 16;
    const end = v128.load(p);
    // Both endpoints left of, right of, below or above the box: four comparisons at once.
    const below = v128.and(f64x2.lt(start, low), f64x2.lt(end, low));
    const above = v128.and(f64x2.gt(start, high), f64x2.gt(end, high));
    if (!v128.any_true(v128.or(below, above))) return i;
    start = end;
  }
  return lastEdge + 1;
}
