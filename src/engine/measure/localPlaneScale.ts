/**
 * How a plane's scale varies over a picture (issue 37): on a photo taken at an angle a metre spans
 * more pixels near the camera than far from it, and more across the view than along it. Detect
 * rooms takes one door width and one smallest room in pixels, so it needs the extremes of the
 * local scale over the picture, not the plane's average. Pure; the map is any planeScale.ts map.
 */
import type { Point } from '../../shared/geometry';
import { directionOnPlane, type PointMap } from './planeScale';

/** The extremes of a plane map's local scale over a picture, in the picture's px. */
export interface LocalScaleRange {
  /** The most px one plane unit spans, in any direction, anywhere on the picture. */
  readonly mostPxPerUnit: number;
  /**
   * The fewest square px one square plane unit covers anywhere on the picture; 0 when the picture
   * reaches the plane's horizon, where a unit shrinks to nothing.
   */
  readonly leastSquarePxPerSquareUnit: number;
}

/** Sample points a side: the picture's corners and edges are among them, where a homography's extremes lie. */
const SAMPLES_A_SIDE = 17;

/** The map's local stretch at `at`: plane units per px along x and y, and its signed determinant. */
function jacobianAt(toPlane: PointMap, at: Point): { mostPxPerUnit: number; determinant: number } {
  // directionOnPlane steps a hundredth of a px each way, so its difference spans 0.02 px.
  const along = directionOnPlane(toPlane, at, { x: 1, y: 0 });
  const down = directionOnPlane(toPlane, at, { x: 0, y: 1 });
  const a = { x: along.x / 0.02, y: along.y / 0.02 };
  const b = { x: down.x / 0.02, y: down.y / 0.02 };
  const determinant = a.x * b.y - b.x * a.y;
  // The map's singular values s1 ≥ s2 (plane units per px): s1² is the larger root of
  // s² − (|a|² + |b|²) s + det² = 0, and s2 = |det| / s1 without the small root's cancellation.
  // A plane unit spans at most 1 / s2 = s1 / |det| px, in the direction the map shrinks most.
  const sum = a.x * a.x + a.y * a.y + b.x * b.x + b.y * b.y;
  const largest = Math.sqrt((sum + Math.sqrt(Math.max(0, sum * sum - 4 * determinant * determinant))) / 2);
  return { mostPxPerUnit: largest / Math.abs(determinant), determinant };
}

/**
 * The extremes of `toPlane`'s local scale over the picture from (0, 0) to `size` (the map's
 * source px), sampled on a grid that includes its corners. `inFront` is a point known to lie on
 * the plane's near side of its horizon (the marked rectangle's centre): a sample whose orientation
 * differs from it lies beyond the horizon and measures nothing, and any such sample, or one that
 * is not finite, makes the least square scale 0. Null when no sample is in front.
 */
export function localScaleRange(toPlane: PointMap, size: { readonly width: number; readonly height: number }, inFront: Point): LocalScaleRange | null {
  const reference = Math.sign(jacobianAt(toPlane, inFront).determinant);
  if (reference === 0 || !Number.isFinite(reference)) return null;
  let mostPxPerUnit = 0;
  let leastSquarePxPerSquareUnit = Infinity;
  let beyondHorizon = false;
  for (let row = 0; row < SAMPLES_A_SIDE; row++) {
    for (let column = 0; column < SAMPLES_A_SIDE; column++) {
      const at = { x: (size.width * column) / (SAMPLES_A_SIDE - 1), y: (size.height * row) / (SAMPLES_A_SIDE - 1) };
      const local = jacobianAt(toPlane, at);
      if (Math.sign(local.determinant) !== reference || !Number.isFinite(local.mostPxPerUnit) || !Number.isFinite(local.determinant)) {
        beyondHorizon = true;
        continue;
      }
      mostPxPerUnit = Math.max(mostPxPerUnit, local.mostPxPerUnit);
      leastSquarePxPerSquareUnit = Math.min(leastSquarePxPerSquareUnit, 1 / Math.abs(local.determinant));
    }
  }
  if (mostPxPerUnit === 0) return null;
  return { mostPxPerUnit, leastSquarePxPerSquareUnit: beyondHorizon ? 0 : leastSquarePxPerSquareUnit };
}
