/**
 * Douglas–Peucker simplification over interleaved x,y coordinates, iterative with an explicit
 * stack so a 1,000,000-point contour cannot overflow the call stack. assembly/vector/simplify.ts
 * is its WASM twin: the same arithmetic in the same order, so both keep the same vertices, bit for
 * bit.
 *
 * A vertex is measured by its distance to the chord's segment, not to the chord's line: a point
 * beyond an end of the chord is as far as it is from that end. Measured to the line, a path that
 * runs out along a line and back could drop its far end, which lies on the line but far from the
 * kept path; to the segment, every dropped vertex is within `tolerance` of the kept path. A chord
 * is split at its farthest vertex (the first, on a tie) when that is more than `tolerance` away.
 *
 * An open path keeps both ends. A closed path is split at its first vertex and the vertex farthest
 * from it (the first, on a tie), and each half is simplified as an open path; the result starts at
 * the first vertex and does not repeat it at the end.
 *
 * OpenCV's `cv.approxPolyDP` differs on closed paths: it picks its split by three rounds of
 * "farthest vertex from the last one found", starting from the first vertex (an estimate of the
 * diameter), returns the ring starting from that split rather than from the first vertex, treats
 * an open path whose ends coincide as closed, and finishes with a pass that removes further
 * vertices lying within tolerance/√2 of the line through their kept neighbours (OpenCV 4.x also
 * measures chords to the segment, older versions to the line). So its output can have fewer
 * vertices and a different first vertex; ours is plain Douglas–Peucker.
 */

/** Indices of the vertices kept, ascending. */
export function douglasPeuckerIndices(coords: Float64Array, tolerance: number, closed: boolean): Int32Array {
  const count = coords.length >> 1;
  if (count < 3) return Int32Array.from({ length: count }, (_, i) => i);
  const keep = new Uint8Array(count);
  const squaredTolerance = tolerance * tolerance;
  // Pending chords as (first, last) vertex pairs, each spanning at least one vertex; index `count`
  // stands for vertex 0 closing the ring. Pending chords do not overlap, so they number at most
  // half the vertices.
  const stack = new Int32Array(count + 4);
  let top = 0;
  const push = (first: number, last: number): void => {
    if (last - first < 2) return;
    stack[top++] = first;
    stack[top++] = last;
  };
  keep[0] = 1;
  if (closed) {
    const split = farthestFromFirst(coords, count);
    keep[split] = 1;
    push(split, count);
    push(0, split);
  } else {
    keep[count - 1] = 1;
    push(0, count - 1);
  }
  while (top > 0) {
    const last = stack[--top]!;
    const first = stack[--top]!;
    const farthest = farthestFromChord(coords, count, first, last);
    if (squaredDistanceToChord(coords, count, first, last, farthest) > squaredTolerance) {
      keep[farthest] = 1;
      push(farthest, last);
      push(first, farthest);
    }
  }
  let kept = 0;
  for (let i = 0; i < count; i++) kept += keep[i]!;
  const indices = new Int32Array(kept);
  for (let i = 0, k = 0; i < count; i++) if (keep[i]) indices[k++] = i;
  return indices;
}

/** The vertices `indices` of `coords`, as interleaved x,y pairs. */
export function pickVertices(coords: Float64Array, indices: Int32Array): Float64Array {
  const picked = new Float64Array(2 * indices.length);
  indices.forEach((index, k) => {
    picked[2 * k] = coords[2 * index]!;
    picked[2 * k + 1] = coords[2 * index + 1]!;
  });
  return picked;
}

/** The first vertex after vertex 0 that lies farthest from it. */
function farthestFromFirst(coords: Float64Array, count: number): number {
  const x0 = coords[0]!;
  const y0 = coords[1]!;
  let best = -1;
  let split = 1;
  for (let i = 1; i < count; i++) {
    const dx = coords[2 * i]! - x0;
    const dy = coords[2 * i + 1]! - y0;
    const squared = dx * dx + dy * dy;
    if (squared > best) {
      best = squared;
      split = i;
    }
  }
  return split;
}

/** The vertex strictly between `first` and `last` farthest from their chord (the first such on a tie). */
function farthestFromChord(coords: Float64Array, count: number, first: number, last: number): number {
  let best = -1;
  let farthest = first + 1;
  for (let i = first + 1; i < last; i++) {
    const squared = squaredDistanceToChord(coords, count, first, last, i);
    if (squared > best) {
      best = squared;
      farthest = i;
    }
  }
  return farthest;
}

/**
 * Squared distance from vertex i to the segment from vertex `first` to vertex `last` (`count`
 * meaning vertex 0). The WASM kernel evaluates exactly these operations, two vertices at a time.
 */
function squaredDistanceToChord(coords: Float64Array, count: number, first: number, last: number, i: number): number {
  const ax = coords[2 * first]!;
  const ay = coords[2 * first + 1]!;
  const end = last === count ? 0 : 2 * last;
  const bx = coords[end]!;
  const by = coords[end + 1]!;
  const dx = bx - ax;
  const dy = by - ay;
  const squaredLength = dx * dx + dy * dy;
  const wx = coords[2 * i]! - ax;
  const wy = coords[2 * i + 1]! - ay;
  const along = wx * dx + wy * dy;
  if (along <= 0) return wx * wx + wy * wy;
  if (along >= squaredLength) {
    const ex = coords[2 * i]! - bx;
    const ey = coords[2 * i + 1]! - by;
    return ex * ex + ey * ey;
  }
  const across = wx * dy - wy * dx;
  return (across * across) / squaredLength;
}
