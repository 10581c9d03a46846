// Arc length of a cubic Bézier to full double precision by adaptive 10-point Gauss–Legendre
// quadrature; ported from src/engine/geometry/cubicArcLength.ts (keep the two in step: same
// operations, same order of additions).

const RELATIVE_TOLERANCE: f64 = 1e-15;
const MAX_DEPTH: i32 = 40;
// Nodes (positive half) then weights of the 10-point rule on [-1, 1].
const RULE: usize = memory.data<f64>([
  0.14887433898163122, 0.4333953941292472, 0.6794095682990244, 0.8650633666889845, 0.9739065285171717,
  0.2955242247147528, 0.2692667193099965, 0.219086362515982, 0.1494513491505804, 0.06667134430868814,
]);
// Pending intervals (from, to, estimate, depth), depth-first: at most one per level plus one.
const stack: usize = memory.data((MAX_DEPTH + 2) * 32, 16);

// B'(t) = a t² + b t + c per axis, for the cubic being measured.
let ax: f64 = 0, bx: f64 = 0, cx: f64 = 0, ay: f64 = 0, by: f64 = 0, cy: f64 = 0;

/** Length of the cubic through control points (x0, y0) … (x3, y3). */
export function cubicLength(x0: f64, y0: f64, x1: f64, y1: f64, x2: f64, y2: f64, x3: f64, y3: f64): f64 {
  ax = 3 * (x3 - 3 * x2 + 3 * x1 - x0);
  bx = 6 * (x2 - 2 * x1 + x0);
  cx = 3 * (x1 - x0);
  ay = 3 * (y3 - 3 * y2 + 3 * y1 - y0);
  by = 6 * (y2 - 2 * y1 + y0);
  cy = 3 * (y1 - y0);
  const whole = gaussLegendre(0, 1);
  const chordX = x3 - x0;
  const chordY = y3 - y0;
  const scale = max(whole, sqrt(chordX * chordX + chordY * chordY));
  if (scale == 0) return 0;
  const tolerance = RELATIVE_TOLERANCE * scale;
  let top = stack;
  top = push(top, 0, 1, whole, 0);
  let total: f64 = 0;
  while (top > stack) {
    top -= 32;
    const from = load<f64>(top);
    const to = load<f64>(top, 8);
    const estimate = load<f64>(top, 16);
    const depth = load<f64>(top, 24);
    const middle = (from + to) / 2;
    const left = gaussLegendre(from, middle);
    const right = gaussLegendre(middle, to);
    if (depth >= <f64>MAX_DEPTH || abs(left + right - estimate) <= tolerance) {
      total += left + right;
      continue;
    }
    top = push(top, middle, to, right, depth + 1);
    top = push(top, from, middle, left, depth + 1);
  }
  return total;
}

// @ts-ignore: decorator
@inline function push(top: usize, from: f64, to: f64, estimate: f64, depth: f64): usize {
  store<f64>(top, from);
  store<f64>(top, to, 8);
  store<f64>(top, estimate, 16);
  store<f64>(top, depth, 24);
  return top + 32;
}

function gaussLegendre(from: f64, to: f64): f64 {
  const half = (to - from) / 2;
  const middle = (from + to) / 2;
  let sum: f64 = 0;
  for (let i = 0; i < 5; i++) {
    const offset = half * load<f64>(RULE + (<usize>i << 3));
    sum += load<f64>(RULE + (<usize>(i + 5) << 3)) * (speed(middle - offset) + speed(middle + offset));
  }
  return sum * half;
}

// @ts-ignore: decorator
@inline function speed(t: f64): f64 {
  const x = (ax * t + bx) * t + cx;
  const y = (ay * t + by) * t + cy;
  return sqrt(x * x + y * y);
}
