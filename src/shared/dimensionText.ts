/**
 * What a dimension's text says, read as a length: feet and inches (58'-0", 12'-6 1/2", 3 1/2"),
 * a number with a unit (3.5m, 1200 mm, 12 ft) or a plain number (1200). Anything else (a note
 * such as "EQ" or "2 1/2" typ.", a tolerance, an angle) is not a length and gives null. Shared:
 * the server reads a CAD DIMENSION's text with it, the client the dimension texts of a PDF page.
 */
import type { LengthUnit } from './units';

/** A length as a dimension's text states it. */
export interface StatedLength {
  readonly value: number;
  /** Null for a plain number: it is in whatever units the drawing shows its dimensions in. */
  readonly unit: LengthUnit | null;
  /** Half the last written place (0.5 of "1200", 1/4 of "3 1/2""), in `unit`: how far rounding alone takes the text from the true value. */
  readonly rounding: number;
}

const UNIT_WORDS: Readonly<Record<string, LengthUnit>> = {
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  km: 'km',
  in: 'in',
  inch: 'in',
  inches: 'in',
  ft: 'ft',
  foot: 'ft',
  feet: 'ft',
};

interface Decimal {
  readonly value: number;
  /** Half a unit of the last digit written. */
  readonly rounding: number;
}

/**
 * "12", "3.5", ".5" or "3,5". A comma followed by exactly three digits ("1,200") could be a
 * thousands separator or a decimal comma, so it is not read.
 */
function decimal(text: string): Decimal | null {
  const match = /^(\d*)(?:([.,])(\d+))?$/.exec(text);
  if (!match || (match[1] === '' && match[3] === undefined)) return null;
  const [, whole, separator, fraction] = match;
  if (separator === ',' && fraction!.length === 3) return null;
  const digits = fraction?.length ?? 0;
  return { value: Number(`${whole || '0'}.${fraction ?? '0'}`), rounding: 0.5 * 10 ** -digits };
}

/** The inches of a feet-and-inches text, before the closing ": "6", "6.5", "6 1/2", "6-1/2", "1/2". */
function inchesOf(text: string): Decimal | null {
  const mixed = /^(?:(\d+)[\s-]+)?(\d+)\/(\d+)$/.exec(text);
  if (mixed) {
    const [, whole, numerator, denominator] = mixed;
    const over = Number(denominator);
    if (over === 0 || (whole !== undefined && Number(numerator) >= over)) return null;
    return { value: Number(whole ?? 0) + Number(numerator) / over, rounding: 0.5 / over };
  }
  return decimal(text);
}

/** 58'-0", 12'-6 1/2", 12' 6", 12', 6", 3 1/2" as inches. */
function feetAndInches(text: string): StatedLength | null {
  const quote = text.indexOf("'");
  const feetText = quote < 0 ? null : text.slice(0, quote).trim();
  let rest = (quote < 0 ? text : text.slice(quote + 1)).trim();
  if (feetText !== null) rest = rest.replace(/^-\s*/, '');
  const feet = feetText === null ? null : decimal(feetText);
  if (feetText !== null && !feet) return null;
  if (rest === '') return feet ? { value: feet.value * 12, unit: 'in', rounding: feet.rounding * 12 } : null;
  if (!rest.endsWith('"')) return null;
  const inches = inchesOf(rest.slice(0, -1).trim());
  if (!inches) return null;
  return { value: (feet?.value ?? 0) * 12 + inches.value, unit: 'in', rounding: inches.rounding };
}

/**
 * The length a dimension's text states, or null when it states none. Primes and double primes
 * (′ ″) read as feet and inches, as does '' for ".
 */
export function parseDimensionText(text: string): StatedLength | null {
  const normal = text
    .replace(/[′’]/g, "'")
    .replace(/[″”“]|''/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  if (normal === '') return null;
  if (/['"]/.test(normal)) return feetAndInches(normal);
  const withUnit = /^([\d.,]+)\s*([a-z]+)\.?$/i.exec(normal);
  if (withUnit) {
    const unit = UNIT_WORDS[withUnit[2]!.toLowerCase()];
    const number = decimal(withUnit[1]!);
    return unit && number ? { value: number.value, unit, rounding: number.rounding } : null;
  }
  const plain = decimal(normal);
  return plain ? { value: plain.value, unit: null, rounding: plain.rounding } : null;
}
