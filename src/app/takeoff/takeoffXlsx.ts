/**
 * The takeoff as an XLSX workbook (issue 38 item 3), written by exceljs: a maintained library
 * that writes real spreadsheets (numbers as numbers, currency formats, frozen header) in the
 * browser with no server, and reads them back, which the tests use to check what it wrote. It
 * is loaded only when a workbook is asked for, so no page pays for its size until then.
 *
 * One worksheet, "Takeoff": the CSV's columns (engine/print/takeoffCsv.ts), quantities and money
 * as numbers, money formatted with the currency's decimals, then a total row per currency.
 */
import type { Workbook } from 'exceljs';
import { minorUnitDigits } from '../../shared/billing';
import { plainUnit } from '../../engine/print/takeoffCsv';
import type { Quantity, TakeoffTable } from '../../engine/takeoff/takeoffTable';

/** exceljs is CommonJS: its classes come as the default export under Node and Vite alike. */
async function newWorkbook(): Promise<Workbook> {
  const loaded = (await import('exceljs')) as unknown as { default?: typeof import('exceljs'); Workbook?: typeof Workbook };
  const ExcelJS = loaded.default ?? (loaded as typeof import('exceljs'));
  return new ExcelJS.Workbook();
}

/** A money cell's number format: the currency's decimals, and its code after. */
const moneyFormat = (digits: number, currency: string): string => `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''} "${currency}"`;

const quantityValue = (quantity: Quantity | null): number | null => (quantity === null ? null : quantity.value);

export const TAKEOFF_XLSX_HEADER_FIXED = ['Item', 'Measure', 'Unit'] as const;
export const TAKEOFF_XLSX_HEADER_TAIL = ['Total', '± total', 'Waste %', 'With waste', 'Unit price', 'Currency', 'Cost'] as const;

/** The workbook's bytes. */
export async function takeoffXlsx(table: TakeoffTable): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  workbook.creator = 'Planimetry';
  const sheet = workbook.addWorksheet('Takeoff', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...TAKEOFF_XLSX_HEADER_FIXED, ...table.sheetNames, ...TAKEOFF_XLSX_HEADER_TAIL]).font = { bold: true };
  const moneyColumns = [table.sheetNames.length + 8, table.sheetNames.length + 10];
  for (const row of table.rows) {
    const price = row.unitPrice;
    const digits = price ? minorUnitDigits(price.currency) : 0;
    const major = (minor: number | null): number | null => (minor === null ? null : minor / 10 ** digits);
    const added = sheet.addRow([
      row.name,
      row.measure,
      plainUnit(row.unit),
      ...row.sheets.map(quantityValue),
      row.total.value,
      row.total.uncertainty,
      row.wastePercent,
      row.withWaste.value,
      price ? major(price.minor) : null,
      price?.currency ?? null,
      price ? major(row.costMinor) : null,
    ]);
    if (price) for (const column of moneyColumns) added.getCell(column).numFmt = moneyFormat(digits, price.currency);
  }
  const lastColumn = TAKEOFF_XLSX_HEADER_FIXED.length + table.sheetNames.length + TAKEOFF_XLSX_HEADER_TAIL.length;
  for (const { currency, minor } of table.totals) {
    const digits = minorUnitDigits(currency);
    const cells: (string | number | null)[] = Array.from({ length: lastColumn }, () => null);
    cells[0] = 'Total';
    cells[lastColumn - 2] = currency;
    cells[lastColumn - 1] = minor / 10 ** digits;
    const added = sheet.addRow(cells);
    added.font = { bold: true };
    added.getCell(lastColumn).numFmt = moneyFormat(digits, currency);
  }
  sheet.getColumn(1).width = 28;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
