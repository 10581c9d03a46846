// Douglas–Peucker simplification, iterative with an explicit stack; ported from
// src/engine/geometry/douglasPeucker.ts, which states its rules (distance to the chord's segment,
// how a closed path is split, how OpenCV differs). Every vertex's measure is the same operations as
// there, so both keep the same vertices bit for bit (keep the two in step).
//
// Chords are scanned two vertices at a time from separate x and y arrays. A long contour does not
// fit in the cache, and a plain scan would fetch every vertex from memory once per level of the
// recursion, so the vertices are also grouped in blocks of 512 with their bounding boxes. The
// measure is a convex function of the vertex, so over a box it is largest at a corner: a block
// whose corners (with a margin for rounding) measure less than the farthest vertex found so far
// cannot hold the farthest one and is skipped. Near the top of the recursion, where chords are long
// and their farthest vertices far, nearly every block is.
import { arenaAlloc } from '../arena';

const OUT_OF_MEMORY: i32 = -2;

/**
 * Simplifies the path through `count` interleaved f64 x,y vertices at `ptr`, writing the kept
 * vertices in order to `out` (room for `count` vertices); returns how many, or -2 when the
 * workspace does not fit in memory.
 */
export function simplify(ptr: usize, count: i32, tolerance: f64, closed: bool, out: usize): i32 {
  if (count < 3) {
    memory.copy(out, ptr, <usize>count << 4);
    return count;
  }
  const keep = arenaAlloc(<usize>count);
  // Pending chords, each spanning at least one vertex, never overlap: half the vertices bound them.
  const stack = arenaAlloc((<usize>count + 4) << 2);
  // The coordinates again as one array of x and one of y, so the scans load two x or two y at once.
  xs = arenaAlloc(<usize>count << 3);
  ys = arenaAlloc(<usize>count << 3);
  superBoxes = arenaAlloc(((<usize>count + SUPER - 1) / SUPER) << 5);
  if (keep == 0 || stack == 0 || xs == 0 || ys == 0 || superBoxes == 0) return OUT_OF_MEMORY;
  splitAxes(ptr, count);
  boundBlocks(ptr, count);
  memory.fill(keep, 0, <usize>count);
  const squaredTolerance = tolerance * tolerance;
  let top: usize = stack;
  store<u8>(keep, 1);
  if (closed) {
    const split = farthestFromFirst(ptr, count);
    store<u8>(keep + <usize>split, 1);
    top = push(top, split, count);
    top = push(top, 0, split);
  } else {
    store<u8>(keep + <usize>(count - 1), 1);
    top = push(top, 0, count - 1);
  }
  while (top > stack) {
    top -= 8;
    const first = load<i32>(top);
    const last = load<i32>(top, 4);
    const farthest = farthestFromChord(ptr, count, first, last);
    if (farthestMeasure > squaredTolerance * chordScale) {
      store<u8>(keep + <usize>farthest, 1);
      top = push(top, farthest, last);
      top = push(top, first, farthest);
    }
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    if (load<u8>(keep + <usize>i) != 0) {
      v128.store(out + (<usize>kept << 4), v128.load(ptr + (<usize>i << 4)));
      kept++;
    }
  }
  return kept;
}

// @ts-ignore: decorator
@inline function push(top: usize, first: i32, last: i32): usize {
  if (last - first < 2) return top;
  store<i32>(top, first);
  store<i32>(top, last, 4);
  return top + 8;
}

/** The first vertex after vertex 0 that lies farthest from it. */
function farthestFromFirst(ptr: usize, count: i32): i32 {
  const x0 = load<f64>(ptr);
  const y0 = load<f64>(ptr, 8);
  let best: f64 = -1;
  let split = 1;
  for (let i = 1; i < count; i++) {
    const dx = load<f64>(ptr + (<usize>i << 4)) - x0;
    const dy = load<f64>(ptr + (<usize>i << 4), 8) - y0;
    const squared = dx * dx + dy * dy;
    if (squared > best) {
      best = squared;
      split = i;
    }
  }
  return split;
}

let xs: usize = 0;
let ys: usize = 0;

function splitAxes(ptr: usize, count: i32): void {
  let i = 0;
  for (; i + 2 <= count; i += 2) {
    const one = v128.load(ptr + (<usize>i << 4));
    const other = v128.load(ptr + (<usize>i << 4), 16);
    v128.store(xs + (<usize>i << 3), v128.shuffle<f64>(one, other, 0, 2));
    v128.store(ys + (<usize>i << 3), v128.shuffle<f64>(one, other, 1, 3));
  }
  if (i < count) {
    store<f64>(xs + (<usize>i << 3), load<f64>(ptr + (<usize>i << 4)));
    store<f64>(ys + (<usize>i << 3), load<f64>(ptr + (<usize>i << 4), 8));
  }
}

// What farthestFromChord leaves: the farthest vertex's measure, and the factor by which the
// chord's measures are scaled (its squared length, or 1 when it has none).
let farthestMeasure: f64 = 0;
let chordScale: f64 = 1;

