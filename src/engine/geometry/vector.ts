import type { Point } from '../../shared/geometry';

/** Euclidean distance between two points. */
export const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

/** Direction of the vector a→b in degrees, in (-180, 180]. */
export const directionDegrees = (a: Point, b: Point): number => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;

/** The unsigned angle at `vertex` between the rays to `a` and to `b`, in [0, 180] degrees. */
export function angleAtDegrees(a: Point, vertex: Point, b: Point): number {
  const ax = a.x - vertex.x;
  const ay = a.y - vertex.y;
  const bx = b.x - vertex.x;
  const by = b.y - vertex.y;
  return (Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by)) * 180) / Math.PI;
}

/** Exact structural equality of two point lists. */
export const samePoints = (a: readonly Point[], b: readonly Point[]): boolean =>
  a.length === b.length && a.every((p, i) => p.x === b[i]!.x && p.y === b[i]!.y);
