import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Sketch } from '../../shared/schemas';
import type { TakeoffItem } from '../../shared/takeoffItem';
import { takeoffItemSchema } from '../../shared/takeoffItem';
import type { LengthUnit } from '../../shared/units';
import type { DrawingDocument } from '../document/drawingDocument';
import { addCountMarker } from '../document/counts';
import { emptySketch } from '../document/sketch';
import { setLayerItem } from '../document/layers';
import { drawingOf, footprintSketch, knownLengthDrawing, openSketch, rectangleSketch, squares, triangleSketch } from '../print/testing/knownDrawing';
import { costMinor, sortTakeoffRows, takeoffTable, type TakeoffSheet } from './takeoffTable';
import { manySheets } from './testing/manySheets';

// Hand-computed, in grid squares (knownDrawing.ts): the rectangle is 7 × 3 (20 around, 21 inside),
// the triangle has legs 3 and 4 (12 around, 6 inside), the open run is 3 + 4 = 7 long, and the
// footprint is 10 × 6 with a 2 × 2 hole (56 inside, 32 + 8 = 40 round both).

const TILE: TakeoffItem = { name: 'Floor tile', measure: 'area', unit: 'm', unitPrice: { minor: 2_500, currency: 'GBP' } };
const SKIRTING: TakeoffItem = { name: 'Skirting', measure: 'perimeter', unit: 'm', unitPrice: { minor: 399, currency: 'GBP' } };

/** A document of `sketches` at `value` `unit` per grid square, layer i an item of items[i] (null: none). */
function sheet(sketches: readonly Sketch[], items: readonly (TakeoffItem | null)[], value = 1, unit: LengthUnit = 'm'): DrawingDocument {
  return items.reduce((document, item, index) => setLayerItem(document, index, item), drawingOf(sketches, value, unit));
}

const counted = (n: number): Sketch => Array.from({ length: n }, (_, i) => squares(i, 0)).reduce(addCountMarker, emptySketch());