// Vertices per run of the vector scan that records a maximum, and per block with a bounding box.
const BLOCK = 16;
const SUPER = 512;
// Chords with fewer vertices are scanned one vertex at a time.
const SMALL_CHORD = 4;
// The margin added to a box's corner measure: far above the rounding of the measures, which
// stays below 30 units in the last place of M² (M bounds |along|, |across| and the chord length).
const ROUNDING_MARGIN: f64 = 1e-13;

// Bounding boxes (min x, min y, max x, max y) of the blocks of SUPER vertices.
let superBoxes: usize = 0;

function boundBlocks(ptr: usize, count: i32): void {
  for (let from = 0; from < count; from += SUPER) {
    const to = min(count, from + SUPER);
    let low = v128.load(ptr + (<usize>from << 4));
    let high = low;
    for (let i = from + 1; i < to; i++) {
      const point = v128.load(ptr + (<usize>i << 4));
      low = f64x2.pmin(low, point);
      high = f64x2.pmax(high, point);
    }
    const box = superBoxes + (<usize>(from / SUPER) << 5);
    v128.store(box, low);
    v128.store(box, high, 16);
  }
}

// The chord being searched: its start, its direction and its squared length. The vector code
// takes them splatted as parameters: V8 reloads a v128 global at every use and spills the copies.
let ax: f64 = 0, ay: f64 = 0, dx: f64 = 0, dy: f64 = 0, squaredLength: f64 = 0;
// The farthest vertex found so far and its measure; when `bestInBlock`, bestIndex is the start of
// the run of up to 16 vertices holding it, whose first vertex reaching `best` is found at the end.
let best: f64 = -1;
let bestIndex: i32 = 0;
let bestInBlock = false;

/**
 * The vertex strictly between `first` and `last` (`count` meaning vertex 0) farthest from the
 * segment joining them, the first such on a tie, by the measure of douglasPeucker.ts: squared
 * distance times the chord's squared length, across² + e². Leaves its measure in farthestMeasure.
 */
function farthestFromChord(ptr: usize, count: i32, first: i32, last: i32): i32 {
  const a = ptr + (<usize>first << 4);
  const b = last == count ? ptr : ptr + (<usize>last << 4);
  ax = load<f64>(a);
  ay = load<f64>(a, 8);
  dx = load<f64>(b) - ax;
  dy = load<f64>(b, 8) - ay;
  squaredLength = dx * dx + dy * dy;
  if (squaredLength == 0) return farthestFromPoint(first, last);
  chordScale = squaredLength;
  best = -1;
  bestIndex = first + 1;
  bestInBlock = false;
  const from = first + 1;
  if (last - from < SMALL_CHORD) {
    scanVertices(from, last);
  } else {
    scanChord(from, last, f64x2.splat(ax), f64x2.splat(ay), f64x2.splat(dx), f64x2.splat(dy), f64x2.splat(squaredLength));
    // The scalar measure repeats the vector lanes' operations exactly, so equality finds the
    // vertex; the bound only guards against a NaN from coordinates so large their squares overflow.
    if (bestInBlock) {
      const end = min(bestIndex + BLOCK, last);
      let i = bestIndex;
      while (i < end && measureAt(i) != best) i++;
      if (i < end) bestIndex = i;
    }
  }
  farthestMeasure = best;
  return bestIndex;
}

/** Offers vertices from `from` to `to` (exclusive) one by one, in order. */
function scanVertices(from: i32, to: i32): void {
  for (let i = from; i < to; i++) {
    const value = measureAt(i);
    if (value > best || (value == best && i < bestIndex)) {
      best = value;
      bestIndex = i;
      bestInBlock = false;
    }
  }
}

/**
 * Offers the vertices from `from` to `last` (exclusive): the whole superblocks among them by
 * their boxes, the one whose box reaches farthest first (so the rest are likely skipped), the
 * others in runs of up to 16.
 */
function scanChord(from: i32, last: i32, vax: v128, vay: v128, vdx: v128, vdy: v128, vLength: v128): void {
  const s0 = (from + SUPER - 1) / SUPER;
  const s1 = last / SUPER;
  if (s1 <= s0) {
    scanRun(from, last, vax, vay, vdx, vdy, vLength);
    return;
  }
  let top = s0;
  let topBound: f64 = -1;
  for (let s = s0; s < s1; s++) {
    const bound = boxBound(superBoxes + (<usize>s << 5), vax, vay, vdx, vdy, vLength);
    if (bound > topBound) {
      topBound = bound;
      top = s;
    }
  }
  scanRun(top * SUPER, (top + 1) * SUPER, vax, vay, vdx, vdy, vLength);
  scanRun(from, s0 * SUPER, vax, vay, vdx, vdy, vLength);
  for (let s = s0; s < s1; s++) {
    if (s != top && mayHold(boxBound(superBoxes + (<usize>s << 5), vax, vay, vdx, vdy, vLength), s * SUPER)) {
      scanRun(s * SUPER, (s + 1) * SUPER, vax, vay, vdx, vdy, vLength);
    }
  }
  scanRun(s1 * SUPER, last, vax, vay, vdx, vdy, vLength);
}

