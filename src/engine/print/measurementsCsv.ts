/**
 * The measurements as CSV (spec drawing-core §4 "Export", "Measurements"): one row per closed
 * layer, `layer_id,perimeter_<unit>,area_<unit>2,count,perimeter_with_cutouts_<unit>,cutouts`,
 * measured as the results panel measures them (through the scale, or geodesic on the map); the
 * count column (issue 22) holds a count layer's number of markers. A layer with cutouts (holes,
 * issue 22) has its area less the holes, its perimeter with the holes' edges and how many holes
 * it has in the last two columns, which came last so the earlier columns keep their places.
 */
import { cutoutsOf } from '../document/cutouts';
import type { AreaUnit } from '../../shared/units';
import { documentLayerResults, resultUnits } from '../map/mapResults';
import { countOf } from '../document/counts';
import { exportFileName } from './exportFileName';
import { documentOf, type PrintInput } from './printInput';

/**
 * Numbers as a spreadsheet reads them: plain decimals with a dot, never "1.5 × 10⁶" or "1e-7".
 * From 0.01 up they keep two decimals, as the screen does; below it three significant digits,
 * so a small area in km² is not written as 0.
 */
const twoDecimals = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 2 });
const threeDigits = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 3 });

/** A number as the CSV writes it: "20", "25.13", "0.000123". */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  return Math.abs(value) >= 0.01 ? twoDecimals.format(value) : threeDigits.format(value);
}

/** The area unit in a column name: "cm²" → "cm2"; hectares and acres as "ha" and "a". */
const areaColumnUnit = (unit: AreaUnit): string => unit.replace('²', '2');

/**
 * The CSV's header: `layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts` (on
 * the map the chosen area unit, `area_ha`).
 */
export function measurementsCsvHeader(input: PrintInput): string {
  const { lengthUnit, areaUnit } = resultUnits(documentOf(input));
  return `layer_id,perimeter_${lengthUnit},area_${areaColumnUnit(areaUnit)},count,perimeter_with_cutouts_${lengthUnit},cutouts`;
}

/**
 * The measurements CSV: a header, then one row per closed layer and per count layer (every layer,
 * shown or hidden, numbered 1-based as the layers panel numbers them); other open layers have no
 * area and are left out. A count layer's row has its count and no perimeter or area; the count
 * of any other row is empty. The area is net of cutouts (resultsFromPixels takes them off); the
 * perimeter with cutouts and the number of cutouts are empty for a layer without any.
 * An approximate area (freehand curves, reshaped circle edges) takes the results panel's "~".
 * Lines end with CRLF (RFC 4180).
 */
export function measurementsCsv(input: PrintInput): string {
  const document = documentOf(input);
  const rows = [measurementsCsvHeader(document)];
  document.layers.forEach((layer, index) => {
    const count = countOf(layer.sketch);
    if (count > 0) {
      rows.push(`${index + 1},,,${count},,`);
      return;
    }
    if (!layer.sketch.closed) return;
    const results = documentLayerResults(document, layer);
    if (results.area === null) return;
    const approximate = results.approximate ? '~' : '';
    const holes = cutoutsOf(layer.sketch).length;
    const withCutouts = holes > 0 && results.perimeterWithCutouts != null ? csvNumber(results.perimeterWithCutouts) : '';
    rows.push(`${index + 1},${csvNumber(results.perimeter)},${approximate}${csvNumber(results.area)},,${withCutouts},${holes > 0 ? holes : ''}`);
  });
  return `${rows.join('\r\n')}\r\n`;
}

/** The CSV's file name: "<drawing name>.csv", or the default export name. */
export const csvFileName = (fileName?: string | null): string => exportFileName(fileName, 'csv');
