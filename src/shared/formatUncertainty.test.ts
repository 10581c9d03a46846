import { describe, expect, it } from 'vitest';
import { formatAreaUncertainty, formatLengthUncertainty, hasUncertainty, spokenUncertainty } from './formatUncertainty';

describe('formatLengthUncertainty', () => {
  it('says nothing for an exact length: null, absent, zero or no number', () => {
    for (const exact of [null, undefined, 0, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(formatLengthUncertainty(exact, 12, 'm')).toBeNull();
    }
  });

  it('keeps two significant digits', () => {
    expect(formatLengthUncertainty(0.123, 18, 'm')).toBe('± 0.12 m');
    expect(formatLengthUncertainty(1.234, 18, 'm')).toBe('± 1.2 m');
    expect(formatLengthUncertainty(12.6, 1800, 'm')).toBe('± 13 m');
    expect(formatLengthUncertainty(1234, 90_000, 'm')).toBe('± 1200 m');
  });

  it('never shows more decimals than the value does, and says "< 0.01" for a ± below its last digit', () => {
    expect(formatLengthUncertainty(0.0523, 18, 'm')).toBe('± 0.05 m');
    expect(formatLengthUncertainty(0.0049, 18, 'm')).toBe('± < 0.01 m');
    expect(formatLengthUncertainty(0.005, 18, 'm')).toBe('± 0.01 m');
  });

  it('keeps two significant digits in power-of-ten form beside a value in that form', () => {
    expect(formatLengthUncertainty(0.000123, 0.00235, 'km')).toBe('± 1.2 × 10⁻⁴ km');
    expect(formatLengthUncertainty(34_567, 2_500_000, 'mm')).toBe('± 35000 mm');
    expect(formatLengthUncertainty(3_456_789, 250_000_000, 'mm')).toBe('± 3.5 × 10⁶ mm');
  });

  it('reads feet in fractions mode as a tape: whole inches, then the coarsest fraction for two digits', () => {
    expect(formatLengthUncertainty(27.6 / 12, 60, 'ft', 'fractions')).toBe('± 2 ft 4 in');
    expect(formatLengthUncertainty(3.3 / 12, 60, 'ft', 'fractions')).toBe('± 3 5/16 in');
    expect(formatLengthUncertainty(0.4 / 12, 60, 'ft', 'fractions')).toBe('± 3/8 in');
    expect(formatLengthUncertainty(123 / 12, 600, 'ft', 'fractions')).toBe('± 10 ft');
  });

  it('never reads finer than the chosen inch step, and says "< 1/16 in" below it', () => {
    expect(formatLengthUncertainty(3.3 / 12, 60, 'ft', 'fractions', 4)).toBe('± 3 1/4 in');
    expect(formatLengthUncertainty(0.02 / 12, 60, 'ft', 'fractions')).toBe('± < 1/16 in');
    expect(formatLengthUncertainty(0.02 / 12, 60, 'ft', 'fractions', 64)).toBe('± 1/64 in');
  });

  it('reads yards in fractions mode with their feet in decimals, as the value shows them', () => {
    expect(formatLengthUncertainty(0.5, 20, 'yd', 'fractions')).toBe('± 1.5 ft');
    expect(formatLengthUncertainty(1.5, 20, 'yd', 'fractions')).toBe('± 1 yd 1.5 ft');
    expect(formatLengthUncertainty(0.001, 20, 'yd', 'fractions')).toBe('± < 0.01 ft');
  });

  it('stays decimal in fractions mode for other units and in decimals mode for feet', () => {
    expect(formatLengthUncertainty(0.123, 18, 'm', 'fractions')).toBe('± 0.12 m');
    expect(formatLengthUncertainty(0.123, 18, 'ft')).toBe('± 0.12 ft');
  });
});

describe('formatAreaUncertainty', () => {
  it('writes the area unit as the value does, acres by name', () => {
    expect(formatAreaUncertainty(0.0523, 18, 'm²')).toBe('± 0.05 m²');
    expect(formatAreaUncertainty(1.26, 40, 'a')).toBe('± 1.3 acre');
    expect(formatAreaUncertainty(0.001, 18, 'm²')).toBe('± < 0.01 m²');
  });

  it('says nothing for an exact area', () => {
    expect(formatAreaUncertainty(null, 18, 'm²')).toBeNull();
    expect(formatAreaUncertainty(undefined, 18, 'm²')).toBeNull();
  });
});

describe('hasUncertainty', () => {
  it('is true for a positive finite number only', () => {
    expect([0.1, 0, null, undefined, Number.NaN].map(hasUncertainty)).toEqual([true, false, false, false, false]);
  });
});

describe('spokenUncertainty', () => {
  it('says the signs in words', () => {
    expect(spokenUncertainty('± 0.05 m²')).toBe('plus or minus 0.05 m²');
    expect(spokenUncertainty('± < 0.01 m')).toBe('plus or minus less than 0.01 m');
  });
});
