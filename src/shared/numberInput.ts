/**
 * Reading a number the person typed (the scale, a line length, the next line's length): decimal
 * with a point or a comma, an optional sign and exponent, spaces around allowed. Anything else,
 * and values too large for a double, is not a number ("Numeric values only").
 */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The typed number, or null when the text is not one. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!NUMERIC.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
