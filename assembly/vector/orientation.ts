// Exact orientation test, ported from src/engine/geometry/flatPredicates.ts (and `orientation` in
// segments.ts; keep the three in step): Shewchuk's floating-point filter answers almost every
// call; only nearly collinear points fall through to an exact sum of the six products that make up
// the determinant.

const EPSILON: f64 = 1.1102230246251565e-16; // 2^-53, half a unit in the last place of 1
const SPLITTER: f64 = 134217729.0; // 2^27 + 1, splits a double into two 26-bit halves
const ERROR_BOUND: f64 = (3.0 + 16.0 * EPSILON) * EPSILON;

// The exact sum has at most 12 components (6 products, each exactly two doubles). A static
// region avoids allocating, which the stub runtime could never free.
const MAX_COMPONENTS = 12;
const expansion: usize = memory.data(MAX_COMPONENTS * 8, 16);

/**
 * Sign of the turn a → b → c: 1 counter-clockwise (y up), -1 clockwise, 0 exactly collinear.
 * Exact for finite coordinates whose products neither overflow nor underflow.
 */
// @ts-ignore: decorator
@inline export function orientation(ax: f64, ay: f64, bx: f64, by: f64, cx: f64, cy: f64): i32 {
  const left = (ax - cx) * (by - cy);
  const right = (ay - cy) * (bx - cx);
  const determinant = left - right;
  let magnitude: f64;
  if (left > 0) {
    if (right <= 0) return sign(determinant);
    magnitude = left + right;
  } else if (left < 0) {
    if (right >= 0) return sign(determinant);
    magnitude = -left - right;
  } else {
    return sign(determinant);
  }
  if (abs(determinant) >= ERROR_BOUND * magnitude) return sign(determinant);
  return exactOrientation(ax, ay, bx, by, cx, cy);
}

function exactOrientation(ax: f64, ay: f64, bx: f64, by: f64, cx: f64, cy: f64): i32 {
  // (b - a) × (c - a) expanded into products of the inputs, each of which is exact as a pair.
  let length = 0;
  length = addProduct(length, bx, cy);
  length = addProduct(length, -bx, ay);
  length = addProduct(length, -ax, cy);
  length = addProduct(length, -by, cx);
  length = addProduct(length, by, ax);
  length = addProduct(length, ay, cx);
  // The components do not overlap and grow in magnitude, so the last non-zero one has the sign.
  for (let i = length - 1; i >= 0; i--) {
    const component = load<f64>(expansion + (<usize>i << 3));
    if (component != 0) return sign(component);
  }
  return 0;
}

function addProduct(length: i32, a: f64, b: f64): i32 {
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
function grow(length: i32, value: f64): i32 {
  let carry = value;
  for (let i = 0; i < length; i++) {
    const at = expansion + (<usize>i << 3);
    const component = load<f64>(at);
    const sum = carry + component;
    const virtualComponent = sum - carry;
    const virtualCarry = sum - virtualComponent;
    store<f64>(at, (carry - virtualCarry) + (component - virtualComponent));
    carry = sum;
  }
  store<f64>(expansion + (<usize>length << 3), carry);
  return length + 1;
}

function sign(value: f64): i32 {
  return i32(value > 0) - i32(value < 0);
}
