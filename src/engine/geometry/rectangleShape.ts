/**
 * Rectangle params (spec drawing-core §3 "Rectangle params"): corners p1…p4 in order around the
 * rectangle, side p1–p2 parallel to p3–p4. A rectangle may be turned; corner drags keep its own
 * orientation. Each function returns new params and never changes its input.
 */
import type { Point } from '../../shared/geometry';
import type { RectangleParams } from '../../shared/schemas';
import { add, dot, midpoint, quarterTurn, rotateVector, scaleVector, subtract, unitVector } from './vector';

/** The axis-aligned rectangle with diagonal a–b: p1 = a, p2 = (b.x, a.y), p3 = b, p4 = (a.x, b.y). */
export function rectangleFromDiagonal(a: Point, b: Point, id: string): RectangleParams {
  return { p1: { x: a.x, y: a.y }, p2: { x: b.x, y: a.y }, p3: { x: b.x, y: b.y }, p4: { x: a.x, y: b.y }, id };
}

/** The four corners p1…p4 in order. */
export const rectangleCorners = (params: RectangleParams): Point[] => [params.p1, params.p2, params.p3, params.p4];

const withCorners = (params: RectangleParams, corners: readonly Point[]): RectangleParams => ({
  ...params,
  p1: corners[0]!,
  p2: corners[1]!,
  p3: corners[2]!,
  p4: corners[3]!,
});

/**
 * The rectangle's own axis along p1→p2 (unit length). A rectangle flattened to a line or a point
 * has no such side, so its other side, or failing that the x axis, stands in.
 */
function sideAxis(params: RectangleParams): Point {
  const along = unitVector(subtract(params.p2, params.p1)) ?? unitVector(subtract(params.p3, params.p4));
  if (along) return along;
  const across = unitVector(subtract(params.p4, params.p1)) ?? unitVector(subtract(params.p3, params.p2));
  return across ? quarterTurn(across) : { x: 1, y: 0 };
}

/**
 * Drags corner `index` (0 for p1 … 3 for p4) to `to`. The opposite corner stays where it is and
 * the sides keep their directions, so a turned rectangle stays turned.
 */
export function moveRectangleCorner(params: RectangleParams, index: number, to: Point): RectangleParams {
  if (!Number.isInteger(index) || index < 0 || index > 3) return params;
  const corners = rectangleCorners(params);
  const fixed = corners[(index + 2) % 4]!;
  const u = sideAxis(params);
  const v = quarterTurn(u);
  const diagonal = subtract(to, fixed);
  const alongU = add(fixed, scaleVector(u, dot(diagonal, u)));
  const alongV = add(fixed, scaleVector(v, dot(diagonal, v)));
  // The corner after the dragged one shares with the fixed corner the side p2–p3 or p4–p1 (the
  // v direction) when the dragged corner is p1 or p3, and the side p3–p4 or p1–p2 (u) otherwise.
  const next = index % 2 === 0 ? alongV : alongU;
  const previous = index % 2 === 0 ? alongU : alongV;
  const moved = [...corners];
  moved[index] = { x: to.x, y: to.y };
  moved[(index + 1) % 4] = next;
  moved[(index + 3) % 4] = previous;
  return withCorners(params, moved);
}

/** The rectangle turned by `angleRadians` about its centre (positive: clockwise on screen). */
export function rotateRectangle(params: RectangleParams, angleRadians: number): RectangleParams {
  const center = midpoint(params.p1, params.p3);
  return withCorners(
    params,
    rectangleCorners(params).map((corner) => add(center, rotateVector(subtract(corner, center), angleRadians))),
  );
}
