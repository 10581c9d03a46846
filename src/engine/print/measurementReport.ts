/**
 * The measurement report's content (issue 20): the drawing's title and date, the scale and how
 * it was set, and for every drawn layer (a count layer with its count) each edge's length, the perimeter (and with a layer's
 * cutouts, the perimeter with them; the area is already less the holes), the area and the
 * angles, all as text formatted as the screen formats it. Pure: the PDF builder only lays it out.
 */
import { PIXELS_PER_UNIT } from '../../shared/constants';
import { formatAngle, formatArea, formatLength, type ImperialDisplay, type InchFraction } from '../../shared/format';
import { DEFAULT_EXPORT_FILE_NAME, type ScaleSource } from '../../shared/print';
import type { Layer } from '../../shared/schemas';
import type { DrawingDocument } from '../document/drawingDocument';
import { cutoutsOf } from '../document/cutouts';
import { countOf } from '../document/counts';
import { lineLength, scaleLineOf } from '../document/knownLengthScale';
import { sketchStatus } from '../document/sketch';
import { edgeCount } from '../geometry/outline';
import { documentLayerResults, documentLineLabels, documentVertexAngles, resultUnits } from '../map/mapResults';
import { pixelsToUnits } from '../measure/measureSketch';
import { documentOf, type PrintInput } from './printInput';

/**
 * A layer of more edges than this (a traced outline) lists no edge lengths or angles, only its
 * perimeter and area: hundreds of rows of a ragged tracing say nothing, and the PDF stays small.
 */
export const REPORT_EDGES_MAX = 100;
/**
 * A report lists at most this many layers and this many edge and angle rows in all: a request
 * of thousands of layers would otherwise cost the server thousands of pages. Layers past the
 * first are counted, and rows past the budget leave their layer with its perimeter and area only.
 */
export const REPORT_LAYERS_MAX = 500;
export const REPORT_ROWS_MAX = 2000;

export interface ReportEdge {
  /** 1-based, as the length editor numbers edges. */
  readonly edge: number;
  readonly length: string;
}

export interface ReportAngle {
  /** 1-based vertex number. */
  readonly vertex: number;
  readonly angle: string;
}

export interface ReportLayer {
  /** The layer's number as the layers panel shows it (1-based). */
  readonly number: number;
  readonly closed: boolean;
  readonly perimeter: string;
  /** The outline's perimeter plus every cutout's, for a layer with cutouts; else null. */
  readonly perimeterWithCutouts: string | null;
  /** How many cutouts (holes) the layer has; its area is already less their area. */
  readonly cutouts: number;
  /** "~" first for an approximate shape; null for an open one, which has no area. */
  readonly area: string | null;
  readonly edges: readonly ReportEdge[];
  readonly angles: readonly ReportAngle[];
  /**
   * How many edges the layer has when they are not listed (edges and angles are then empty): more
   * than REPORT_EDGES_MAX, or past the report's REPORT_ROWS_MAX; else 0.
   */
  readonly edgesNotListed: number;
  /** A count layer's number of markers (it has no perimeter or area then); 0 for a measured layer. */
  readonly count: number;
}

export interface ReportScale {
  readonly source: ScaleSource;
  /** What one grid square measures: "1 cm". */
  readonly square: string;
  /** One sentence saying how the scale was set. */
  readonly description: string;
}

export interface MeasurementReport {
  readonly title: string;
  /** As the caller gave it (the report is pure, so it does not read the clock). */
  readonly date: string;
  readonly scale: ReportScale;
  /** "planar" through the scale, or geodesic on the map. */
  readonly method: string;
  /** Every layer with something drawn, in the layers panel's order (the first REPORT_LAYERS_MAX). */
  readonly layers: readonly ReportLayer[];
  /** How many drawn layers there are past REPORT_LAYERS_MAX, not listed. */
  readonly layersNotListed: number;
}

export interface ReportOptions {
  readonly date: string;
  /** The drawing's name; the default export name when it has none. */
  readonly title?: string | null;
  readonly imperial: ImperialDisplay;
  readonly inchFraction: InchFraction;
}

/** File types whose own units set the scale when it was not set by hand (the upload's drawingScale). */
const UNIT_FILES = /\.(?:dxf|dwg|pdf)$/i;

