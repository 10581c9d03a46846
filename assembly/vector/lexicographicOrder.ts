// The vertices of a path in lexicographic order (by x, then y): the event order of a sweep. Ported
// from src/engine/geometry/lexicographicOrder.ts (keep the two in step): a least-significant-digit
// radix sort over 11-bit digits of the doubles, each key moving with its vertex, skipping digits
// every vertex shares, by x alone unless two vertices share an x.
import { arenaAlloc } from '../arena';

// Below this many vertices an insertion sort is quicker than clearing the radix counts.
const RADIX_FROM = 256;
// Six digits of 11 bits cover the 64 bits of a key (the last has 9).
const DIGITS = 6;
const DIGIT_BITS: u64 = 11;
const BUCKETS = 2048;

// Two orders and two key arrays to pass between, and the counts of every digit.
let orderA: usize = 0;
let orderB: usize = 0;
let keysA: usize = 0;
let keysB: usize = 0;
let counts: usize = 0;

/**
 * A block of `count` i32 vertex indices sorted by x, then y (-0 and 0 equal), or 0 when memory
 * cannot grow. `count` interleaved f64 x,y vertices at `coords`.
 */
export function lexicographicOrder(coords: usize, count: i32): usize {
  const bytes = <usize>count << 2;
  orderA = arenaAlloc(bytes);
  orderB = arenaAlloc(bytes);
  if (orderA == 0 || orderB == 0) return 0;
  for (let i = 0; i < count; i++) store<i32>(orderA + (<usize>i << 2), i);
  if (count < RADIX_FROM) {
    insertionSort(coords, orderA, count);
    return orderA;
  }
  keysA = arenaAlloc(<usize>count << 3);
  keysB = arenaAlloc(<usize>count << 3);
  counts = arenaAlloc(DIGITS * BUCKETS * 4);
  if (keysA == 0 || keysB == 0 || counts == 0) return 0;
  sortByAxis(coords, count, 0);
  let tied = false;
  for (let k = 1; k < count && !tied; k++) {
    const before = load<i32>(orderA + (<usize>(k - 1) << 2));
    const after = load<i32>(orderA + (<usize>k << 2));
    tied = load<f64>(coords + (<usize>before << 4)) == load<f64>(coords + (<usize>after << 4));
  }
  if (!tied) return orderA;
  // Stable passes: by y, then by x, leaves ties in x ordered by y.
  for (let i = 0; i < count; i++) store<i32>(orderA + (<usize>i << 2), i);
  sortByAxis(coords, count, 1);
  sortByAxis(coords, count, 0);
  return orderA;
}

/** Sorts orderA stably by coordinate `axis` (0 x, 1 y), in place as far as the caller sees. */
function sortByAxis(coords: usize, count: i32, axis: i32): void {
  memory.fill(counts, 0, DIGITS * BUCKETS * 4);
  for (let k = 0; k < count; k++) {
    const vertex = load<i32>(orderA + (<usize>k << 2));
    // Adding 0 turns -0 into 0, so the two sort as equal.
    const key = sortableBits(load<f64>(coords + (<usize>vertex << 4) + (<usize>axis << 3)) + 0.0);
    store<u64>(keysA + (<usize>k << 3), key);
    for (let digit = 0; digit < DIGITS; digit++) {
      const slot = counts + ((<usize>digit * BUCKETS + <usize>((key >> (<u64>digit * DIGIT_BITS)) & (BUCKETS - 1))) << 2);
      store<u32>(slot, load<u32>(slot) + 1);
    }
  }
  for (let digit = 0; digit < DIGITS; digit++) {
    const base = counts + (<usize>digit * BUCKETS << 2);
    const shift = <u64>digit * DIGIT_BITS;
    if (load<u32>(base + (<usize>((load<u64>(keysA) >> shift) & (BUCKETS - 1)) << 2)) == <u32>count) continue;
    let start: u32 = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const slot = base + (<usize>bucket << 2);
      const size = load<u32>(slot);
      store<u32>(slot, start);
      start += size;
    }
    for (let k = 0; k < count; k++) {
      const key = load<u64>(keysA + (<usize>k << 3));
      const slot = base + (<usize>((key >> shift) & (BUCKETS - 1)) << 2);
      const position = load<u32>(slot);
      store<u32>(slot, position + 1);
      store<u64>(keysB + (<usize>position << 3), key);
      store<i32>(orderB + (<usize>position << 2), load<i32>(orderA + (<usize>k << 2)));
    }
    const order = orderA;
    orderA = orderB;
    orderB = order;
    const keys = keysA;
    keysA = keysB;
    keysB = keys;
  }
}

/** The bits of `value` as an unsigned number in the order of the doubles. */
// @ts-ignore: decorator
@inline function sortableBits(value: f64): u64 {
  const bits = reinterpret<u64>(value);
  return (bits >> 63) != 0 ? ~bits : bits | (<u64>1 << 63);
}

function insertionSort(coords: usize, order: usize, count: i32): void {
  for (let i = 1; i < count; i++) {
    const vertex = load<i32>(order + (<usize>i << 2));
    const x = load<f64>(coords + (<usize>vertex << 4));
    const y = load<f64>(coords + (<usize>vertex << 4), 8);
    let j = i - 1;
    for (; j >= 0; j--) {
      const other = load<i32>(order + (<usize>j << 2));
      const ox = load<f64>(coords + (<usize>other << 4));
      const oy = load<f64>(coords + (<usize>other << 4), 8);
      if (ox < x || (ox == x && oy <= y)) break;
      store<i32>(order + (<usize>(j + 1) << 2), other);
    }
    store<i32>(order + (<usize>(j + 1) << 2), vertex);
  }
}
