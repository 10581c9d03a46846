// Skipping the edges of a polyline that lie wholly outside a box, two coordinates at a time.

/**
 * The first edge from `from` whose bounding box meets the box (lowX, lowY) to (highX, highY), or
 * lastEdge + 1; edge i runs from vertex i to vertex i + 1 of the interleaved f64 x,y at `ptr`. Disjoint boxes rule out any common point, so this skips the orientation tests for
 * nearly every edge of a long polyline. Kept apart from the exact tests, which make calls: a loop
 * without calls keeps its vectors in registers.
 */
export function nextNearbyEdge(ptr: usize, from: i32, lastEdge: i32, lowX: f64, lowY: f64, highX: f64, highY: f64): i32 {
  const low = f64x2(lowX, lowY);
  const high = f64x2(highX, highY);
  let p = ptr + (<usize>from << 4);
  let start = v128.load(p);
  for (let i = from; i <= lastEdge; i++) {
    p += 16;
    const end = v128.load(p);
    // Both endpoints left of, right of, below or above the box: four comparisons at once.
    const below = v128.and(f64x2.lt(start, low), f64x2.lt(end, low));
    const above = v128.and(f64x2.gt(start, high), f64x2.gt(end, high));
    if (!v128.any_true(v128.or(below, above))) return i;
    start = end;
  }
  return lastEdge + 1;
}
