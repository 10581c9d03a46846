import { describe, expect, it } from 'vitest';
import {
  AREA_UNITS,
  LENGTH_UNITS,
  areaUnitSizeInSquareNanometres,
  convertArea,
  convertLength,
  unitSizeInNanometres,
} from './units';

/** The correctly rounded double of the exact fraction num/den, computed independently with BigInt. */
function exactQuotient(num: bigint, den: bigint): number {
  // Scale so the integer quotient carries 80 significant bits, then let Number() round once.
  const shift = 80n + BigInt(den.toString(2).length) - BigInt(num.toString(2).length);
  const scaled = shift > 0n ? (num << shift) / den : num / (den << -shift);
  return Number(scaled) / 2 ** Number(shift);
}

const ulps = (a: number, b: number) => Math.abs(a - b) / (Number.EPSILON * Math.abs(b));

describe('length units', () => {
  it.each(LENGTH_UNITS.flatMap((from) => LENGTH_UNITS.map((to) => [from, to] as const)))(
    'converts 1 %s to %s exactly to double precision',
    (from, to) => {
      const expected = exactQuotient(unitSizeInNanometres(from), unitSizeInNanometres(to));
      expect(ulps(convertLength(1, from, to), expected)).toBeLessThanOrEqual(0.5);
      expect(ulps(convertLength(convertLength(7.25, from, to), to, from), 7.25)).toBeLessThanOrEqual(2);
    },
  );

  it('knows the international inch, foot, yard and mile', () => {
    expect(convertLength(1, 'in', 'cm')).toBe(2.54);
    expect(convertLength(1, 'ft', 'in')).toBe(12);
    expect(convertLength(1, 'yd', 'ft')).toBe(3);
    expect(convertLength(1, 'mi', 'ft')).toBe(5280);
    expect(convertLength(1, 'mi', 'km')).toBe(1.609344);
    expect(convertLength(1500, 'μm', 'mm')).toBe(1.5);
  });
});

describe('area units', () => {
  it.each(AREA_UNITS.flatMap((from) => AREA_UNITS.map((to) => [from, to] as const)))(
    'converts 1 %s to %s exactly to double precision',
    (from, to) => {
      const expected = exactQuotient(areaUnitSizeInSquareNanometres(from), areaUnitSizeInSquareNanometres(to));
      expect(ulps(convertArea(1, from, to), expected)).toBeLessThanOrEqual(0.5);
    },
  );

  it('knows acres and hectares', () => {
    expect(convertArea(1, 'a', 'ft²')).toBe(43560);
    expect(convertArea(1, 'a', 'm²')).toBe(4046.8564224);
    expect(convertArea(1, 'ha', 'm²')).toBe(10000);
    expect(convertArea(640, 'a', 'mi²')).toBe(1);
    expect(convertArea(1, 'km²', 'ha')).toBe(100);
  });
});
