/**
 * Measuring a sketch drawn on the map (issue 7 "Measured on the ellipsoid"). Canvas pixels are
 * Web Mercator pixels of the frame, so a pixel's ground size changes with latitude; instead of
 * scaling pixels, every point goes back to latitude and longitude and lengths and areas are
 * geodesic on WGS84. A straight segment is the geodesic between its ends. A curved segment (a
 * freehand cubic, a circle's arc) is measured along the curve as drawn: sampled in canvas space
 * finely enough for its length, and the area polygon runs through the same samples.
 *
 * Cutouts (holes, issue 22) are polygons in canvas px of the same frame, so they go back to the
 * ground the same way; their geodesic area comes off the outline's.
 */
import type { LatLng, Point } from '../../shared/geometry';
import type { MapFrame } from '../../shared/map';
import type { Sketch } from '../../shared/schemas';
import { areaUnitOf, convertArea, convertLength, type LengthUnit } from '../../shared/units';
import { segmentLength, segmentPoint, sketchOutline, type Outline, type OutlineSegment } from '../geometry/outline';
import { hasCutouts } from '../measure/cutoutMeasures';
import { edgeLabels, type LineLabel, type SketchResults } from '../measure/measureSketch';
import { measurePolygonFast } from './fastPolygon';
import { geodesicDistance } from './geodesic';
import { canvasToLatLng } from './mapFrame';

/** Samples a curved segment starts with; fewer could miss an S-bend. */
const MIN_SAMPLES = 16;
/** Enough for any curve a person draws; the sampling stops here whatever happens. */
const MAX_SAMPLES = 1 << 16;
/**
 * The share of a curve's length its polyline of samples may fall short by. The canvas is
 * conformal to within the change of scale across one chord, so the samples' geodesic length
 * is as close to the curve's length on the ground.
 */
const LENGTH_TOLERANCE = 5e-7;

/** The length of the segment's polyline of `count` even steps, in canvas px. */
function polylineLength(segment: OutlineSegment, count: number): number {
  let length = 0;
  let previous = segment.from;
  for (let i = 1; i <= count; i++) {
    const point = segmentPoint(segment, i / count);
    length += Math.hypot(point.x - previous.x, point.y - previous.y);
    previous = point;
  }
  return length;
}

/**
 * How many even steps bring the segment's polyline within LENGTH_TOLERANCE of its exact length,
 * found in canvas space where that length is known in closed form. A polyline's shortfall falls
 * with the square of the step, which gives the first guess; doubling makes sure.
 */
function sampleCount(segment: OutlineSegment): number {
  if (segment.kind === 'line') return 1;
  const exact = segmentLength(segment);
  if (!(exact > 0)) return 1;
  const shortfall = (count: number): number => (exact - polylineLength(segment, count)) / exact;
  const first = shortfall(MIN_SAMPLES);
  let count = Math.min(MAX_SAMPLES, Math.max(MIN_SAMPLES, Math.ceil(MIN_SAMPLES * Math.sqrt(Math.max(0, first) / LENGTH_TOLERANCE))));
  while (count < MAX_SAMPLES && shortfall(count) > LENGTH_TOLERANCE) count = Math.min(MAX_SAMPLES, count * 2);
  return count;
}

/** The segment's points after its start (its end last), as latitude and longitude. */
function segmentOnMap(segment: OutlineSegment, frame: MapFrame): LatLng[] {
  const count = sampleCount(segment);
  const points: LatLng[] = [];
  for (let i = 1; i <= count; i++) points.push(canvasToLatLng(frame, i === count ? segment.to : segmentPoint(segment, i / count)));
  return points;
}

const sampledOutlines = new WeakMap<Outline, { key: string; path: readonly LatLng[] }>();
const frameKey = (frame: MapFrame): string => `${frame.origin.lat},${frame.origin.lng},${frame.zoom}`;

/**
 * The outline's points on the ground in order (a closed outline's first not repeated): the ends
 * of its straight segments, and its curves sampled finely enough that their length is right to
 * within 5e-7. Kept per outline and frame, since results and export ask for the same one.
 */
