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

/** a + b. */
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });

/** a − b. */
export const subtract = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });

/** The vector v scaled by `factor`. */
export const scaleVector = (v: Point, factor: number): Point => ({ x: v.x * factor, y: v.y * factor });

/** The point a fraction `t` of the way from a to b. */
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** The midpoint of a and b. */
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Dot product a · b. */
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;

/** The z component of a × b: positive when b turns from a towards +y (clockwise on a y-down screen). */
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;

/** Length of the vector v. */
export const vectorLength = (v: Point): number => Math.hypot(v.x, v.y);

/**
 * The vector v turned by `radians`; positive turns from +x towards +y, which is clockwise on a
 * y-down screen (the sense of an arc's positive sweep).
 */
export function rotateVector(v: Point, radians: number): Point {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: v.x * cos - v.y * sin, y: v.x * sin + v.y * cos };
}

/** v turned a quarter turn in the positive sense: (x, y) → (−y, x), exactly. */
export const quarterTurn = (v: Point): Point => ({ x: -v.y, y: v.x });

/** v scaled to length 1, or null when it has no length. */
export function unitVector(v: Point): Point | null {
  const length = Math.hypot(v.x, v.y);
  return length > 0 && Number.isFinite(length) ? { x: v.x / length, y: v.y / length } : null;
}
