// The edges of the path a self-crossing search runs on, and the rule by which two of them meet;
// ported from src/engine/geometry/pathEdges.ts (keep the two in step). Edge e runs from vertex e to
// vertex e + 1; a closed path has one more edge, from the last vertex back to the first. The path
// is held in globals for the length of one kernel call.
import { overlapsAlongLine, segmentsIntersect } from './segmentPredicates';

export let pathCoords: usize = 0;
export let pathVertices: i32 = 0;
export let pathClosed: bool = false;
export let pathEdges: i32 = 0;

/** Makes the path of `count` interleaved f64 x,y vertices at `ptr` the one the functions below read. */
export function usePath(ptr: usize, count: i32, closed: bool): void {
  pathCoords = ptr;
  pathVertices = count;
  pathClosed = closed;
  pathEdges = closed ? count : max(0, count - 1);
}

/** Address of the first vertex of edge e. */
// @ts-ignore: decorator
@inline export function edgeFrom(e: i32): usize {
  return pathCoords + (<usize>e << 4);
}

/** Address of the second vertex of edge e. */
// @ts-ignore: decorator
@inline export function edgeTo(e: i32): usize {
  return e + 1 == pathVertices ? pathCoords : pathCoords + (<usize>(e + 1) << 4);
}

/** Whether edges i < j share a vertex by construction. */
// @ts-ignore: decorator
@inline export function areNeighbours(i: i32, j: i32): bool {
  return j == i + 1 || (pathClosed && i == 0 && j == pathEdges - 1);
}

/**
 * Whether edges i < j meet: neighbours only when one doubles back along the other, any other two
 * when they share any point, touching included.
 */
export function edgesMeet(i: i32, j: i32): bool {
  const a = edgeFrom(i);
  const b = edgeTo(i);
  const c = edgeFrom(j);
  const d = edgeTo(j);
  const ax = load<f64>(a), ay = load<f64>(a, 8), bx = load<f64>(b), by = load<f64>(b, 8);
  const cx = load<f64>(c), cy = load<f64>(c, 8), dx = load<f64>(d), dy = load<f64>(d, 8);
  if (areNeighbours(i, j)) {
    return overlapsAlongLine(ax, ay, bx, by, cx, cy, dx, dy) || overlapsAlongLine(cx, cy, dx, dy, ax, ay, bx, by);
  }
  // Disjoint bounding boxes share no point; this skips the orientation tests for most pairs.
  if (max(ax, bx) < min(cx, dx) || max(cx, dx) < min(ax, bx)) return false;
  if (max(ay, by) < min(cy, dy) || max(cy, dy) < min(ay, by)) return false;
  return segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy);
}

/** The second edge of the pair a search found; its first edge is what the search returned. */
export let foundSecond: i32 = -1;

export function reportSecond(j: i32): void {
  foundSecond = j;
}

/** The lowest meeting pair by testing every pair: its first edge (second in foundSecond), or -1. */
export function lowestPairByPairs(): i32 {
  for (let i = 0; i < pathEdges; i++) {
    for (let j = i + 1; j < pathEdges; j++) {
      if (edgesMeet(i, j)) {
        reportSecond(j);
        return i;
      }
    }
  }
  return -1;
}
