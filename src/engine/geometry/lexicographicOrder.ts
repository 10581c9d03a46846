/**
 * The vertices of a path in lexicographic order (by x, then y): the event order of a sweep. A
 * least-significant-digit radix sort over the bits of the doubles, byte by byte, so sorting
 * 100,000 vertices costs a few passes over them rather than n log n comparisons; bytes that every
 * vertex shares (the exponent of a shape in a limited range, the zero low bits of whole pixel
 * coordinates) are skipped. assembly/vector/lexicographicOrder.ts does the same.
 */

/** Below this many vertices a comparison sort is quicker than clearing the radix counts. */
const RADIX_FROM = 256;
const DIGITS = 16;
const BUCKETS = 256;

/** Vertex indices 0 … count - 1 sorted by x, then y (-0 and 0 equal). */
export function lexicographicOrder(coords: Float64Array, count: number): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  if (count < RADIX_FROM) {
    return order.sort((a, b) => coords[2 * a]! - coords[2 * b]! || coords[2 * a + 1]! - coords[2 * b + 1]!);
  }
  const keys = sortableKeys(coords, count);
  const counts = new Uint32Array(DIGITS * BUCKETS);
  for (let i = 0; i < count; i++) {
    for (let digit = 0; digit < DIGITS; digit++) counts[digit * BUCKETS + digitOf(keys, i, digit)]!++;
  }
  let from = order;
  let to = new Int32Array(count);
  // Least significant first: the y bytes, then the x bytes; each pass is stable, so ties in x
  // keep their order by y.
  for (let digit = 0; digit < DIGITS; digit++) {
    const base = digit * BUCKETS;
    if (counts[base + digitOf(keys, 0, digit)] === count) continue;
    let start = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const size = counts[base + bucket]!;
      counts[base + bucket] = start;
      start += size;
    }
    for (let i = 0; i < count; i++) {
      const vertex = from[i]!;
      to[counts[base + digitOf(keys, vertex, digit)]!++] = vertex;
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * Per vertex four 32-bit words, y low, y high, x low, x high, whose unsigned order is the order
 * of the doubles: negative numbers have every bit flipped, others only the sign bit.
 */
function sortableKeys(coords: Float64Array, count: number): Uint32Array {
  const value = new Float64Array(1);
  const words = new Uint32Array(value.buffer);
  const keys = new Uint32Array(4 * count);
  for (let i = 0; i < count; i++) {
    for (let axis = 0; axis < 2; axis++) {
      // Adding 0 turns -0 into 0, so the two sort as equal.
      value[0] = coords[2 * i + 1 - axis]! + 0;
      const low = words[0]!;
      const high = words[1]!;
      const negative = high >>> 31 === 1;
      keys[4 * i + 2 * axis] = negative ? ~low >>> 0 : low;
      keys[4 * i + 2 * axis + 1] = negative ? ~high >>> 0 : (high | 0x80000000) >>> 0;
    }
  }
  return keys;
}

const digitOf = (keys: Uint32Array, vertex: number, digit: number): number =>
  (keys[4 * vertex + (digit >> 2)]! >>> (8 * (digit & 3))) & 0xff;
