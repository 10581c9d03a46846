/**
 * Simplifying a crack outline without losing its area. Douglas–Peucker keeps no dropped corner
 * further than its tolerance from the kept path, but its chords cut inside every convex stretch
 * (a disc of radius 120 px loses 2 % at tolerance 2), and a staircase may keep inner corners on
 * one side and outer ones on another. So the outline is simplified at half the spec's tolerance
 * (2 image pixels) and its edges are then moved outward together (or inward) by the distance
 * that gives back the exact area, at most the other half: no corner of the outline ends further
 * than the tolerance from the result. Where that still moves the area by more than the bound, the
 * tolerance is halved, down to the unsimplified corners. Pure.
 */

/** The largest share of the exact area that simplification may add or cut off. */
export const SIMPLIFY_MAX_AREA_CHANGE = 0.003;

/** Below this tolerance Douglas–Peucker drops almost no corner of a staircase; keep them all. */
const SMALLEST_TOLERANCE = 0.25;

/** A vertex's move is clipped at this many times the offset, so a needle-sharp corner stays near. */
const MAX_MITER = 2;

export type Simplifier = (coords: Float64Array, tolerance: number, closed: boolean) => Float64Array;

/** Twice the signed shoelace area of a closed polygon of x,y pairs. */
function twiceSignedArea(coords: Float64Array): number {
  let sum = 0;
  const n = coords.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    sum += coords[i]! * coords[j + 1]! - coords[j]! * coords[i + 1]!;
  }
  return sum;
}

const twiceArea = (coords: Float64Array): number => Math.abs(twiceSignedArea(coords));

function perimeter(coords: Float64Array): number {
  let length = 0;
  const n = coords.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    length += Math.hypot(coords[j]! - coords[i]!, coords[j + 1]! - coords[i + 1]!);
  }
  return length;
}

/** The closed polygon with every edge moved `distance` outward (inward when negative), mitred. */
export function offsetPolygon(coords: Float64Array, distance: number): Float64Array {
  const count = coords.length / 2;
  const side = twiceSignedArea(coords) > 0 ? 1 : -1;
  // Each edge's outward unit normal.
  const nx = new Float64Array(count);
  const ny = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    const dx = coords[2 * j]! - coords[2 * i]!;
    const dy = coords[2 * j + 1]! - coords[2 * i + 1]!;
    const length = Math.hypot(dx, dy) || 1;
    // With y down, a positive shoelace area runs clockwise on screen: outward is to the left of travel.
    nx[i] = (side * dy) / length;
    ny[i] = (-side * dx) / length;
  }
  const out = new Float64Array(coords.length);
  for (let i = 0; i < count; i++) {
    const p = (i + count - 1) % count;
    const cos = nx[p]! * nx[i]! + ny[p]! * ny[i]!;
    let mx = (nx[p]! + nx[i]!) / Math.max(1 + cos, 1e-9);
    let my = (ny[p]! + ny[i]!) / Math.max(1 + cos, 1e-9);
    const reach = Math.hypot(mx, my);
    if (reach > MAX_MITER) {
      mx *= MAX_MITER / reach;
      my *= MAX_MITER / reach;
    }
    out[2 * i] = coords[2 * i]! + distance * mx;
    out[2 * i + 1] = coords[2 * i + 1]! + distance * my;
  }
  return out;
}

/**
 * The closed outline simplified within `tolerance` (each of its corners at most that far from
 * the result) with its area kept within `maxAreaChange` of the exact one; the outline itself when
 * no tolerance down to a quarter pixel does.
 */
export function simplifyOutline(
  outline: Float64Array,
  simplify: Simplifier,
  tolerance: number,
  maxAreaChange = SIMPLIFY_MAX_AREA_CHANGE,
): Float64Array {
  const exact = twiceArea(outline);
  for (let current = tolerance; current >= SMALLEST_TOLERANCE; current /= 2) {
    const simplified = simplify(outline, current / 2, true);
    if (simplified.length < 6) continue;
    const within = (candidate: Float64Array): boolean => Math.abs(twiceArea(candidate) - exact) <= maxAreaChange * exact;
    // Moved by the area it lacks spread over its perimeter; twice the area, so half of it.
    const shift = (exact - twiceArea(simplified)) / 2 / perimeter(simplified);
    if (Math.abs(shift) <= current / 2) {
      const restored = offsetPolygon(simplified, shift);
      if (within(restored)) return restored;
    }
    if (within(simplified)) return simplified;
  }
  return outline;
}
