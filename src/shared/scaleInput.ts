/**
 * Reading the scale the user types (spec drawing-core §5): it must be numeric, otherwise
 * "Numeric values only" and the old scale stays; values below 0.1 become 0.1.
 */
import { SCALE_MIN } from './constants';
import { parseNumber } from './numberInput';

export type ScaleInput = { ok: true; value: number } | { ok: false };

export function parseScaleInput(text: string): ScaleInput {
  const value = parseNumber(text);
  if (value === null) return { ok: false };
  return { ok: true, value: value < SCALE_MIN ? SCALE_MIN : value };
}

/** One step of the spin button, rounded to tenths so repeated steps never drift. */
export const stepScale = (value: number, steps: number): number =>
  Math.max(SCALE_MIN, Math.round((value + steps * SCALE_MIN) * 10) / 10);
