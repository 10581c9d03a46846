/**
 * The legend and results block of a print: each shown layer's colour swatch and name (layerName:
 * its own, or "Layer N") with
 * its perimeter and area (as the results panel formats them, "~" when approximate, "—" when
 * open; a count layer's "Count: N" instead; the perimeter with cutouts beside the perimeter when
 * a layer has cutouts), the totals of the measured layers in all-layers mode, in a box in the corner that covers the least of the
 * drawing (resultsPlacement.ts), the top right when several are free. With the showUncertainty
 * setting, each measure has its "±" after it in the same cell (issue 23), a total's the sum of
 * its layers'.
 */
import { formatArea, formatLength } from '../../shared/format';
import { layerHex } from '../../shared/layerColour';
import { layerName } from '../../shared/layerName';
import type { PrintSettings } from '../../shared/print';
import type { DrawingDocument } from '../document/drawingDocument';
import type { ShownLayer } from '../document/shownLayers';
import { sketchStatus } from '../document/sketch';
import { countOf } from '../document/counts';
import { documentLayerResults, resultUnits } from '../map/mapResults';
import { totalResults } from '../measure/layerTotals';
import { NO_UNCERTAINTY, uncertaintyTexts, withUncertainty } from './resultUncertainty';
import type { SketchResults } from '../measure/measureSketch';
import type { Size } from '../viewport/viewport';
import type { Point } from '../../shared/geometry';
import { boxAt, leastCoveredCorner } from './resultsPlacement';
import { INK, LINE, MUTED } from './sceneStyle';
import { attrs, escapeXml, hex, textWidth } from './svgMarkup';

const FONT_SIZE = 12;
const ROW = 18;
const PADDING = 10;
const MARGIN = 12;
const SWATCH = 10;
const COLUMN_GAP = 16;

export interface ResultRow {
  readonly name: string;
  /** The swatch's colour; none for the totals. */
  readonly colour: string | null;
  readonly perimeter: string;
  /** The outline's perimeter plus its cutouts', for a layer with cutouts; else empty. */
  readonly perimeterWithCutouts: string;
  readonly area: string;
}

/** A row of the block from a layer's (or the totals') results. */
export function resultRow(name: string, colour: string | null, results: SketchResults, settings: PrintSettings): ResultRow {
  const plusMinus = settings.showUncertainty ? uncertaintyTexts(results, settings) : NO_UNCERTAINTY;
  const length = (value: number) => formatLength(value, results.lengthUnit, settings.imperial, settings.inchFraction);
  return {
    name,
    colour,
    perimeter: withUncertainty(length(results.perimeter), plusMinus.perimeter),
    perimeterWithCutouts: results.perimeterWithCutouts == null ? '' : withUncertainty(length(results.perimeterWithCutouts), plusMinus.perimeterWithCutouts),
    area: results.area === null ? '—' : withUncertainty(formatArea(results.area, results.areaUnit, results.approximate), plusMinus.area),
  };
}

const colourOf = (shown: ShownLayer): string => hex(layerHex(shown.layer.color, shown.index, false));

const nameOf = (shown: ShownLayer): string => layerName(shown.layer, shown.index);

/** A count layer's row, as the results panel shows it: "Count: N" where a drawn layer has its perimeter. */
const countRow = (shown: ShownLayer): ResultRow => ({ name: nameOf(shown), colour: colourOf(shown), perimeter: `Count: ${countOf(shown.layer.sketch)}`, perimeterWithCutouts: '', area: '' });

/** The rows of the block: each shown layer with something drawn (or counted), then the totals in all-layers mode. */
export function resultRows(document: DrawingDocument, layers: readonly ShownLayer[], settings: PrintSettings, withTotals: boolean): ResultRow[] {
  const drawn = layers.filter(({ layer }) => sketchStatus(layer.sketch) !== 'empty' || countOf(layer.sketch) > 0);
  const measured = drawn.filter(({ layer }) => countOf(layer.sketch) === 0).map((shown) => ({ shown, results: documentLayerResults(document, shown.layer) }));
  const rows = drawn.map((shown) => {
    const results = measured.find((each) => each.shown === shown)?.results;
    return results ? resultRow(nameOf(shown), colourOf(shown), results, settings) : countRow(shown);
  });
  if (withTotals && measured.length > 0) {
    const parts = measured.map((each) => each.results);
    rows.push(resultRow('Total', null, totalResults(parts, resultUnits(document)), settings));
  }
  return rows;
}

