/**
 * Paths held as interleaved x,y coordinates (the layout of the kernels), measured and read back
 * without building a Point per vertex.
 */
import type { Point } from '../../shared/geometry';

/**
 * Length of the path through the coordinates, with the edge from the last vertex back to the
 * first when `closed`; 0 below 2 vertices. The same sums as `pathLength` in polygon.ts.
 */
export function pathLengthFlat(coords: Float64Array, closed: boolean): number {
  const count = coords.length >> 1;
  if (count < 2) return 0;
  let total = 0;
  for (let i = 1; i < count; i++) total += edgeLength(coords, i - 1, i);
  if (closed) total += edgeLength(coords, count - 1, 0);
  return total;
}

/** The vertices as points. */
export function pointsOf(coords: Float64Array): Point[] {
  return Array.from({ length: coords.length >> 1 }, (_, i) => ({ x: coords[2 * i]!, y: coords[2 * i + 1]! }));
}

function edgeLength(coords: Float64Array, from: number, to: number): number {
  const dx = coords[2 * to]! - coords[2 * from]!;
  const dy = coords[2 * to + 1]! - coords[2 * from + 1]!;
  return Math.sqrt(dx * dx + dy * dy);
}
