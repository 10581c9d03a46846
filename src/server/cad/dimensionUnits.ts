/**
 * A CAD file's declared units checked against its own dimensions. Each linear dimension states a
 * length (its text, or its measured value) and spans a distance between its definition points
 * in drawing units; the units that make most of them agree are the units the drawing is drawn
 * in, whatever its header says. floorplan.dxf declares millimetres, but its 58'-0" dimension
 * spans 696 drawing units: it is drawn in inches.
 */
import { convertLength, type LengthUnit } from '../../shared/units';
import type { CadDimension } from './cadModel';
import { parseDimensionText, type StatedLength } from '../../shared/dimensionText';
import { dimensionTextLine } from './dimensionText';

/** The units a drawing may be drawn in that dimensions are checked against (besides the declared ones). */
export const DIMENSION_CHECK_UNITS: readonly LengthUnit[] = ['mm', 'cm', 'm', 'in', 'ft'];
/** A dimension agrees with units when its stated length and its span in them differ by at most this share (or by its text's rounding). */
export const DIMENSION_AGREEMENT = 0.005;

/** One dimension: the length it states and the distance it spans, in drawing units. */
export interface DimensionReading {
  readonly stated: StatedLength;
  readonly span: number;
}

/** The units most dimensions agree on, with how many do among those read. */
export interface DimensionUnits {
  readonly unit: LengthUnit;
  readonly agreeing: number;
  readonly read: number;
}

/**
 * The text a dimension shows: an override as entered, else the text drawn in its block (which
 * holds "<>" already replaced, formatted as the dimension style says: 58'-0"), else the measured
 * value as a plain number. A single space suppresses the text.
 */
export function shownDimensionText(dimension: CadDimension): string | null {
  const { text, drawnText, measurement } = dimension;
  if (text === ' ') return null;
  if (text !== '' && !text.includes('<>')) return dimensionTextLine(text);
  if (drawnText !== null) return dimensionTextLine(drawnText);
  if (measurement === null) return null;
  return dimensionTextLine(text === '' ? String(measurement) : text.replace('<>', String(measurement)));
}

/** The distance a dimension measures, in drawing units: along its direction, or between its points. */
export function dimensionSpan(dimension: CadDimension): number {
  const dx = dimension.to.x - dimension.from.x;
  const dy = dimension.to.y - dimension.from.y;
  return dimension.along ? Math.abs(dx * dimension.along.x + dy * dimension.along.y) : Math.hypot(dx, dy);
}

/** Each dimension whose text states a length over a span, with that length. */
export function dimensionReadings(dimensions: readonly CadDimension[]): DimensionReading[] {
  const readings: DimensionReading[] = [];
  for (const dimension of dimensions) {
    const text = shownDimensionText(dimension);
    const stated = text === null ? null : parseDimensionText(text);
    const span = dimensionSpan(dimension);
    if (stated && stated.value > 0 && Number.isFinite(span) && span > 0) readings.push({ stated, span });
  }
  return readings;
}

/** Whether a stated length, in its unit, is the span drawn in `drawnIn`. */
function agrees(stated: LengthUnit, reading: DimensionReading, drawnIn: LengthUnit): boolean {
  const spanned = convertLength(reading.span, drawnIn, stated);
  const { value, rounding } = reading.stated;
  return Math.abs(spanned - value) <= Math.max(DIMENSION_AGREEMENT * value, rounding);
}

/**
 * The units that make a strict majority of the dimensions agree, or null when none do. A plain
 * number ("1200") is read in the declared units, as a CAD program shows a dimension without a
 * suffix; in a drawing without units it says nothing and is left out. Dimensions that agree with
 * no units still count against the majority, so a drawing whose dimensions disagree among
 * themselves gives no answer.
 */
export function unitsFromDimensions(readings: readonly DimensionReading[], declared: LengthUnit | null): DimensionUnits | null {
  const candidates = declared && !DIMENSION_CHECK_UNITS.includes(declared) ? [...DIMENSION_CHECK_UNITS, declared] : DIMENSION_CHECK_UNITS;
  const counts = new Map<LengthUnit, number>();
  let read = 0;
  for (const reading of readings) {
    const stated = reading.stated.unit ?? declared;
    if (!stated) continue;
    read++;
    for (const unit of candidates) if (agrees(stated, reading, unit)) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  let best: DimensionUnits | null = null;
  for (const [unit, agreeing] of counts) if (!best || agreeing > best.agreeing) best = { unit, agreeing, read };
  return best && best.agreeing * 2 > read ? best : null;
}

/**
 * The units to offer instead of the declared ones: those the drawing's dimensions agree on,
 * when they are not the declared units. Null when they agree with the declared units, disagree
 * among themselves, or there are none to read.
 */
export function suggestedUnits(dimensions: readonly CadDimension[], declared: LengthUnit | null): DimensionUnits | null {
  const found = unitsFromDimensions(dimensionReadings(dimensions), declared);
  return found && found.unit !== declared ? found : null;
}
