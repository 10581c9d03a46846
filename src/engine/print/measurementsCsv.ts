/**
 * The measurements as CSV (spec drawing-core §4 "Export", "Measurements"): one row per closed
 * layer, `layer_id,perimeter_<unit>,area_<unit>2,count,perimeter_with_cutouts_<unit>,cutouts`,
 * measured as the results panel measures them (through the scale, or geodesic on the map); the
 * count column (issue 22) holds a count layer's number of markers. A layer with cutouts (holes,
 * issue 22) has its area less the holes, its perimeter with the holes' edges and how many holes
 * it has in the next two columns, which came last so the earlier columns keep their places. The
 * ± of the perimeter and of the area (issue 23, from how the scale was set) came after them, for
 * the same reason, empty when the source is exact; the layer's name (issue 37: its own, or
 * "Layer N") last of all, for the same reason. After two rows or more, a total row (issue 38).
 */
import { cutoutsOf } from '../document/cutouts';
import { hasUncertainty } from '../../shared/formatUncertainty';
import type { AreaUnit } from '../../shared/units';
import { documentLayerResults, resultUnits } from '../map/mapResults';
import { countOf } from '../document/counts';
import type { SketchResults } from '../measure/measureSketch';
import { exportFileName } from './exportFileName';
import { totalResults } from '../measure/layerTotals';
import { documentOf, type PrintInput } from './printInput';
import { layerName } from '../../shared/layerName';

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

/**
 * The area unit in a column name: "cm²" → "cm2"; hectares as "ha", and acres as "ac" (the app
 * keys acres "a", but in a column name "area_a" reads as ares, a hundredth of a hectare).
 */
const areaColumnUnit = (unit: AreaUnit): string => (unit === 'a' ? 'ac' : unit.replace('²', '2'));

/**
 * The CSV's header: `layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,
 * perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name` (on the map the chosen area unit, `area_ha`).
 */
export function measurementsCsvHeader(input: PrintInput): string {
  const { lengthUnit, areaUnit } = resultUnits(documentOf(input));
  const area = areaColumnUnit(areaUnit);
  return `layer_id,perimeter_${lengthUnit},area_${area},count,perimeter_with_cutouts_${lengthUnit},cutouts,perimeter_uncertainty_${lengthUnit},area_uncertainty_${area},layer_name`;
}

/** A spreadsheet takes a cell starting with one of these for a formula ("=HYPERLINK(…)" in a name). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell: a name that a spreadsheet would run as a formula starts with "'" (OWASP's advice on
 * CSV injection), and one holding a comma, a quote or a line break is quoted, its quotes doubled
 * (RFC 4180). Layer names hold no line break, but the rule costs nothing.
 */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A ± as the CSV writes it: the number as the other columns write theirs, for a spreadsheet to
 * compute with (not the screen's "± 0.05 m²" text); empty when the result is exact.
 */
const uncertaintyCell = (uncertainty: number | null | undefined): string => (hasUncertainty(uncertainty) ? csvNumber(uncertainty) : '');

/**
 * The row of a closed layer numbered `layer` with its `results` and its number of `cutouts`, up to
 * its name: the count empty, the four columns before the name empty where there are no cutouts or no ±.
 */
export function measuredCsvRow(layer: number | 'total', results: SketchResults, cutouts: number, count = ''): string {
  const area = results.area === null ? '' : `${results.approximate ? '~' : ''}${csvNumber(results.area)}`;
  const withCutouts = cutouts > 0 && results.perimeterWithCutouts != null ? csvNumber(results.perimeterWithCutouts) : '';
  const plusMinus = `${uncertaintyCell(results.perimeterUncertainty)},${uncertaintyCell(results.areaUncertainty)}`;
  return `${layer},${csvNumber(results.perimeter)},${area},${count},${withCutouts},${cutouts > 0 ? cutouts : ''},${plusMinus}`;
}

/**
 * The measurements CSV: a header, then one row per closed layer and per count layer (every layer,
 * shown or hidden, numbered 1-based as the layers panel numbers them, and named as it names them); other open layers have no
 * area and are left out. A count layer's row has its count and no perimeter or area; the count
 * of any other row is empty. The area is net of cutouts (resultsFromPixels takes them off); the
 * perimeter with cutouts and the number of cutouts are empty for a layer without any; the ± of
 * the perimeter and the area empty for an exact scale (and a count layer).
 * An approximate area (freehand curves, reshaped circle edges) takes the results panel's "~".
 * Lines end with CRLF (RFC 4180).
 */
export function measurementsCsv(input: PrintInput): string {
  const document = documentOf(input);
  const rows = [measurementsCsvHeader(document)];
  const measured: { results: SketchResults; cutouts: number }[] = [];
  let counted = 0;
  let countRows = 0;
  document.layers.forEach((layer, index) => {
    const name = csvText(layerName(layer, index));
    const count = countOf(layer.sketch);
    if (count > 0) {
      rows.push(`${index + 1},,,${count},,,,,${name}`);
      counted += count;
      countRows++;
      return;
    }
    if (!layer.sketch.closed) return;
    const results = documentLayerResults(document, layer);
    if (results.area === null) return;
    const cutouts = cutoutsOf(layer.sketch).length;
    rows.push(`${measuredCsvRow(index + 1, results, cutouts)},${name}`);
    measured.push({ results, cutouts });
  });
  if (rows.length > 2) rows.push(totalCsvRow(measured, counted, countRows > 0, resultUnits(document)));
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * The total row (issue 38), after two rows or more (the total of one row would repeat it): its
 * layer_id reads "total", which no layer's number can. The perimeters, areas and counts add up as
 * the results panel's totals do (layerTotals.ts, the ± summed too); the perimeter with cutouts
 * totals every measured layer's perimeter, with its cutouts where it has them, and is given only
 * when some layer has cutouts, as in the rows.
 */
function totalCsvRow(measured: readonly { results: SketchResults; cutouts: number }[], count: number, anyCount: boolean, units: ReturnType<typeof resultUnits>): string {
  const countCell = anyCount ? String(count) : '';
  if (measured.length === 0) return `total,,,${countCell},,,,,`;
  const total = totalResults(
    measured.map(({ results }) => results),
    units,
  );
  const cutouts = measured.reduce((sum, each) => sum + each.cutouts, 0);
  const withCutouts = cutouts > 0 ? measured.reduce((sum, { results, cutouts: n }) => sum + (n > 0 && results.perimeterWithCutouts != null ? results.perimeterWithCutouts : results.perimeter), 0) : null;
  return `${measuredCsvRow('total', { ...total, perimeterWithCutouts: withCutouts }, cutouts, countCell)},`;
}

/** The CSV's file name: "<drawing name>.csv", or the default export name. */
export const csvFileName = (fileName?: string | null): string => exportFileName(fileName, 'csv');
