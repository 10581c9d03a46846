/**
 * The drawing as DXF (issue 20): every layer's outline and its cutouts in real units, for CAD. Off the map a
 * canvas point (x, y) px becomes (x, −y) / 15 × the scale value in the scale's unit, declared by
 * $INSUNITS; DXF's y runs up. Lines and exact arcs are kept exact (an LWPOLYLINE with bulges, an
 * untouched circle a CIRCLE); freehand curves and reshaped circle edges are flattened finely
 * enough to measure the same within 0.1 %. On the map the coordinates are metres of the map's
 * local frame (Web Mercator scaled at its origin), which is true near the origin only: GeoJSON
 * is the map drawing's exact export.
 */
import { GRID_SPACING, type LabelColor } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import type { LengthUnit } from '../../shared/units';
import { cutoutsOf } from '../document/cutouts';
import type { DrawingDocument } from '../document/drawingDocument';
import { sketchStatus } from '../document/sketch';
import { arcRadius } from '../geometry/circularArc';
import { flattenCubic } from '../geometry/cubicBezier';
import { sketchOutline, segmentPoint, type OutlineSegment } from '../geometry/outline';
import { mapScaleValue } from '../map/mapMode';
import { exportFileName } from './exportFileName';
import { dxfLayerNames } from './dxfLayerNames';
import { documentOf, type PrintInput } from './printInput';

/** $INSUNITS codes of the DXF reference (header section) for each of our units. */
export const DXF_UNIT_CODES: Readonly<Record<LengthUnit, number>> = {
  in: 1, ft: 2, mi: 3, mm: 4, cm: 5, m: 6, km: 7, yd: 10, nm: 12, μm: 13,
};

/**
 * The layers' colours as AutoCAD Color Index numbers (the nearest of the index's basic hues), so
 * a CAD program shows the layers apart as the screen does.
 */
const ACI: Readonly<Record<LabelColor, number>> = {
  pink: 6, orange: 30, lime: 3, blue: 5, red: 1, yellow: 2, green: 94, teal: 4, cyan: 4, purple: 202, brown: 34, grey: 8,
};

/**
 * A cubic is flattened to within this fraction of its outline's size: about a hundred points a
 * curve, and a chord's error in length and area far below 0.1 %.
 */
const CURVE_TOLERANCE = 1e-5;

/** A vertex of an LWPOLYLINE: where it is and the bulge (tan of a quarter of the arc's turn, positive counter-clockwise) to the next. */
interface DxfVertex {
  readonly x: number;
  readonly y: number;
  readonly bulge: number;
}

type DxfShape =
  | { readonly kind: 'polyline'; readonly vertices: readonly DxfVertex[]; readonly closed: boolean }
  | { readonly kind: 'circle'; readonly center: Point; readonly radius: number };

/** Canvas px to the drawing's units with y up. */
type Place = (point: Point) => Point;

const outlineSize = (segments: readonly OutlineSegment[]): number => {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const segment of segments) {
    for (const point of segment.kind === 'cubic' ? [segment.from, segment.c1, segment.c2, segment.to] : [segment.from, segment.to]) {
      minX = Math.min(minX, point.x); maxX = Math.max(maxX, point.x);
      minY = Math.min(minY, point.y); maxY = Math.max(maxY, point.y);
    }
  }
  return Math.hypot(maxX - minX, maxY - minY);
};

/**
 * Whether the outline is a whole circle of exact arcs about one centre and radius: a circle tool
 * shape whose edges were never reshaped.
 */
function exactCircle(sketch: Sketch, segments: readonly OutlineSegment[]): { center: Point; radius: number } | null {
  const shape = sketch.shapes[0];
  if (shape?.type !== 'circle_tool' || segments.length === 0) return null;
  const radius = distanceOf(shape.params.vertexes[0]!, shape.params.center);
  let sweep = 0;
  for (const segment of segments) {
    if (segment.kind !== 'arc' || Math.abs(arcRadius(segment) - radius) > radius * 1e-12) return null;
    sweep += segment.sweep;
  }
  return Math.abs(Math.abs(sweep) - 2 * Math.PI) < 1e-9 ? { center: shape.params.center, radius } : null;
}

const distanceOf = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The outline's vertices with bulges, in canvas px. An arc of more than half a turn is split in
 * halves (a bulge grows without bound towards a full turn); y is flipped later, so a screen sweep
 * (positive clockwise on the y-down screen) is a negative, clockwise bulge in DXF's y-up plane.
 */
function polylineVertices(segments: readonly OutlineSegment[], tolerance: number): { x: number; y: number; bulge: number }[] {
  const vertices: { x: number; y: number; bulge: number }[] = [];
  const push = (point: Point, bulge: number): void => {
    vertices.push({ x: point.x, y: point.y, bulge });
  };
  for (const segment of segments) {
    if (segment.kind === 'line') push(segment.from, 0);
    else if (segment.kind === 'arc') {
      const pieces = Math.max(1, Math.ceil(Math.abs(segment.sweep) / Math.PI));
      const bulge = -Math.tan(segment.sweep / pieces / 4);
      for (let i = 0; i < pieces; i++) push(segmentPoint(segment, i / pieces), bulge);
    } else {
      const points: Point[] = [segment.from];
      flattenCubic(segment, tolerance, points);
      points.pop();
      for (const point of points) push(point, 0);
    }
  }
  return vertices;
}

