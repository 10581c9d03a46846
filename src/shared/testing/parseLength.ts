/**
 * Reads a length back as `formatLength` writes it, for the tests that check what it shows: the
 * app never parses a displayed length (typed lengths go through fractionsInput.ts).
 */
import { FRACTION_SUBUNITS } from '../format';
import type { LengthUnit } from '../units';

/** One part of a displayed length: "44 ft", "6 3/16 in", "3/16 in", "1.5 ft", then a space or the end. */
const DISPLAYED_PART = /^(\d+(?:\.\d+)?(?: \d+\/\d+)?|\d+\/\d+) ([a-z]+)(?: |$)/;

/** "6", "6 3/16", "3/16", "1.5" as a number. */
const amountOf = (text: string): number =>
  text.split(' ').reduce((sum, piece) => {
    const [numerator, denominator] = piece.split('/');
    return sum + (denominator === undefined ? Number(numerator) : Number(numerator) / Number(denominator));
  }, 0);

/** The parts of a displayed length, or undefined when some of it is no such part. */
function displayedParts(text: string): { amount: number; unit: string }[] | undefined {
  const parts: { amount: number; unit: string }[] = [];
  let rest = text;
  while (rest !== '') {
    const match = DISPLAYED_PART.exec(rest);
    if (!match) return undefined;
    parts.push({ amount: amountOf(match[1]!), unit: match[2]! });
    rest = rest.slice(match[0].length);
  }
  return parts;
}

/**
 * Reads back, in `unit`, a length as `formatLength` writes it (not its power-of-ten form):
 * "44 ft 6 3/16 in" is 44.515625 ft, "3/16 in" is 0.015625 ft, "3 yd 1.5 ft" is 3.5 yd. Undefined
 * for text that is not `unit`, `unit` with its sub-unit, or the sub-unit alone.
 */
export function parseLength(text: string, unit: LengthUnit): number | undefined {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const parts = displayedParts(negative ? trimmed.slice(1) : trimmed);
  const sub = FRACTION_SUBUNITS[unit];
  const [first, second, ...more] = parts ?? [];
  if (!first || more.length > 0) return undefined;
  let total: number;
  if (first.unit === unit && !second) total = first.amount;
  else if (first.unit === unit && sub && second?.unit === sub.unit) total = first.amount + second.amount / sub.per;
  else if (sub && first.unit === sub.unit && !second) total = first.amount / sub.per;
  else return undefined;
  return negative ? -total : total;
}
