/**
 * Measuring on a photo taken at an angle (issue 23, engine): a polygon drawn on the photo is
 * measured on the plane the perspective rectangle lies on. A homography maps straight lines to
 * straight lines, so the polygon's vertices mapped to the plane give its true edges, perimeter
 * and area exactly (for the map the corners give).
 *
 * The uncertainty comes from the corners: a corner placed by a click at zoom z is off by up to
 * half a screen pixel, 0.5 / z canvas px, either way in x and in y. It is propagated by sampling:
 * the corners are moved at random within that error many times, the shape measured through each
 * map, and 2.5 standard deviations of the results reported as "± x", so that the true value lies
 * within it at least 95 % of the time (about 99 % were the error normal). Sampling follows the
 * map's non-linearity where a first-order formula would not, and costs a few milliseconds.
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

export interface MeasuresWithUncertainty extends PlaneMeasures {
  /** The perimeter's "±": UNCERTAINTY_SPREADS standard deviations under the corners' error. */
  readonly perimeterUncertainty: number;
  /** The area's "±"; null for an open path. */
  readonly areaUncertainty: number | null;
}

/** How many standard deviations of the sampled measures "±" reports. */
export const UNCERTAINTY_SPREADS = 2.5;

/** An error in [-size, size], as a click lands anywhere within half a screen pixel. */
const within = (size: number, random: () => number): number => size * (2 * random() - 1);

/**
 * The measures with their uncertainty: `cornerErrorPx` is the most a corner's coordinate may be
 * off, in canvas px (half a screen pixel at the zoom it was placed at: 0.5 / zoom). `samples`
 * maps are drawn with `random` (seeded in tests).
 */
export function measureWithUncertainty(
  rectangle: PerspectiveRectangle,
  vertices: readonly Point[],
  closed: boolean,
  cornerErrorPx: number,
  random: () => number = Math.random,
  samples = 200,
): MeasuresWithUncertainty | null {
  const measured = measureThroughRectangle(rectangle, vertices, closed);
  if (!measured) return null;
  const perimeters: number[] = [];
  const areas: number[] = [];
  for (let i = 0; i < samples; i++) {
    const corners = rectangle.corners.map((corner) => ({
      x: corner.x + within(cornerErrorPx, random),
      y: corner.y + within(cornerErrorPx, random),
    })) as unknown as Quad;
    const sample = measureThroughRectangle({ ...rectangle, corners }, vertices, closed);
    if (!sample) continue;
    perimeters.push(sample.perimeter);
    if (sample.area !== null) areas.push(sample.area);
  }
  return {
    ...measured,
    perimeterUncertainty: UNCERTAINTY_SPREADS * standardDeviation(perimeters),
    areaUncertainty: closed ? UNCERTAINTY_SPREADS * standardDeviation(areas) : null,
  };
}

function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
}
