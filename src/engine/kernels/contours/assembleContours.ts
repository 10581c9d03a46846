/**
 * Turns traced borders, in the order their start pixels come in a raster scan, into the
 * contract's contours: holes hung on their region's outer border, regions sorted.
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
