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
 * The scan compares squared distances times the chord's squared length L, which needs no
 * division: with `along` and `across` the offset from the chord's start projected onto the chord
 * and onto its normal (both times √L), the measure is across² + e², e being how far `along` falls
 * outside [0, L]. A chord whose ends coincide measures plain squared distances to that point.
 *
 * An open path keeps both ends. A closed path is split at its first vertex and the vertex farthest
 * from it (the first, on a tie), and each half is simplified as an open path; the result starts at
 * the first vertex and does not repeat it at the end.
 *
 * OpenCV's `cv.approxPolyDP` differs. On a closed path it picks its split by three rounds of
 * "farthest vertex from the last one found", starting from the first vertex (an estimate of the
 * diameter), and returns the ring starting from that split rather than from the first vertex; it
 * treats an open path whose ends coincide as closed; and it finishes with a pass that removes
 * further vertices lying within tolerance/√2 of the line through their kept neighbours. OpenCV.js
 * 4.12 (the version the tests use) also measures to the chord's line, not its segment (newer
 * OpenCV measures to the segment, as here). So its output can have fewer vertices and a different
 * first vertex; ours is plain Douglas–Peucker, and on paths where every vertex projects inside its
 * chords it keeps a superset of OpenCV's vertices (wasmSimplify.test.ts checks this).
 */

/** Indices of the vertices kept, ascending. */
export function douglasPeuckerIndices(coords: Float64Array, tolerance: number, closed: boolean): Int32Array {
  const count = coords.length >> 1;
  if (count < 3) return Int32Array.from({ length: count }, (_, i) => i);
  const keep = new Uint8Array(count);
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
    if (beyondTolerance(coords, count, first, last, farthest, tolerance)) {
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

/**
 * The vertex strictly between `first` and `last` (`count` meaning vertex 0) farthest from the
 * segment joining them, the first such on a tie.
 */
function farthestFromChord(coords: Float64Array, count: number, first: number, last: number): number {
  const ax = coords[2 * first]!;
  const ay = coords[2 * first + 1]!;
  const end = last === count ? 0 : 2 * last;
  const dx = coords[end]! - ax;
  const dy = coords[end + 1]! - ay;
  const squaredLength = dx * dx + dy * dy;
  let best = -1;
  let farthest = first + 1;
  for (let i = first + 1; i < last; i++) {
    const distance = measure(coords[2 * i]! - ax, coords[2 * i + 1]! - ay, dx, dy, squaredLength);
    if (distance > best) {
      best = distance;
      farthest = i;
    }
  }
  return farthest;
}

/**
 * Whether vertex i lies more than `tolerance` from the chord from `first` to `last`: its measure
 * against the squared tolerance scaled as the measure is.
 */
function beyondTolerance(coords: Float64Array, count: number, first: number, last: number, i: number, tolerance: number): boolean {
  const ax = coords[2 * first]!;
  const ay = coords[2 * first + 1]!;
  const end = last === count ? 0 : 2 * last;
  const dx = coords[end]! - ax;
  const dy = coords[end + 1]! - ay;
  const squaredLength = dx * dx + dy * dy;
  const scale = squaredLength === 0 ? 1 : squaredLength;
  return measure(coords[2 * i]! - ax, coords[2 * i + 1]! - ay, dx, dy, squaredLength) > tolerance * tolerance * scale;
}

/**
 * The squared distance from the offset (wx, wy) to the chord (dx, dy), times the chord's squared
 * length; the plain squared distance for a chord of no length.
 */
function measure(wx: number, wy: number, dx: number, dy: number, squaredLength: number): number {
  if (squaredLength === 0) return wx * wx + wy * wy;
  const along = wx * dx + wy * dy;
  const across = wx * dy - wy * dx;
  const outside = Math.max(-along, along - squaredLength, 0);
  return across * across + outside * outside;
}
