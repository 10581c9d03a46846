// The vertices of a path in lexicographic order (by x, then y): the event order of a sweep. Ported
// from src/engine/geometry/lexicographicOrder.ts (keep the two in step): a least-significant-digit
// radix sort over the bytes of the doubles, skipping bytes every vertex shares.
import { arenaAlloc } from '../arena';

// Below this many vertices an insertion sort is quicker than clearing the radix counts.
const RADIX_FROM = 256;
const DIGITS = 16;
const BUCKETS = 256;

/**
 * A block of `count` i32 vertex indices sorted by x, then y (-0 and 0 equal), or 0 when memory
 * cannot grow. `count` interleaved f64 x,y vertices at `coords`.
 */
export function lexicographicOrder(coords: usize, count: i32): usize {
  const bytes = <usize>count << 2;
  const order = arenaAlloc(bytes);
  const other = arenaAlloc(bytes);
  if (order == 0 || other == 0) return 0;
  for (let i = 0; i < count; i++) store<i32>(order + (<usize>i << 2), i);
  if (count < RADIX_FROM) {
    insertionSort(coords, order, count);
    return order;
  }
  // Per vertex 16 key bytes, little-endian: the sortable bits of y, then of x.
  const keys = arenaAlloc(<usize>count << 4);
  const counts = arenaAlloc(DIGITS * BUCKETS * 4);
  if (keys == 0 || counts == 0) return 0;
  memory.fill(counts, 0, DIGITS * BUCKETS * 4);
  for (let i = 0; i < count; i++) {
    const at = coords + (<usize>i << 4);
    const key = keys + (<usize>i << 4);
    // Adding 0 turns -0 into 0, so the two sort as equal.
    store<u64>(key, sortableBits(load<f64>(at, 8) + 0.0));
    store<u64>(key, sortableBits(load<f64>(at) + 0.0), 8);
    for (let digit = 0; digit < DIGITS; digit++) {
      const slot = counts + ((<usize>digit * BUCKETS + <usize>load<u8>(key + digit)) << 2);
      store<u32>(slot, load<u32>(slot) + 1);
    }
  }
  let from = order;
  let to = other;
  for (let digit = 0; digit < DIGITS; digit++) {
    const base = counts + (<usize>digit * BUCKETS << 2);
    if (load<u32>(base + (<usize>load<u8>(keys + digit) << 2)) == <u32>count) continue;
    let start: u32 = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const slot = base + (<usize>bucket << 2);
      const size = load<u32>(slot);
      store<u32>(slot, start);
      start += size;
    }
    for (let i = 0; i < count; i++) {
      const vertex = load<i32>(from + (<usize>i << 2));
      const slot = base + (<usize>load<u8>(keys + (<usize>vertex << 4) + digit) << 2);
      const position = load<u32>(slot);
      store<u32>(slot, position + 1);
      store<i32>(to + (<usize>position << 2), vertex);
    }
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
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
