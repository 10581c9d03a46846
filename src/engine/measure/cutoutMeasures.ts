/**
 * The measures of a sketch's cutouts (holes, see ../document/cutouts.ts): polygons in canvas px,
 * so their area is the shoelace sum and their perimeter the edges' lengths, exactly.
 */
import type { Sketch } from '../../shared/schemas';
import { pathLength, polygonArea } from '../geometry/polygon';

/** Whether the sketch has any cutout. */
export const hasCutouts = (sketch: Sketch): boolean => (sketch.cutouts?.length ?? 0) > 0;

/** The cutouts' area and perimeter together, in canvas px (0 and 0 without cutouts). */
export function cutoutPixels(sketch: Sketch): { area: number; perimeter: number } {
  let area = 0;
  let perimeter = 0;
  for (const hole of sketch.cutouts ?? []) {
    area += polygonArea(hole);
    perimeter += pathLength(hole, true);
  }
  return { area, perimeter };
}
