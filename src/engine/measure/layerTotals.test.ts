import { describe, expect, it } from 'vitest';
import type { SketchResults } from './measureSketch';
const CM = { lengthUnit: 'cm', areaUnit: 'cm²' } as const;
import { totalResults } from './layerTotals';

const UNITS = { lengthUnit: 'm', areaUnit: 'm²' } as const;
/** A 6 × 3 m rectangle measured through a known length: its ± set by hand, as the measure gives it. */
const RECTANGLE: SketchResults = { perimeter: 18, area: 18, ...UNITS, approximate: false, perimeterUncertainty: 0.06, areaUncertainty: 0.12 };
const EXACT: SketchResults = { perimeter: 10, area: 6, ...UNITS, approximate: false };

const result = (perimeter: number, area: number | null, approximate = false): SketchResults => ({
  perimeter,
  area,
  approximate,
  lengthUnit: 'cm',
  areaUnit: 'cm²',
  perimeterUncertainty: null,
  areaUncertainty: null,
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

describe('the totals\' ±', () => {
  it("adds the layers' ±, as one scale errs alike in every layer", () => {
    const parts = [RECTANGLE, { ...RECTANGLE, perimeterUncertainty: 0.04, areaUncertainty: 0.03 }];
    const total = totalResults(parts, UNITS);
    expect(total.perimeterUncertainty).toBeCloseTo(0.1, 12);
    expect(total.areaUncertainty).toBeCloseTo(0.15, 12);
    expect(total.area).toBe(36);
  });

  it('counts an exact layer as nothing, and is exact when every layer is', () => {
    const parts = [RECTANGLE, EXACT];
    expect(totalResults(parts, UNITS).perimeterUncertainty).toBeCloseTo(0.06, 12);
    const exact = totalResults([EXACT, EXACT], UNITS);
    expect([exact.perimeterUncertainty, exact.areaUncertainty]).toEqual([null, null]);
  });

  it('sums the area ± of closed layers only, and has none when no layer is closed', () => {
    const open: SketchResults = { ...RECTANGLE, area: null, areaUncertainty: 5 };
    const parts = [RECTANGLE, open];
    expect(totalResults(parts, UNITS).areaUncertainty).toBeCloseTo(0.12, 12);
    expect(totalResults([open], UNITS).areaUncertainty).toBeNull();
  });
});