export function outlineOnMap(outline: Outline, frame: MapFrame): readonly LatLng[] {
  const key = frameKey(frame);
  const cached = sampledOutlines.get(outline);
  if (cached?.key === key) return cached.path;
  const path: LatLng[] = [];
  for (const segment of outline.segments) {
    if (path.length === 0) path.push(canvasToLatLng(frame, segment.from));
    for (const point of segmentOnMap(segment, frame)) path.push(point);
  }
  const first = path[0];
  const last = path[path.length - 1];
  if (outline.closed && path.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) path.pop();
  sampledOutlines.set(outline, { key, path });
  return path;
}

/**
 * Geodesic perimeter (m) and area (m², 0 when open) of an outline drawn on the map: straight
 * segments as geodesics between their ends, curves along the curve. Measured on every pointer
 * move, over thousands of curve samples, so by the fast measure (GeographicLib's figures to 1e-9).
 */
export function measureOutlineOnMap(outline: Outline, frame: MapFrame): { perimeter: number; area: number } {
  return measurePolygonFast(outlineOnMap(outline, frame), outline.closed);
}

/** The geodesic length (m) of one segment drawn on the map, along it when it is curved. */
export function segmentLengthOnMap(segment: OutlineSegment, frame: MapFrame): number {
  let previous = canvasToLatLng(frame, segment.from);
  let length = 0;
  for (const point of segmentOnMap(segment, frame)) {
    length += geodesicDistance(previous, point);
    previous = point;
  }
  return length;
}

/** A cutout's corners on the ground, in order (its first not repeated). */
export const cutoutOnMap = (hole: readonly Point[], frame: MapFrame): LatLng[] => hole.map((point) => canvasToLatLng(frame, point));

/**
 * The geodesic area (m²) and perimeter (m) of the sketch's cutouts together, 0 and 0 without any.
 * A cutout is a ring of straight lines, measured as the outline's straight segments are (a
 * geodesic between each pair of corners, by the same fast measure), so a hole measures what the
 * same polygon drawn as a closed sketch would.
 */
export function measureCutoutsOnMap(sketch: Sketch, frame: MapFrame): { area: number; perimeter: number } {
  let area = 0;
  let perimeter = 0;
  for (const hole of sketch.cutouts ?? []) {
    const measured = measurePolygonFast(cutoutOnMap(hole, frame), true);
    area += measured.area;
    perimeter += measured.perimeter;
  }
  return { area, perimeter };
}

/**
 * A map sketch's results in `lengthUnit` and its square: geodesic on WGS84 in place of the
 * grid scale, which the map locks. Area is null until the sketch is closed; cutouts come off it,
 * and the perimeter with cutouts comes beside the outline's (null without cutouts), as off the map.
 */
export function mapSketchResults(sketch: Sketch, frame: MapFrame, lengthUnit: LengthUnit): SketchResults {
  const outline = sketchOutline(sketch);
  const { perimeter, area } = measureOutlineOnMap(outline, frame);
  const holes = hasCutouts(sketch) ? measureCutoutsOnMap(sketch, frame) : null;
  const areaUnit = areaUnitOf(lengthUnit);
  return {
    perimeter: convertLength(perimeter, 'm', lengthUnit),
    area: sketch.closed ? convertArea(area - (holes?.area ?? 0), 'm²', areaUnit) : null,
    lengthUnit,
    areaUnit,
    approximate: outline.approximate,
    perimeterWithCutouts: holes ? convertLength(perimeter + holes.perimeter, 'm', lengthUnit) : null,
  };
}

/** The length labels of `lineLabels`, each edge's length geodesic and in `lengthUnit`. */
export function mapLineLabels(sketch: Sketch, frame: MapFrame, lengthUnit: LengthUnit): LineLabel[] {
  return edgeLabels(sketch, (segments) =>
    convertLength(segments.reduce((total, segment) => total + segmentLengthOnMap(segment, frame), 0), 'm', lengthUnit),
  );
}
