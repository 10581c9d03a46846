import { describe, expect, it } from 'vitest';
import { parseDimensionText } from './dimensionText';

describe('a dimension text read as a length', () => {
  it('reads feet and inches as inches, with half the last written place as its rounding', () => {
    expect(parseDimensionText(`58'-0"`)).toEqual({ value: 696, unit: 'in', rounding: 0.5 });
    expect(parseDimensionText(`12'-6 1/2"`)).toEqual({ value: 150.5, unit: 'in', rounding: 0.25 });
    expect(parseDimensionText(`6'-10-1/2"`)).toEqual({ value: 82.5, unit: 'in', rounding: 0.25 });
    expect(parseDimensionText(`12' 6"`)).toEqual({ value: 150, unit: 'in', rounding: 0.5 });
    expect(parseDimensionText(`12'6.25"`)).toEqual({ value: 150.25, unit: 'in', rounding: 0.005 });
    expect(parseDimensionText(`12'`)).toEqual({ value: 144, unit: 'in', rounding: 6 });
  });

  it('reads inches alone, whole, mixed, fractional or decimal', () => {
    expect(parseDimensionText(`6"`)).toEqual({ value: 6, unit: 'in', rounding: 0.5 });
    expect(parseDimensionText(`3 1/2"`)).toEqual({ value: 3.5, unit: 'in', rounding: 0.25 });
    expect(parseDimensionText(`3/16"`)).toEqual({ value: 0.1875, unit: 'in', rounding: 1 / 32 });
    expect(parseDimensionText(`7.5"`)).toEqual({ value: 7.5, unit: 'in', rounding: 0.05 });
  });

  it('takes primes and doubled single quotes for feet and inches', () => {
    expect(parseDimensionText('58′-0″')).toEqual({ value: 696, unit: 'in', rounding: 0.5 });
    expect(parseDimensionText("5'-2''")).toEqual({ value: 62, unit: 'in', rounding: 0.5 });
  });

  it('reads a number with its unit', () => {
    expect(parseDimensionText('3.5m')).toEqual({ value: 3.5, unit: 'm', rounding: 0.05 });
    expect(parseDimensionText('1200 mm')).toEqual({ value: 1200, unit: 'mm', rounding: 0.5 });
    expect(parseDimensionText('120 CM')).toEqual({ value: 120, unit: 'cm', rounding: 0.5 });
    expect(parseDimensionText('3,25 m')).toEqual({ value: 3.25, unit: 'm', rounding: 0.005 });
    expect(parseDimensionText('58 ft')).toEqual({ value: 58, unit: 'ft', rounding: 0.5 });
    expect(parseDimensionText('12 in.')).toEqual({ value: 12, unit: 'in', rounding: 0.5 });
  });

  it('reads a plain number without a unit', () => {
    expect(parseDimensionText('1200')).toEqual({ value: 1200, unit: null, rounding: 0.5 });
    expect(parseDimensionText(' 2.115 ')).toEqual({ value: 2.115, unit: null, rounding: 0.0005 });
    expect(parseDimensionText('46,72')).toEqual({ value: 46.72, unit: null, rounding: 0.005 });
  });

  it('reads no length in notes, tolerances, angles, an ambiguous comma or a broken fraction', () => {
    for (const text of ['', 'EQ', 'D.L.O.', `2 1/2" typ.`, '350±0.1', '94°', 'R11,4', '1,200', `6'-10 3/0"`, `5 3/2"`, '12 parsecs', "12'-x\"", '3.5.1']) {
      expect(parseDimensionText(text), text).toBeNull();
    }
  });
});
