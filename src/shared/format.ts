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

export type ImperialDisplay = 'decimals' | 'fractions';

/** Units that fractions mode splits into a whole part and a sub-unit, with its coefficient. */
export const FRACTION_SUBUNITS: Partial<Record<LengthUnit, { unit: LengthUnit; per: number }>> = {
  yd: { unit: 'ft', per: 3 },
  ft: { unit: 'in', per: 12 },
};

/** A length with its unit: "40 cm", or in fractions mode "5 ft 3 in" and "3 yd 1.5 ft". */
export function formatLength(value: number, unit: LengthUnit, imperial: ImperialDisplay = 'decimals'): string {
  const sub = FRACTION_SUBUNITS[unit];
  if (imperial !== 'fractions' || !sub || !Number.isFinite(value)) return `${formatNumber(value)} ${unit}`;
  const sign = value < 0 ? '-' : '';
  let whole = Math.floor(Math.abs(value));
  let rest = Math.round((Math.abs(value) - whole) * sub.per * 100) / 100;
  if (rest >= sub.per) {
    whole += 1;
    rest = 0;
  }
  if (rest === 0) return `${sign}${whole} ${unit}`;
  if (whole === 0) return `${sign}${formatNumber(rest)} ${sub.unit}`;
  return `${sign}${whole} ${unit} ${formatNumber(rest)} ${sub.unit}`;
}

/** Display name of an area unit: "cm²", "acre", "ha". */
export const areaUnitLabel = (unit: AreaUnit): string => (unit === 'a' ? 'acre' : unit);

/** An area with its unit, "~" first for shapes with curves: "100 cm²", "~12.57 m²". */
export function formatArea(value: number, unit: AreaUnit, approximate = false): string {
  return `${approximate ? '~' : ''}${formatNumber(value)} ${areaUnitLabel(unit)}`;
}
