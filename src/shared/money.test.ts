import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minorUnitsText, parseMinorUnits } from './money';

describe('money in minor units', () => {
  it('reads typed prices exactly, with separators and a symbol', () => {
    expect(parseMinorUnits('25', 'GBP')).toBe(2500);
    expect(parseMinorUnits('25.1', 'GBP')).toBe(2510);
    expect(parseMinorUnits(' £1,250.05 ', 'GBP')).toBe(125_005);
    expect(parseMinorUnits('0.29', 'USD')).toBe(29);
    expect(parseMinorUnits('1900', 'JPY')).toBe(1900);
    expect(parseMinorUnits('.5', 'EUR')).toBe(50);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'abc', '-3', '2.555', '1e3', '12345678901', '1.2.3']) expect(parseMinorUnits(text, 'GBP')).toBeNull();
    expect(parseMinorUnits('19.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as the same decimal, for every amount', () => {
    expect(minorUnitsText(80_625, 'GBP')).toBe('806.25');
    expect(minorUnitsText(5, 'GBP')).toBe('0.05');
    expect(minorUnitsText(1900, 'JPY')).toBe('1900');
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 - 1 }), (minor) => {
        expect(parseMinorUnits(minorUnitsText(minor, 'EUR'), 'EUR')).toBe(minor);
      }),
    );
  });
});
