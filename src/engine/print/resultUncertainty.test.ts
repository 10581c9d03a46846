import { describe, expect, it } from 'vitest';
import type { SketchResults } from '../measure/measureSketch';
import { perimeterWithCutoutsUncertainty, uncertaintyTexts } from './resultUncertainty';

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
