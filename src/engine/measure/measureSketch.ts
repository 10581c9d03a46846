/**
 * Results of a sketch in the scale's units (spec drawing-core §4 "Results display"): 15 px
 * equal one scale unit, so a length in px becomes px / 15 × scale value, and an area in px²
 * becomes px² / 15² × value².
 */
import { PIXELS_PER_UNIT } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { Layer, Scale, Sketch } from '../../shared/schemas';
import type { AreaUnit, LengthUnit } from '../../shared/units';
import { areaUnitOf } from '../../shared/units';
import {
  edgeCount,
  edgeSegments,
  measureOutline,
  outlineSignedArea,
  segmentDirection,
  segmentLength,
  segmentPoint,
  sketchOutline,
  type Outline,
  type OutlineSegment,
} from '../geometry/outline';
import { cutoutPixels, hasCutouts } from './cutoutMeasures';
import { referenceLineShare } from './firstOrderUncertainty';

export interface SketchResults {
  /** Total length of the lines, in the scale unit. */
  readonly perimeter: number;
  /** Enclosed area in the square of the scale unit; null until the sketch is closed. */
  readonly area: number | null;
  readonly lengthUnit: LengthUnit;
  readonly areaUnit: AreaUnit;
  /** Curved shapes show their area with a "~" prefix. */
  readonly approximate: boolean;
  /** The outline's perimeter plus every cutout's, when the sketch has cutouts; else null. */
  readonly perimeterWithCutouts?: number | null;
  /**
   * The "±" of the perimeter (and of the perimeter with cutouts, in proportion) from how the
   * scale was set (issue 23), in the length unit: absent or null when the source is exact (the
   * grid, a CAD unit, the map).
   */
  readonly perimeterUncertainty?: number | null;
  /** The area's "±" in the area unit; null for an open path or an exact source. */
  readonly areaUncertainty?: number | null;
}

/** Converts a length in canvas pixels to scale units. */
export const pixelsToUnits = (pixels: number, scale: Scale): number => (pixels / PIXELS_PER_UNIT) * scale.value;

/** Converts an area in square canvas pixels to square scale units. */
export const squarePixelsToUnits = (squarePixels: number, scale: Scale): number =>
  (squarePixels / (PIXELS_PER_UNIT * PIXELS_PER_UNIT)) * scale.value * scale.value;

/**
 * Results from the outline's perimeter and area already measured in pixels (by the WASM kernel or
 * by `measureSketchPixels`). Freehand curves and reshaped circle edges make the area approximate.
 * Cutouts are taken off the area here, so every path to a result (panel, totals, CSV, print)
 * subtracts them; the perimeter stays the outline's, and the perimeter with cutouts comes beside it.
 */
export function resultsFromPixels(
  sketch: Sketch,
  pixels: { perimeter: number; area: number },
  scale: Scale,
): SketchResults {
  const holes = hasCutouts(sketch) ? cutoutPixels(sketch) : null;
  const perimeter = pixelsToUnits(pixels.perimeter, scale);
  const area = sketch.closed ? squarePixelsToUnits(pixels.area - (holes?.area ?? 0), scale) : null;
  const share = knownLengthShare(scale);
  return {
    perimeter,
    area,
    lengthUnit: scale.measure,
    areaUnit: areaUnitOf(scale.measure),
    approximate: sketchOutline(sketch).approximate,
    perimeterWithCutouts: holes ? pixelsToUnits(pixels.perimeter + holes.perimeter, scale) : null,
    perimeterUncertainty: share === null ? null : share * perimeter,
    areaUncertainty: share === null || area === null ? null : 2 * share * area,
  };
}

/**
 * The share results through a uniform scale may be off by: a known-length scale's from its
 * reference line's clicks; none (exact) for a typed scale or the grid's (issue 23).
 */
export function knownLengthShare(scale: Scale): number | null {
  const [from, to] = scale.line ?? [];
  return scale.manual && from && to ? referenceLineShare(from, to, scale.lineZoom) : null;
}

/** Exact perimeter and area of the sketch's outline (arcs and curves included), in canvas px. */
export const measureSketchPixels = (sketch: Sketch): { perimeter: number; area: number } => measureOutline(sketchOutline(sketch));

/**
 * The vertices of the polygon that the outline is, when it is made of straight lines only, so the
 * WASM kernel can measure it as a polygon; null when it has an arc or a curve.
 */
export function polygonVertices(outline: Outline): Point[] | null {
  if (outline.segments.some((segment) => segment.kind !== 'line')) return null;
  const vertices = outline.segments.map((segment) => segment.from);
  const last = outline.segments[outline.segments.length - 1];
  if (last && !outline.closed) vertices.push(last.to);
  return vertices;
}

/** A layer's results measured on the spot, for summing layers in the all-layers panel. */
export const layerResults = (layer: Layer, scale: Scale): SketchResults =>
  resultsFromPixels(layer.sketch, measureSketchPixels(layer.sketch), scale);

export interface LineLabel {
  /** The edge labelled, numbered as `edgeCount` numbers them (and the length editor edits them). */
  readonly edge: number;
  /** Where the label sits: the middle of the edge (mid-arc, or the curve's middle parameter), in canvas px. */
  readonly at: Point;
  /** Unit vector pointing away from the shape, so a label can sit beside its edge, not on it. */
  readonly outward: Point;
  /** Exact length in the scale unit. */
  readonly length: number;
}

/**
 * The point at the middle parameter of a run of segments, and the direction the run heads there.
 * With an odd number of segments that is the middle of the middle one; with an even number the
 * joint between the two middle ones.
 */
function middleOf(segments: readonly OutlineSegment[]): { at: Point; direction: Point } {
  const half = segments.length / 2;
  const index = Math.min(segments.length - 1, Math.floor(half));
  const t = half - index;
  const segment = segments[index]!;
  return { at: segmentPoint(segment, t), direction: segmentDirection(segment, t) };
}

/**
 * One label for every edge of the sketch (a line, angle line, rectangle side or circle edge),
 * its length given by `lengthOf` from the edge's segments: planar here, geodesic on the map.
 */
export function edgeLabels(sketch: Sketch, lengthOf: (segments: readonly OutlineSegment[]) => number): LineLabel[] {
  const outline = sketchOutline(sketch);
  // Which side is outside depends on the winding; an open sketch labels the left-hand side.
  const side = outline.closed && outlineSignedArea(outline) < 0 ? -1 : 1;
  const labels: LineLabel[] = [];
  const count = edgeCount(sketch);
  for (let edge = 0; edge < count; edge++) {
    const segments = edgeSegments(sketch, edge);
    if (segments.length === 0) continue;
    const { at, direction } = middleOf(segments);
    const length = Math.hypot(direction.x, direction.y) || 1;
    labels.push({
      edge,
      at,
      outward: { x: (side * direction.y) / length, y: (-side * direction.x) / length },
      length: lengthOf(segments),
    });
  }
  return labels;
}

/** One length label for every edge of the sketch, in the scale unit. */
export const lineLabels = (sketch: Sketch, scale: Scale): LineLabel[] =>
  edgeLabels(sketch, (segments) => pixelsToUnits(segments.reduce((total, segment) => total + segmentLength(segment), 0), scale));
