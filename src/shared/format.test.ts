import { describe, expect, it } from 'vitest';
import { formatArea, formatLength, formatNumber } from './format';

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
});

describe('formatArea', () => {
  it('writes square units and a "~" for curved shapes', () => {
    expect(formatArea(100, 'cm²')).toBe('100 cm²');
    expect(formatArea(12.566, 'm²', true)).toBe('~12.57 m²');
    expect(formatArea(3, 'a')).toBe('3 acre');
    expect(formatArea(2e7, 'ft²')).toBe('2 × 10⁷ ft²');
  });
});
