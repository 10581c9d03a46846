/**
 * The smooth curve through a freehand line's points: a centripetal Catmull–Rom spline written as
 * cubic Béziers. Centripetal knots (α = ½) never form cusps or loops within a segment, however
 * unevenly the pointer sampled the stroke.
 */
import type { Point } from '../../shared/geometry';
import { cubic, type CubicSegment } from './cubicBezier';
import { distance } from './vector';

const ALPHA = 0.5;

/**
 * The Bézier control point that leaves `from` towards `to`, given the point `before` from: the
 * centripetal Catmull–Rom tangent (Yuksel, Schaefer and Keyser 2011) at `from`.
 */
function handle(before: Point, from: Point, to: Point): Point {
  const d1 = distance(before, from) ** ALPHA;
  const d2 = distance(from, to) ** ALPHA;
  if (d1 === 0 || d2 === 0) return from;
  const a = d1 * d1;
  const b = d2 * d2;
  const c = 2 * a + 3 * d1 * d2 + b;
  const n = 3 * d1 * (d1 + d2);
  return { x: (a * to.x - b * before.x + c * from.x) / n, y: (a * to.y - b * before.y + c * from.y) / n };
}

/**
 * Cubic segments through every point in turn, one per pair of neighbouring points (repeated
 * points are passed over). At each end the missing neighbour is the reflection of the second
 * point, so the curve leaves its first point heading for the second, and likewise at the end.
 * Fewer than two distinct points give no segments.
 */
export function curveThroughPoints(points: readonly Point[]): CubicSegment[] {
  const distinct = points.filter((point, i) => i === 0 || point.x !== points[i - 1]!.x || point.y !== points[i - 1]!.y);
  const count = distinct.length;
  if (count < 2) return [];
  const at = (i: number): Point => {
    if (i < 0) return { x: 2 * distinct[0]!.x - distinct[1]!.x, y: 2 * distinct[0]!.y - distinct[1]!.y };
    if (i >= count) {
      const last = distinct[count - 1]!;
      const before = distinct[count - 2]!;
      return { x: 2 * last.x - before.x, y: 2 * last.y - before.y };
    }
    return distinct[i]!;
  };
  const segments: CubicSegment[] = [];
  for (let i = 0; i < count - 1; i++) {
    const from = at(i);
    const to = at(i + 1);
    segments.push(cubic(from, handle(at(i - 1), from, to), handle(at(i + 2), to, from), to));
  }
  return segments;
}
