/**
 * The scale from a line of known length (spec drawing-core §2 help steps scale 1 to 3, §3
 * "Scale", §4 "Image flow"): the person draws a reference line along something they know the
 * size of, types its real length, and 15 canvas px then measure known × 15 / line length.
 * The line lives in `scale.line` (two canvas points); `lineReady` says it is shown and waits for
 * its length; `manual` says the scale came from a known length. Pure functions.
 */
import { PIXELS_PER_UNIT, SCALE_MIN } from '../../shared/constants';
import type { CanvasPoint, Point } from '../../shared/geometry';
import type { Scale } from '../../shared/schemas';
import { convertLength, isMetric, type LengthUnit } from '../../shared/units';
import type { DrawingDocument } from './drawingDocument';

export type KnownLengthRefusal =
  /** Zero, negative or not a number. */
  | 'lengthNotPositive'
  /** So large that the scale would not be a finite number. */
  | 'lengthTooLarge'
  /** No reference line, or one of zero length. */
  | 'lineTooShort'
  /** The scale would be below the minimum even in nanometres. */
  | 'lineTooLong';

export type KnownLengthScale =
  | { ok: true; value: number; measure: LengthUnit }
  | { ok: false; reason: KnownLengthRefusal };

/**
 * Units from large to small. A scale below the minimum 0.1 (spec §5) moves to the next smaller
 * unit rather than being raised to 0.1, which would make every result wrong; imperial goes on
 * into millimetres for the finest details.
 */
const METRIC_DOWN: readonly LengthUnit[] = ['km', 'm', 'cm', 'mm', 'μm', 'nm'];
const IMPERIAL_DOWN: readonly LengthUnit[] = ['mi', 'yd', 'ft', 'in', 'mm', 'μm', 'nm'];

const unitsFrom = (unit: LengthUnit): readonly LengthUnit[] => {
  const chain = isMetric(unit) ? METRIC_DOWN : IMPERIAL_DOWN;
  return chain.slice(chain.indexOf(unit));
};

/** The length of a reference line in canvas px. */
export const lineLength = (from: Point, to: Point): number => Math.hypot(to.x - from.x, to.y - from.y);

/**
 * The scale that makes a line of `line` canvas px measure `known` of `unit`: known × 15 / px of
 * `unit` per grid square, in `unit` or, when that is below 0.1, the first smaller unit in which
 * it is not. The value keeps full precision so results stay exact.
 */
export function scaleFromKnownLength(from: Point, to: Point, known: number, unit: LengthUnit): KnownLengthScale {
  const pixels = lineLength(from, to);
  if (!(pixels > 0) || !Number.isFinite(pixels)) return { ok: false, reason: 'lineTooShort' };
  if (!(known > 0)) return { ok: false, reason: 'lengthNotPositive' };
  const value = (known * PIXELS_PER_UNIT) / pixels;
  if (!Number.isFinite(value)) return { ok: false, reason: 'lengthTooLarge' };
  for (const measure of unitsFrom(unit)) {
    const converted = convertLength(value, unit, measure);
    if (converted >= SCALE_MIN) return { ok: true, value: converted, measure };
  }
  return { ok: false, reason: 'lineTooLong' };
}

/** The scale's text: 4 significant digits, no exponent for the values a scale takes ("0.525", "12350"). */
export const scaleText = (value: number): string => String(Number(value.toPrecision(4)));

/**
 * The reference line, shown and waiting for its length, drawn at `zoom` (its ends' uncertainty,
 * issue 23). The scale itself is unchanged.
 */
export const drawScaleLine = (document: DrawingDocument, from: CanvasPoint, to: CanvasPoint, zoom = 1): DrawingDocument => ({
  ...document,
  scale: { ...document.scale, line: [{ x: from.x, y: from.y }, { x: to.x, y: to.y }], lineReady: true, lineZoom: zoom },
});

/** The reference line's two points, or null when there is none. */
export function scaleLineOf(scale: Scale): readonly [Point, Point] | null {
  const [from, to] = scale.line ?? [];
  return from && to ? [from, to] : null;
}

export type KnownLengthResult = { ok: true; document: DrawingDocument } | { ok: false; reason: KnownLengthRefusal };

/** Sets the scale from the reference line and its real length; the document is unchanged when refused. */
export function applyKnownLength(document: DrawingDocument, known: number, unit: LengthUnit): KnownLengthResult {
  const line = scaleLineOf(document.scale);
  if (!line) return { ok: false, reason: 'lineTooShort' };
  const scale = scaleFromKnownLength(line[0], line[1], known, unit);
  if (!scale.ok) return scale;
  // A new known length replaces a photo's plane (issue 23): the person chose this line's scale.
  const { plane: _plane, ...uniform } = document.scale;
  return {
    ok: true,
    document: {
      ...document,
      scale: { ...uniform, value: scale.value, text: scaleText(scale.value), measure: scale.measure, manual: true },
    },
  };
}

/**
 * Hides the reference line (Add to Canvas, or the line discarded). Its points stay in the scale,
 * so a saved document still tells which line a known-length scale came from.
 */
export const hideScaleLine = (document: DrawingDocument): DrawingDocument =>
  document.scale.lineReady ? { ...document, scale: { ...document.scale, lineReady: false } } : document;
