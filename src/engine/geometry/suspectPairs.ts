/**
 * The lowest meeting pair of a path when every meeting pair holds one of a few suspect edges (as
 * the sweep of selfCrossingSweep.ts leaves them): each suspect is scanned against the edges before
 * it for its lowest earlier partner and against those after it for its lowest later one, and the
 * lowest of those pairs is the lowest pair. Taking the suspects lowest first, each scan stops at
 * the best pair so far, so once an early pair is known the later suspects cost next to nothing.
 * assembly/vector/suspectPairs.ts does the same.
 */
import { edgesMeet, pathEdgeCount, type EdgePairIndices } from './pathEdges';

const below = (first: number, second: number, best: EdgePairIndices | null): boolean =>
  best === null || first < best.first || (first === best.first && second < best.second);

/** The lowest meeting pair, given `suspects` in ascending order, or null. */
export function lowestPairOfSuspects(coords: Float64Array, vertexCount: number, closed: boolean, suspects: readonly number[]): EdgePairIndices | null {
  const edgeCount = pathEdgeCount(vertexCount, closed);
  let best: EdgePairIndices | null = null;
  for (const suspect of suspects) {
    // Only partners that would make a lower pair than the best so far are worth a test.
    for (let x = 0; x < suspect && below(x, suspect, best); x++) {
      if (edgesMeet(coords, vertexCount, closed, x, suspect)) {
        best = { first: x, second: suspect };
        break;
      }
    }
    for (let x = suspect + 1; x < edgeCount && below(suspect, x, best); x++) {
      if (edgesMeet(coords, vertexCount, closed, suspect, x)) {
        best = { first: suspect, second: x };
        break;
      }
    }
  }
  return best;
}
