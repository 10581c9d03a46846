/**
 * The scale a PDF page's dimensions read: each dimension's stated length over its line's length
 * on paper is a scale; the one a strict majority (and at least three) of them agree with, within
 * their texts' rounding or 0.5 %, is offered as a second reading of the page's scale (issue 37).
 * A plain number ("3600") is read in millimetres, as metric building drawings dimension.
 */
import { convertLength, type LengthUnit } from '../../shared/units';
import type { PageDimension } from './dimensionTexts';
import type { ScaleHint } from './scaleHint';

/** A dimension agrees with a scale when its line, at that scale, is its stated length within this share (or its text's rounding). */
export const DIMENSION_SCALE_AGREEMENT = 0.005;
/** Fewer agreeing dimensions than this are not enough to offer a scale. */
export const MIN_AGREEING_DIMENSIONS = 3;

const MM_PER_POINT = 25.4 / 72;

/** The scale most of a page's dimensions agree on. */
export interface DimensionScale {
  /** One unit on paper is `ratio` units in the world. */
  readonly ratio: number;
  /** As a drawing writes it: "1:50", or `1/4" = 1'-0"` when the dimensions are in feet and inches. */
  readonly text: string;
  /** The unit the dimensions are written in, to measure in: ft for feet and inches. */
  readonly unit: LengthUnit;
  readonly agreeing: number;
  /** Dimensions found on the page, agreeing or not. */
  readonly read: number;
}

interface Reading {
  readonly mm: number;
  readonly toleranceMm: number;
  readonly paperLength: number;
  readonly unit: LengthUnit;
}

function reading(dimension: PageDimension): Reading {
  const unit = dimension.stated.unit ?? 'mm';
  const mm = convertLength(dimension.stated.value, unit, 'mm');
  const toleranceMm = Math.max(DIMENSION_SCALE_AGREEMENT * mm, convertLength(dimension.stated.rounding, unit, 'mm'));
  return { mm, toleranceMm, paperLength: dimension.paperLength, unit };
}

/** The world millimetres per paper point a reading allows: its stated length's range over its line. */
const range = (read: Reading): [number, number] => [(read.mm - read.toleranceMm) / read.paperLength, (read.mm + read.toleranceMm) / read.paperLength];

const agrees = (read: Reading, mmPerPoint: number): boolean => Math.abs(mmPerPoint * read.paperLength - read.mm) <= read.toleranceMm;

/** How many of the dimensions agree with a scale of `ratio` (world over paper). */
export function dimensionsAgreeing(dimensions: readonly PageDimension[], ratio: number): number {
  return dimensions.filter((dimension) => agrees(reading(dimension), ratio * MM_PER_POINT)).length;
}

/** Scales drawings are commonly drawn at: metric ratios, then architectural (12 ÷ a fraction of an inch) and engineering ones. */
const METRIC_RATIOS = [1, 2, 5, 10, 20, 25, 50, 75, 100, 125, 150, 200, 250, 300, 500, 750, 1000, 1250, 1500, 2000, 2500, 5000, 10000];
const IMPERIAL_RATIOS = [1, 2, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 384, 768, 120, 240, 360, 480, 600, 720, 1200, 2400];

/**
 * The ratio to offer within [low, high], the ratios every agreeing dimension allows: a common
 * drawing scale when one fits (the nearest to `middle`), else a whole number, else `middle`.
 */
function tidyRatio(low: number, high: number, middle: number, imperial: boolean): number {
  const common = (imperial ? IMPERIAL_RATIOS : METRIC_RATIOS).filter((ratio) => ratio >= low && ratio <= high);
  if (common.length > 0) return common.reduce((best, ratio) => (Math.abs(ratio - middle) < Math.abs(best - middle) ? ratio : best));
  const whole = Math.round(middle);
  return whole >= low && whole <= high && whole > 0 ? whole : middle;
}

