/**
 * The takeoff table (issue 38 item 3): every item of the takeoff with its quantity on each sheet
 * and in total, its unit, waste, unit price and cost, and the grand total of the costs. Layers are
 * items by their `item` (shared/takeoffItem.ts); layers of the same item name add up, on one
 * sheet and across sheets, whether shown or hidden (hiding is a way of looking, not of leaving
 * something out of the estimate).
 *
 * Quantities are measured as the results panel measures them (documentLayerResults: through the
 * scale, on a photo's plane, or geodesic on the map) and converted to the item's own unit, so a
 * sheet in feet and one in metres add up. Money is integers of minor units: an item's cost is its
 * quantity with waste times its unit price, rounded once to a minor unit, and the grand total is
 * the sum of those integers, exact however many items there are. Items priced in different
 * currencies are totalled per currency, never added together.
 *
 * The ± (issue 23) of the layers of one sheet add up, as the results panel's totals do
 * (layerTotals.ts): they are all measured through that sheet's one scale, so their errors go the
 * same way. Sheets have scales of their own, set from their own references, so their errors are
 * independent: the ± of an item across sheets is the root of the sum of its sheets' squares.
 */
import { areaUnitOf, convertArea, convertLength, type AreaUnit } from '../../shared/units';
import type { Currency } from '../../shared/billing';
import type { Layer } from '../../shared/schemas';
import type { TakeoffItem, TakeoffMeasure, UnitPrice } from '../../shared/takeoffItem';
import { hasUncertainty } from '../../shared/formatUncertainty';
import type { DrawingDocument } from '../document/drawingDocument';
import { countOf } from '../document/counts';
import { documentLayerResults } from '../map/mapResults';

/** A sheet as the takeoff reads it: its name and its drawing (layers and scale). */
export interface TakeoffSheet {
  readonly name: string;
  readonly document: DrawingDocument;
}

/** A quantity with its ±; `approximate` when any shape it sums is (curves: the results panel's "~"). */
export interface Quantity {
  readonly value: number;
  /** Null when every source is exact. */
  readonly uncertainty: number | null;
  readonly approximate: boolean;
}

export interface TakeoffRow {
  /** The item's name; rows are keyed by it. */
  readonly name: string;
  readonly measure: TakeoffMeasure;
  /** What the quantities are in: "m²", "ft", or "ea" for a count. */
  readonly unit: AreaUnit | TakeoffItem['unit'] | 'ea';
  /** The wall height the lengths were multiplied by, in the item's unit, when it has one. */
  readonly height: number | null;
  /** The quantity on each sheet, in the table's sheet order; null where the item has no layer. */
  readonly sheets: readonly (Quantity | null)[];
  readonly total: Quantity;
  readonly wastePercent: number;
  /** The total with waste: what is bought. */
  readonly withWaste: Quantity;
  readonly unitPrice: UnitPrice | null;
  /** The cost in minor units of the price's currency, or null without a price. */
  readonly costMinor: number | null;
}

export interface CurrencyTotal {
  readonly currency: Currency;
  readonly minor: number;
}

export interface TakeoffTable {
  readonly sheetNames: readonly string[];
  readonly rows: readonly TakeoffRow[];
  /** The grand total of the costs, one per currency the prices are in (usually one). */
  readonly totals: readonly CurrencyTotal[];
}

/** The display unit of an item's quantities. */
export function itemUnit(item: TakeoffItem): TakeoffRow['unit'] {
  if (item.measure === 'count') return 'ea';
  if (item.measure === 'area' || item.height !== undefined) return areaUnitOf(item.unit);
  return item.unit;
}

interface Measured {
  readonly value: number;
  readonly uncertainty: number | null;
  readonly approximate: boolean;
}

/**
 * What one layer adds to its item, in the item's unit; null where the layer has nothing of that
 * kind (an area of an open path).
 */
export function layerQuantity(document: DrawingDocument, layer: Layer, item: TakeoffItem): Measured | null {
  if (item.measure === 'count') {
    const count = countOf(layer.sketch);
    return count > 0 ? { value: count, uncertainty: null, approximate: false } : null;
  }
  const results = documentLayerResults(document, layer);
  if (item.measure === 'area') {
    if (results.area === null) return null;
    const to = areaUnitOf(item.unit);
    const uncertainty = hasUncertainty(results.areaUncertainty) ? convertArea(results.areaUncertainty, results.areaUnit, to) : null;
    return { value: convertArea(results.area, results.areaUnit, to), uncertainty, approximate: results.approximate };
  }
  // A perimeter runs round a closed outline and its cutouts (skirting goes round a pillar too);
  // a length is every drawn line, closed or not.
  if (item.measure === 'perimeter' && results.area === null) return null;
  const withCutouts = item.measure === 'perimeter' && results.perimeterWithCutouts != null;
  const length = withCutouts ? results.perimeterWithCutouts! : results.perimeter;
  if (!(length > 0)) return null;
  let uncertainty = hasUncertainty(results.perimeterUncertainty) ? results.perimeterUncertainty : null;
  // The panel's ± is the outline's; with cutouts it grows in proportion (measureSketch.ts).
  if (uncertainty !== null && withCutouts && results.perimeter > 0) uncertainty *= length / results.perimeter;
  const height = item.height ?? 1;
  const convert = (value: number) => convertLength(value, results.lengthUnit, item.unit) * height;
  return { value: convert(length), uncertainty: uncertainty === null ? null : convert(uncertainty), approximate: results.approximate };
}

