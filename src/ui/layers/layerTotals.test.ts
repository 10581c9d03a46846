import { describe, expect, it } from 'vitest';
import type { SketchResults } from '../../engine/measure/measureSketch';
import { defaultScale } from '../../engine/document/drawingDocument';
import { totalResults } from './layerTotals';

const result = (perimeter: number, area: number | null, approximate = false): SketchResults => ({
  perimeter,
  area,
  approximate,
  lengthUnit: 'cm',
  areaUnit: 'cm²',
});

describe('totalResults', () => {
  it('sums every perimeter but the areas of closed layers only', () => {
    expect(totalResults([result(40, 100), result(20, null), result(30, 50)], defaultScale('cm'))).toEqual(result(90, 150));
  });

  it('has no area while no layer is closed', () => {
    expect(totalResults([result(10, null)], defaultScale('cm')).area).toBeNull();
    expect(totalResults([], defaultScale('cm'))).toEqual(result(0, null));
  });

  it('is approximate when a summed area is, but not for an approximate open layer', () => {
    expect(totalResults([result(40, 100), result(31.42, 78.54, true)], defaultScale('cm')).approximate).toBe(true);
    expect(totalResults([result(40, 100), result(12, null, true)], defaultScale('cm')).approximate).toBe(false);
  });

  it('takes the units of the scale', () => {
    expect(totalResults([], defaultScale('ft'))).toMatchObject({ lengthUnit: 'ft', areaUnit: 'ft²' });
  });
});
