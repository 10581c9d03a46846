// The lowest meeting pair when every meeting pair holds one of a few suspect edges; ported from
// src/engine/geometry/suspectPairs.ts (keep the two in step): each suspect is scanned for its lowest
// earlier and its lowest later partner.
import { edgesMeet, pathEdges, reportSecond } from './pathEdges';

let bestFirst: i32 = 0;
let bestSecond: i32 = 0;

// @ts-ignore: decorator
@inline function below(first: i32, second: i32): bool {
  return first < bestFirst || (first == bestFirst && second < bestSecond);
}

/** The first edge of the lowest pair (its second through reportSecond), or -1; `count` i32 suspects at `list`. */
export function lowestPairOfSuspects(list: usize, count: i32): i32 {
  bestFirst = pathEdges;
  bestSecond = pathEdges;
  // Lowest suspects first: the pairs they give bound the scans of the rest sooner.
  for (let k = 1; k < count; k++) {
    const value = load<i32>(list + (<usize>k << 2));
    let j = k - 1;
    for (; j >= 0 && load<i32>(list + (<usize>j << 2)) > value; j--) store<i32>(list + (<usize>(j + 1) << 2), load<i32>(list + (<usize>j << 2)));
    store<i32>(list + (<usize>(j + 1) << 2), value);
  }
  for (let k = 0; k < count; k++) {
    const suspect = load<i32>(list + (<usize>k << 2));
    // Only partners that would make a lower pair than the best so far are worth a test.
    for (let x = 0; x < suspect && below(x, suspect); x++) {
      if (edgesMeet(x, suspect)) {
        bestFirst = x;
        bestSecond = suspect;
        break;
      }
    }
    for (let x = suspect + 1; x < pathEdges && below(suspect, x); x++) {
      if (edgesMeet(suspect, x)) {
        bestFirst = suspect;
        bestSecond = x;
        break;
      }
    }
  }
  if (bestFirst == pathEdges) return -1;
  reportSecond(bestSecond);
  return bestFirst;
}
