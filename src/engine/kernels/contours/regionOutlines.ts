/**
 * A wand mask's regions as the polygons a user sees and confirms: each region's border traced,
 * turned into its outline along the pixels' edges (crackOutline), and simplified with the spec's
 * tolerance of 2 image pixels when the border has 50 points or more, less where that would move
 * the area by more than 0.3 % (simplifyOutline).
 */
import { CONTOUR_SIMPLIFY_MIN_POINTS, CONTOUR_SIMPLIFY_TOLERANCE } from '../../../shared/constants';
import type { BitMask, KernelSet } from '../kernelTypes';
import { crackOutline, twiceOutlineArea } from './crackOutline';
import { simplifyOutline } from './simplifyOutline';

export interface RegionOutlines {
  /** Closed polygons (x,y pairs, the first point not repeated), largest region first. */
  readonly polygons: Float64Array[];
  /** The area inside the unsimplified outlines, in pixels: the regions' pixels and their holes. */
  readonly enclosedAreaPx: number;
}

export function regionOutlines({ raster, vector }: KernelSet, mask: BitMask): RegionOutlines {
  let enclosedAreaPx = 0;
  const polygons = raster.contours(mask).map(({ points }) => {
    const edge = Float64Array.from(crackOutline(mask, points[0]!, points[1]!, false));
    enclosedAreaPx += Math.abs(twiceOutlineArea(edge)) / 2;
    return points.length / 2 >= CONTOUR_SIMPLIFY_MIN_POINTS ? simplifyOutline(edge, vector.simplify, CONTOUR_SIMPLIFY_TOLERANCE) : edge;
  });
  return { polygons, enclosedAreaPx };
}
