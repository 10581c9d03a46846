/**
 * Exact segment predicates over bare coordinates, for the kernels' fallbacks that read
 * interleaved x,y arrays (building a Point per test would cost more than the test) and, through
 * segments.ts, for the sketch rules. assembly/vector/orientation.ts ports the same arithmetic;
 * keep the two in step.
 */

const EPSILON = 2 ** -53;
// 2^27 + 1 splits a double into two halves whose products are exact (Dekker).
const SPLITTER = 2 ** 27 + 1;
// Shewchuk's bound on the rounding error of the plain determinant, relative to its terms.
const ERROR_BOUND = (3 + 16 * EPSILON) * EPSILON;
// Scratch for the exact sum (6 products, each exactly two doubles), reused so the rare exact path
// allocates nothing.
const expansion = new Float64Array(12);

/**
 * Sign of the turn a → b → c: 1 counter-clockwise (y up), -1 clockwise, 0 exactly collinear. Exact
 * for finite coordinates whose products neither overflow nor underflow.
 */
export function orient2d(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const left = (ax - cx) * (by - cy);
  const right = (ay - cy) * (bx - cx);
  const determinant = left - right;
  let magnitude: number;
  if (left > 0) {
    if (right <= 0) return sign(determinant);
    magnitude = left + right;
  } else if (left < 0) {
    if (right >= 0) return sign(determinant);
    magnitude = -left - right;
  } else {
    return sign(determinant);
  }
  if (Math.abs(determinant) >= ERROR_BOUND * magnitude) return sign(determinant);
  return exactOrient2d(ax, ay, bx, by, cx, cy);
}

/**
 * Whether the closed segments a–b and c–d share any point: a crossing, an endpoint touching the
 * other segment, or a collinear overlap. A zero-length segment is a point.
 */
export function segmentsMeet(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): boolean {
  const abc = orient2d(ax, ay, bx, by, cx, cy);
  const abd = orient2d(ax, ay, bx, by, dx, dy);
  // c and d strictly on one side of a–b: nothing in common, and no need for the other two turns.
  if (abc * abd > 0) return false;
  const cda = orient2d(cx, cy, dx, dy, ax, ay);
  const cdb = orient2d(cx, cy, dx, dy, bx, by);
  if (abc * abd < 0 && cda * cdb < 0) return true;
  return (
    (abc === 0 && withinBox(ax, ay, bx, by, cx, cy)) ||
    (abd === 0 && withinBox(ax, ay, bx, by, dx, dy)) ||
    (cda === 0 && withinBox(cx, cy, dx, dy, ax, ay)) ||
    (cdb === 0 && withinBox(cx, cy, dx, dy, bx, by))
  );
}

/**
 * Whether c–d lies on the line of a–b (a ≠ b) and the two share more than a single point: a
 * line doubling back along its neighbour.
 */
export function overlapsAlongLine(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): boolean {
  if (ax === bx && ay === by) return false;
  if (orient2d(ax, ay, bx, by, cx, cy) !== 0 || orient2d(ax, ay, bx, by, dx, dy) !== 0) return false;
  // All four points lie on one line that is not vertical when a.x differs from b.x, so comparing
  // one coordinate measures the overlap exactly.
  if (ax !== bx) return Math.max(Math.min(ax, bx), Math.min(cx, dx)) < Math.min(Math.max(ax, bx), Math.max(cx, dx));
  return Math.max(Math.min(ay, by), Math.min(cy, dy)) < Math.min(Math.max(ay, by), Math.max(cy, dy));
}

const withinBox = (ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean =>
  px >= Math.min(ax, bx) && px <= Math.max(ax, bx) && py >= Math.min(ay, by) && py <= Math.max(ay, by);

const sign = (value: number): number => (value > 0 ? 1 : value < 0 ? -1 : 0);

function exactOrient2d(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  // (b - a) × (c - a) expanded into six products of the inputs, each exact as a pair of doubles.
  let length = 0;
  length = addProduct(length, bx, cy);
  length = addProduct(length, -bx, ay);
  length = addProduct(length, -ax, cy);
  length = addProduct(length, -by, cx);
  length = addProduct(length, by, ax);
  length = addProduct(length, ay, cx);
  // The components do not overlap and grow in magnitude, so the last non-zero one has the sign.
  for (let i = length - 1; i >= 0; i--) {
    const component = expansion[i]!;
    if (component !== 0) return sign(component);
  }
  return 0;
}

function addProduct(length: number, a: number, b: number): number {
  const product = a * b;
  const aBig = SPLITTER * a;
  const aHigh = aBig - (aBig - a);
  const aLow = a - aHigh;
  const bBig = SPLITTER * b;
  const bHigh = bBig - (bBig - b);
  const bLow = b - bHigh;
  const error = product - aHigh * bHigh - aLow * bHigh - aHigh * bLow;
  const tail = aLow * bLow - error;
  return grow(grow(length, tail), product);
}

/** Adds `value` to the expansion exactly (Shewchuk's Grow-Expansion); returns the new length. */
function grow(length: number, value: number): number {
  let carry = value;
  for (let i = 0; i < length; i++) {
    const component = expansion[i]!;
    const sum = carry + component;
    const virtualComponent = sum - carry;
    const virtualCarry = sum - virtualComponent;
    expansion[i] = carry - virtualCarry + (component - virtualComponent);
    carry = sum;
  }
  expansion[length] = carry;
  return length + 1;
}
