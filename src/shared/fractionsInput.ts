/**
 * The known length typed in imperial fractions mode (spec drawing-core §5 "Fractions inputs (yd
 * and ft) take digits only; the sub-unit part must be below the unit coefficient", §4 "Imperial
 * fractions mode uses yd with ft and ft with in"): two boxes of whole numbers, such as 10 ft and
 * 6 in, read as one length in the larger unit.
 */
import { FRACTION_SUBUNITS } from './format';
import type { LengthUnit } from './units';

/** The units typed as a whole part and a sub-unit: ft (with in) and yd (with ft). */
export type FractionUnit = 'ft' | 'yd';

export type FractionsRefusal =
  /** A box holds something other than the digits 0 to 9. */
  | 'digitsOnly'
  /** Both boxes are empty. */
  | 'empty'
  /** The sub-unit is the coefficient or more: 12 in or more, 3 ft or more. */
  | 'subUnitTooLarge';

export type FractionsInput = { ok: true; value: number } | { ok: false; reason: FractionsRefusal };

const DIGITS = /^\d*$/;

/** Whether `unit` is entered as two boxes in fractions mode. */
export const isFractionUnit = (unit: LengthUnit): unit is FractionUnit => unit === 'ft' || unit === 'yd';

/** Whether a box's text is digits only (or empty): what a fractions box lets through. */
export const isDigitsOnly = (text: string): boolean => DIGITS.test(text);

/** The sub-unit of `unit` and how many of it make one `unit`: in and 12 for ft, ft and 3 for yd. */
export function subUnitOf(unit: FractionUnit): { unit: LengthUnit; per: number } {
  const sub = FRACTION_SUBUNITS[unit];
  if (!sub) throw new Error(`${unit} has no sub-unit`);
  return sub;
}

/**
 * Reads the whole part and the sub-unit part of a length in `unit`. An empty box counts as 0,
 * but at least one box must hold a number. "10" ft and "6" in give 10.5 ft.
 */
export function parseFractionsInput(whole: string, part: string, unit: FractionUnit): FractionsInput {
  const wholeText = whole.trim();
  const partText = part.trim();
  if (!isDigitsOnly(wholeText) || !isDigitsOnly(partText)) return { ok: false, reason: 'digitsOnly' };
  if (wholeText === '' && partText === '') return { ok: false, reason: 'empty' };
  const sub = subUnitOf(unit);
  const wholeValue = wholeText === '' ? 0 : Number(wholeText);
  const partValue = partText === '' ? 0 : Number(partText);
  if (partValue >= sub.per) return { ok: false, reason: 'subUnitTooLarge' };
  return { ok: true, value: wholeValue + partValue / sub.per };
}

const UNIT_WORDS: Partial<Record<LengthUnit, string>> = { in: 'Inches', ft: 'Feet' };

/** The message for a refusal other than `digitsOnly` and `empty`, which are "Numeric values only". */
export function subUnitTooLargeMessage(unit: FractionUnit): string {
  const sub = subUnitOf(unit);
  return `${UNIT_WORDS[sub.unit] ?? sub.unit} must be less than ${sub.per}`;
}
