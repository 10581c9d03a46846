/** Freehand strokes: thinning the pointer's samples, and moving a stroke. */
import type { Point } from '../../shared/geometry';
import { distanceToSegment } from './cubicBezier';

/**
 * The stroke with points dropped wherever the rest stay within `tolerancePx` of it
 * (Douglas–Peucker). The first and last points are always kept.
 */
export function simplifyFreehand(points: readonly Point[], tolerancePx: number): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  // An explicit stack rather than recursion: a long stroke must not exhaust the call stack.
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerancePx;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (d > farthestDistance) {
        farthestDistance = d;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** The points moved by `by`. */
export const translatePoints = (points: readonly Point[], by: Point): Point[] =>
  points.map((point) => ({ x: point.x + by.x, y: point.y + by.y }));
