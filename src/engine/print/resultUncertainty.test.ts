import { describe, expect, it } from 'vitest';
import type { SketchResults } from '../measure/measureSketch';
import { totalResults } from '../measure/layerTotals';
import { perimeterWithCutoutsUncertainty, uncertaintyTexts, withSummedUncertainty } from './resultUncertainty';

const DECIMALS = { imperial: 'decimals', inchFraction: 16 } as const;
const UNITS = { lengthUnit: 'm', areaUnit: 'm²' } as const;

/** A 6 × 3 m rectangle measured through a known length: its ± set by hand, as the measure gives it. */
const RECTANGLE: SketchResults = { perimeter: 18, area: 18, ...UNITS, approximate: false, perimeterUncertainty: 0.06, areaUncertainty: 0.12 };
const EXACT: SketchResults = { perimeter: 10, area: 6, ...UNITS, approximate: false };

describe('perimeterWithCutoutsUncertainty', () => {
  it("grows with the length: holes' edges stretch with the scale as the outline does", () => {
    expect(perimeterWithCutoutsUncertainty({ ...RECTANGLE, perimeterWithCutouts: 27 })).toBeCloseTo(0.09, 12);
  });

  it('is null without cutouts, for an exact perimeter or a zero one', () => {
    expect(perimeterWithCutoutsUncertainty(RECTANGLE)).toBeNull();
    expect(perimeterWithCutoutsUncertainty({ ...EXACT, perimeterWithCutouts: 14 })).toBeNull();
    expect(perimeterWithCutoutsUncertainty({ ...RECTANGLE, perimeter: 0, perimeterWithCutouts: 4 })).toBeNull();
  });
});

describe('withSummedUncertainty', () => {
  it("adds the layers' ±, as one scale errs alike in every layer", () => {
    const parts = [RECTANGLE, { ...RECTANGLE, perimeterUncertainty: 0.04, areaUncertainty: 0.03 }];
    const total = withSummedUncertainty(totalResults(parts, UNITS), parts);
    expect(total.perimeterUncertainty).toBeCloseTo(0.1, 12);
    expect(total.areaUncertainty).toBeCloseTo(0.15, 12);
    expect(total.area).toBe(36);
  });

  it('counts an exact layer as nothing, and is exact when every layer is', () => {
    const parts = [RECTANGLE, EXACT];
    expect(withSummedUncertainty(totalResults(parts, UNITS), parts).perimeterUncertainty).toBeCloseTo(0.06, 12);
    const exact = withSummedUncertainty(totalResults([EXACT, EXACT], UNITS), [EXACT, EXACT]);
    expect([exact.perimeterUncertainty, exact.areaUncertainty]).toEqual([null, null]);
  });

  it('sums the area ± of closed layers only, and has none when no layer is closed', () => {
    const open: SketchResults = { ...RECTANGLE, area: null, areaUncertainty: 5 };
    const parts = [RECTANGLE, open];
    expect(withSummedUncertainty(totalResults(parts, UNITS), parts).areaUncertainty).toBeCloseTo(0.12, 12);
    expect(withSummedUncertainty(totalResults([open], UNITS), [open]).areaUncertainty).toBeNull();
  });
});

describe('uncertaintyTexts', () => {
  it('formats each ± in the unit of its value, the perimeter with cutouts in proportion', () => {
    expect(uncertaintyTexts({ ...RECTANGLE, perimeterWithCutouts: 27 }, DECIMALS)).toEqual({
      perimeter: '± 0.06 m',
      perimeterWithCutouts: '± 0.09 m',
      area: '± 0.12 m²',
    });
  });

  it('has none for an exact result, and no area ± for an open one', () => {
    expect(uncertaintyTexts(EXACT, DECIMALS)).toEqual({ perimeter: null, perimeterWithCutouts: null, area: null });
    expect(uncertaintyTexts({ ...RECTANGLE, area: null }, DECIMALS).area).toBeNull();
  });

  it('reads feet as the value does in fractions mode', () => {
    const feet: SketchResults = { ...RECTANGLE, lengthUnit: 'ft', areaUnit: 'ft²', perimeterUncertainty: 0.3 / 12 };
    expect(uncertaintyTexts(feet, { imperial: 'fractions', inchFraction: 16 }).perimeter).toBe('± 5/16 in');
  });
});
