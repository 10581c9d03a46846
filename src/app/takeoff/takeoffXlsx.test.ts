import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TakeoffItem } from '../../shared/takeoffItem';
import { setLayerItem } from '../../engine/document/layers';
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import { takeoffTable } from '../../engine/takeoff/takeoffTable';
import { addCountMarker } from '../../engine/document/counts';
import { emptySketch } from '../../engine/document/sketch';
import { drawingOf, rectangleSketch, triangleSketch } from '../../engine/print/testing/knownDrawing';
import { takeoffXlsx } from './takeoffXlsx';

const withItems = (document: DrawingDocument, items: readonly (TakeoffItem | null)[]): DrawingDocument =>
  items.reduce((each, item, index) => setLayerItem(each, index, item), document);

describe('takeoffXlsx', () => {
  it('writes a workbook that, read back by exceljs, holds the table: names, sheets, quantities, prices, costs and totals', async () => {
    const tile: TakeoffItem = { name: 'Floor tile', measure: 'area', unit: 'm', wastePercent: 10, unitPrice: { minor: 2_510, currency: 'GBP' } };
    const doors: TakeoffItem = { name: 'Doors', measure: 'count', unit: 'm', unitPrice: { minor: 19_900, currency: 'JPY' } };
    const counted = [1, 2, 3].reduce((sketch, x) => addCountMarker(sketch, { x: x * 15, y: 15 }), emptySketch());
    const ground = withItems(drawingOf([rectangleSketch(), triangleSketch(), counted], 1, 'm'), [tile, tile, doors]);
    const first = withItems(drawingOf([rectangleSketch()], 0.5, 'm'), [tile]);
    const table = takeoffTable([{ name: 'Ground floor', document: ground }, { name: 'First floor', document: first }]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await takeoffXlsx(table)).buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Takeoff')!;
    const values = (row: number): unknown[] => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Item', 'Measure', 'Unit', 'Ground floor', 'First floor', 'Total', '± total', 'Waste %', 'With waste', 'Unit price', 'Currency', 'Cost']);
    expect(sheet.rowCount).toBe(1 + table.rows.length + table.totals.length);
    table.rows.forEach((row, i) => {
      const [name, measure, unit, groundCell, firstCell, total, , waste, withWaste, price, currency, cost] = values(2 + i);
      expect([name, measure, unit, waste, currency]).toEqual([row.name, row.measure, row.unit.replace('²', '2'), row.wastePercent, row.unitPrice!.currency]);
      expect([groundCell ?? null, firstCell ?? null]).toEqual(row.sheets.map((each) => each?.value ?? null));
      expect([total, withWaste]).toEqual([row.total.value, row.withWaste.value]);
      const digits = row.unitPrice!.currency === 'JPY' ? 0 : 2;
      expect(Math.round((price as number) * 10 ** digits)).toBe(row.unitPrice!.minor);
      expect(Math.round((cost as number) * 10 ** digits)).toBe(row.costMinor);
    });
    // By hand: 32.25 m² × 1.1 at £25.10 is £890.42; 3 doors at ¥19,900 are ¥59,700.
    expect(table.rows.map((row) => row.costMinor)).toEqual([89_042, 59_700]);
    const totals = [0, 1].map((i) => values(2 + table.rows.length + i));
    expect(totals.map((row) => [row[0], row.at(-2), row.at(-1)])).toEqual([
      ['Total', 'GBP', 890.42],
      ['Total', 'JPY', 59_700],
    ]);
  });
});