/**
 * How the scale was set: the map's own; a known-length line (the line's length in the scale's
 * units); the units of a CAD or PDF file the image came from, when the scale was not set by hand
 * since; else the grid (the default, or a typed scale).
 */
export function scaleSource(document: DrawingDocument): ScaleSource {
  const { scale, image } = document;
  if (document.map) return { kind: 'map' };
  const line = scaleLineOf(scale);
  if (scale.manual && line) return { kind: 'known-length', length: pixelsToUnits(lineLength(line[0], line[1]), scale) };
  if (!scale.manual && image && UNIT_FILES.test(image.file)) return { kind: 'file-units', file: image.file };
  return { kind: 'grid' };
}

function scaleDescription(source: ScaleSource, square: string, length: (value: number) => string): string {
  switch (source.kind) {
    case 'grid':
      return `Grid: 1 square (${PIXELS_PER_UNIT} px) = ${square}`;
    case 'known-length':
      return `Known length: a reference line of ${length(source.length)}, so 1 square = ${square}`;
    case 'map':
      return `Map: lengths and areas are geodesic on the WGS84 ellipsoid; 1 square = ${square} at the map's origin`;
    case 'file-units':
      return `File units: the units declared by ${source.file}, so 1 square = ${square}`;
  }
}

function reportLayer(
  document: DrawingDocument,
  layer: Layer,
  number: number,
  length: (value: number) => string,
  rowsLeft: number,
): ReportLayer {
  const { sketch } = layer;
  const markers = countOf(sketch);
  if (markers > 0) {
    const none = { perimeterWithCutouts: null, cutouts: 0, area: null, edges: [], angles: [], edgesNotListed: 0 };
    return { number, closed: false, perimeter: '—', ...none, count: markers };
  }
  const results = documentLayerResults(document, layer);
  const count = edgeCount(sketch);
  // A layer's rows are its edges and, at most as many, its angles.
  const listed = count <= REPORT_EDGES_MAX && 2 * count <= rowsLeft;
  return {
    number,
    closed: sketch.closed,
    perimeter: length(results.perimeter),
    perimeterWithCutouts: results.perimeterWithCutouts == null ? null : length(results.perimeterWithCutouts),
    cutouts: cutoutsOf(sketch).length,
    area: results.area === null ? null : formatArea(results.area, results.areaUnit, results.approximate),
    edges: listed ? documentLineLabels(document, sketch).map((label) => ({ edge: label.edge + 1, length: length(label.length) })) : [],
    angles: listed ? documentVertexAngles(document, sketch).map((angle) => ({ vertex: angle.vertex + 1, angle: formatAngle(angle.degrees) })) : [],
    edgesNotListed: listed ? 0 : count,
    count: 0,
  };
}

/** The report of a drawing: every layer with something drawn, shown or hidden. */
export function measurementReport(input: PrintInput, options: ReportOptions): MeasurementReport {
  const document = documentOf(input);
  const { lengthUnit } = resultUnits(document);
  const length = (value: number): string => formatLength(value, lengthUnit, options.imperial, options.inchFraction);
  const source = scaleSource(document);
  const square = formatLength(document.scale.value, document.scale.measure, options.imperial, options.inchFraction);
  // A count layer holds markers only, so its sketch reads empty; it is reported with its count.
  const reported = (layer: Layer) => sketchStatus(layer.sketch) !== 'empty' || countOf(layer.sketch) > 0;
  const drawn = document.layers.flatMap((layer, index) => (reported(layer) ? [{ layer, number: index + 1 }] : []));
  const layers: ReportLayer[] = [];
  let rowsLeft = REPORT_ROWS_MAX;
  for (const { layer, number } of drawn.slice(0, REPORT_LAYERS_MAX)) {
    const reported = reportLayer(document, layer, number, length, rowsLeft);
    rowsLeft -= reported.edges.length + reported.angles.length;
    layers.push(reported);
  }
  return {
    title: options.title?.trim() || DEFAULT_EXPORT_FILE_NAME,
    date: options.date,
    scale: { source, square, description: scaleDescription(source, square, length) },
    method: document.map ? 'geodesic (WGS84)' : 'planar, through the scale',
    layers,
    layersNotListed: drawn.length - layers.length,
  };
}
