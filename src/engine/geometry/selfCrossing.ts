/**
 * The first pair of edges of a path that meet, by the rule of `pathSelfCrosses` (segments.ts):
 * neighbouring edges only when one doubles back along the other, any other two when they share a
 * point. "First" is by the first edge's index, then the second's. A sweep in O(n log n) finds
 * the edges every meeting pair involves (none for the usual path that does not cross itself), and
 * scanning those against the other edges, lowest first, finds the lowest pair: a few crossings in
 * a long path cost a few linear scans, and a scribble crossing itself everywhere has an early
 * lowest pair that cuts every later scan short. assembly/vector/selfCrossing.ts is the WASM twin
 * and gives the same pair.
 */
import { lowestPairByPairs, pathEdgeCount, type EdgePairIndices } from './pathEdges';
import { sweepForSuspects } from './selfCrossingSweep';
import { lowestPairOfSuspects } from './suspectPairs';

export type { EdgePairIndices };

/** Up to this many edges, testing every pair is quicker than any structure. */
export const PAIRWISE_EDGES = 32;

/** The lowest pair of meeting edges of the path through `coords` (interleaved x,y), or null. */
export function firstSelfCrossing(coords: Float64Array, closed: boolean): EdgePairIndices | null {
  const vertexCount = coords.length >> 1;
  const edgeCount = pathEdgeCount(vertexCount, closed);
  if (edgeCount < 2) return null;
  if (edgeCount <= PAIRWISE_EDGES) return lowestPairByPairs(coords, vertexCount, closed);
  return lowestPairOfSuspects(coords, vertexCount, closed, sweepForSuspects(coords, vertexCount, closed));
}
