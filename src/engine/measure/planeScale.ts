/**
 * Measuring through a scale's plane (issue 23): a photo's perspective rectangle or the separate
 * X and Y scales of a stretched scan map canvas px onto the measured plane, where a sketch's
 * perimeter, area, edge lengths and angles are read. Both maps keep straight lines straight, so
 * a polygon is measured exactly through its vertices; arcs and curves are flattened finely first.
 * Every result carries its "±" from the points that set the plane (firstOrderUncertainty.ts).
 */
import type { Point } from '../../shared/geometry';
import type { PlaneScale, Scale, Sketch } from '../../shared/schemas';
import { areaUnitOf, convertArea, convertLength } from '../../shared/units';
import { apply, rectifyingHomography, type Quad } from '../geometry/homography';
import { flattenOutline, sketchOutline } from '../geometry/outline';
import type { OutlineSegment } from '../geometry/outlineTypes';
import { pathLength, polygonArea, signedArea } from '../geometry/polygon';
import { axisScalesFromLines } from './axisScales';
import { clickErrorPx, firstOrderUncertainty } from './firstOrderUncertainty';
import { edgeLabels, type LineLabel, type SketchResults } from './measureSketch';

/** A map from canvas px to the plane, in the plane's unit. */
export type PointMap = (point: Point) => Point;

/**
 * Canvas px a flattened arc or curve may stray from the drawn one: far below any click's error,
 * and fine enough that a circle of 80 px radius loses under 0.01 % of its area (a twentieth of
 * a pixel lost 0.08 %); a circle of 10,000 px radius then takes about 5,000 points.
 */
const FLATTEN_TOLERANCE_PX = 0.002;

/** The placed points a plane comes from, as flat coordinates, and how far each may be off. */
interface PlacedPoints {
  readonly params: readonly number[];
  readonly errors: readonly number[];
}

function placedPoints(plane: PlaneScale): PlacedPoints {
  if (plane.kind === 'perspective') {
    const error = clickErrorPx(plane.zoom);
    return { params: plane.corners.flatMap(({ x, y }) => [x, y]), errors: plane.corners.flatMap(() => [error, error]) };
  }
  return {
    params: plane.lines.flatMap(({ from, to }) => [from.x, from.y, to.x, to.y]),
    errors: plane.lines.flatMap(({ zoom }) => Array<number>(4).fill(clickErrorPx(zoom))),
  };
}

const pointAt = (params: readonly number[], index: number): Point => ({ x: params[2 * index]!, y: params[2 * index + 1]! });

/** The plane's map for the placed points `params` (as `placedPoints` orders them); null when they are degenerate. */
function mapFor(plane: PlaneScale, params: readonly number[]): PointMap | null {
  if (plane.kind === 'perspective') {
    const corners = [0, 1, 2, 3].map((i) => pointAt(params, i)) as unknown as Quad;
    const toPlane = rectifyingHomography(corners, plane.width, plane.height);
    return toPlane ? (point) => apply(toPlane, point) : null;
  }
  const [first, second] = plane.lines;
  const scales = axisScalesFromLines(
    { from: pointAt(params, 0), to: pointAt(params, 1), length: first.length },
    { from: pointAt(params, 2), to: pointAt(params, 3), length: second.length },
  );
  return typeof scales === 'string' ? null : ({ x, y }) => ({ x: x * scales.x, y: y * scales.y });
}

/** The plane's map from canvas px, in its unit; null when its points are degenerate. */
export const planeMap = (plane: PlaneScale): PointMap | null => mapFor(plane, placedPoints(plane).params);

/** Whether measuring goes through a plane: one is set and its points make a map. */
export const measuresOnPlane = (scale: Scale): boolean => scale.plane !== undefined && planeMap(scale.plane) !== null;

/** A sketch's outline and cutouts as the polygons measured on the plane, in canvas px. */
function polygonsOf(sketch: Sketch): { outline: Point[]; closed: boolean; holes: readonly (readonly Point[])[] } {
  const outline = sketchOutline(sketch);
  return { outline: flattenOutline(outline, FLATTEN_TOLERANCE_PX), closed: outline.closed, holes: sketch.cutouts ?? [] };
}

/** Perimeter, net area (0 for an open path), and the cutouts' perimeter, in the plane's unit. */
function planeMeasures(polygons: ReturnType<typeof polygonsOf>, toPlane: PointMap): [number, number, number] {
  const outline = polygons.outline.map(toPlane);
  let holesArea = 0;
  let holesPerimeter = 0;
  for (const hole of polygons.holes) {
    const mapped = hole.map(toPlane);
    holesArea += polygonArea(mapped);
    holesPerimeter += pathLength(mapped, true);
  }
  return [pathLength(outline, polygons.closed), polygons.closed ? polygonArea(outline) - holesArea : 0, holesPerimeter];
}