describe('takeoffTable', () => {
  it('adds up an item across the layers of a sheet and across sheets, and prices it in minor units', () => {
    const sheets: TakeoffSheet[] = [
      { name: 'Ground floor', document: sheet([rectangleSketch(), triangleSketch()], [TILE, TILE]) },
      // 0.5 m a square: the rectangle is 5.25 m², and 10 m round.
      { name: 'First floor', document: sheet([rectangleSketch(), rectangleSketch()], [TILE, SKIRTING], 0.5) },
    ];
    const table = takeoffTable(sheets);
    expect(table.sheetNames).toEqual(['Ground floor', 'First floor']);
    const [tile, skirting] = table.rows;
    expect(tile!.sheets.map((each) => each?.value)).toEqual([27, 5.25]);
    expect(tile!.total.value).toBe(32.25);
    expect(tile!.unit).toBe('m²');
    // 32.25 m² at £25.00: £806.25.
    expect(tile!.costMinor).toBe(80_625);
    expect(skirting!.sheets.map((each) => each?.value ?? null)).toEqual([null, 10]);
    expect(skirting!.costMinor).toBe(3_990);
    expect(table.totals).toEqual([{ currency: 'GBP', minor: 84_615 }]);
  });

  it('converts each sheet to the item unit: a sheet in feet adds to an item in metres', () => {
    const feet = sheet([rectangleSketch()], [TILE], 1, 'ft');
    const metres = sheet([triangleSketch()], [TILE], 1, 'm');
    const row = takeoffTable([{ name: 'A', document: feet }, { name: 'B', document: metres }]).rows[0]!;
    // 21 ft² is 21 × 0.09290304 m².
    expect(row.sheets[0]!.value).toBeCloseTo(21 * 0.09290304, 12);
    expect(row.total.value).toBeCloseTo(21 * 0.09290304 + 6, 12);
  });

  it('takes waste on top, and a wall height turns a length into an area', () => {
    const paint: TakeoffItem = { name: 'Wall paint', measure: 'perimeter', unit: 'm', height: 2.5, wastePercent: 10, unitPrice: { minor: 120, currency: 'EUR' } };
    const row = takeoffTable([{ name: 'Plan', document: sheet([rectangleSketch()], [paint]) }]).rows[0]!;
    expect(row.unit).toBe('m²');
    expect(row.total.value).toBe(50);
    expect(row.withWaste.value).toBe(55);
    // 55 m² at €1.20 is €66.00 exactly, not 65.99999.
    expect(row.costMinor).toBe(6_600);
  });

  it('measures a perimeter round the cutouts too, a length along every drawn line, and counts markers', () => {
    const edge: TakeoffItem = { name: 'Edge', measure: 'perimeter', unit: 'm' };
    const pipe: TakeoffItem = { name: 'Pipe', measure: 'length', unit: 'm' };
    const doors: TakeoffItem = { name: 'Doors', measure: 'count', unit: 'm', unitPrice: { minor: 25_000, currency: 'GBP' } };
    const document = sheet([footprintSketch(), openSketch(), counted(3), openSketch()], [edge, pipe, doors, edge]);
    const rows = takeoffTable([{ name: 'Plan', document }]).rows;
    // The open run has no perimeter: the second Edge layer adds nothing.
    expect(rows.map((row) => [row.name, row.total.value, row.unit])).toEqual([
      ['Edge', 40, 'm'],
      ['Pipe', 7, 'm'],
      ['Doors', 3, 'ea'],
    ]);
    expect(rows[2]!.costMinor).toBe(75_000);
  });

  it('counts hidden layers, leaves layers without an item out, and totals each currency apart', () => {
    let document = sheet([rectangleSketch(), triangleSketch(), rectangleSketch()], [TILE, null, { ...SKIRTING, unitPrice: { minor: 100, currency: 'USD' } }]);
    document = { ...document, layers: document.layers.map((layer, i) => (i === 0 ? { ...layer, visible: false } : layer)) };
    const table = takeoffTable([{ name: 'Plan', document }]);
    expect(table.rows.map((row) => row.name)).toEqual(['Floor tile', 'Skirting']);
    expect(table.totals).toEqual([
      { currency: 'GBP', minor: 52_500 },
      { currency: 'USD', minor: 2_000 },
    ]);
  });

  it('carries the ±: summed on one sheet, in quadrature across sheets, grown by waste', () => {
    // knownLengthDrawing's scale: a 5.25 m² rectangle reads ± 0.0714 m² (knownDrawing.ts, by hand).
    const withReference = (document: DrawingDocument): DrawingDocument => ({ ...document, scale: knownLengthDrawing().scale });
    const tile = { ...TILE, wastePercent: 20 };
    const one = withReference(sheet([rectangleSketch(), rectangleSketch()], [tile, tile]));
    const two = withReference(sheet([rectangleSketch()], [tile]));
    const row = takeoffTable([{ name: 'A', document: one }, { name: 'B', document: two }]).rows[0]!;
    const [a, b] = row.sheets;
    expect(b!.uncertainty).toBeCloseTo(0.0714, 4);
    expect(a!.uncertainty).toBeCloseTo(2 * b!.uncertainty!, 12);
    expect(row.total.uncertainty).toBeCloseTo(Math.hypot(a!.uncertainty!, b!.uncertainty!), 12);
    expect(row.withWaste.uncertainty).toBeCloseTo(1.2 * row.total.uncertainty!, 12);
    // A grid scale is exact: no ± at all.
    expect(takeoffTable([{ name: 'A', document: sheet([rectangleSketch()], [TILE]) }]).rows[0]!.total.uncertainty).toBeNull();
  });

  it('sorts by name, quantity or cost, rows without a cost last', () => {
    const cheap: TakeoffItem = { name: 'B cheap', measure: 'area', unit: 'm', unitPrice: { minor: 1, currency: 'GBP' } };
    const free: TakeoffItem = { name: 'A free', measure: 'area', unit: 'm' };
    const dear: TakeoffItem = { name: 'C dear', measure: 'area', unit: 'm', unitPrice: { minor: 100, currency: 'GBP' } };
    const { rows } = takeoffTable([{ name: 'Plan', document: sheet([rectangleSketch(), triangleSketch(), triangleSketch()], [cheap, free, dear]) }]);
    expect(sortTakeoffRows(rows, 'name', 'descending').map((row) => row.name)).toEqual(['C dear', 'B cheap', 'A free']);
    expect(sortTakeoffRows(rows, 'total', 'ascending').map((row) => row.name)).toEqual(['A free', 'C dear', 'B cheap']);
    expect(sortTakeoffRows(rows, 'cost', 'descending').map((row) => row.name)).toEqual(['C dear', 'B cheap', 'A free']);
    expect(sortTakeoffRows(rows, 'cost', 'ascending').map((row) => row.name)).toEqual(['B cheap', 'C dear', 'A free']);
  });

  it('keeps money exact: each cost is the hand-rounded product, the grand total the sum of the costs', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100 })), { minLength: 1, maxLength: 12 }), (items) => {
        // Each item one 21 m² rectangle at `price` minor units a square metre with `waste` %.
        const defined = items.map(([price, waste], i): TakeoffItem => ({ name: `Item ${i}`, measure: 'area', unit: 'm', wastePercent: waste, unitPrice: { minor: price, currency: 'GBP' } }));
        const table = takeoffTable([{ name: 'Plan', document: sheet(items.map(() => rectangleSketch()), defined) }]);
        // By hand, in integers: 21 × price × (100 + waste) / 100, halves rounded up.
        const byHand = items.map(([price, waste]) => Number((2n * 21n * BigInt(price) * BigInt(100 + waste) + 100n) / 200n));
        expect(table.rows.map((row) => row.costMinor)).toEqual(byHand);
        expect(table.totals).toEqual([{ currency: 'GBP', minor: byHand.reduce((sum, each) => sum + each, 0) }]);
      }),
    );
  });

  it('rounds a cost once: 1 m² with 13 % waste at 50p is 56.5p, so 57p (1 × 1.13 × 50 reads 56.4999…)', () => {
    expect(1 * 1.13 * 50).toBeLessThan(56.5);
    expect(costMinor(1, 13, 50)).toBe(57);
  });
});

