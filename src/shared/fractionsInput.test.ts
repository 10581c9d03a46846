import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLength, INCH_FRACTIONS } from './format';
import { parseLength } from './testing/parseLength';
import { isDigitsOnly, parseFractionsInput, subUnitTooLargeMessage } from './fractionsInput';

describe('fractions input', () => {
  it('reads feet with inches and yards with feet as one length', () => {
    expect(parseFractionsInput('10', '6', 'ft')).toEqual({ ok: true, value: 10.5 });
    expect(parseFractionsInput('2', '1', 'yd')).toEqual({ ok: true, value: 2 + 1 / 3 });
    expect(parseFractionsInput('0', '11', 'ft')).toEqual({ ok: true, value: 11 / 12 });
  });

  it('counts an empty box as zero, but not two empty boxes', () => {
    expect(parseFractionsInput('7', '', 'ft')).toEqual({ ok: true, value: 7 });
    expect(parseFractionsInput('', '3', 'ft')).toEqual({ ok: true, value: 0.25 });
    expect(parseFractionsInput(' ', '', 'yd')).toEqual({ ok: false, reason: 'empty' });
  });

  it('takes digits only: no sign, point, comma, exponent or letters', () => {
    for (const text of ['-1', '1.5', '1,5', '1e2', 'abc', '10ft', '+3']) {
      expect(parseFractionsInput(text, '0', 'ft')).toEqual({ ok: false, reason: 'digitsOnly' });
      expect(parseFractionsInput('1', text, 'ft')).toEqual({ ok: false, reason: 'digitsOnly' });
    }
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('')).toBe(true);
    expect(isDigitsOnly('12a')).toBe(false);
  });

  it('keeps the sub-unit below the unit coefficient: under 12 in, under 3 ft', () => {
    expect(parseFractionsInput('1', '12', 'ft')).toEqual({ ok: false, reason: 'subUnitTooLarge' });
    expect(parseFractionsInput('1', '3', 'yd')).toEqual({ ok: false, reason: 'subUnitTooLarge' });
    expect(parseFractionsInput('1', '2', 'yd')).toEqual({ ok: true, value: 1 + 2 / 3 });
    expect(subUnitTooLargeMessage('ft')).toBe('Inches must be less than 12');
    expect(subUnitTooLargeMessage('yd')).toBe('Feet must be less than 3');
  });

  it('round-trips a displayed length of whole feet and inches: typed back into the boxes, it shows the same', () => {
    // The boxes take digits only (spec §5), so a displayed fraction of an inch cannot be typed
    // there; whole inches, the readings the boxes can hold, come back unchanged at every precision.
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(11), fc.constantFrom(...INCH_FRACTIONS), (feet, inches, inchFraction) => {
        const typed = parseFractionsInput(String(feet), String(inches), 'ft');
        if (!typed.ok) throw new Error(typed.reason);
        const shown = formatLength(typed.value, 'ft', 'fractions', inchFraction);
        expect(shown).toBe(feet === 0 && inches === 0 ? '0 ft' : [feet ? `${feet} ft` : '', inches ? `${inches} in` : ''].join(' ').trim());
        expect(parseLength(shown, 'ft')).toBeCloseTo(typed.value, 9);
      }),
    );
  });
});
