/**
 * The edges of a path over interleaved x,y coordinates and the rule by which two of them meet,
 * as `pathSelfCrosses` in segments.ts states it. Edge e runs from vertex e to vertex e + 1; a
 * closed path has one more edge, from the last vertex back to the first.
 */
import { overlapsAlongLine, segmentsMeet } from './flatPredicates';

/** Two edges that meet: `first` < `second`, both edge indices (the index of their first vertex). */
export interface EdgePairIndices {
  readonly first: number;
  readonly second: number;
}

/** How many edges a path of `vertexCount` vertices has. */
export const pathEdgeCount = (vertexCount: number, closed: boolean): number =>
  closed ? vertexCount : Math.max(0, vertexCount - 1);

/** Whether edges i < j share a vertex by construction: consecutive, or the last and first of a closed path. */
export const areNeighbours = (i: number, j: number, edgeCount: number, closed: boolean): boolean =>
  j === i + 1 || (closed && i === 0 && j === edgeCount - 1);

/**
 * Whether edges i < j of the path meet: neighbours only when one doubles back along the other,
 * any other two when they share any point, touching included.
 */
export function edgesMeet(coords: Float64Array, vertexCount: number, closed: boolean, i: number, j: number): boolean {
  const edgeCount = pathEdgeCount(vertexCount, closed);
  const a = 2 * i;
  const b = i + 1 === vertexCount ? 0 : a + 2;
  const c = 2 * j;
  const d = j + 1 === vertexCount ? 0 : c + 2;
  const ax = coords[a]!, ay = coords[a + 1]!, bx = coords[b]!, by = coords[b + 1]!;
  const cx = coords[c]!, cy = coords[c + 1]!, dx = coords[d]!, dy = coords[d + 1]!;
  if (areNeighbours(i, j, edgeCount, closed)) {
    return overlapsAlongLine(ax, ay, bx, by, cx, cy, dx, dy) || overlapsAlongLine(cx, cy, dx, dy, ax, ay, bx, by);
  }
  // Disjoint bounding boxes share no point; this skips the orientation tests for most pairs.
  if (Math.max(ax, bx) < Math.min(cx, dx) || Math.max(cx, dx) < Math.min(ax, bx)) return false;
  if (Math.max(ay, by) < Math.min(cy, dy) || Math.max(cy, dy) < Math.min(ay, by)) return false;
  return segmentsMeet(ax, ay, bx, by, cx, cy, dx, dy);
}

/**
 * The lowest pair of meeting edges by testing every pair, or null: the answer for short paths,
 * where it beats building any structure.
 */
export function lowestPairByPairs(coords: Float64Array, vertexCount: number, closed: boolean): EdgePairIndices | null {
  const edgeCount = pathEdgeCount(vertexCount, closed);
  for (let i = 0; i < edgeCount; i++) {
    for (let j = i + 1; j < edgeCount; j++) {
      if (edgesMeet(coords, vertexCount, closed, i, j)) return { first: i, second: j };
    }
  }
  return null;
}
