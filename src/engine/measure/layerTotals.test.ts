import { describe, expect, it } from 'vitest';
import type { SketchResults } from './measureSketch';
const CM = { lengthUnit: 'cm', areaUnit: 'cm²' } as const;
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
    expect(totalResults([result(40, 100), result(20, null), result(30, 50)], CM)).toEqual(result(90, 150));
  });

  it('has no area while no layer is closed', () => {
    expect(totalResults([result(10, null)], CM).area).toBeNull();
    expect(totalResults([], CM)).toEqual(result(0, null));
  });

  it('is approximate when a summed area is, but not for an approximate open layer', () => {
    expect(totalResults([result(40, 100), result(31.42, 78.54, true)], CM).approximate).toBe(true);
    expect(totalResults([result(40, 100), result(12, null, true)], CM).approximate).toBe(false);
  });

  it('takes the units of the scale', () => {
    expect(totalResults([], { lengthUnit: 'ft', areaUnit: 'ft²' } as const)).toMatchObject({ lengthUnit: 'ft', areaUnit: 'ft²' });
  });
});
