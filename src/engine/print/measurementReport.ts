/**
 * The measurement report's content (issue 20): the drawing's title and date, the scale and how
 * it was set, and for every drawn layer (a count layer with its count) each edge's length, the perimeter (and with a layer's
 * cutouts, the perimeter with them; the area is already less the holes), the area and the
 * angles, all as text formatted as the screen formats it; each perimeter and area with its "±"
 * from how the scale was set (issue 23), always, whatever the screen's setting: the report is the
 * record. Pure: the PDF builder only lays it out.
 */
import { PIXELS_PER_UNIT } from '../../shared/constants';
import { formatAngle, formatArea, formatLength, type ImperialDisplay, type InchFraction } from '../../shared/format';
import { DEFAULT_EXPORT_FILE_NAME, type ReportedLine, type ScaleSource } from '../../shared/print';
import type { Layer, ReferenceLineRecord } from '../../shared/schemas';
import { layerName } from '../../shared/layerName';
import type { LengthUnit } from '../../shared/units';
import type { DrawingDocument } from '../document/drawingDocument';
import { cutoutsOf } from '../document/cutouts';
import { countOf } from '../document/counts';
import { lineLength, scaleLineOf } from '../document/knownLengthScale';
import { sketchStatus } from '../document/sketch';
import { edgeCount } from '../geometry/outline';
import { documentLayerResults, documentLineLabels, documentVertexAngles, resultUnits } from '../map/mapResults';
import { referenceLineShare } from '../measure/firstOrderUncertainty';
import { pixelsToUnits, type SketchResults } from '../measure/measureSketch';
import { documentOf, type PrintInput } from './printInput';
import { totalResults } from '../measure/layerTotals';
import { sheetDocuments, takeoffSheets } from '../document/sheets';
import { takeoffTable, type TakeoffTable } from '../takeoff/takeoffTable';
import { formatPrice } from '../../shared/billing';
import { NO_UNCERTAINTY, uncertaintyTexts, type LengthDisplay, type UncertaintyTexts } from './resultUncertainty';

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
  /** The layer's name as the layers panel shows it: its own, or "Layer N" (layerName). */
  readonly name: string;
  readonly closed: boolean;
  readonly perimeter: string;
  /** The outline's perimeter plus every cutout's, for a layer with cutouts; else null. */
  readonly perimeterWithCutouts: string | null;
  /** How many cutouts (holes) the layer has; its area is already less their area. */
  readonly cutouts: number;
  /** "~" first for an approximate shape; null for an open one, which has no area. */
  readonly area: string | null;
  /** The ± of the perimeter, the perimeter with cutouts and the area ("± 0.05 m²"); null where exact. */
  readonly uncertainty: UncertaintyTexts;
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
  /** What the scale's source adds to every result: none, or how well its marks were placed. */
  readonly uncertainty: string;
}

/** What the report says of one sheet: its scale, how it was measured, its drawn layers and their total. */
export interface ReportSheetMeasures {
  readonly scale: ReportScale;
  /** "planar" through the scale, or geodesic on the map. */
  readonly method: string;
  /** Every layer with something drawn, in the layers panel's order (the first REPORT_LAYERS_MAX). */
  readonly layers: readonly ReportLayer[];
  /** How many drawn layers there are past REPORT_LAYERS_MAX, not listed. */
  readonly layersNotListed: number;
  /**
   * Every drawn layer summed (issue 38), listed or not, as the results panel sums them (layerTotals.ts):
   * perimeters, the closed layers' areas, counts and their ±; null with fewer than two layers.
   */
  readonly total: ReportTotal | null;
}

/** The report: the sheet on screen's measures, the takeoff, and each sheet's of a plan set. */
export interface MeasurementReport extends ReportSheetMeasures {
  readonly title: string;
  /** As the caller gave it (the report is pure, so it does not read the clock). */
  readonly date: string;
  /** The takeoff's items (issue 38), when any layer is one; null else. */
  readonly takeoff: ReportTakeoff | null;
  /** A plan set's sheets, each named, in the list's order; null for a document of one sheet. */
  readonly sheets: readonly (ReportSheetMeasures & { readonly name: string })[] | null;
}

