/**
 * Separate X and Y scales from a second reference line (issue 23): a scan stretched more one way
 * than the other measures true only with a scale along x and another along y. Once the first
 * line's known length has set the scale, a second line drawn the other way, with its own known
 * length, sets both (measure/axisScales.ts solves them). The plane keeps both lines, so it can be
 * measured, and its "±" told, from what the person clicked and typed. Pure functions.
 */
import { PIXELS_PER_UNIT } from '../../shared/constants';
import type { CanvasPoint } from '../../shared/geometry';
import type { AxesPlane } from '../../shared/schemas';
import { convertLength, type LengthUnit } from '../../shared/units';
import { axisScalesFromLines, type AxisScalesProblem } from '../measure/axisScales';
import { pixelsToUnits } from '../measure/measureSketch';
import type { DrawingDocument } from './drawingDocument';
import { lineLength, scaleFromKnownLength, scaleLineOf, scaleText } from './knownLengthScale';

/** The second line as drawn: its ends in canvas px and the zoom they were clicked at. */
export interface SecondLine {
  readonly from: CanvasPoint;
  readonly to: CanvasPoint;
  readonly zoom: number;
}

export type SecondLineRefusal = AxisScalesProblem | 'noFirstLine';

export type SecondLineResult = { ok: true; document: DrawingDocument } | { ok: false; reason: SecondLineRefusal };

/**
 * The document measured through X and Y scales from its known-length line and `second` of
 * `known` `unit`; unchanged when refused. The grid keeps one square's average size (the
 * geometric mean of the two scales), in the scale's unit or a smaller one, as a known length does.
 */
export function applySecondLine(document: DrawingDocument, second: SecondLine, known: number, unit: LengthUnit): SecondLineResult {
  const { scale } = document;
  const first = scaleLineOf(scale);
  if (!first || !scale.manual) return { ok: false, reason: 'noFirstLine' };
  const measure = scale.measure;
  const firstLine = { from: first[0], to: first[1], length: pixelsToUnits(lineLength(first[0], first[1]), scale), zoom: scale.lineZoom ?? 1 };
  const secondLine = { from: { x: second.from.x, y: second.from.y }, to: { x: second.to.x, y: second.to.y }, length: convertLength(known, unit, measure), zoom: second.zoom };
  const scales = axisScalesFromLines(firstLine, secondLine);
  if (typeof scales === 'string') return { ok: false, reason: scales };
  // One grid square's average: a 15 px "line" whose known length is 15 px at the mean scale.
  const average = scaleFromKnownLength({ x: 0, y: 0 }, { x: PIXELS_PER_UNIT, y: 0 }, PIXELS_PER_UNIT * Math.sqrt(scales.x * scales.y), measure);
  if (!average.ok) return { ok: false, reason: 'inconsistent' };
  const plane: AxesPlane = { kind: 'axes', lines: [firstLine, secondLine], unit: measure };
  return {
    ok: true,
    document: { ...document, scale: { ...scale, value: average.value, text: scaleText(average.value), measure: average.measure, plane } },
  };
}
