// Exact area and length of an outline of lines, cubic Béziers and circular arcs, encoded by
// src/engine/kernels/vector/outlineEncoding.ts as 9 f64 per segment:
//   kind (0 line, 1 cubic, 2 arc), from x, y, four parameters, to x, y;
//   a cubic's parameters are its two handles, an arc's its centre x, y and its sweep (radians).
// The same closed forms as src/engine/geometry/outline.ts (area) and cubicArcLength.ts (length).
import { cubicLength } from './cubicLength';

const SEGMENT_BYTES: usize = 72;
const LINE: f64 = 0;
const CUBIC: f64 = 1;

/**
 * The signed area ∮(x dy − y dx)/2 of `count` encoded segments at `ptr` taken as a closed outline,
 * with coordinates relative to the first point so a shape far from the origin measures as
 * precisely as one near it. The caller takes its absolute value (and 0 for an open outline).
 */
export function outlineArea(ptr: usize, count: i32): f64 {
  if (count == 0) return 0;
  const ox = load<f64>(ptr, 8);
  const oy = load<f64>(ptr, 16);
  let total: f64 = 0;
  for (let s = 0; s < count; s++) {
    const at = ptr + <usize>s * SEGMENT_BYTES;
    const kind = load<f64>(at);
    const fx = load<f64>(at, 8) - ox;
    const fy = load<f64>(at, 16) - oy;
    const tx = load<f64>(at, 56) - ox;
    const ty = load<f64>(at, 64) - oy;
    if (kind == LINE) {
      total += (fx * ty - fy * tx) / 2;
    } else if (kind == CUBIC) {
      const x1 = load<f64>(at, 24) - ox;
      const y1 = load<f64>(at, 32) - oy;
      const x2 = load<f64>(at, 40) - ox;
      const y2 = load<f64>(at, 48) - oy;
      // Σ_{i<j} w_ij (P_i × P_j), w = 6, 3, 1, 3, 3, 6 twentieths: the Bernstein integrals.
      total += (6 * (fx * y1 - fy * x1) + 3 * (fx * y2 - fy * x2) + (fx * ty - fy * tx)
        + 3 * (x1 * y2 - y1 * x2) + 3 * (x1 * ty - y1 * tx) + 6 * (x2 * ty - y2 * tx)) / 20;
    } else {
      // The chord's term plus the signed circular segment between chord and arc, r²/2·(θ − sin θ).
      const rx = load<f64>(at, 8) - load<f64>(at, 24);
      const ry = load<f64>(at, 16) - load<f64>(at, 32);
      const sweep = load<f64>(at, 40);
      const squaredRadius = rx * rx + ry * ry;
      total += (fx * ty - fy * tx) / 2 + (squaredRadius / 2) * (sweep - Math.sin(sweep));
    }
  }
  return total;
}

/** The summed length of `count` encoded segments at `ptr`. */
export function outlineLength(ptr: usize, count: i32): f64 {
  let total: f64 = 0;
  for (let s = 0; s < count; s++) {
    const at = ptr + <usize>s * SEGMENT_BYTES;
    const kind = load<f64>(at);
    const fx = load<f64>(at, 8);
    const fy = load<f64>(at, 16);
    if (kind == LINE) {
      const dx = load<f64>(at, 56) - fx;
      const dy = load<f64>(at, 64) - fy;
      total += sqrt(dx * dx + dy * dy);
    } else if (kind == CUBIC) {
      total += cubicLength(fx, fy, load<f64>(at, 24), load<f64>(at, 32), load<f64>(at, 40), load<f64>(at, 48), load<f64>(at, 56), load<f64>(at, 64));
    } else {
      const rx = fx - load<f64>(at, 24);
      const ry = fy - load<f64>(at, 32);
      total += sqrt(rx * rx + ry * ry) * abs(load<f64>(at, 40));
    }
  }
  return total;
}
