/**
 * Plane-to-plane projective maps (homographies) for the perspective scale (issue 23): the four
 * corners a person marks on a photo of a flat rectangle, and that rectangle's true corners on its
 * plane, give the map that measures anything drawn on the photo as if seen from straight above.
 * Pure functions; no library: the 8 × 8 system is small and solved here with partial pivoting,
 * in coordinates normalised about the points' centroid so pixel-sized and metre-sized inputs are
 * solved alike.
 */
import type { Point } from '../../shared/geometry';
import { orientation, segmentsIntersect } from './segments';

/** A 3 × 3 matrix, row by row; h[8] is 1 once normalised. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

export type Quad = readonly [Point, Point, Point, Point];

/** Why four corners cannot be a rectangle seen in perspective. */
export type QuadProblem = 'collinear' | 'crossing' | 'concave';

/**
 * Why the quadrilateral through `corners` (in order round it) is degenerate, or null: three of
 * its corners in a line (within `tolerance` of the line, in the corners' units), two of its
 * sides crossing (a "bow tie", corners marked out of order), or a corner turned inwards: a flat
 * rectangle seen by a camera in front of it is always convex.
 */
export function quadProblem(corners: Quad, tolerance = 1e-9): QuadProblem | null {
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    const c = corners[(i + 2) % 4]!;
    if (orientation(a, b, c) === 0 || distanceToLine(b, a, c) <= tolerance) return 'collinear';
  }
  const [p0, p1, p2, p3] = corners;
  if (segmentsIntersect(p0, p1, p2, p3) || segmentsIntersect(p1, p2, p3, p0)) return 'crossing';
  const turns = corners.map((corner, i) => orientation(corner, corners[(i + 1) % 4]!, corners[(i + 2) % 4]!));
  if (!turns.every((turn) => turn === turns[0])) return 'concave';
  return null;
}

function distanceToLine(point: Point, a: Point, b: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length === 0) return Math.hypot(point.x - a.x, point.y - a.y);
  return Math.abs((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length;
}

/** A similarity that moves the points' centroid to the origin and their mean distance to √2. */
function normaliser(points: Quad): Homography {
  const cx = points.reduce((sum, p) => sum + p.x, 0) / 4;
  const cy = points.reduce((sum, p) => sum + p.y, 0) / 4;
  const mean = points.reduce((sum, p) => sum + Math.hypot(p.x - cx, p.y - cy), 0) / 4;
  const s = mean > 0 ? Math.SQRT2 / mean : 1;
  return [s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1];
}

/** The product a · b of two 3 × 3 matrices. */
export function multiply(a: Homography, b: Homography): Homography {
  const m = new Array<number>(9);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) m[r * 3 + c] = a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!;
  }
  return m as unknown as Homography;
}

/** The inverse of a 3 × 3 matrix, scaled so its last entry is 1 where it can be; null when singular. */
export function invert(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, k, l] = h;
  const A = e * l - f * k;
  const B = -(d * l - f * g);
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-300) return null;
  const inverse: Homography = [A, -(b * l - c * k), b * f - c * e, B, a * l - c * g, -(a * f - c * d), C, -(a * k - b * g), a * e - b * d];
  return scaled(inverse.map((value) => value / det) as unknown as Homography);
}

/** h divided by its last entry, so equal maps compare equal. */
function scaled(h: Homography): Homography {
  const last = h[8];
  return Math.abs(last) > 1e-12 ? (h.map((value) => value / last) as unknown as Homography) : h;
}

/**
 * Solves the 8 × 8 system (augmented with its right-hand side as column 8) by Gaussian
 * elimination with partial pivoting; null when singular.
 */
function solve8(rows: number[][]): number[] | null {
  const n = 8;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    if (Math.abs(rows[pivot]![col]!) < 1e-12) return null;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const top = rows[col]!;
    for (let r = col + 1; r < n; r++) {
      const row = rows[r]!;
      const factor = row[col]! / top[col]!;
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) row[c]! -= factor * top[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let sum = rows[r]![n]!;
    for (let c = r + 1; c < n; c++) sum -= rows[r]![c]! * x[c]!;
    x[r] = sum / rows[r]![r]!;
  }
  return x;
}

/**
 * The homography that takes each of `from`'s corners to the same corner of `to`, or null when
 * either quadrilateral is degenerate (see `quadProblem`).
 */
export function homographyFromQuads(from: Quad, to: Quad): Homography | null {
  if (quadProblem(from) || quadProblem(to)) return null;
  const nFrom = normaliser(from);
  const nTo = normaliser(to);
  const a = from.map((p) => apply(nFrom, p));
  const b = to.map((p) => apply(nTo, p));
  // x' (g x + h y + 1) = a x + b y + c, and likewise for y'.
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = a[i]!;
    const { x: u, y: v } = b[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const solution = solve8(rows);
  if (!solution) return null;
  const normalised = [...solution, 1] as unknown as Homography;
  const unNormalise = invert(nTo);
  if (!unNormalise) return null;
  return scaled(multiply(multiply(unNormalise, normalised), nFrom));
}

/** Where `h` takes `point`; a point on the map's horizon (w = 0) goes to infinity. */
export function apply(h: Homography, point: Point): Point {
  const w = h[6] * point.x + h[7] * point.y + h[8];
  return { x: (h[0] * point.x + h[1] * point.y + h[2]) / w, y: (h[3] * point.x + h[4] * point.y + h[5]) / w };
}

/**
 * The map from a photo's four marked corners (in order round the rectangle, starting at any
 * corner) to the rectangle `width` × `height` on its plane, the first corner at the origin and
 * the first side along x; null for a degenerate quadrilateral or a side that is not positive.
 */
export function rectifyingHomography(corners: Quad, width: number, height: number): Homography | null {
  if (!(width > 0) || !(height > 0)) return null;
  const plane: Quad = [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }];
  return homographyFromQuads(corners, plane);
}
