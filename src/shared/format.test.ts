import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatArea, formatLength, formatNumber, INCH_FRACTIONS, localizeNumbers, type InchFraction } from './format';
import { parseLength } from './testing/parseLength';

describe('formatNumber', () => {
  it('keeps at most two decimals and drops trailing zeros', () => {
    expect(formatNumber(40)).toBe('40');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(3.14159)).toBe('3.14');
    expect(formatNumber(0.01)).toBe('0.01');
    expect(formatNumber(999999.994)).toBe('999999.99');
    expect(formatNumber(0)).toBe('0');
  });

  it('uses power-of-ten form below 0.01 and at or above a million', () => {
    expect(formatNumber(0.0099)).toBe('9.9 × 10⁻³');
    expect(formatNumber(0.00012345)).toBe('1.23 × 10⁻⁴');
    expect(formatNumber(1e6)).toBe('1 × 10⁶');
    expect(formatNumber(2_590_000_000)).toBe('2.59 × 10⁹');
    expect(formatNumber(-1_500_000)).toBe('-1.5 × 10⁶');
  });
});

describe('formatLength', () => {
  it('writes the unit after the number', () => {
    expect(formatLength(40, 'cm')).toBe('40 cm');
    expect(formatLength(5.25, 'ft')).toBe('5.25 ft');
  });

  it('splits feet into feet and inches, and yards into yards and feet, in fractions mode', () => {
    expect(formatLength(5.25, 'ft', 'fractions')).toBe('5 ft 3 in');
    expect(formatLength(3.5, 'yd', 'fractions')).toBe('3 yd 1.5 ft');
    expect(formatLength(2, 'yd', 'fractions')).toBe('2 yd');
    expect(formatLength(0.5, 'ft', 'fractions')).toBe('6 in');
    expect(formatLength(4.9999, 'ft', 'fractions')).toBe('5 ft');
  });

  it('leaves other units and metric units in decimals even in fractions mode', () => {
    expect(formatLength(2.5, 'mi', 'fractions')).toBe('2.5 mi');
    expect(formatLength(2.5, 'm', 'fractions')).toBe('2.5 m');
  });

  it('shows inches to the nearest 1/16 by default, as a tape reads them', () => {
    // 44.5133 ft is 44 ft 6.16 in: 6.16 in is nearest 6 3/16 (6.1875), not 6 1/8 (6.125).
    expect(formatLength(44.5133, 'ft', 'fractions')).toBe('44 ft 6 3/16 in');
    expect(formatLength(44 + 6.03 / 12, 'ft', 'fractions')).toBe('44 ft 6 in');
    expect(formatLength(44 + 6.04 / 12, 'ft', 'fractions')).toBe('44 ft 6 1/16 in');
    expect(formatLength(3 / 16 / 12, 'ft', 'fractions')).toBe('3/16 in');
  });

  it('writes fractions in lowest terms', () => {
    expect(formatLength(1 + 6.5 / 12, 'ft', 'fractions')).toBe('1 ft 6 1/2 in');
    expect(formatLength(1 + 6.25 / 12, 'ft', 'fractions')).toBe('1 ft 6 1/4 in');
    expect(formatLength(1 + 6.375 / 12, 'ft', 'fractions')).toBe('1 ft 6 3/8 in');
    expect(formatLength(1 + 6.75 / 12, 'ft', 'fractions', 64)).toBe('1 ft 6 3/4 in');
  });

  it('carries inches that round to 12 to the next foot and leaves out the zero inches', () => {
    expect(formatLength(5 + (11 + 31 / 32) / 12, 'ft', 'fractions')).toBe('6 ft');
    expect(formatLength(5 + (11 + 31 / 32) / 12, 'ft', 'fractions', 32)).toBe('5 ft 11 31/32 in');
    expect(formatLength(5 + (11 + 31 / 32) / 12, 'ft', 'fractions', 64)).toBe('5 ft 11 31/32 in');
    expect(formatLength(0.99999, 'ft', 'fractions')).toBe('1 ft');
  });

  it('rounds to each precision from 1/2 to 1/64 in', () => {
    const feet = 10 + 6.3 / 12;
    expect(formatLength(feet, 'ft', 'fractions', 2)).toBe('10 ft 6 1/2 in');
    expect(formatLength(feet, 'ft', 'fractions', 4)).toBe('10 ft 6 1/4 in');
    expect(formatLength(feet, 'ft', 'fractions', 8)).toBe('10 ft 6 1/4 in');
    expect(formatLength(feet, 'ft', 'fractions', 16)).toBe('10 ft 6 5/16 in');
    expect(formatLength(feet, 'ft', 'fractions', 32)).toBe('10 ft 6 5/16 in');
    expect(formatLength(feet, 'ft', 'fractions', 64)).toBe('10 ft 6 19/64 in');
  });

  it('shows zero and lengths that round to zero as "0 ft", and negative lengths with a minus sign', () => {
    expect(formatLength(0, 'ft', 'fractions')).toBe('0 ft');
    expect(formatLength(-0.001, 'ft', 'fractions')).toBe('0 ft');
    expect(formatLength(-(2 + 3 / 16 / 12), 'ft', 'fractions')).toBe('-2 ft 3/16 in');
    expect(formatLength(-0.5, 'ft', 'fractions')).toBe('-6 in');
    expect(formatLength(-3.5, 'yd', 'fractions')).toBe('-3 yd 1.5 ft');
    expect(formatLength(0, 'yd', 'fractions')).toBe('0 yd');
  });

  it('keeps two decimals of feet with yards, whatever the inch precision', () => {
    expect(formatLength(3 + 1.0625 / 3, 'yd', 'fractions', 16)).toBe('3 yd 1.06 ft');
    expect(formatLength(2.9999, 'yd', 'fractions', 2)).toBe('3 yd');
  });

  it('leaves lengths from a million up in power-of-ten form', () => {
    expect(formatLength(2_500_000, 'ft', 'fractions')).toBe('2.5 × 10⁶ ft');
    expect(formatLength(Number.NaN, 'ft', 'fractions')).toBe('– ft');
  });
});

