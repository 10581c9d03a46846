import { nextNearbyEdge } from './nearbyEdges';
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
  const lowX = min(ax, bx), lowY = min(ay, by), highX = max(ax, bx), highY = max(ay, by);
  const lastEdge = count - 2;
  let i = nextNearbyEdge(ptr, 0, lastEdge, lowX, lowY, highX, highY);
  for (; i <= lastEdge; i = nextNearbyEdge(ptr, i + 1, lastEdge, lowX, lowY, highX, highY)) {
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