/**
 * The last results of each sketch and the scale they were taken through. Sketches and scales are
 * immutable, so a layer left alone keeps its results while another is dragged: the all-layers
 * panel and the print measure every layer on each change, and a plane's "±" costs 17 measures.
 */
const measured = new WeakMap<Sketch, { scale: Scale; results: SketchResults | null }>();

/**
 * The sketch's results on the plane of `scale.plane`, in the scale's units, with their "±";
 * null when there is no plane or its points are degenerate (the uniform scale then measures).
 */
export function planeResults(sketch: Sketch, scale: Scale): SketchResults | null {
  if (!scale.plane) return null;
  const known = measured.get(sketch);
  if (known?.scale === scale) return known.results;
  const results = measureOnPlane(sketch, scale);
  measured.set(sketch, { scale, results });
  return results;
}

function measureOnPlane(sketch: Sketch, scale: Scale): SketchResults | null {
  const plane = scale.plane;
  const toPlane = plane && planeMap(plane);
  if (!plane || !toPlane) return null;
  const polygons = polygonsOf(sketch);
  const [perimeter, area, holesPerimeter] = planeMeasures(polygons, toPlane);
  const { params, errors } = placedPoints(plane);
  const [perimeterUncertainty, areaUncertainty] = firstOrderUncertainty(
    (nudged) => {
      const nudgedMap = mapFor(plane, nudged);
      return nudgedMap ? planeMeasures(polygons, nudgedMap) : [NaN, NaN];
    },
    params,
    errors,
  );
  const length = (value: number) => convertLength(value, plane.unit, scale.measure);
  const squared = (value: number) => convertArea(value, areaUnitOf(plane.unit), areaUnitOf(scale.measure));
  const known = (value: number | undefined) => (Number.isFinite(value) ? value! : null);
  const hasHoles = polygons.holes.length > 0;
  return {
    perimeter: length(perimeter),
    area: polygons.closed ? squared(area) : null,
    lengthUnit: scale.measure,
    areaUnit: areaUnitOf(scale.measure),
    approximate: sketchOutline(sketch).approximate,
    perimeterWithCutouts: hasHoles ? length(perimeter + holesPerimeter) : null,
    perimeterUncertainty: known(perimeterUncertainty) === null ? null : length(perimeterUncertainty!),
    areaUncertainty: polygons.closed && known(areaUncertainty) !== null ? squared(areaUncertainty!) : null,
  };
}

/** The length of a run of segments measured on the plane, in canvas px flattened then mapped. */
const runLengthOnPlane = (segments: readonly OutlineSegment[], toPlane: PointMap): number =>
  pathLength(flattenOutline({ segments, closed: false, approximate: false }, FLATTEN_TOLERANCE_PX).map(toPlane), false);

/** One label for every edge, its length measured on the plane, in the scale's unit; null without a plane. */
export function planeLineLabels(sketch: Sketch, scale: Scale): LineLabel[] | null {
  const plane = scale.plane;
  const toPlane = plane && planeMap(plane);
  if (!plane || !toPlane) return null;
  return edgeLabels(sketch, (segments) => convertLength(runLengthOnPlane(segments, toPlane), plane.unit, scale.measure));
}

/**
 * A direction at a point as the plane sees it: the map's derivative along `direction`, from a
 * step small against the drawing (a hundredth of a canvas px) so it is the tangent, not a chord.
 */
export function directionOnPlane(toPlane: PointMap, at: Point, direction: Point): Point {
  const length = Math.hypot(direction.x, direction.y) || 1;
  const step = 0.01 / length;
  const ahead = toPlane({ x: at.x + direction.x * step, y: at.y + direction.y * step });
  const behind = toPlane({ x: at.x - direction.x * step, y: at.y - direction.y * step });
  return { x: ahead.x - behind.x, y: ahead.y - behind.y };
}

/** Whether the map turns a drawing over (a rectangle's corners marked the other way round). */
export const mapMirrors = (toPlane: PointMap, outline: readonly Point[]): boolean =>
  Math.sign(signedArea(outline.map(toPlane))) !== Math.sign(signedArea(outline));

/**
 * The area of `regions` less their `holes` (canvas px polygons, a wand selection's) on the
 * scale's plane, in the scale's square unit; null without a plane, where pixels count instead.
 */
export function planeRegionsArea(regions: readonly (readonly Point[])[], holes: readonly (readonly Point[])[], scale: Scale): number | null {
  const plane = scale.plane;
  const toPlane = plane && planeMap(plane);
  if (!plane || !toPlane) return null;
  const areaOf = (polygons: readonly (readonly Point[])[]) => polygons.reduce((sum, polygon) => sum + polygonArea(polygon.map(toPlane)), 0);
  return convertArea(areaOf(regions) - areaOf(holes), areaUnitOf(plane.unit), areaUnitOf(scale.measure));
}
