/**
 * Money as integers of minor units (issue 38): typed prices are read into minor units and written
 * back out from them with string and integer arithmetic only, so "25.10" is 2510 and 2510 is
 * "25.10" exactly, never 25.099999.
 */
import { minorUnitDigits, type Currency } from './billing';

/** The most major-unit digits a typed price may have: ten billion is far past any unit price. */
const WHOLE_DIGITS_MAX = 10;

/**
 * A typed price ("25", "25.5", "1,250.00", "£25.10") in minor units of `currency`, or null when it
 * is not a price: negative, more decimals than the currency has (yen have none), or too long.
 * Thousands separators (",", spaces) and the currency's symbol around the number are allowed.
 */
export function parseMinorUnits(text: string, currency: Currency): number | null {
  const digits = minorUnitDigits(currency);
  const plain = text.trim().replace(/^[^\d.\-+]{1,3}(?=[\d.])/u, '').replace(/[\s,]/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || !/\d/.test(plain)) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole.replace(/^0+(?=\d)/, '').length > WHOLE_DIGITS_MAX || fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + (digits === 0 ? 0 : Number(fraction.padEnd(digits, '0')));
}

/** Minor units as a plain decimal of major units, as a spreadsheet reads it: 80625 GBP → "806.25", 1900 JPY → "1900". */
export function minorUnitsText(minor: number, currency: Currency): string {
  const digits = minorUnitDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const size = Math.abs(minor);
  if (digits === 0) return `${sign}${size}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(size / unit)}.${String(size % unit).padStart(digits, '0')}`;
}
