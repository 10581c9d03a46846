/**
 * The takeoff as CSV (issue 38 item 3): a row per item with its quantity on each sheet and in
 * total, its ±, waste, the quantity with waste, the unit price, the currency and the cost, then
 * a total row per currency. Numbers are written as the measurements CSV writes them (csvNumber);
 * money from its integer minor units (minorUnitsText), so the file's costs add up to its totals
 * to the penny. Lines end with CRLF (RFC 4180).
 */
import { minorUnitsText } from '../../shared/money';
import type { Quantity, TakeoffRow, TakeoffTable } from '../takeoff/takeoffTable';
import { csvNumber, csvText } from './measurementsCsv';
import { exportBaseName } from './exportFileName';

/** A quantity's unit as a column can hold it: "m²" → "m2", a count's "ea". */
export const plainUnit = (unit: TakeoffRow['unit']): string => unit.replace('²', '2');

/** A quantity as its cell: "~" first when approximate, as the results panel shows it. */
export const quantityCell = (quantity: Quantity | null): string =>
  quantity === null ? '' : `${quantity.approximate ? '~' : ''}${csvNumber(quantity.value)}`;

export function takeoffCsv(table: TakeoffTable): string {
  const sheetColumns = table.sheetNames.map((name) => csvText(name));
  const header = ['item', 'measure', 'unit', ...sheetColumns, 'total', 'total_uncertainty', 'waste_percent', 'quantity_with_waste', 'unit_price', 'currency', 'cost'];
  const lines = [header.join(',')];
  for (const row of table.rows) {
    const price = row.unitPrice;
    lines.push(
      [
        csvText(row.name),
        row.measure,
        plainUnit(row.unit),
        ...row.sheets.map(quantityCell),
        quantityCell(row.total),
        row.total.uncertainty === null ? '' : csvNumber(row.total.uncertainty),
        csvNumber(row.wastePercent),
        quantityCell(row.withWaste),
        price ? minorUnitsText(price.minor, price.currency) : '',
        price?.currency ?? '',
        price && row.costMinor !== null ? minorUnitsText(row.costMinor, price.currency) : '',
      ].join(','),
    );
  }
  const blanks = Array.from({ length: header.length - 3 }, () => '');
  for (const { currency, minor } of table.totals) lines.push(['total', ...blanks, currency, minorUnitsText(minor, currency)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The takeoff's file name: "<drawing name> takeoff.<ext>", the default export name's without one. */
export const takeoffFileName = (fileName: string | null | undefined, extension: 'csv' | 'xlsx'): string =>
  `${exportBaseName(fileName)} takeoff.${extension}`;
