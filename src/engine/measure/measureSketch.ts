/**
 * Results of a sketch in the scale's units (spec drawing-core §4 "Results display"): 15 px
 * equal one scale unit, so a length in px becomes px / 15 × scale value, and an area in px²
 * becomes px² / 15² × value².
 */
import { PIXELS_PER_UNIT } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { Scale, Sketch } from '../../shared/schemas';
import type { AreaUnit, LengthUnit } from '../../shared/units';
import { areaUnitOf } from '../../shared/units';
import { signedArea } from '../geometry/polygon';
import { distance } from '../geometry/vector';

export interface SketchResults {
  /** Total length of the lines, in the scale unit. */
  readonly perimeter: number;
  /** Enclosed area in the square of the scale unit; null until the sketch is closed. */
  readonly area: number | null;
  readonly lengthUnit: LengthUnit;
  readonly areaUnit: AreaUnit;
  /** Curved shapes show their area with a "~" prefix. */
  readonly approximate: boolean;
}

/** Converts a length in canvas pixels to scale units. */
export const pixelsToUnits = (pixels: number, scale: Scale): number => (pixels / PIXELS_PER_UNIT) * scale.value;

/** Converts an area in square canvas pixels to square scale units. */
export const squarePixelsToUnits = (squarePixels: number, scale: Scale): number =>
  (squarePixels / (PIXELS_PER_UNIT * PIXELS_PER_UNIT)) * scale.value * scale.value;

/**
 * Results from a perimeter and area already measured in pixels (by the WASM kernel or by the
 * plain TS geometry).
 */
export function resultsFromPixels(
  sketch: Sketch,
  pixels: { perimeter: number; area: number },
  scale: Scale,
): SketchResults {
  return {
    perimeter: pixelsToUnits(pixels.perimeter, scale),
    area: sketch.closed ? squarePixelsToUnits(pixels.area, scale) : null,
    lengthUnit: scale.measure,
    areaUnit: areaUnitOf(scale.measure),
    approximate: sketch.hasCurved,
  };
}

export interface LineLabel {
  /** Where the label sits: the middle of the line, in canvas pixels. */
  readonly at: Point;
  /** Unit vector pointing away from the shape, so a label can sit beside its line, not on it. */
  readonly outward: Point;
  /** Length in the scale unit. */
  readonly length: number;
}

/** One length label for every line of the sketch. */
export function lineLabels(sketch: Sketch, scale: Scale): LineLabel[] {
  // Which side is outside depends on the winding; an open sketch labels the left-hand side.
  const side = sketch.closed && signedArea(sketch.controlPoints) < 0 ? -1 : 1;
  return sketch.lines.map((line) => {
    let pixels = 0;
    for (let i = 1; i < line.points.length; i++) pixels += distance(line.points[i - 1]!, line.points[i]!);
    const first = line.points[0]!;
    const last = line.points[line.points.length - 1]!;
    const chord = distance(first, last) || 1;
    return {
      at: { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 },
      outward: { x: (side * (last.y - first.y)) / chord, y: (-side * (last.x - first.x)) / chord },
      length: pixelsToUnits(pixels, scale),
    };
  });
}
