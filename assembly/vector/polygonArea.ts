// Terms summed per block before the two lanes are differenced: large enough to keep the loop on
// vector adds, small enough that the block sums stay the size of a few terms, so rounding grows
// with the vertex count as it does for the term-by-term TS baseline.
const BLOCK_TERMS = 16;

/**
 * Absolute shoelace area of `count` vertices stored as interleaved f64 x,y pairs at `ptr`
 * (0 for fewer than 3). Matches `shoelaceAreaFlat` in src/engine/geometry/polygon.ts.
 */
export function polygonArea(ptr: usize, count: i32): f64 {
  if (count < 3) return 0;
  // Measuring relative to the first vertex keeps the products small for a shape far from the
  // origin, and makes the closing term (last vertex to first) zero, so no wrap-around is needed.
  const origin = v128.load(ptr);
  const last = ptr + (<usize>(count - 1) << 4);
  let p = ptr;
  let current = f64x2.splat(0);
  let twiceArea: f64 = 0;
  // Vertex i times vertex i+1 swapped gives [x_i·y_(i+1), y_i·x_(i+1)]: one shuffle per vertex.
  // Two accumulators, for terms from even and odd vertices, keep the adds from waiting on each
  // other; each block's lane difference is its share of twice the area.
  while (p + BLOCK_TERMS * 16 <= last) {
    let even = f64x2.splat(0);
    let odd = f64x2.splat(0);
    for (let k = 0; k < BLOCK_TERMS; k += 2) {
      const next = f64x2.sub(v128.load(p, 16), origin);
      const after = f64x2.sub(v128.load(p, 32), origin);
      even = f64x2.add(even, f64x2.mul(current, v128.shuffle<f64>(next, next, 1, 0)));
      odd = f64x2.add(odd, f64x2.mul(next, v128.shuffle<f64>(after, after, 1, 0)));
      current = after;
      p += 32;
    }
    const block = f64x2.add(even, odd);
    twiceArea += f64x2.extract_lane(block, 0) - f64x2.extract_lane(block, 1);
  }
  for (; p < last; p += 16) {
    const next = f64x2.sub(v128.load(p, 16), origin);
    const term = f64x2.mul(current, v128.shuffle<f64>(next, next, 1, 0));
    twiceArea += f64x2.extract_lane(term, 0) - f64x2.extract_lane(term, 1);
    current = next;
  }
  return abs(twiceArea) * 0.5;
}