/** The shape a sketch's outline is exported as, or null when nothing is drawn. */
function dxfShape(sketch: Sketch, place: Place): DxfShape | null {
  if (sketchStatus(sketch) === 'empty') return null;
  const outline = sketchOutline(sketch);
  const { segments } = outline;
  if (segments.length === 0) return null;
  const circle = outline.closed ? exactCircle(sketch, segments) : null;
  if (circle) {
    const edge = place({ x: circle.center.x + circle.radius, y: circle.center.y });
    const center = place(circle.center);
    return { kind: 'circle', center, radius: Math.abs(edge.x - center.x) };
  }
  const tolerance = Math.max(outlineSize(segments) * CURVE_TOLERANCE, Number.MIN_VALUE);
  const vertices = polylineVertices(segments, tolerance);
  const last = segments[segments.length - 1]!;
  // An open outline ends on its last point; a closed one returns to its first by itself.
  if (!outline.closed) vertices.push({ x: last.to.x, y: last.to.y, bulge: 0 });
  return { kind: 'polyline', vertices: vertices.map((vertex) => ({ ...place(vertex), bulge: vertex.bulge })), closed: outline.closed };
}

/**
 * The shapes a sketch is exported as: its outline, then each cutout (hole) of a closed outline as
 * a closed polyline of its own on the same layer, so CAD sees the holes the area leaves out.
 */
function dxfShapes(sketch: Sketch, place: Place): DxfShape[] {
  const outline = dxfShape(sketch, place);
  if (!outline) return [];
  const closed = outline.kind === 'circle' || outline.closed;
  const holes: DxfShape[] = closed
    ? cutoutsOf(sketch).map((hole) => ({ kind: 'polyline', vertices: hole.map((point) => ({ ...place(point), bulge: 0 })), closed: true }))
    : [];
  return [outline, ...holes];
}

/** A number in full precision, never "-0". */
const real = (value: number): string => (Object.is(value, -0) ? '0' : String(value));

/** Group code / value pairs, one per line as DXF writes them. */
const pairs = (...items: (string | number)[]): string[] => items.map((item) => String(item));

function entityLines(shape: DxfShape, layer: string): string[] {
  if (shape.kind === 'circle') {
    return pairs(0, 'CIRCLE', 8, layer, 10, real(shape.center.x), 20, real(shape.center.y), 30, 0, 40, real(shape.radius));
  }
  const lines = pairs(0, 'LWPOLYLINE', 100, 'AcDbEntity', 8, layer, 100, 'AcDbPolyline', 90, shape.vertices.length, 70, shape.closed ? 1 : 0);
  for (const vertex of shape.vertices) {
    lines.push(...pairs(10, real(vertex.x), 20, real(vertex.y)));
    if (vertex.bulge !== 0) lines.push(...pairs(42, real(vertex.bulge)));
  }
  return lines;
}

/** A count marker's number is written this many canvas px high, beside its point (the screen's size). */
const COUNT_TEXT_PX = 10;

/**
 * A layer's count markers: a POINT where each was placed and a TEXT with its number (1..N in the
 * order placed) just right of it, so CAD shows and can count what the results count.
 */
function countLines(sketch: Sketch, layer: string, place: Place, factor: number): string[] {
  const lines: string[] = [];
  sketch.count?.markers.forEach((marker, index) => {
    const at = place(marker);
    const label = place({ x: marker.x + COUNT_TEXT_PX * 0.6, y: marker.y + COUNT_TEXT_PX * 0.5 });
    lines.push(...pairs(0, 'POINT', 8, layer, 10, real(at.x), 20, real(at.y), 30, 0));
    lines.push(...pairs(0, 'TEXT', 8, layer, 10, real(label.x), 20, real(label.y), 30, 0, 40, real(COUNT_TEXT_PX * factor), 1, index + 1));
  });
  return lines;
}

/** The unit the DXF is written in and how canvas px map to it. */
function placement(document: DrawingDocument): { unit: LengthUnit; place: Place; factor: number } {
  const { map, scale } = document;
  const unit: LengthUnit = map ? 'm' : scale.measure;
  const perSquare = map ? mapScaleValue(map.frame, 'm') : scale.value;
  const factor = perSquare / GRID_SPACING;
  return { unit, factor, place: (point) => ({ x: point.x * factor, y: -point.y * factor }) };
}

/**
 * The drawing as an ASCII DXF (AutoCAD 2000, AC1015): the header's units, a layer table with one
 * layer per drawing layer, named after it (dxfLayerNames.ts), and one entity for each layer with something drawn, with one more
 * closed polyline for each of its cutouts, and a POINT and numbered TEXT for each count marker.
 */
export function drawingDxf(input: PrintInput): string {
  const document = documentOf(input);
  const { unit, place, factor } = placement(document);
  const names = dxfLayerNames(document.layers);
  const lines = pairs(0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1015', 9, '$INSUNITS', 70, DXF_UNIT_CODES[unit], 0, 'ENDSEC');
  lines.push(...pairs(0, 'SECTION', 2, 'TABLES', 0, 'TABLE', 2, 'LAYER', 70, names.length));
  document.layers.forEach((layer, index) => {
    lines.push(...pairs(0, 'LAYER', 2, names[index]!, 70, 0, 62, ACI[layer.color], 6, 'CONTINUOUS'));
  });
  lines.push(...pairs(0, 'ENDTAB', 0, 'ENDSEC', 0, 'SECTION', 2, 'ENTITIES'));
  document.layers.forEach((layer, index) => {
    for (const shape of dxfShapes(layer.sketch, place)) lines.push(...entityLines(shape, names[index]!));
    lines.push(...countLines(layer.sketch, names[index]!, place, factor));
  });
  lines.push(...pairs(0, 'ENDSEC', 0, 'EOF'));
  return `${lines.join('\r\n')}\r\n`;
}

/** The DXF's file name: "<drawing name>.dxf", or the default export name. */
export const dxfFileName = (fileName?: string | null): string => exportFileName(fileName, 'dxf');
