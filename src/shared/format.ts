/**
 * Number formatting for lengths and areas (spec §4 "Results display", §9).
 * Plain numbers keep at most two decimals; numbers below 0.01 or at or above 1e6 show in
 * power-of-ten form, such as "1.5 × 10⁶".
 */
import { POWER_FORM_MAX, POWER_FORM_MIN } from './constants';
import type { AreaUnit, LengthUnit } from './units';

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
};

const trimZeros = (fixed: string): string => (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);

/** "12.5", "40", "1.5 × 10⁶", "2.35 × 10⁻³". */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const magnitude = Math.abs(value);
  if (magnitude === 0) return '0';
  if (magnitude < POWER_FORM_MIN || magnitude >= POWER_FORM_MAX) {
    const [mantissa = '0', exponent = '0'] = value.toExponential(2).split('e');
    const power = String(Number(exponent)).replace(/./g, (c) => SUPERSCRIPT[c] ?? c);
    return `${trimZeros(mantissa)} × 10${power}`;
  }
  const fixed = trimZeros(value.toFixed(2));
  return fixed === '-0' ? '0' : fixed;
}

/**
 * A displayed result with its numbers in `locale`'s form (the user's by default): thousands
 * separators and the decimal mark, each number keeping its decimals, "1234.5 m" → "1,234.5 m" or
 * "1.234,5 m". Power-of-ten form (from POWER_FORM_MAX up) has a mantissa below 10, so nothing to
 * group. Only the results panel shows numbers so: labels and inputs keep formatNumber's plain digits.
 */
export function localizeNumbers(text: string, locale?: string | readonly string[]): string {
  return text.replace(/\d+(?:\.\d+)?/g, (digits) => {
    const decimals = digits.split('.')[1]?.length ?? 0;
    return groupingFormat(locale, decimals).format(Number(digits));
  });
}

/**
 * Making an Intl.NumberFormat costs far more than using one, and the results panel formats on
 * every change of the drawing: one per locale and number of decimals, made once.
 */
const groupingFormats = new Map<string, Intl.NumberFormat>();
function groupingFormat(locale: string | readonly string[] | undefined, decimals: number): Intl.NumberFormat {
  const key = `${[locale ?? ''].flat().join(',')}|${decimals}`;
  let format = groupingFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale as string | string[] | undefined, { useGrouping: true, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    groupingFormats.set(key, format);
  }
  return format;
}

export type ImperialDisplay = 'decimals' | 'fractions';

/** The inch steps fractions mode rounds to, as denominators: 1/2 in to 1/64 in. */
export const INCH_FRACTIONS = [2, 4, 8, 16, 32, 64] as const;
export type InchFraction = (typeof INCH_FRACTIONS)[number];
/** A tape's usual reading: the nearest 1/16 in. */
export const DEFAULT_INCH_FRACTION: InchFraction = 16;

/** Units that fractions mode splits into a whole part and a sub-unit, with its coefficient. */
export const FRACTION_SUBUNITS: Partial<Record<LengthUnit, { unit: LengthUnit; per: number }>> = {
  yd: { unit: 'ft', per: 3 },
  ft: { unit: 'in', per: 12 },
};

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/** "3/16", "1/2": `numerator / denominator` in lowest terms, with an ASCII slash. */
function reducedFraction(numerator: number, denominator: number): string {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return `${numerator / divisor}/${denominator / divisor}`;
}

/**
 * Inches as a tape reads them: "6", "6 3/16", "3/16", from `steps` of 1/`denominator` in (more
 * than none, less than a foot).
 */
function inchesText(steps: number, denominator: InchFraction): string {
  const whole = Math.floor(steps / denominator);
  const numerator = steps - whole * denominator;
  if (numerator === 0) return String(whole);
  const fraction = reducedFraction(numerator, denominator);
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** "<whole> <unit> <rest> <sub-unit>", leaving out a zero part; "0 <unit>" when both are zero. */
function joinParts(sign: string, whole: number, unit: LengthUnit, rest: string | null, subUnit: LengthUnit): string {
  if (rest === null) return `${sign}${whole} ${unit}`;
  if (whole === 0) return `${sign}${rest} ${subUnit}`;
  return `${sign}${whole} ${unit} ${rest} ${subUnit}`;
}

/**
 * Feet with inches to the nearest 1/`denominator` in, as estimators read a tape: "44 ft 6 3/16 in",
 * fractions in lowest terms ("8/16" is "1/2"). Inches that round to 12 carry to the next foot,
 * and a zero part is left out: 5 ft 11 31/32 in at 1/16 is "6 ft", 0.5 ft is "6 in".
 */
function feetAndInches(feet: number, denominator: InchFraction): string {
  const perFoot = 12 * denominator;
  const steps = Math.round(Math.abs(feet) * perFoot);
  const whole = Math.floor(steps / perFoot);
  const inchSteps = steps - whole * perFoot;
  // A value that rounds to zero shows no sign: "-0 ft" is no reading.
  const sign = feet < 0 && steps > 0 ? '-' : '';
  return joinParts(sign, whole, 'ft', inchSteps === 0 ? null : inchesText(inchSteps, denominator), 'in');
}

/**
 * Yards with feet. The spec's fractions mode pairs yd with ft only (drawing-core §4), and the
 * known-length boxes take whole yards and feet; feet are not read in fractions of a foot on a
 * tape, so the feet of a yard keep up to two decimals ("3 yd 1.5 ft") and the inch precision
 * does not apply to them.
 */
function yardsAndFeet(yards: number): string {
  const hundredths = Math.round(Math.abs(yards) * 3 * 100);
  const whole = Math.floor(hundredths / 300);
  const feetHundredths = hundredths - whole * 300;
  const sign = yards < 0 && hundredths > 0 ? '-' : '';
  return joinParts(sign, whole, 'yd', feetHundredths === 0 ? null : formatNumber(feetHundredths / 100), 'ft');
}

/**
 * A length with its unit: "40 cm", or in fractions mode "5 ft 3 in", "44 ft 6 3/16 in" (inches to
 * the nearest 1/`inchFraction`) and "3 yd 1.5 ft". Other units, and lengths from a million units
 * up (shown in power-of-ten form, spec §4), stay decimal.
 */
export function formatLength(
  value: number,
  unit: LengthUnit,
  imperial: ImperialDisplay = 'decimals',
  inchFraction: InchFraction = DEFAULT_INCH_FRACTION,
): string {
  const fractions = imperial === 'fractions' && Number.isFinite(value) && Math.abs(value) < POWER_FORM_MAX;
  if (fractions && unit === 'ft') return feetAndInches(value, inchFraction);
  if (fractions && unit === 'yd') return yardsAndFeet(value);
  return `${formatNumber(value)} ${unit}`;
}

/** Display name of an area unit: "cm²", "acre", "ha". */
export const areaUnitLabel = (unit: AreaUnit): string => (unit === 'a' ? 'acre' : unit);

/** An area with its unit, "~" first for shapes with curves: "100 cm²", "~12.57 m²". */
export function formatArea(value: number, unit: AreaUnit, approximate = false): string {
  return `${approximate ? '~' : ''}${formatNumber(value)} ${areaUnitLabel(unit)}`;
}

/** An angle as labels show it: degrees with one decimal and "°" (the print and report show it so too). */
export const formatAngle = (degrees: number): string => `${degrees.toFixed(1)}°`;
