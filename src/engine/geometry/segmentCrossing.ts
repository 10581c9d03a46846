/**
 * The point where two straight segments cross, over bare coordinates (the snapping index reads
 * its segments from one packed array, and building a Point per pair would cost more than the
 * test). Which pairs meet is decided by the exact orientation predicates of flatPredicates.ts, so
 * rounding never invents a crossing or loses one; only the position of a proper crossing is
 * computed in floating point, and it is kept exact wherever the inputs allow it.
 */
import { orient2d } from './flatPredicates';

/**
 * Writes into `out` (x at 0, y at 1) the single point the closed segments a–b and c–d have in
 * common and returns true; returns false when they share no point, or more than one (collinear
 * and overlapping), or when either is a single point. Exactness:
 * - an endpoint lying on the other segment (a T-junction, two ends touching) is returned as that
 *   endpoint, bit for bit, decided by exact predicates;
 * - any other crossing is computed in double precision along a–b and kept inside both segments'
 *   boxes, as the true crossing is; so a horizontal segment's y and a vertical segment's x come
 *   back as stored, and a horizontal and a vertical line cross exactly at (x of the vertical,
 *   y of the horizontal).
 * The answer does not depend on the order of the two segments or of their ends. Parallel
 * segments, nearly parallel ones included, never divide by zero: the predicates decide
 * first, and a proper crossing whose denominator still rounds to zero is reported as none.
 */
export function segmentCrossing(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
  out: Float64Array,
): boolean {
  const minX = Math.max(Math.min(ax, bx), Math.min(cx, dx));
  const maxX = Math.min(Math.max(ax, bx), Math.max(cx, dx));
  if (minX > maxX) return false;
  const minY = Math.max(Math.min(ay, by), Math.min(cy, dy));
  const maxY = Math.min(Math.max(ay, by), Math.max(cy, dy));
  if (minY > maxY) return false;
  // The same pair in any order gives the same bits: each segment from its lower end (x, then y),
  // the lower segment first.
  const abFlipped = before(bx, by, ax, ay);
  const cdFlipped = before(dx, dy, cx, cy);
  const px = abFlipped ? bx : ax;
  const py = abFlipped ? by : ay;
  const qx = abFlipped ? ax : bx;
  const qy = abFlipped ? ay : by;
  const rx = cdFlipped ? dx : cx;
  const ry = cdFlipped ? dy : cy;
  const sx = cdFlipped ? cx : dx;
  const sy = cdFlipped ? cy : dy;
  const swap = before(rx, ry, px, py) || (rx === px && ry === py && before(sx, sy, qx, qy));
  return swap
    ? crossingInBoxes(rx, ry, sx, sy, px, py, qx, qy, minX, maxX, minY, maxY, out)
    : crossingInBoxes(px, py, qx, qy, rx, ry, sx, sy, minX, maxX, minY, maxY, out);
}

/** Whether (x1, y1) comes before (x2, y2): lower x, then lower y. */
const before = (x1: number, y1: number, x2: number, y2: number): boolean => x1 < x2 || (x1 === x2 && y1 < y2);

/** segmentCrossing for two segments whose boxes overlap in [minX, maxX] × [minY, maxY]. */
function crossingInBoxes(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
  minX: number, maxX: number, minY: number, maxY: number,
  out: Float64Array,
): boolean {
  const abc = orient2d(ax, ay, bx, by, cx, cy);
  const abd = orient2d(ax, ay, bx, by, dx, dy);
  // c and d strictly on one side of a–b; or both on its line: collinear, or a–b is a single point.
  if (abc * abd > 0 || (abc === 0 && abd === 0)) return false;
  const cda = orient2d(cx, cy, dx, dy, ax, ay);
  const cdb = orient2d(cx, cy, dx, dy, bx, by);
  if (cda * cdb > 0 || (cda === 0 && cdb === 0)) return false;
  // The lines are not parallel and meet inside both segments. An endpoint on the other line is
  // that meeting point (if two are, they are the same point).
  if (abc === 0) return write(out, cx, cy);
  if (abd === 0) return write(out, dx, dy);
  if (cda === 0) return write(out, ax, ay);
  if (cdb === 0) return write(out, bx, by);
  const rx = bx - ax;
  const ry = by - ay;
  const sx = dx - cx;
  const sy = dy - cy;
  const denominator = rx * sy - ry * sx;
  if (denominator === 0 || !Number.isFinite(denominator)) return false;
  const t = ((cx - ax) * sy - (cy - ay) * sx) / denominator;
  // Kept inside both boxes: the box of a horizontal segment is one y tall, and a vertical's one x
  // wide, so this is also what makes their coordinates exact.
  return write(out, Math.min(Math.max(ax + t * rx, minX), maxX), Math.min(Math.max(ay + t * ry, minY), maxY));
}

function write(out: Float64Array, x: number, y: number): true {
  out[0] = x;
  out[1] = y;
  return true;
}
