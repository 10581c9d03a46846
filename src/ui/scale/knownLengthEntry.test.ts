import { describe, expect, it } from 'vitest';
import { readKnownLength, usesFractions } from './knownLengthEntry';

const entry = (whole: string, unit: 'm' | 'ft' | 'yd' | 'in' = 'm', fractions = false, part = '') => ({ whole, part, unit, fractions });

describe('the known length typed in the Set scale panel', () => {
  it('reads a decimal number, with a point or a comma', () => {
    expect(readKnownLength(entry('6'))).toEqual({ ok: true, length: 6 });
    expect(readKnownLength(entry(' 2,5 '))).toEqual({ ok: true, length: 2.5 });
    expect(readKnownLength(entry('10.5', 'ft'))).toEqual({ ok: true, length: 10.5 });
  });

  it('answers "Numeric values only" to anything else', () => {
    for (const text of ['abc', '', '6 m', '1/2']) {
      expect(readKnownLength(entry(text))).toEqual({ ok: false, message: 'Numeric values only' });
    }
  });

  it('lets zero and negative lengths through for the editor to refuse', () => {
    expect(readKnownLength(entry('0'))).toEqual({ ok: true, length: 0 });
    expect(readKnownLength(entry('-3'))).toEqual({ ok: true, length: -3 });
  });

  it('reads feet and inches, or yards and feet, in fractions mode', () => {
    expect(usesFractions('ft', true)).toBe(true);
    expect(usesFractions('in', true)).toBe(false);
    expect(usesFractions('ft', false)).toBe(false);
    expect(readKnownLength(entry('10', 'ft', true, '6'))).toEqual({ ok: true, length: 10.5 });
    expect(readKnownLength(entry('1', 'yd', true, '1'))).toEqual({ ok: true, length: 4 / 3 });
    expect(readKnownLength(entry('10.5', 'ft', true))).toEqual({ ok: false, message: 'Numeric values only' });
    expect(readKnownLength(entry('10', 'ft', true, '12'))).toEqual({ ok: false, message: 'Inches must be less than 12' });
    expect(readKnownLength(entry('1', 'yd', true, '3'))).toEqual({ ok: false, message: 'Feet must be less than 3' });
    // Inches have no sub-unit: a decimal number, even in fractions mode.
    expect(readKnownLength(entry('2.5', 'in', true))).toEqual({ ok: true, length: 2.5 });
  });
});
