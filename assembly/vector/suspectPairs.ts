// The lowest meeting pair when every meeting pair holds one of a few suspect edges; ported from
// src/engine/geometry/suspectPairs.ts (keep the two in step): each suspect is scanned for its lowest
// earlier and its lowest later partner. The scans skip, two coordinates at a time, the edges whose
// bounding boxes miss the suspect's.
import { arenaAlloc } from '../arena';
import { edgeFrom, edgesMeet, edgeTo, pathCoords, pathEdges, pathVertices, reportSecond } from './pathEdges';
import { nextNearbyEdge } from './nearbyEdges';

let bestFirst: i32 = 0;
let bestSecond: i32 = 0;

/** The first edge of the lowest pair (its second through reportSecond), or -1; `count` i32 suspects at `list`. */
export function lowestPairOfSuspects(list: usize, count: i32): i32 {
  bestFirst = pathEdges;
  bestSecond = pathEdges;
  // Lowest suspects first: the pairs they give cut the scans of the rest short.
  sortAscending(list, count);
  for (let k = 0; k < count; k++) {
    const suspect = load<i32>(list + (<usize>k << 2));
    // Only partners that would make a lower pair than the best so far are worth a test.
    const earlier = firstMeeting(suspect, 0, min(suspect, bestFirst + 1));
    if (earlier >= 0 && (earlier < bestFirst || suspect < bestSecond)) {
      bestFirst = earlier;
      bestSecond = suspect;
    }
    if (suspect <= bestFirst) {
      const later = firstMeeting(suspect, suspect + 1, suspect < bestFirst ? pathEdges : bestSecond);
      if (later >= 0) {
        bestFirst = suspect;
        bestSecond = later;
      }
    }
  }
  if (bestFirst == pathEdges) return -1;
  reportSecond(bestSecond);
  return bestFirst;
}

/** The first edge from `from` up to `to` (exclusive) that meets `suspect`, or -1. */
function firstMeeting(suspect: i32, from: i32, to: i32): i32 {
  const a = edgeFrom(suspect);
  const b = edgeTo(suspect);
  const lowX = min(load<f64>(a), load<f64>(b)), lowY = min(load<f64>(a, 8), load<f64>(b, 8));
  const highX = max(load<f64>(a), load<f64>(b)), highY = max(load<f64>(a, 8), load<f64>(b, 8));
  // Edges up to the last vertex run between neighbouring vertices in memory; a closed path's
  // closing edge does not, and is tested on its own.
  const lastInOrder = min(to - 1, pathVertices - 2);
  let x = from <= lastInOrder ? nextNearbyEdge(pathCoords, from, lastInOrder, lowX, lowY, highX, highY) : lastInOrder + 1;
  while (x <= lastInOrder) {
    if (edgesMeet(min(x, suspect), max(x, suspect))) return x;
    x = nextNearbyEdge(pathCoords, x + 1, lastInOrder, lowX, lowY, highX, highY);
  }
  const closing = pathVertices - 1;
  if (closing >= from && closing < to && closing < pathEdges && edgesMeet(min(closing, suspect), max(closing, suspect))) return closing;
  return -1;
}

/** Sorts `count` i32 at `list` ascending: a radix sort by bytes, as a few suspects or many may come. */
function sortAscending(list: usize, count: i32): void {
  const other = arenaAlloc(<usize>count << 2);
  const counts = arenaAlloc(256 * 4);
  if (other == 0 || counts == 0) {
    // Out of memory for the scratch: slower, in place.
    for (let k = 1; k < count; k++) {
      const value = load<i32>(list + (<usize>k << 2));
      let j = k - 1;
      for (; j >= 0 && load<i32>(list + (<usize>j << 2)) > value; j--) store<i32>(list + (<usize>(j + 1) << 2), load<i32>(list + (<usize>j << 2)));
      store<i32>(list + (<usize>(j + 1) << 2), value);
    }
    return;
  }
  let from = list;
  let to = other;
  for (let shift: u32 = 0; shift < 32; shift += 8) {
    memory.fill(counts, 0, 256 * 4);
    for (let k = 0; k < count; k++) {
      const slot = counts + (<usize>((<u32>load<i32>(from + (<usize>k << 2)) >> shift) & 0xff) << 2);
      store<u32>(slot, load<u32>(slot) + 1);
    }
    let start: u32 = 0;
    for (let bucket = 0; bucket < 256; bucket++) {
      const slot = counts + (<usize>bucket << 2);
      const size = load<u32>(slot);
      store<u32>(slot, start);
      start += size;
    }
    for (let k = 0; k < count; k++) {
      const value = load<i32>(from + (<usize>k << 2));
      const slot = counts + (<usize>((<u32>value >> shift) & 0xff) << 2);
      const position = load<u32>(slot);
      store<u32>(slot, position + 1);
      store<i32>(to + (<usize>position << 2), value);
    }
    const swap = from;
    from = to;
    to = swap;
  }
  // Four passes: the sorted values are back in `list`.
}
