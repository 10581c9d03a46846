/**
 * Arc length of a cubic Bézier to full double precision: adaptive 10-point Gauss–Legendre
 * quadrature of the speed |B'(t)|, an interval halved until its estimate and the sum of its
 * halves agree to about four units in the last place of the whole length. An explicit stack keeps
 * the order of the additions fixed (intervals summed left to right), and assembly/vector/
 * cubicLength.ts performs the same operations, so the two agree to the last bit or two.
 *
 * cubicBezier.ts's `cubicLength` stops at 1e-13 relative; this one is for the exact measures.
 */

// 10-point Gauss–Legendre nodes on [-1, 1] (the positive half; the rule is symmetric).
const NODES = [0.14887433898163122, 0.4333953941292472, 0.6794095682990244, 0.8650633666889845, 0.9739065285171717];
const WEIGHTS = [0.2955242247147528, 0.2692667193099965, 0.219086362515982, 0.1494513491505804, 0.06667134430868814];
/** Agreement asked of an interval, relative to the whole length: about four units in the last place. */
const RELATIVE_TOLERANCE = 1e-15;
/** Halvings at most: a cusp (where the speed has a kink) needs about 25 to reach the tolerance. */
export const MAX_DEPTH = 40;

/** Coefficients of B'(t) = a t² + b t + c for each axis. */
interface Derivative {
  readonly ax: number;
  readonly bx: number;
  readonly cx: number;
  readonly ay: number;
  readonly by: number;
  readonly cy: number;
}

/** Length of the cubic through control points (x0, y0) … (x3, y3). */
export function cubicArcLength(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): number {
  const derivative: Derivative = {
    ax: 3 * (x3 - 3 * x2 + 3 * x1 - x0),
    bx: 6 * (x2 - 2 * x1 + x0),
    cx: 3 * (x1 - x0),
    ay: 3 * (y3 - 3 * y2 + 3 * y1 - y0),
    by: 6 * (y2 - 2 * y1 + y0),
    cy: 3 * (y1 - y0),
  };
  const whole = gaussLegendre(derivative, 0, 1);
  const chordX = x3 - x0;
  const chordY = y3 - y0;
  // The chord bounds the length from below, so the tolerance stays relative to the length even
  // when the first estimate is poor (a cusp).
  const scale = Math.max(whole, Math.sqrt(chordX * chordX + chordY * chordY));
  if (scale === 0) return 0;
  const tolerance = RELATIVE_TOLERANCE * scale;
  // Pending intervals as (from, to, estimate, depth); depth-first, left half on top.
  const stack = new Float64Array(4 * (MAX_DEPTH + 2));
  let top = 0;
  stack[top++] = 0;
  stack[top++] = 1;
  stack[top++] = whole;
  stack[top++] = 0;
  let total = 0;
  while (top > 0) {
    const depth = stack[--top]!;
    const estimate = stack[--top]!;
    const to = stack[--top]!;
    const from = stack[--top]!;
    const middle = (from + to) / 2;
    const left = gaussLegendre(derivative, from, middle);
    const right = gaussLegendre(derivative, middle, to);
    if (depth >= MAX_DEPTH || Math.abs(left + right - estimate) <= tolerance) {
      total += left + right;
      continue;
    }
    stack[top++] = middle;
    stack[top++] = to;
    stack[top++] = right;
    stack[top++] = depth + 1;
    stack[top++] = from;
    stack[top++] = middle;
    stack[top++] = left;
    stack[top++] = depth + 1;
  }
  return total;
}

/** The 10-point rule for the integral of the speed from `from` to `to`. */
function gaussLegendre(d: Derivative, from: number, to: number): number {
  const half = (to - from) / 2;
  const middle = (from + to) / 2;
  let sum = 0;
  for (let i = 0; i < NODES.length; i++) {
    const offset = half * NODES[i]!;
    sum += WEIGHTS[i]! * (speed(d, middle - offset) + speed(d, middle + offset));
  }
  return sum * half;
}

function speed(d: Derivative, t: number): number {
  const x = (d.ax * t + d.bx) * t + d.cx;
  const y = (d.ay * t + d.by) * t + d.cy;
  return Math.sqrt(x * x + y * y);
}
