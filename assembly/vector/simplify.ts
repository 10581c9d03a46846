// Douglas–Peucker simplification, iterative with an explicit stack; ported from
// src/engine/geometry/douglasPeucker.ts, which states its rules (distance to the chord's segment,
// how a closed path is split, how OpenCV differs). The same operations in the same order, two
// vertices at a time, so both keep the same vertices bit for bit (keep the two in step).
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
  if (keep == 0 || stack == 0) return OUT_OF_MEMORY;
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
    if (farthestSquared > squaredTolerance) {
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

/** The squared distance of the vertex farthestFromChord returned last. */
let farthestSquared: f64 = 0;

/**
 * The vertex strictly between `first` and `last` (`count` meaning vertex 0) farthest from the
 * segment joining them, the first such on a tie; its squared distance goes to farthestSquared.
 * Two vertices per step: lane 0 takes the even steps' vertex, lane 1 the next, each lane keeps its
 * first maximum, and a tie between lanes goes to the lower index.
 */
function farthestFromChord(ptr: usize, count: i32, first: i32, last: i32): i32 {
  const a = ptr + (<usize>first << 4);
  const b = last == count ? ptr : ptr + (<usize>last << 4);
  const ax = load<f64>(a), ay = load<f64>(a, 8), bx = load<f64>(b), by = load<f64>(b, 8);
  const dx = bx - ax;
  const dy = by - ay;
  const squaredLength = dx * dx + dy * dy;
  const vax = f64x2.splat(ax), vay = f64x2.splat(ay), vbx = f64x2.splat(bx), vby = f64x2.splat(by);
  const vdx = f64x2.splat(dx), vdy = f64x2.splat(dy), vLength = f64x2.splat(squaredLength);
  let best = f64x2.splat(-1);
  let bestIndex = f64x2(<f64>(first + 1), <f64>(first + 2));
  let index = bestIndex;
  const two = f64x2.splat(2);
  let i = first + 1;
  for (; i + 2 <= last; i += 2) {
    const p = ptr + (<usize>i << 4);
    const one = v128.load(p);
    const other = v128.load(p, 16);
    const x = v128.shuffle<f64>(one, other, 0, 2);
    const y = v128.shuffle<f64>(one, other, 1, 3);
    const wx = f64x2.sub(x, vax);
    const wy = f64x2.sub(y, vay);
    const along = f64x2.add(f64x2.mul(wx, vdx), f64x2.mul(wy, vdy));
    const fromStart = f64x2.add(f64x2.mul(wx, wx), f64x2.mul(wy, wy));
    const ex = f64x2.sub(x, vbx);
    const ey = f64x2.sub(y, vby);
    const fromEnd = f64x2.add(f64x2.mul(ex, ex), f64x2.mul(ey, ey));
    const across = f64x2.sub(f64x2.mul(wx, vdy), f64x2.mul(wy, vdx));
    const fromLine = f64x2.div(f64x2.mul(across, across), vLength);
    const squared = v128.bitselect(fromStart, v128.bitselect(fromEnd, fromLine, f64x2.ge(along, vLength)), f64x2.le(along, f64x2.splat(0)));
    const farther = f64x2.gt(squared, best);
    best = v128.bitselect(squared, best, farther);
    bestIndex = v128.bitselect(index, bestIndex, farther);
    index = f64x2.add(index, two);
  }
  let farthest = <i32>f64x2.extract_lane(bestIndex, 0);
  let squaredMax = f64x2.extract_lane(best, 0);
  const laneOne = f64x2.extract_lane(best, 1);
  if (laneOne > squaredMax || (laneOne == squaredMax && <i32>f64x2.extract_lane(bestIndex, 1) < farthest)) {
    squaredMax = laneOne;
    farthest = <i32>f64x2.extract_lane(bestIndex, 1);
  }
  if (i < last) {
    const p = ptr + (<usize>i << 4);
    const x = load<f64>(p);
    const y = load<f64>(p, 8);
    const wx = x - ax;
    const wy = y - ay;
    const along = wx * dx + wy * dy;
    let squared: f64;
    if (along <= 0) {
      squared = wx * wx + wy * wy;
    } else if (along >= squaredLength) {
      const ex = x - bx;
      const ey = y - by;
      squared = ex * ex + ey * ey;
    } else {
      const across = wx * dy - wy * dx;
      squared = (across * across) / squaredLength;
    }
    if (squared > squaredMax) {
      squaredMax = squared;
      farthest = i;
    }
  }
  farthestSquared = squaredMax;
  return farthest;
}
