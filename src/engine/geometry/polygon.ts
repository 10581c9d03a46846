/**
 * Polygon measures in plain TypeScript: the engine's synchronous path for small shapes and the
 * reference the WASM kernels (assembly/vector/polygonArea.ts, assembly/vector/pathLength.ts) are tested against.
 */
import type { Point } from '../../shared/geometry';

/**
 * Shoelace area of the polygon through `points` (the last point joins the first), positive when
 * the points run counter-clockwise with y pointing up (so clockwise on a y-down screen).
 * Fewer than 3 points enclose nothing and give 0.
 */
export function signedArea(points: readonly Point[]): number {
  if (points.length < 3) return 0;
  // Measuring relative to the first vertex keeps the products small for a shape far from the
  // origin; the two terms that touch the first vertex then vanish.
  const origin = points[0]!;
  let twiceArea = 0;
  let previous = points[1]!;
  for (let i = 2; i < points.length; i++) {
    const current = points[i]!;
    twiceArea += (previous.x - origin.x) * (current.y - origin.y) - (current.x - origin.x) * (previous.y - origin.y);
    previous = current;
  }
  return twiceArea / 2;
}

/** Area enclosed by the polygon through `points`, whichever way it winds; 0 below 3 points. */
export const polygonArea = (points: readonly Point[]): number => Math.abs(signedArea(points));

/**
 * Length of the path through `points`; when `closed`, the edge from the last point back to the
 * first is included. Fewer than 2 points give 0.
 */
export function pathLength(points: readonly Point[], closed: boolean): number {
  if (points.length < 2) return 0;
  let total = 0;
  for (let i = 1; i < points.length; i++) total += edgeLength(points[i - 1]!, points[i]!);
  if (closed) total += edgeLength(points[points.length - 1]!, points[0]!);
  return total;
}

/** The points as interleaved x,y pairs, the layout the WASM kernels read. */
export function flattenPoints(points: readonly Point[]): Float64Array {
  const coords = new Float64Array(points.length * 2);
  points.forEach((point, i) => {
    coords[2 * i] = point.x;
    coords[2 * i + 1] = point.y;
  });
  return coords;
}

/**
 * Absolute shoelace area over interleaved x,y pairs, 0 below 3 vertices: the "plain TS shoelace"
 * baseline of the WASM area kernel, computed term by term exactly as `signedArea` is. A trailing
 * unpaired value is ignored.
 */
export function shoelaceAreaFlat(coords: Float64Array): number {
  const count = coords.length >> 1;
  if (count < 3) return 0;
  const originX = coords[0]!;
  const originY = coords[1]!;
  let twiceArea = 0;
  let previousX = coords[2]! - originX;
  let previousY = coords[3]! - originY;
  for (let i = 2; i < count; i++) {
    const x = coords[2 * i]! - originX;
    const y = coords[2 * i + 1]! - originY;
    twiceArea += previousX * y - x * previousY;
    previousX = x;
    previousY = y;
  }
  return Math.abs(twiceArea) / 2;
}

// Math.hypot guards against overflow the kernels do not need to guard against, and is several
// times slower; the plain square root keeps this path and the kernel rounding alike.
const edgeLength = (from: Point, to: Point): number => {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return Math.sqrt(dx * dx + dy * dy);
};

/** Whether `point` lies inside the closed polygon through `polygon` (even-odd rule). */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
