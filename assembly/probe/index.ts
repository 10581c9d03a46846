// Exports of the benchmark probes (memory bandwidth); see assembly/index.ts.

/**
 * Reads `bytes` bytes from `pointer` (both multiples of 64) with 16-byte SIMD loads and returns a
 * checksum of them, so the reads cannot be optimised away. The time it takes gives the read
 * bandwidth that bounds any kernel streaming over an image. Four independent accumulators keep
 * the adds off the critical path, so only memory limits the loop.
 */
export function probeReadSum(pointer: usize, bytes: usize): u32 {
  let a = i32x4.splat(0);
  let b = i32x4.splat(0);
  let c = i32x4.splat(0);
  let d = i32x4.splat(0);
  const end = pointer + bytes;
  for (let at = pointer; at < end; at += 64) {
    a = i32x4.add(a, v128.load(at));
    b = i32x4.add(b, v128.load(at, 16));
    c = i32x4.add(c, v128.load(at, 32));
    d = i32x4.add(d, v128.load(at, 48));
  }
  const sum = i32x4.add(i32x4.add(a, b), i32x4.add(c, d));
  return <u32>(i32x4.extract_lane(sum, 0) + i32x4.extract_lane(sum, 1) + i32x4.extract_lane(sum, 2) + i32x4.extract_lane(sum, 3));
}
