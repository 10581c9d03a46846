// The first pair of edges of a path that meet, by the rule of `pathSelfCrosses`; ported from
// src/engine/geometry/selfCrossing.ts (keep the two in step): pairwise for short paths; otherwise a
// sweep finds the edges every meeting pair involves, and scanning them gives the lowest pair.
import { foundSecond, lowestPairByPairs, pathEdges, usePath } from './pathEdges';
import { OUT_OF_MEMORY, suspectCount, suspectList, sweepForSuspects } from './selfCrossingSweep';
import { lowestPairOfSuspects } from './suspectPairs';

const PAIRWISE_EDGES = 32;

/**
 * The first edge of the lowest meeting pair of the path through `count` interleaved f64 x,y
 * vertices at `ptr` (its second edge stored as an i32 at `out`), -1 when no two edges meet, -2
 * when the workspace does not fit in memory.
 */
export function selfCrossing(ptr: usize, count: i32, closed: bool, out: usize): i32 {
  usePath(ptr, count, closed);
  if (pathEdges < 2) return -1;
  let first: i32;
  if (pathEdges <= PAIRWISE_EDGES) {
    first = lowestPairByPairs();
  } else {
    if (sweepForSuspects() == OUT_OF_MEMORY) return OUT_OF_MEMORY;
    first = lowestPairOfSuspects(suspectList, suspectCount);
  }
  if (first >= 0) store<i32>(out, foundSecond);
  return first;
}