/** The layers of one sheet summed: values and ± add up (one scale: their errors go together). */
function sheetSum(parts: readonly Measured[]): Quantity {
  const given = parts.map((part) => part.uncertainty).filter((each): each is number => each !== null);
  return {
    value: parts.reduce((sum, part) => sum + part.value, 0),
    uncertainty: given.length === 0 ? null : given.reduce((sum, each) => sum + each, 0),
    approximate: parts.some((part) => part.approximate),
  };
}

/** Sheets summed: values add up, ± in quadrature (independent scales). */
function acrossSheets(sheets: readonly (Quantity | null)[]): Quantity {
  const present = sheets.filter((each): each is Quantity => each !== null);
  const given = present.map((each) => each.uncertainty).filter((each): each is number => each !== null);
  return {
    value: present.reduce((sum, each) => sum + each.value, 0),
    uncertainty: given.length === 0 ? null : Math.hypot(...given),
    approximate: present.some((each) => each.approximate),
  };
}

/**
 * The quantity bought: `quantity` with `wastePercent` on top (± in proportion), as
 * value × (100 + waste) / 100 so that a whole quantity with a whole percentage stays exact (200 m²
 * with 10 % is 220, where 200 × 1.1 reads 220.00000000000003).
 */
export function withWaste(quantity: Quantity, wastePercent: number): Quantity {
  const grow = (value: number) => (value * (100 + wastePercent)) / 100;
  return { ...quantity, value: grow(quantity.value), uncertainty: quantity.uncertainty === null ? null : grow(quantity.uncertainty) };
}

/**
 * A cost in minor units: the quantity with waste times the unit price, rounded once to a whole
 * minor unit. The waste is applied last, as (100 + waste) / 100, so a whole quantity at a whole
 * price with a whole percentage is computed without a rounding error before the one rounding
 * (1 m² with 13 % at 50p is 56.5p, rounded up to 57p, where 1 × 1.13 × 50 reads 56.4999…).
 */
export const costMinor = (quantity: number, wastePercent: number, unitPriceMinor: number): number =>
  Math.round((quantity * unitPriceMinor * (100 + wastePercent)) / 100);

/**
 * The item a row is defined by: the first layer of that name, sheet by sheet and layer by layer.
 * Its measure, unit, height, waste and price rule the row, and every layer of that name is
 * measured as it says; the editor keeps them all alike (setLayerItem sets an item on every layer
 * of its name).
 */
function firstItems(sheets: readonly TakeoffSheet[]): Map<string, TakeoffItem> {
  const items = new Map<string, TakeoffItem>();
  for (const sheet of sheets) {
    for (const layer of sheet.document.layers) {
      if (layer.item && !items.has(layer.item.name)) items.set(layer.item.name, layer.item);
    }
  }
  return items;
}

/** The takeoff of `sheets`: a row per item name, in the order the items first appear. */
export function takeoffTable(sheets: readonly TakeoffSheet[]): TakeoffTable {
  const items = firstItems(sheets);
  // One pass over each sheet's layers: every layer measured once, into its item's parts.
  const partsBySheet = sheets.map(({ document }) => {
    const parts = new Map<string, Measured[]>();
    for (const layer of document.layers) {
      const item = layer.item && items.get(layer.item.name);
      if (!item) continue;
      const measured = layerQuantity(document, layer, item);
      if (!measured) continue;
      const list = parts.get(item.name);
      if (list) list.push(measured);
      else parts.set(item.name, [measured]);
    }
    return parts;
  });
  const rows: TakeoffRow[] = [];
  for (const [name, item] of items) {
    const perSheet = partsBySheet.map((parts) => {
      const mine = parts.get(name);
      return mine ? sheetSum(mine) : null;
    });
    const total = acrossSheets(perSheet);
    const wastePercent = item.wastePercent ?? 0;
    const bought = withWaste(total, wastePercent);
    const unitPrice = item.unitPrice ?? null;
    rows.push({
      name,
      measure: item.measure,
      unit: itemUnit(item),
      height: item.height ?? null,
      sheets: perSheet,
      total,
      wastePercent,
      withWaste: bought,
      unitPrice,
      costMinor: unitPrice ? costMinor(total.value, wastePercent, unitPrice.minor) : null,
    });
  }
  return { sheetNames: sheets.map((sheet) => sheet.name), rows, totals: currencyTotals(rows) };
}

/** The costs summed per currency, in the order the currencies first appear. */
function currencyTotals(rows: readonly TakeoffRow[]): CurrencyTotal[] {
  const totals = new Map<Currency, number>();
  for (const row of rows) {
    if (row.unitPrice && row.costMinor !== null) totals.set(row.unitPrice.currency, (totals.get(row.unitPrice.currency) ?? 0) + row.costMinor);
  }
  return [...totals].map(([currency, minor]) => ({ currency, minor }));
}

/** The columns the table sorts by. */
export type TakeoffSortKey = 'name' | 'total' | 'cost';

/** The rows sorted by `key`, ascending or descending; ties keep their order. Rows without a cost sort last either way. */
export function sortTakeoffRows(rows: readonly TakeoffRow[], key: TakeoffSortKey, direction: 'ascending' | 'descending'): TakeoffRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const compare = (a: TakeoffRow, b: TakeoffRow): number => {
    if (key === 'name') return sign * a.name.localeCompare(b.name);
    if (key === 'total') return sign * (a.total.value - b.total.value);
    if (a.costMinor === null || b.costMinor === null) return (a.costMinor === null ? 1 : 0) - (b.costMinor === null ? 1 : 0);
    return sign * (a.costMinor - b.costMinor);
  };
  return [...rows].sort(compare);
}
