/**
 * Measuring on a photo taken at an angle (issue 23, engine): a polygon drawn on the photo is
 * measured on the plane the perspective rectangle lies on. A homography maps straight lines to
 * straight lines, so the polygon's vertices mapped to the plane give its true edges, perimeter
 * and area exactly (for the map the corners give).
 *
 * The uncertainty comes from the corners: a corner placed by a click at zoom z is off by up to
 * half a screen pixel, 0.5 / z canvas px, either way in x and in y, propagated to first order
 * (firstOrderUncertainty.ts): deterministic, where sampling the corners at random (the first
 * version) gave a slightly different "±" on every render.
 */
import type { Point } from '../../shared/geometry';
import { apply, rectifyingHomography, type Homography, type Quad } from '../geometry/homography';
import { pathLength, polygonArea } from '../geometry/polygon';
import { firstOrderUncertainty } from './firstOrderUncertainty';

/** The perspective scale: four corners marked on the photo (canvas px) and the rectangle's true sides. */
export interface PerspectiveRectangle {
  readonly corners: Quad;
  /** The first side's true length (corner 1 to 2), in the scale's unit. */
  readonly width: number;
  /** The second side's true length (corner 2 to 3), in the scale's unit. */
  readonly height: number;
}

export interface PlaneMeasures {
  readonly perimeter: number;
  /** Null for an open path. */
  readonly area: number | null;
}

/**
 * A path's vertices (canvas px) measured where `toPlane` puts them: the perimeter and, closed,
 * the area. Exact for any map that keeps straight lines straight (a homography, axis scales).
 */
export function measureMapped(vertices: readonly Point[], closed: boolean, toPlane: (point: Point) => Point): PlaneMeasures {
  const onPlane = vertices.map(toPlane);
  return { perimeter: pathLength(onPlane, closed), area: closed ? polygonArea(onPlane) : null };
}

/** The polygon's vertices (canvas px) measured on the plane through `toPlane`. */
export const measureOnPlane = (toPlane: Homography, vertices: readonly Point[], closed: boolean): PlaneMeasures =>
  measureMapped(vertices, closed, (vertex) => apply(toPlane, vertex));

/** The polygon measured through the rectangle's map; null when its corners are degenerate. */
export function measureThroughRectangle(rectangle: PerspectiveRectangle, vertices: readonly Point[], closed: boolean): PlaneMeasures | null {
  const toPlane = rectifyingHomography(rectangle.corners, rectangle.width, rectangle.height);
  return toPlane ? measureOnPlane(toPlane, vertices, closed) : null;
}

export interface MeasuresWithUncertainty extends PlaneMeasures {
  /** The perimeter's "±" under the corners' placing error (firstOrderUncertainty.ts). */
  readonly perimeterUncertainty: number;
  /** The area's "±"; null for an open path. */
  readonly areaUncertainty: number | null;
}

const cornerParams = (corners: Quad): number[] => corners.flatMap((corner) => [corner.x, corner.y]);
const quadOf = (params: readonly number[]): Quad =>
  [0, 1, 2, 3].map((i) => ({ x: params[2 * i]!, y: params[2 * i + 1]! })) as unknown as Quad;

/**
 * The measures with their uncertainty: `cornerErrorPx` is the most a corner's coordinate may be
 * off, in canvas px (half a screen pixel at the zoom it was placed at: 0.5 / zoom).
 */
export function measureWithUncertainty(
  rectangle: PerspectiveRectangle,
  vertices: readonly Point[],
  closed: boolean,
  cornerErrorPx: number,
): MeasuresWithUncertainty | null {
  const measured = measureThroughRectangle(rectangle, vertices, closed);
  if (!measured) return null;
  const params = cornerParams(rectangle.corners);
  const [perimeterUncertainty, areaUncertainty] = firstOrderUncertainty(
    (nudged) => {
      const sample = measureThroughRectangle({ ...rectangle, corners: quadOf(nudged) }, vertices, closed);
      return [sample?.perimeter ?? NaN, sample?.area ?? NaN];
    },
    params,
    params.map(() => cornerErrorPx),
  );
  return { ...measured, perimeterUncertainty: perimeterUncertainty!, areaUncertainty: closed ? areaUncertainty! : null };
}
