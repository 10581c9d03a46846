// Exact segment predicates over bare coordinates, ported from src/engine/geometry/flatPredicates.ts
// (keep the two in step).
import { orientation } from './orientation';

/**
 * Whether the closed segments a–b and c–d share any point: a crossing, an endpoint touching the
 * other segment, or a collinear overlap. A zero-length segment is a point.
 */
export function segmentsIntersect(ax: f64, ay: f64, bx: f64, by: f64, cx: f64, cy: f64, dx: f64, dy: f64): bool {
  const abc = orientation(ax, ay, bx, by, cx, cy);
  const abd = orientation(ax, ay, bx, by, dx, dy);
  // c and d strictly on one side of a–b: nothing in common, and no need for the other two turns.
  if (abc * abd > 0) return false;
  const cda = orientation(cx, cy, dx, dy, ax, ay);
  const cdb = orientation(cx, cy, dx, dy, bx, by);
  if (abc * abd < 0 && cda * cdb < 0) return true;
  return (abc == 0 && withinBox(ax, ay, bx, by, cx, cy))
    || (abd == 0 && withinBox(ax, ay, bx, by, dx, dy))
    || (cda == 0 && withinBox(cx, cy, dx, dy, ax, ay))
    || (cdb == 0 && withinBox(cx, cy, dx, dy, bx, by));
}

/** Whether c–d lies on the line of a–b (a ≠ b) and the two share more than a single point. */
export function overlapsAlongLine(ax: f64, ay: f64, bx: f64, by: f64, cx: f64, cy: f64, dx: f64, dy: f64): bool {
  if (ax == bx && ay == by) return false;
  if (orientation(ax, ay, bx, by, cx, cy) != 0 || orientation(ax, ay, bx, by, dx, dy) != 0) return false;
  // All four points lie on one line that is not vertical when a.x differs from b.x, so comparing
  // one coordinate measures the overlap exactly.
  if (ax != bx) return max(min(ax, bx), min(cx, dx)) < min(max(ax, bx), max(cx, dx));
  return max(min(ay, by), min(cy, dy)) < min(max(ay, by), max(cy, dy));
}

function withinBox(ax: f64, ay: f64, bx: f64, by: f64, px: f64, py: f64): bool {
  return px >= min(ax, bx) && px <= max(ax, bx) && py >= min(ay, by) && py <= max(ay, by);
}