describe('takeoffItemSchema', () => {
  it('takes an item and refuses a price in fractions of a minor unit, a height on an area, waste over 100 %', () => {
    expect(takeoffItemSchema.safeParse(TILE).success).toBe(true);
    expect(takeoffItemSchema.safeParse({ ...TILE, unitPrice: { minor: 2.5, currency: 'GBP' } }).success).toBe(false);
    expect(takeoffItemSchema.safeParse({ ...TILE, height: 2.4 }).success).toBe(false);
    expect(takeoffItemSchema.safeParse({ ...SKIRTING, height: 2.4 }).success).toBe(true);
    expect(takeoffItemSchema.safeParse({ ...TILE, wastePercent: 101 }).success).toBe(false);
    expect(takeoffItemSchema.safeParse({ ...TILE, unitPrice: { minor: 1, currency: 'XXX' } }).success).toBe(false);
    expect(takeoffItemSchema.safeParse({ ...TILE, name: 'a\u202eb' }).success).toBe(false);
  });
});

describe('the benchmark takeoff (testing/manySheets.ts)', () => {
  it('has 1,000 layers over 50 sheets, each measured into its item: the table adds up to the layers one by one', () => {
    const sheets = manySheets(50, 20);
    const table = takeoffTable(sheets);
    expect(sheets.reduce((sum, sheet) => sum + sheet.document.layers.length, 0)).toBe(1000);
    // By another road: each layer measured on its own, in its item's unit, summed per item name.
    const byLayer = new Map<string, number>();
    for (const { document } of sheets) {
      for (const layer of document.layers) {
        const row = table.rows.find((each) => each.name === layer.item!.name)!;
        const one = takeoffTable([{ name: 'one', document: { ...document, layers: [layer] } }]).rows[0]!;
        expect(one.unit).toBe(row.unit);
        byLayer.set(row.name, (byLayer.get(row.name) ?? 0) + one.total.value);
      }
    }
    expect(table.rows.length).toBe(byLayer.size);
    for (const row of table.rows) expect(row.total.value).toBeCloseTo(byLayer.get(row.name)!, 6);
  });
});
