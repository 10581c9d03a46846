/**
 * Simplifying a crack outline without losing its area. Douglas–Peucker keeps no dropped corner
 * further than the tolerance from the kept path, but along a staircase it may keep the inner
 * corners on one side and the outer ones on another, and a small region then loses or gains a
 * visible share of its area. The spec's tolerance (2 image pixels) is the most we allow; where
 * it moves the area by more than the bound, the tolerance is halved until it does not, down to
 * the unsimplified corners. Pure.
 */

/** The largest share of the exact area that simplification may add or cut off. */
export const SIMPLIFY_MAX_AREA_CHANGE = 0.003;

/** Below this tolerance Douglas–Peucker drops almost no corner of a staircase; keep them all. */
const SMALLEST_TOLERANCE = 0.25;

export type Simplifier = (coords: Float64Array, tolerance: number, closed: boolean) => Float64Array;

/** Twice the absolute shoelace area of a closed polygon of x,y pairs. */
function twiceArea(coords: Float64Array): number {
  let sum = 0;
  const n = coords.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    sum += coords[i]! * coords[j + 1]! - coords[j]! * coords[i + 1]!;
  }
  return Math.abs(sum);
}

/**
 * The closed outline simplified with the largest tolerance, at most `tolerance`, that moves its
 * area by no more than `maxAreaChange` of it; the outline itself when none does.
 */
export function simplifyOutline(
  outline: Float64Array,
  simplify: Simplifier,
  tolerance: number,
  maxAreaChange = SIMPLIFY_MAX_AREA_CHANGE,
): Float64Array {
  const exact = twiceArea(outline);
  for (let current = tolerance; current >= SMALLEST_TOLERANCE; current /= 2) {
    const simplified = simplify(outline, current, true);
    if (simplified.length >= 6 && Math.abs(twiceArea(simplified) - exact) <= maxAreaChange * exact) return simplified;
  }
  return outline;
}