/** "1/4", "1 1/2", "3" for inches that are a whole number of 64ths; null otherwise. */
function inchFraction(inches: number): string | null {
  const sixtyFourths = Math.round(inches * 64);
  if (sixtyFourths <= 0 || Math.abs(sixtyFourths - inches * 64) > 1e-9) return null;
  const whole = Math.floor(sixtyFourths / 64);
  let top = sixtyFourths % 64;
  let bottom = 64;
  while (top > 0 && top % 2 === 0) {
    top /= 2;
    bottom /= 2;
  }
  if (top === 0) return String(whole);
  return whole > 0 ? `${whole} ${top}/${bottom}` : `${top}/${bottom}`;
}

const ratioText = (ratio: number): string => `1:${Number.isInteger(ratio) ? ratio : Number(ratio.toPrecision(3))}`;

/** How a drawing in these units writes the ratio: architectural or engineering for feet and inches, else 1:N. */
function scaleText(ratio: number, imperial: boolean): string {
  if (!imperial) return ratioText(ratio);
  const paperInchesPerFoot = inchFraction(12 / ratio);
  if (paperInchesPerFoot) return `${paperInchesPerFoot}" = 1'-0"`;
  if (Number.isInteger(ratio / 12)) return `1" = ${ratio / 12}'`;
  return ratioText(ratio);
}

/** The unit most of the agreeing dimensions are written in; feet for feet and inches. */
function mostCommonUnit(readings: readonly Reading[]): LengthUnit {
  const counts = new Map<LengthUnit, number>();
  for (const read of readings) counts.set(read.unit, (counts.get(read.unit) ?? 0) + 1);
  const [unit] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return unit === 'in' ? 'ft' : unit;
}

/**
 * The scale a strict majority of the page's dimensions, and at least three, agree with; null when
 * there is none. Each dimension's own scale is tried: the one the most agree with wins, and the
 * ratio offered is a common drawing scale (1:50, `1/4" = 1'-0"`) when every agreeing dimension
 * allows it.
 */
export function dimensionScale(dimensions: readonly PageDimension[]): DimensionScale | null {
  const readings = dimensions.map(reading).filter((read) => read.mm > 0 && read.paperLength > 0);
  let best: Reading[] = [];
  let bestScale = 0;
  for (const candidate of readings) {
    const mmPerPoint = candidate.mm / candidate.paperLength;
    const agreeing = readings.filter((read) => agrees(read, mmPerPoint));
    if (agreeing.length > best.length) {
      best = agreeing;
      bestScale = mmPerPoint;
    }
  }
  if (best.length < MIN_AGREEING_DIMENSIONS || best.length * 2 <= dimensions.length) return null;
  // Every agreeing dimension allows the winning scale, so the ranges they allow overlap.
  const low = Math.max(...best.map((read) => range(read)[0])) / MM_PER_POINT;
  const high = Math.min(...best.map((read) => range(read)[1])) / MM_PER_POINT;
  const imperial = best.filter((read) => read.unit === 'in' || read.unit === 'ft').length * 2 > best.length;
  const ratio = tidyRatio(low, high, bestScale / MM_PER_POINT, imperial);
  const agreeing = readings.filter((read) => agrees(read, ratio * MM_PER_POINT)).length;
  return { ratio, text: scaleText(ratio, imperial), unit: mostCommonUnit(best), agreeing, read: dimensions.length };
}

/** The ratio of world to paper of a scale hint read off a page rendered at `pixelsPerPoint`. */
export function hintRatio(hint: Pick<ScaleHint, 'unit' | 'unitsPerPixel'>, pixelsPerPoint: number): number {
  return convertLength(hint.unitsPerPixel * pixelsPerPoint, hint.unit, 'mm') / MM_PER_POINT;
}

/** The scale hint of the dimensions' scale on a page rendered at `pixelsPerPoint`, in the unit they are written in. Offered, never applied unasked. */
export function dimensionScaleHint(scale: DimensionScale, pixelsPerPoint: number): ScaleHint {
  const mmPerPixel = (scale.ratio * MM_PER_POINT) / pixelsPerPoint;
  return { unit: scale.unit, unitsPerPixel: convertLength(mmPerPixel, 'mm', scale.unit), label: `Scale ${scale.text} from the dimensions`, apply: 'offer' };
}
