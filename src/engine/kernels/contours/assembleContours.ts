/**
 * Turns traced borders, in the order their start pixels come in a raster scan, into the
 * contract's contours: holes hung on their region's outer border, regions sorted.
 *
 * What both tracers return, as OpenCV 4.12's findContours(…, CHAIN_APPROX_NONE) on the mask as a
 * CV_8UC1 image of 0 and 255 (set pixels 8-connected, background 4-connected, the outside of the
 * image background):
 * - without holes (RETR_EXTERNAL): one contour per region that does not lie inside a hole of
 *   another region, its `points` the outer border: the border pixels from the region's first
 *   pixel in raster order, down its left side first (counterclockwise on screen), each pixel
 *   once per visit, so a 1-pixel line comes back over itself and a lone pixel is one point;
 *   `holes` is empty.
 * - with holes (RETR_CCOMP): one contour per region, those inside another's hole included (they
 *   are CCOMP's top level too), each with `holes` holding the borders of its own holes (CCOMP's
 *   children of that contour) in raster order of their start: each hole border runs over the
 *   region's pixels around the hole, from the pixel left of the hole's first pixel, clockwise
 *   on screen.
 * Regions come largest first by the absolute shoelace area of their outer border's points, ties
 * in raster order of their first pixel.
 */
import type { Contour } from '../kernelTypes';

export interface TracedBorder {
  /** x,y pairs, the start pixel first. */
  readonly points: Int32Array;
  /** Twice the signed shoelace area of the closed path. */
  readonly twiceArea: number;
  /** -1 for an outer border; for a hole, the index of its region's outer border in the list. */
  readonly owner: number;
}

const startOrder = (a: Int32Array, b: Int32Array): number => a[1]! - b[1]! || a[0]! - b[0]!;

/**
 * The outer borders with their holes (in raster order of the holes' start pixels), largest
 * enclosed area first, ties broken by the raster order of the start pixels.
 */
export function assembleContours(borders: readonly TracedBorder[]): Contour[] {
  const regions = new Map<number, { contour: Contour & { holes: Int32Array[] }; area: number }>();
  borders.forEach((border, index) => {
    if (border.owner < 0) {
      regions.set(index, { contour: { points: border.points, holes: [] }, area: Math.abs(border.twiceArea) });
      return;
    }
    const region = regions.get(border.owner);
    if (!region) throw new Error(`hole ${index} names ${border.owner}, which is not an earlier outer border`);
    region.contour.holes.push(border.points);
  });
  return [...regions.values()]
    .sort((a, b) => b.area - a.area || startOrder(a.contour.points, b.contour.points))
    .map((region) => region.contour);
}