export type ReportTotal = Pick<ReportLayer, 'perimeter' | 'perimeterWithCutouts' | 'area' | 'uncertainty' | 'count'>;

export interface ReportTakeoffRow {
  readonly name: string;
  /** "200 m²", "~12.5 m", "3 ea": the total in the item's unit, with its ± when it has one. */
  readonly quantity: string;
  readonly waste: string;
  readonly unitPrice: string;
  readonly cost: string;
}

export interface ReportTakeoff {
  readonly rows: readonly ReportTakeoffRow[];
  /** "Total GBP: £5,601.80", one per currency. */
  readonly totals: readonly string[];
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

const reportedLine = (line: ReferenceLineRecord): ReportedLine => ({
  length: line.length,
  pixels: lineLength(line.from, line.to),
  zoom: line.zoom,
  share: referenceLineShare(line.from, line.to, line.zoom),
});

/**
 * How the scale was set: the map's own; a photo's plane, which measures instead of the uniform
 * scale when set; a known-length line (the line's length in the scale's units, drawn at zoom 1
 * in a document from before the zoom was kept); the units of a CAD or PDF file the image came
 * from, when the scale was not set by hand since; else the grid (the default, or a typed scale).
 */
export function scaleSource(document: DrawingDocument): ScaleSource {
  const { scale, image } = document;
  if (document.map) return { kind: 'map' };
  const { plane } = scale;
  if (plane?.kind === 'perspective') return { kind: 'perspective', width: plane.width, height: plane.height, unit: plane.unit, zoom: plane.zoom };
  if (plane?.kind === 'axes') return { kind: 'axes', lines: [reportedLine(plane.lines[0]), reportedLine(plane.lines[1])], unit: plane.unit };
  const line = scaleLineOf(scale);
  if (scale.manual && line) {
    const pixels = lineLength(line[0], line[1]);
    const zoom = scale.lineZoom ?? 1;
    return { kind: 'known-length', length: pixelsToUnits(pixels, scale), pixels, zoom, share: referenceLineShare(line[0], line[1], zoom) };
  }
  if (!scale.manual && image && UNIT_FILES.test(image.file)) return { kind: 'file-units', file: image.file };
  return { kind: 'grid' };
}

function scaleDescription(source: ScaleSource, square: string, length: (value: number) => string, display: LengthDisplay): string {
  const inUnit = (value: number, unit: LengthUnit) => formatLength(value, unit, display.imperial, display.inchFraction);
  switch (source.kind) {
    case 'grid':
      return `Grid: 1 square (${PIXELS_PER_UNIT} px) = ${square}`;
    case 'known-length':
      return `Known length: a reference line of ${length(source.length)}, so 1 square = ${square}`;
    case 'map':
      return `Map: lengths and areas are geodesic on the WGS84 ellipsoid; 1 square = ${square} at the map's origin`;
    case 'file-units':
      return `File units: the units declared by ${source.file}, so 1 square = ${square}`;
    case 'perspective':
      return `Perspective: a rectangle of ${inUnit(source.width, source.unit)} × ${inUnit(source.height, source.unit)} marked on the photo; lengths and areas are measured on its plane (1 square = ${square} on average)`;
    case 'axes': {
      const [across, up] = source.lines;
      return `Axis scales: reference lines of ${inUnit(across.length, source.unit)} and ${inUnit(up.length, source.unit)} set the X and Y scales apart (1 square = ${square} on average)`;
    }
  }
}

/** A click lands within about half a screen pixel of where it was meant: 0.5 / zoom canvas px. */
const HALF_SCREEN_PIXEL = 0.5;

/** Two significant digits, plain: "0.25", "0.083". */
const twoDigits = (value: number): string => String(Number(value.toPrecision(2)));
const zoomText = (zoom: number): string => `zoom ${twoDigits(zoom * 100)} %`;

/** "at zoom 200 %, 0.25 px of its 300 px": how far a line's end may be off, on how long a line. */
const linePlacing = (line: ReportedLine, its: string): string =>
  `at ${zoomText(line.zoom)}, ${twoDigits(HALF_SCREEN_PIXEL / line.zoom)} px of ${its} ${twoDigits(line.pixels)} px`;

/** "± 0.2 %" of a share (0.002), as the results' ± are: two significant digits. */
const sharePercent = (share: number): string => `± ${twoDigits(100 * share)} %`;

/** A line of axis scales: where it was placed and what its ± does to its axis, "(the X scale ± 0.17 %)". */
const axisPlacing = (line: ReportedLine, its: string, axis: 'X' | 'Y'): string =>
  `${linePlacing(line, its)}${line.share === null ? '' : ` (the ${axis} scale ${sharePercent(line.share)})`}`;

/**
 * The scale source's uncertainty, one sentence for the report: none for the exact sources (a
 * typed or default grid, a file's units, the map), else how well its marks were placed, which
 * every result's ± comes from.
 */
function scaleUncertainty(source: ScaleSource): string {
  switch (source.kind) {
    case 'grid':
      return 'Uncertainty: none from the scale; a typed or default scale is exact, so the results carry no ±.';
    case 'file-units':
      return `Uncertainty: none from the scale; the units ${source.file} declares are exact, so the results carry no ±.`;
    case 'map':
      return "Uncertainty: none from the scale; the map's own scale is exact, so the results carry no ±.";
    case 'known-length':
      return source.share === null
        ? `Uncertainty: the reference line's ends were each placed to about half a screen pixel, ${linePlacing(source, 'its')}.`
        : `Uncertainty: the reference line's ends were each placed to about half a screen pixel, ${linePlacing(source, 'its')}: every length through it is good to ${sharePercent(source.share)} and every area to ${sharePercent(2 * source.share)}, the ± beside each result.`;
    case 'perspective':
      return `Uncertainty: the rectangle's corners were each placed to about half a screen pixel, ${twoDigits(HALF_SCREEN_PIXEL / source.zoom)} px at ${zoomText(source.zoom)}; each result's ± is that placing error carried through the perspective.`;
    case 'axes':
      return `Uncertainty: the reference lines' ends were each placed to about half a screen pixel, ${axisPlacing(source.lines[0], "the first line's", 'X')} and ${axisPlacing(source.lines[1], "the second's", 'Y')}; each result's ± follows from them.`;
  }
}

/**
 * A measured layer's perimeter, perimeter with cutouts and area as text (`length` formats a
 * length in the drawing's unit), with their ± in the same display.
 */
export function reportMeasures(
  results: SketchResults,
  length: (value: number) => string,
  display: LengthDisplay,
): Pick<ReportLayer, 'perimeter' | 'perimeterWithCutouts' | 'area' | 'uncertainty'> {
  return {
    perimeter: length(results.perimeter),
    perimeterWithCutouts: results.perimeterWithCutouts == null ? null : length(results.perimeterWithCutouts),
    area: results.area === null ? null : formatArea(results.area, results.areaUnit, results.approximate),
    uncertainty: uncertaintyTexts(results, display),
  };
}

function reportLayer(
  document: DrawingDocument,
  layer: Layer,
  number: number,
  name: string,
  length: (value: number) => string,
  display: LengthDisplay,
  rowsLeft: number,
): ReportLayer {
  const { sketch } = layer;
  const markers = countOf(sketch);
  if (markers > 0) {
    const none = { perimeterWithCutouts: null, cutouts: 0, area: null, uncertainty: NO_UNCERTAINTY, edges: [], angles: [], edgesNotListed: 0 };
    return { number, name, closed: false, perimeter: '—', ...none, count: markers };
  }
  const results = documentLayerResults(document, layer);
  const count = edgeCount(sketch);
  // A layer's rows are its edges and, at most as many, its angles.
  const listed = count <= REPORT_EDGES_MAX && 2 * count <= rowsLeft;
  return {
    number,
    name,
    closed: sketch.closed,
    ...reportMeasures(results, length, display),
    cutouts: cutoutsOf(sketch).length,
    edges: listed ? documentLineLabels(document, sketch).map((label) => ({ edge: label.edge + 1, length: length(label.length) })) : [],
    angles: listed ? documentVertexAngles(document, sketch).map((angle) => ({ vertex: angle.vertex + 1, angle: formatAngle(angle.degrees) })) : [],
    edgesNotListed: listed ? 0 : count,
    count: 0,
  };
}

/** The report of a drawing: every layer with something drawn, shown or hidden. */
export function measurementReport(input: PrintInput, options: ReportOptions): MeasurementReport {
  const document = documentOf(input);
  const title = options.title?.trim() || DEFAULT_EXPORT_FILE_NAME;
  return {
    title,
    date: options.date,
    ...sheetReport(document, options),
    takeoff: reportTakeoff(takeoffTable(takeoffSheets(document, title))),
    // A plan set (issue 38): each sheet measured at its own scale, a page each before the takeoff.
    sheets: document.sheets ? sheetDocuments(document).map((sheet) => ({ name: sheet.name, ...sheetReport(sheet.document, options) })) : null,
  };
}

/** One sheet's part of the report: its scale, how it was measured, its drawn layers and their total. */
function sheetReport(document: DrawingDocument, options: ReportOptions): ReportSheetMeasures {
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
    const reported = reportLayer(document, layer, number, layerName(layer, number - 1), length, options, rowsLeft);
    rowsLeft -= reported.edges.length + reported.angles.length;
    layers.push(reported);
  }
  return {
    scale: { source, square, description: scaleDescription(source, square, length, options), uncertainty: scaleUncertainty(source) },
    method: document.map ? 'geodesic (WGS84)' : 'planar, through the scale',
    layers,
    layersNotListed: drawn.length - layers.length,
    total: drawn.length < 2 ? null : reportTotal(document, drawn.map(({ layer }) => layer), length, options),
  };
}

