/** The centre of mass of a polygon, where a label naming a whole shape can sit. */
import type { Point } from '../../shared/geometry';

/**
 * The area centroid of the polygon through `points` (the last point joins the first). A polygon
 * with no area (fewer than 3 points, or all on one line) gives the mean of its points; no points
 * give null.
 */
export function polygonCentroid(points: readonly Point[]): Point | null {
  const first = points[0];
  if (!first) return null;
  // Relative to the first point, so a shape far from the origin keeps its precision.
  let twiceArea = 0;
  let x = 0;
  let y = 0;
  for (let i = 1; i + 1 < points.length; i++) {
    const ax = points[i]!.x - first.x;
    const ay = points[i]!.y - first.y;
    const bx = points[i + 1]!.x - first.x;
    const by = points[i + 1]!.y - first.y;
    const term = ax * by - bx * ay;
    twiceArea += term;
    x += (ax + bx) * term;
    y += (ay + by) * term;
  }
  if (twiceArea === 0 || !Number.isFinite(twiceArea)) {
    const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), { x: 0, y: 0 });
    return { x: sum.x / points.length, y: sum.y / points.length };
  }
  return { x: first.x + x / (3 * twiceArea), y: first.y + y / (3 * twiceArea) };
}