describe('parseLength', () => {
  it('reads back what formatLength writes', () => {
    expect(parseLength('44 ft 6 3/16 in', 'ft')).toBe(44 + 6.1875 / 12);
    expect(parseLength('3/16 in', 'ft')).toBe(3 / 16 / 12);
    expect(parseLength('6 in', 'ft')).toBe(0.5);
    expect(parseLength('-2 ft 1/2 in', 'ft')).toBe(-(2 + 0.5 / 12));
    expect(parseLength('3 yd 1.5 ft', 'yd')).toBe(3.5);
    expect(parseLength('2.5 m', 'm')).toBe(2.5);
  });

  it('refuses text in other units or in another shape', () => {
    expect(parseLength('6 in', 'yd')).toBeUndefined();
    expect(parseLength('6 ft 2 yd', 'ft')).toBeUndefined();
    expect(parseLength('6 ft 2 in 1 in', 'ft')).toBeUndefined();
    expect(parseLength('6 3/ in', 'ft')).toBeUndefined();
    expect(parseLength('', 'ft')).toBeUndefined();
  });
});

describe('fractions mode, for any length', () => {
  const feet = fc.double({ min: -100_000, max: 100_000, noNaN: true });
  const precision = fc.constantFrom<InchFraction>(...INCH_FRACTIONS);
  // Room for the rounding of binary floating point, far below any step.
  const EPSILON = 1e-9;

  it('shows feet and inches within half a step of the true length, and reads back to the same value', () => {
    fc.assert(
      fc.property(feet, precision, (value, denominator) => {
        const text = formatLength(value, 'ft', 'fractions', denominator);
        const shown = parseLength(text, 'ft');
        expect(shown).toBeDefined();
        const halfStep = 1 / (12 * denominator) / 2;
        expect(Math.abs(shown! - value)).toBeLessThanOrEqual(halfStep + EPSILON);
        expect(formatLength(shown!, 'ft', 'fractions', denominator)).toBe(text);
      }),
    );
  });

  it('writes whole inches below 12 and reduced fractions no finer than the precision', () => {
    fc.assert(
      fc.property(feet, precision, (value, denominator) => {
        const inches = /(?:^-?|ft )(\d+)?(?: ?(\d+)\/(\d+))? in$/.exec(formatLength(value, 'ft', 'fractions', denominator));
        if (!inches) return;
        expect(Number(inches[1] ?? 0)).toBeLessThan(12);
        if (inches[2] === undefined) return;
        const [numerator, below] = [Number(inches[2]), Number(inches[3])];
        expect(numerator % 2).toBe(1);
        expect(numerator).toBeLessThan(below);
        expect(denominator % below).toBe(0);
      }),
    );
  });

  it('shows yards and feet within half a hundredth of a foot', () => {
    fc.assert(
      fc.property(fc.double({ min: -100_000, max: 100_000, noNaN: true }), (value) => {
        const shown = parseLength(formatLength(value, 'yd', 'fractions'), 'yd');
        expect(shown).toBeDefined();
        expect(Math.abs(shown! - value)).toBeLessThanOrEqual(0.005 / 3 + EPSILON);
      }),
    );
  });
});

describe('formatArea', () => {
  it('writes square units and a "~" for curved shapes', () => {
    expect(formatArea(100, 'cm²')).toBe('100 cm²');
    expect(formatArea(12.566, 'm²', true)).toBe('~12.57 m²');
    expect(formatArea(3, 'a')).toBe('3 acre');
    expect(formatArea(2e7, 'ft²')).toBe('2 × 10⁷ ft²');
  });
});

describe('localizeNumbers', () => {
  it("groups thousands in the locale's form and keeps each number's decimals", () => {
    expect(localizeNumbers('76.37 m', 'en-US')).toBe('76.37 m');
    expect(localizeNumbers('1234.5 m', 'en-US')).toBe('1,234.5 m');
    expect(localizeNumbers('~123456.78 m²', 'en-US')).toBe('~123,456.78 m²');
    expect(localizeNumbers('1234.5 m', 'de-DE')).toBe('1.234,5 m');
    expect(localizeNumbers('1000 cm', 'en-US')).toBe('1,000 cm');
  });

  it('leaves fractions, small numbers and power-of-ten form readable', () => {
    expect(localizeNumbers('1234 ft 6 3/16 in', 'en-US')).toBe('1,234 ft 6 3/16 in');
    expect(localizeNumbers(formatLength(2_500_000, 'm'), 'en-US')).toBe('2.5 × 10⁶ m');
    expect(localizeNumbers('—', 'en-US')).toBe('—');
  });
});