/** The drawn layers summed: measured ones through layerTotals, count layers' markers added. */
function reportTotal(document: DrawingDocument, drawn: readonly Layer[], length: (value: number) => string, display: LengthDisplay): ReportTotal {
  const counted = drawn.filter((layer) => countOf(layer.sketch) > 0);
  const measured = drawn.filter((layer) => countOf(layer.sketch) === 0).map((layer) => documentLayerResults(document, layer));
  const count = counted.reduce((sum, layer) => sum + countOf(layer.sketch), 0);
  if (measured.length === 0) return { perimeter: '—', perimeterWithCutouts: null, area: null, uncertainty: NO_UNCERTAINTY, count };
  const total = totalResults(measured, resultUnits(document));
  const anyCutouts = measured.some((results) => results.perimeterWithCutouts != null);
  const withCutouts = anyCutouts ? measured.reduce((sum, results) => sum + (results.perimeterWithCutouts ?? results.perimeter), 0) : null;
  return { ...reportMeasures({ ...total, perimeterWithCutouts: withCutouts }, length, display), count };
}

const quantityNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The takeoff as the report lists it: quantities with their ±, money from its minor units. */
export function reportTakeoff(table: TakeoffTable): ReportTakeoff | null {
  if (table.rows.length === 0) return null;
  const rows = table.rows.map((row): ReportTakeoffRow => {
    const { total } = row;
    const plusMinus = total.uncertainty === null ? '' : ` ± ${quantityNumber.format(total.uncertainty)}`;
    return {
      name: row.name,
      quantity: `${total.approximate ? '~' : ''}${quantityNumber.format(total.value)}${plusMinus} ${row.unit}`,
      waste: row.wastePercent > 0 ? `${quantityNumber.format(row.wastePercent)} %` : '—',
      unitPrice: row.unitPrice ? formatPrice(row.unitPrice.minor, row.unitPrice.currency) : '—',
      cost: row.unitPrice && row.costMinor !== null ? formatPrice(row.costMinor, row.unitPrice.currency) : '—',
    };
  });
  return { rows, totals: table.totals.map(({ currency, minor }) => `Total ${currency}: ${formatPrice(minor, currency)}`) };
}
