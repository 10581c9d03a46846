/**
 * 1 when all `values` f64 at `ptr` are finite, else 0: the wrappers' cheap check before a kernel
 * runs. x − x is 0 for a finite x and NaN for NaN or ±Infinity, so an all-zero sum means finite.
 */
export function allFinite(ptr: usize, values: i32): i32 {
  let sum = f64x2.splat(0);
  let i = 0;
  for (; i + 2 <= values; i += 2) {
    const pair = v128.load(ptr + (<usize>i << 3));
    sum = f64x2.add(sum, f64x2.sub(pair, pair));
  }
  let total = f64x2.extract_lane(sum, 0) + f64x2.extract_lane(sum, 1);
  if (i < values) {
    const last = load<f64>(ptr + (<usize>i << 3));
    total += last - last;
  }
  return i32(total == 0);
}
