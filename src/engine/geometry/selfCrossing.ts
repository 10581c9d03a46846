/**
 * The first pair of edges of a path that meet, by the rule of `pathSelfCrosses` (segments.ts):
 * neighbouring edges only when one doubles back along the other, any other two when they share a
 * point. "First" is by the first edge's index, then the second's. Sub-quadratic: a sweep settles
 * the common case of no crossing in O(n log n), and a grid finds the lowest pair when there is
 * one. assembly/vector/selfCrossing.ts is the WASM twin and gives the same pair.
 */
import { lowestPairByPairs, pathEdgeCount, type EdgePairIndices } from './pathEdges';
import { lowestPairByGrid } from './selfCrossingGrid';
import { NO_MEETING, sweepForMeeting } from './selfCrossingSweep';

export type { EdgePairIndices };

/** Up to this many edges, testing every pair is quicker than any structure. */
export const PAIRWISE_EDGES = 32;

/** The lowest pair of meeting edges of the path through `coords` (interleaved x,y), or null. */
export function firstSelfCrossing(coords: Float64Array, closed: boolean): EdgePairIndices | null {
  const vertexCount = coords.length >> 1;
  const edgeCount = pathEdgeCount(vertexCount, closed);
  if (edgeCount < 2) return null;
  if (edgeCount <= PAIRWISE_EDGES) return lowestPairByPairs(coords, vertexCount, closed);
  const bound = sweepForMeeting(coords, vertexCount, closed);
  return bound === NO_MEETING ? null : lowestPairByGrid(coords, vertexCount, closed, bound);
}
