/**
 * Length of the path through `count` interleaved f64 x,y vertices at `ptr`; when `closed`, the
 * edge from the last vertex back to the first is included. 0 for fewer than 2 vertices.
 */
export function pathLength(ptr: usize, count: i32, closed: bool): f64 {
  if (count < 2) return 0;
  const edges = count - 1;
  let lengths = f64x2.splat(0);
  let current = v128.load(ptr);
  let p = ptr;
  let i = 0;
  // Two edges per step: square the x,y differences, regroup them so lane 0 holds edge i and
  // lane 1 edge i+1, then one vector square root gives both lengths.
  for (; i + 2 <= edges; i += 2) {
    const next = v128.load(p, 16);
    const after = v128.load(p, 32);
    const first = f64x2.sub(next, current);
    const second = f64x2.sub(after, next);
    const firstSquared = f64x2.mul(first, first);
    const secondSquared = f64x2.mul(second, second);
    const squared = f64x2.add(
      v128.shuffle<f64>(firstSquared, secondSquared, 0, 2),
      v128.shuffle<f64>(firstSquared, secondSquared, 1, 3),
    );
    lengths = f64x2.add(lengths, f64x2.sqrt(squared));
    current = after;
    p += 32;
  }
  let total = f64x2.extract_lane(lengths, 0) + f64x2.extract_lane(lengths, 1);
  if (i < edges) total += distance(current, v128.load(p, 16));
  if (closed) total += distance(v128.load(ptr + (<usize>edges << 4)), v128.load(ptr));
  return total;
}

function distance(from: v128, to: v128): f64 {
  const delta = f64x2.sub(to, from);
  const squared = f64x2.mul(delta, delta);
  return sqrt(f64x2.extract_lane(squared, 0) + f64x2.extract_lane(squared, 1));
}
