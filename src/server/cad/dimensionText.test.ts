import { describe, expect, it } from 'vitest';
import { parseDimensionText } from '../../shared/dimensionText';
import { dimensionTextLine } from './dimensionText';

describe('the drawn text of a dimension', () => {
  it('sets a stacked fraction apart from the whole number and removes the other codes', () => {
    expect(dimensionTextLine(String.raw`\A1;6'-10{\H0.750000x;\S1/2;}"`)).toBe(`6'-10 1/2"`);
    expect(dimensionTextLine(String.raw`\A1;2{\H1.000000x;\S1#2;}"`)).toBe(`2 1/2"`);
    expect(dimensionTextLine(String.raw`\A1;58'-0"`)).toBe(`58'-0"`);
  });

  it('keeps the first line of a text written over two', () => {
    expect(dimensionTextLine(String.raw`1200\Pclear opening`)).toBe('1200');
  });

  it('reads back what the parser takes', () => {
    expect(parseDimensionText(dimensionTextLine(String.raw`\A1;6'-10{\H0.750000x;\S1/2;}"`))).toEqual({ value: 82.5, unit: 'in', rounding: 0.25 });
  });
});
