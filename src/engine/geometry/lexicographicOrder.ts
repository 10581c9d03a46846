/**
 * The vertices of a path in lexicographic order (by x, then y): the event order of a sweep. A
 * least-significant-digit radix sort over the bits of the doubles, byte by byte, moving each key
 * with its vertex, so sorting 100,000 vertices costs a few passes rather than n log n comparisons;
 * bytes that every vertex shares (the exponent of a shape in a limited range, the zero low bits of
 * whole pixel coordinates) are skipped. The vertices are sorted by x alone first: when no two
 * share an x, as in most drawings, y never matters. assembly/vector/lexicographicOrder.ts does the
 * same with 11-bit digits (six passes at most instead of eight).
 */

/** Below this many vertices a comparison sort is quicker than clearing the radix counts. */
const RADIX_FROM = 256;
const BYTES = 8;
const BUCKETS = 256;

/** Vertex indices 0 … count - 1 sorted by x, then y (-0 and 0 equal). */
export function lexicographicOrder(coords: Float64Array, count: number): Int32Array {
  const identity = Int32Array.from({ length: count }, (_, i) => i);
  if (count < RADIX_FROM) {
    return identity.sort((a, b) => coords[2 * a]! - coords[2 * b]! || coords[2 * a + 1]! - coords[2 * b + 1]!);
  }
  const byX = sortByAxis(coords, identity, 0);
  let tied = false;
  for (let k = 1; k < count && !tied; k++) tied = coords[2 * byX[k - 1]!] === coords[2 * byX[k]!];
  // Stable passes: by y, then by x, leaves ties in x ordered by y.
  return tied ? sortByAxis(coords, sortByAxis(coords, identity, 1), 0) : byX;
}

/** `order` stably sorted by coordinate `axis` (0 for x, 1 for y). */
function sortByAxis(coords: Float64Array, order: Int32Array, axis: number): Int32Array {
  const count = order.length;
  // The keys in the order given, as low and high 32-bit words whose unsigned order is the
  // order of the doubles: negative numbers have every bit flipped, others only the sign bit.
  const value = new Float64Array(1);
  const words = new Uint32Array(value.buffer);
  let low = new Uint32Array(count);
  let high = new Uint32Array(count);
  for (let k = 0; k < count; k++) {
    // Adding 0 turns -0 into 0, so the two sort as equal.
    value[0] = coords[2 * order[k]! + axis]! + 0;
    const negative = words[1]! >>> 31 === 1;
    low[k] = negative ? ~words[0]! >>> 0 : words[0]!;
    high[k] = negative ? ~words[1]! >>> 0 : (words[1]! | 0x80000000) >>> 0;
  }
  const counts = new Uint32Array(BYTES * BUCKETS);
  for (let k = 0; k < count; k++) {
    for (let byte = 0; byte < BYTES; byte++) counts[byte * BUCKETS + byteOf(low[k]!, high[k]!, byte)]!++;
  }
  let from = order.slice();
  let to = new Int32Array(count);
  let toLow = new Uint32Array(count);
  let toHigh = new Uint32Array(count);
  for (let byte = 0; byte < BYTES; byte++) {
    const base = byte * BUCKETS;
    if (counts[base + byteOf(low[0]!, high[0]!, byte)] === count) continue;
    let start = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const size = counts[base + bucket]!;
      counts[base + bucket] = start;
      start += size;
    }
    for (let k = 0; k < count; k++) {
      const slot = counts[base + byteOf(low[k]!, high[k]!, byte)]!++;
      to[slot] = from[k]!;
      toLow[slot] = low[k]!;
      toHigh[slot] = high[k]!;
    }
    [from, to, low, toLow, high, toHigh] = [to, from, toLow, low, toHigh, high];
  }
  return from;
}

const byteOf = (low: number, high: number, byte: number): number => ((byte < 4 ? low : high) >>> (8 * (byte & 3))) & 0xff;
