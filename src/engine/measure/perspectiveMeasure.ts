/**
 * Measuring on a photo taken at an angle (issue 23, engine): a polygon drawn on the photo is
 * measured on the plane the perspective rectangle lies on. A homography maps straight lines to
 * straight lines, so the polygon's vertices mapped to the plane give its true edges, perimeter
 * and area exactly (for the map the corners give).
 *
 * A sketch's results on that plane, with their "±" from the corners' placing, are planeScale.ts's.
 */
import type { Point } from '../../shared/geometry';
import { apply, rectifyingHomography, type Homography, type Quad } from '../geometry/homography';
import { pathLength, polygonArea } from '../geometry/polygon';

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