/**
 * The block as SVG; empty when no shown layer has anything drawn. `drawn` are the screen points
 * the drawing covers (drawnScreenPoints), for the choice of corner.
 */
export function resultsSvg(
  document: DrawingDocument,
  layers: readonly ShownLayer[],
  settings: PrintSettings,
  withTotals: boolean,
  stage: Size,
  drawn: readonly Point[] = [],
): string {
  const rows = resultRows(document, layers, settings, withTotals);
  if (rows.length === 0) return '';
  // The perimeter with cutouts gets its column beside the perimeter only when a layer has cutouts.
  const withCutouts = rows.some((row) => row.perimeterWithCutouts !== '');
  const heading = withCutouts ? ['', 'Perimeter', 'Perimeter with cutouts', 'Area'] : ['', 'Perimeter', 'Area'];
  const title = document.map ? 'Results (geodesic, WGS84)' : 'Results';
  const cells = rows.map((row) => (withCutouts ? [row.name, row.perimeter, row.perimeterWithCutouts, row.area] : [row.name, row.perimeter, row.area]));
  const columnWidth = (column: number): number => Math.max(...[heading, ...cells].map((line) => textWidth(line[column]!, FONT_SIZE)));
  // The first column holds the swatch before the layer's name.
  const widths = heading.map((_, column) => columnWidth(column) + (column === 0 ? SWATCH + 6 : 0));
  const tableWidth = widths.reduce((sum, each) => sum + each, 0) + (widths.length - 1) * COLUMN_GAP;
  const width = Math.max(tableWidth, textWidth(title, FONT_SIZE + 1)) + 2 * PADDING;
  const height = (rows.length + 2) * ROW + 2 * PADDING - 4;
  const size = { width, height };
  const { x: left, y: top } = boxAt(leastCoveredCorner(size, stage, MARGIN, drawn), size, stage, MARGIN);
  const columnX = widths.map((_, column) => left + PADDING + widths.slice(0, column).reduce((sum, each) => sum + each + COLUMN_GAP, 0));
  const baseline = (line: number): number => top + PADDING + line * ROW + FONT_SIZE;
  const text = (x: number, y: number, content: string, extra: Record<string, string | number | undefined> = {}): string =>
    `<text${attrs({ x, y, 'font-size': FONT_SIZE, fill: hex(INK), ...extra })}>${escapeXml(content)}</text>`;

  let svg = `<g class="results"><rect${attrs({ x: left, y: top, width, height, rx: 6, fill: '#ffffff', 'fill-opacity': 0.92, stroke: hex(LINE), 'stroke-width': 1 })}/>`;
  svg += text(columnX[0]!, baseline(0), title, { 'font-size': FONT_SIZE + 1, 'font-weight': 'bold' });
  for (let column = 1; column < heading.length; column++) svg += text(columnX[column]!, baseline(1), heading[column]!, { fill: hex(MUTED) });
  rows.forEach((row, i) => {
    const y = baseline(i + 2);
    if (row.colour) svg += `<rect${attrs({ class: 'swatch', x: columnX[0]!, y: y - SWATCH, width: SWATCH, height: SWATCH, rx: 2, fill: row.colour })}/>`;
    const bold = { 'font-weight': row.colour ? undefined : 'bold' };
    svg += text(columnX[0]! + (row.colour ? SWATCH + 6 : 0), y, row.name, bold);
    cells[i]!.slice(1).forEach((cell, column) => {
      svg += text(columnX[column + 1]!, y, cell, bold);
    });
  });
  return `${svg}</g>`;
}
