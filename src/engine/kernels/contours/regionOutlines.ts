/**
 * A wand mask's regions as the polygons a user sees and confirms: each region's border traced,
 * turned into its outline along the pixels' edges (crackOutline), and simplified with the spec's
 * tolerance of 2 image pixels when the border has 50 points or more, less where that would move
 * the area by more than 0.3 % (simplifyOutline). With "Edge at the line's centre", each outline
 * then moves onto the centres of the thin dark lines that bound it (lineCentres).
 */
import { CONTOUR_SIMPLIFY_MIN_POINTS, CONTOUR_SIMPLIFY_TOLERANCE } from '../../../shared/constants';
import type { BitMask, KernelSet } from '../kernelTypes';
import { crackOutline, twiceOutlineArea } from './crackOutline';
import { lineCentreOutline } from './lineCentres';
import { simplifyOutline } from './simplifyOutline';

export interface RegionOutlines {
  /** Closed polygons (x,y pairs, the first point not repeated), largest region first. */
  readonly polygons: Float64Array[];
  /**
   * The area inside the unsimplified outlines, in pixels: the regions' pixels and their holes.
   * With the edge at the lines' centres, the area inside the moved outlines.
   */
  readonly enclosedAreaPx: number;
}

export interface RegionOutlineOptions {
  /** Move each outline onto the centres of the thin dark lines bounding it. */
  readonly lineCentre?: boolean;
}

/**
 * Douglas–Peucker tolerance that turns a small region's unsimplified staircase into straight
 * edges before its lines are looked for: a stair step's own normal is not the line's.
 */
const STAIR_TOLERANCE = 0.5;

export function regionOutlines({ raster, vector }: KernelSet, mask: BitMask, options: RegionOutlineOptions = {}): RegionOutlines {
  let enclosedAreaPx = 0;
  const polygons = raster.contours(mask).map(({ points }) => {
    const edge = Float64Array.from(crackOutline(mask, points[0]!, points[1]!, false));
    const exact = Math.abs(twiceOutlineArea(edge)) / 2;
    const simplified = points.length / 2 >= CONTOUR_SIMPLIFY_MIN_POINTS;
    const outline = simplified ? simplifyOutline(edge, vector.simplify, CONTOUR_SIMPLIFY_TOLERANCE) : edge;
    if (!options.lineCentre) {
      enclosedAreaPx += exact;
      return outline;
    }
    const straight = simplified ? outline : vector.simplify(outline, STAIR_TOLERANCE, true);
    const input = straight.length >= 6 ? straight : outline;
    const centred = lineCentreOutline(
      input,
      mask,
      (at) => raster.brightness(at),
      (coords, closed) => vector.selfCrossing(coords, closed),
    );
    // No line anywhere: the outline and its exact area, as without the option.
    if (centred === input) {
      enclosedAreaPx += exact;
      return outline;
    }
    enclosedAreaPx += Math.abs(twiceOutlineArea(centred)) / 2;
    return centred;
  });
  return { polygons, enclosedAreaPx };
}
