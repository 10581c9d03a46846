// Mask algebra over whole words, 128 bits at a time. Masks of one size share a layout, so word i
// of one is word i of the other; bits beyond the width are zero in both and stay zero.

/** a |= b over `words` words. */
export function rasterUnion(a: usize, b: usize, words: usize): void {
  const bytes = words << 2;
  let i: usize = 0;
  for (; i + 16 <= bytes; i += 16) v128.store(a + i, v128.or(v128.load(a + i), v128.load(b + i)));
  for (; i < bytes; i += 4) store<u32>(a + i, load<u32>(a + i) | load<u32>(b + i));
}

/** a &= ~b over `words` words. */
export function rasterSubtract(a: usize, b: usize, words: usize): void {
  const bytes = words << 2;
  let i: usize = 0;
  for (; i + 16 <= bytes; i += 16) v128.store(a + i, v128.andnot(v128.load(a + i), v128.load(b + i)));
  for (; i < bytes; i += 4) store<u32>(a + i, load<u32>(a + i) & ~load<u32>(b + i));
}

/** 1 when a and b share a set bit, else 0; stops at the first 64 bytes that do. */
export function rasterIntersects(a: usize, b: usize, words: usize): i32 {
  const bytes = words << 2;
  let i: usize = 0;
  for (; i + 64 <= bytes; i += 64) {
    const low = v128.or(v128.and(v128.load(a + i), v128.load(b + i)), v128.and(v128.load(a + i, 16), v128.load(b + i, 16)));
    const high = v128.or(v128.and(v128.load(a + i, 32), v128.load(b + i, 32)), v128.and(v128.load(a + i, 48), v128.load(b + i, 48)));
    if (v128.any_true(v128.or(low, high))) return 1;
  }
  for (; i < bytes; i += 4) if (load<u32>(a + i) & load<u32>(b + i)) return 1;
  return 0;
}

/** Number of set bits; f64 since a 65535 × 65535 mask can hold more than 2^31. */
export function rasterArea(mask: usize, words: usize): f64 {
  const bytes = words << 2;
  let count: u64 = 0;
  let i: usize = 0;
  for (; i + 8 <= bytes; i += 8) count += popcnt(load<u64>(mask + i));
  for (; i < bytes; i += 4) count += <u64>popcnt(load<u32>(mask + i));
  return <f64>count;
}

/**
 * Inclusive bounds of the set pixels written as minX, minY, maxX, maxY (i32) at `out`; returns 1,
 * or 0 for an empty mask. `columns` is scratch of one row's words: the OR of the rows, whose
 * lowest and highest set bits give minX and maxX.
 */
export function rasterBounds(mask: usize, width: i32, height: i32, columns: usize, out: usize): i32 {
  const rowBytes = <usize>((width + 31) >> 5) << 2;
  let minY = -1;
  let maxY = -1;
  memory.fill(columns, 0, rowBytes);
  for (let y = 0; y < height; y++) {
    const row = mask + <usize>y * rowBytes;
    let any: u32 = 0;
    let i: usize = 0;
    for (; i + 16 <= rowBytes; i += 16) {
      const word = v128.load(row + i);
      v128.store(columns + i, v128.or(v128.load(columns + i), word));
      any |= <u32>v128.any_true(word);
    }
    for (; i < rowBytes; i += 4) {
      const word = load<u32>(row + i);
      store<u32>(columns + i, load<u32>(columns + i) | word);
      any |= word;
    }
    if (any == 0) continue;
    if (minY < 0) minY = y;
    maxY = y;
  }
  if (minY < 0) return 0;
  let first: usize = 0;
  while (load<u32>(columns + first) == 0) first += 4;
  let last: usize = rowBytes - 4;
  while (load<u32>(columns + last) == 0) last -= 4;
  store<i32>(out, <i32>(first << 3) + ctz(load<u32>(columns + first)));
  store<i32>(out, minY, 4);
  store<i32>(out, <i32>(last << 3) + 31 - clz(load<u32>(columns + last)), 8);
  store<i32>(out, maxY, 12);
  return 1;
}
