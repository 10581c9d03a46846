/**
 * The first pair of edges of a path that meet, by the rule of `pathSelfCrosses` (segments.ts):
 * neighbouring edges only when one doubles back along the other, any other two when they share a
 * point. "First" is by the first edge's index, then the second's. Sub-quadratic: a sweep in
 * O(n log n) finds the few edges every meeting pair involves (none for the usual path that does
 * not cross itself), and scanning those finds the lowest pair; when there are many (a scribble
 * crossing itself everywhere), a grid searches edge by edge from the first, which is then quick.
 * assembly/vector/selfCrossing.ts is the WASM twin and gives the same pair.
 */
import { lowestPairByPairs, pathEdgeCount, type EdgePairIndices } from './pathEdges';
import { lowestPairByGrid } from './selfCrossingGrid';
import { sweepForSuspects } from './selfCrossingSweep';
import { lowestPairOfSuspects } from './suspectPairs';

export type { EdgePairIndices };

/** Up to this many edges, testing every pair is quicker than any structure. */
export const PAIRWISE_EDGES = 32;
/** More suspects than this, and scanning each against every edge costs more than the grid. */
export const SUSPECT_LIMIT = 64;

/** The lowest pair of meeting edges of the path through `coords` (interleaved x,y), or null. */
export function firstSelfCrossing(coords: Float64Array, closed: boolean): EdgePairIndices | null {
  const vertexCount = coords.length >> 1;
  const edgeCount = pathEdgeCount(vertexCount, closed);
  if (edgeCount < 2) return null;
  if (edgeCount <= PAIRWISE_EDGES) return lowestPairByPairs(coords, vertexCount, closed);
  const sweep = sweepForSuspects(coords, vertexCount, closed, SUSPECT_LIMIT);
  if (!sweep.overflow) return lowestPairOfSuspects(coords, vertexCount, closed, sweep.suspects);
  return lowestPairByGrid(coords, vertexCount, closed, sweep.bound);
}
