/**
 * Reads what the person typed in the Set scale panel: one number ("6", "2.5", "1,25"), or in
 * imperial fractions mode a whole number of ft or yd and one of in or ft. Zero and negative
 * lengths pass: the editor refuses them with its own message.
 */
import { MESSAGES } from '../../shared/constants';
import { isFractionUnit, parseFractionsInput, subUnitTooLargeMessage } from '../../shared/fractionsInput';
import { parseNumber } from '../../shared/numberInput';
import type { LengthUnit } from '../../shared/units';

export interface KnownLengthEntry {
  /** The "Known length" box: the whole length, or its whole units in fractions mode. */
  readonly whole: string;
  /** The sub-unit box of fractions mode (inches for ft, feet for yd). */
  readonly part: string;
  readonly unit: LengthUnit;
  /** The settings' imperial display is fractions. */
  readonly fractions: boolean;
}

export type KnownLengthReading = { ok: true; length: number } | { ok: false; message: string };

/** Whether the entry shows two boxes: fractions mode and a unit with a sub-unit (ft, yd). */
export const usesFractions = (unit: LengthUnit, fractions: boolean): boolean => fractions && isFractionUnit(unit);

export function readKnownLength(entry: KnownLengthEntry): KnownLengthReading {
  if (usesFractions(entry.unit, entry.fractions) && isFractionUnit(entry.unit)) {
    const parsed = parseFractionsInput(entry.whole, entry.part, entry.unit);
    if (parsed.ok) return { ok: true, length: parsed.value };
    if (parsed.reason === 'subUnitTooLarge') return { ok: false, message: subUnitTooLargeMessage(entry.unit) };
    return { ok: false, message: MESSAGES.numericValuesOnly };
  }
  const length = parseNumber(entry.whole);
  return length === null ? { ok: false, message: MESSAGES.numericValuesOnly } : { ok: true, length };
}
