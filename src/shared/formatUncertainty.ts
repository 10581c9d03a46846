/**
 * A result's "±" as text (issue 23): "± 0.05 m²", "± 3/16 in", "± < 0.01 m". Shared by the
 * results panel, the print and the report, so all three round it alike.
 *
 * The precision: two significant digits, as an uncertainty is usually quoted (a third digit of a
 * half-pixel estimate means nothing), but never finer than the value itself is shown: a value
 * shown to 0.01 gets a ± to 0.01, one in fractions mode a ± to its inch step. A ± below that
 * step says "< 0.01 m": the value is as good as its last digit. A value in power-of-ten form
 * (below 0.01 or from a million) shows its digits whatever its size, so its ± keeps its two
 * significant digits in the same form.
 */
import { POWER_FORM_MAX, POWER_FORM_MIN } from './constants';
import { areaUnitLabel, formatLength, formatNumber, INCH_FRACTIONS, type ImperialDisplay, type InchFraction } from './format';
import type { AreaUnit, LengthUnit } from './units';

/** Plain numbers show two decimals at most (formatNumber). */
const DECIMAL_STEP = 0.01;

/** The step two significant digits of `value` round to: 0.01 for 0.0523, 1 for 12.3, 10 for 123. */
const twoDigitStep = (value: number): number => 10 ** (Math.floor(Math.log10(value)) - 1);

const inPowerForm = (value: number): boolean => {
  const magnitude = Math.abs(value);
  return magnitude !== 0 && (magnitude < POWER_FORM_MIN || magnitude >= POWER_FORM_MAX);
};

/** `value` to the nearest `step`, or null when it rounds to nothing. */
function roundTo(value: number, step: number): number | null {
  const steps = Math.round(value / step);
  return steps === 0 ? null : steps * step;
}

/**
 * The inch step of an uncertainty in feet with inches: two significant digits of the inches, on
 * the tape's own marks. Under an inch that is the coarsest fraction no coarser than the two
 * digits' step (3.3 in's 0.1 in → 1/16 in), never finer than the display's inch step; from an
 * inch up, whole inches, tens of inches…
 */
function inchStep(inches: number, inchFraction: InchFraction): number {
  const step = twoDigitStep(inches);
  if (step >= 1) return step;
  const fraction = INCH_FRACTIONS.find((denominator) => denominator <= inchFraction && 1 / denominator <= step);
  return fraction ? 1 / fraction : 1 / inchFraction;
}

function fractionsText(uncertainty: number, unit: 'ft' | 'yd', inchFraction: InchFraction): string {
  const show = (value: number) => formatLength(value, unit, 'fractions', inchFraction);
  if (unit === 'ft') {
    const inches = uncertainty * 12;
    const smallest = 1 / inchFraction;
    const rounded = roundTo(inches, Math.max(smallest, inchStep(inches, inchFraction)));
    return rounded === null ? `± < ${show(smallest / 12)}` : `± ${show(rounded / 12)}`;
  }
  // Yards show their feet with decimals (formatLength's yardsAndFeet): the ± rounds in feet so.
  const feet = uncertainty * 3;
  const rounded = roundTo(feet, Math.max(DECIMAL_STEP, twoDigitStep(feet)));
  return rounded === null ? `± < ${show(DECIMAL_STEP / 3)}` : `± ${show(rounded / 3)}`;
}

/** The number of a ±, rounded as the module says, with `unit` after it. */
function decimalText(uncertainty: number, value: number, unit: string): string {
  if (inPowerForm(value)) return `± ${formatNumber(Number(uncertainty.toPrecision(2)))} ${unit}`;
  const rounded = roundTo(uncertainty, Math.max(DECIMAL_STEP, twoDigitStep(uncertainty)));
  return rounded === null ? `± < ${formatNumber(DECIMAL_STEP)} ${unit}` : `± ${formatNumber(rounded)} ${unit}`;
}

/** Whether there is a ± to show: null, undefined, zero or no number means the result is exact. */
export const hasUncertainty = (uncertainty: number | null | undefined): uncertainty is number =>
  typeof uncertainty === 'number' && Number.isFinite(uncertainty) && uncertainty > 0;

/**
 * The ± of a length `value` (both in `unit`), displayed as formatLength displays the value:
 * "± 0.12 m", "± 3/16 in", "± 1 ft 2 in" in fractions mode; null when the length is exact.
 */
export function formatLengthUncertainty(
  uncertainty: number | null | undefined,
  value: number,
  unit: LengthUnit,
  imperial: ImperialDisplay = 'decimals',
  inchFraction: InchFraction = 16,
): string | null {
  if (!hasUncertainty(uncertainty)) return null;
  const fractions = imperial === 'fractions' && Math.abs(value) < POWER_FORM_MAX;
  if (fractions && (unit === 'ft' || unit === 'yd')) return fractionsText(uncertainty, unit, inchFraction);
  return decimalText(uncertainty, value, unit);
}

/** The ± of an area `value`: "± 0.05 m²", "± 1.2 acre"; null when the area is exact. */
export function formatAreaUncertainty(uncertainty: number | null | undefined, value: number, unit: AreaUnit): string | null {
  return hasUncertainty(uncertainty) ? decimalText(uncertainty, value, areaUnitLabel(unit)) : null;
}

/**
 * A ± as words for a screen reader or a title: "plus or minus 0.05 m²", "plus or minus less than
 * 0.01 m" (a reader may skip or misname "±" and "<").
 */
export const spokenUncertainty = (text: string): string => text.replace(/^± /, 'plus or minus ').replace(/^plus or minus < /, 'plus or minus less than ');
