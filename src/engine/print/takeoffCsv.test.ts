import { describe, expect, it } from 'vitest';
import type { TakeoffItem } from '../../shared/takeoffItem';
import { setLayerItem } from '../document/layers';
import type { DrawingDocument } from '../document/drawingDocument';
import { takeoffTable } from '../takeoff/takeoffTable';
import { drawingOf, knownLengthDrawing, rectangleSketch, triangleSketch } from './testing/knownDrawing';
import { takeoffCsv, takeoffFileName } from './takeoffCsv';

const TILE: TakeoffItem = { name: 'Floor tile', measure: 'area', unit: 'm', wastePercent: 10, unitPrice: { minor: 2_510, currency: 'GBP' } };
const SKIRTING: TakeoffItem = { name: 'Skirting, oak', measure: 'perimeter', unit: 'm', unitPrice: { minor: 399, currency: 'GBP' } };

const withItems = (document: DrawingDocument, items: readonly (TakeoffItem | null)[]): DrawingDocument =>
  items.reduce((each, item, index) => setLayerItem(each, index, item), document);

describe('takeoffCsv', () => {
  it('writes a row per item with each sheet, waste, price and cost, and a total per currency, by hand', () => {
    // Ground floor: 21 + 6 = 27 m² of tile; first floor at 0.5 m a square: 5.25 m² of tile and 10 m of skirting.
    const ground = withItems(drawingOf([rectangleSketch(), triangleSketch()], 1, 'm'), [TILE, TILE]);
    const first = withItems(drawingOf([rectangleSketch(), rectangleSketch()], 0.5, 'm'), [TILE, SKIRTING]);
    const csv = takeoffCsv(takeoffTable([{ name: 'Ground floor', document: ground }, { name: 'First floor', document: first }]));
    // Tile: 32.25 m², 35.475 with 10 %, at £25.10: £890.4225, so £890.42; skirting 10 m at £3.99.
    expect(csv.split('\r\n')).toEqual([
      'item,measure,unit,Ground floor,First floor,total,total_uncertainty,waste_percent,quantity_with_waste,unit_price,currency,cost',
      'Floor tile,area,m2,27,5.25,32.25,,10,35.48,25.10,GBP,890.42',
      '"Skirting, oak",perimeter,m,,10,10,,0,10,3.99,GBP,39.90',
      'total,,,,,,,,,,GBP,930.32',
      '',
    ]);
  });

  it('writes the ± of a total, and no total row without a price', () => {
    const document = withItems({ ...drawingOf([rectangleSketch()], 0.5, 'm'), scale: knownLengthDrawing().scale }, [{ name: 'Tile', measure: 'area', unit: 'm' }]);
    const [, row, last] = takeoffCsv(takeoffTable([{ name: 'Plan', document }])).split('\r\n');
    // knownDrawing.ts, by hand: 5.25 m² ± 0.0714.
    expect(row).toBe('Tile,area,m2,5.25,5.25,0.07,0,5.25,,,');
    expect(last).toBe('');
  });

  it('names the file after the drawing', () => {
    expect(takeoffFileName('Plot', 'xlsx')).toBe('Plot takeoff.xlsx');
    expect(takeoffFileName(null, 'csv')).toMatch(/ takeoff\.csv$/);
  });
});