/**
 * Offers the vertices from `from` to `to` (exclusive) in blocks of up to 16, four at a time, and
 * the last one alone when the count is odd. A block only records that it holds the farthest
 * vertex so far; the vertex itself is found once the chord is done.
 */
function scanRun(from: i32, to: i32, vax: v128, vay: v128, vdx: v128, vdy: v128, vLength: v128): void {
  let i = from;
  while (i + 2 <= to) {
    const size = min(BLOCK, (to - i) & ~1);
    let x = xs + (<usize>i << 3);
    let y = ys + (<usize>i << 3);
    let most = f64x2.splat(-1);
    let other = most;
    let k = 0;
    for (; k + 4 <= size; k += 4) {
      most = f64x2.pmax(most, measure(v128.load(x), v128.load(y), vax, vay, vdx, vdy, vLength));
      other = f64x2.pmax(other, measure(v128.load(x, 16), v128.load(y, 16), vax, vay, vdx, vdy, vLength));
      x += 32;
      y += 32;
    }
    if (k < size) most = f64x2.pmax(most, measure(v128.load(x), v128.load(y), vax, vay, vdx, vdy, vLength));
    most = f64x2.pmax(most, other);
    const top = f64x2.extract_lane(f64x2.pmax(most, v128.shuffle<f64>(most, most, 1, 0)), 0);
    // Runs never overlap, so a block starting before the best vertex's run lies wholly before it.
    if (top > best || (top == best && i < bestIndex)) {
      best = top;
      bestIndex = i;
      bestInBlock = true;
    }
    i += size;
  }
  if (i < to) scanVertices(i, to);
}

/** Whether a box whose bound is `bound`, starting at vertex `start`, may hold a farther vertex, or an as far one earlier. */
// @ts-ignore: decorator
@inline function mayHold(bound: f64, start: i32): bool {
  return bound > best || (bound == best && start < bestIndex);
}

/** The largest measure over a box's corners, plus the rounding margin: no vertex in the box measures more. */
function boxBound(box: usize, vax: v128, vay: v128, vdx: v128, vdy: v128, vLength: v128): f64 {
  const low = v128.load(box);
  const high = v128.load(box, 16);
  const cornersX = v128.shuffle<f64>(low, high, 0, 2);
  const lowY = v128.shuffle<f64>(low, low, 1, 1);
  const highY = v128.shuffle<f64>(high, high, 1, 1);
  const most = f64x2.pmax(measure(cornersX, lowY, vax, vay, vdx, vdy, vLength), measure(cornersX, highY, vax, vay, vdx, vdy, vLength));
  const wx = max(abs(f64x2.extract_lane(cornersX, 0) - ax), abs(f64x2.extract_lane(cornersX, 1) - ax));
  const wy = max(abs(f64x2.extract_lane(lowY, 0) - ay), abs(f64x2.extract_lane(highY, 0) - ay));
  const reach = (wx + wy) * (abs(dx) + abs(dy)) + squaredLength;
  return max(f64x2.extract_lane(most, 0), f64x2.extract_lane(most, 1)) + ROUNDING_MARGIN * reach * reach;
}

/** The measures of the two vertices (or corners) at x, y. */
// @ts-ignore: decorator
@inline function measure(x: v128, y: v128, vax: v128, vay: v128, vdx: v128, vdy: v128, vLength: v128): v128 {
  const wx = f64x2.sub(x, vax);
  const wy = f64x2.sub(y, vay);
  const along = f64x2.add(f64x2.mul(wx, vdx), f64x2.mul(wy, vdy));
  const across = f64x2.sub(f64x2.mul(wx, vdy), f64x2.mul(wy, vdx));
  // pmax is one instruction where max also orders -0 and 0 and passes NaN on; neither matters here.
  const outside = f64x2.pmax(f64x2.pmax(f64x2.neg(along), f64x2.sub(along, vLength)), f64x2.splat(0));
  return f64x2.add(f64x2.mul(across, across), f64x2.mul(outside, outside));
}

// @ts-ignore: decorator
@inline function measureAt(i: i32): f64 {
  const wx = load<f64>(xs + (<usize>i << 3)) - ax;
  const wy = load<f64>(ys + (<usize>i << 3)) - ay;
  const along = wx * dx + wy * dy;
  const across = wx * dy - wy * dx;
  const beyond = along - squaredLength;
  const outside = along < 0 ? -along : beyond > 0 ? beyond : 0;
  return across * across + outside * outside;
}

/** For a chord whose ends coincide: the first vertex farthest from that point, by squared distance. */
function farthestFromPoint(first: i32, last: i32): i32 {
  chordScale = 1;
  let most: f64 = -1;
  let farthest = first + 1;
  for (let i = first + 1; i < last; i++) {
    const wx = load<f64>(xs + (<usize>i << 3)) - ax;
    const wy = load<f64>(ys + (<usize>i << 3)) - ay;
    const value = wx * wx + wy * wy;
    if (value > most) {
      most = value;
      farthest = i;
    }
  }
  farthestMeasure = most;
  return farthest;
}
