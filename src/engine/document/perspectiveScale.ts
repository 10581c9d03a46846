/**
 * The perspective scale of a photo (issue 23): the person marks the four corners of a rectangle
 * lying flat on the measured plane and types its two sides; everything drawn on the image is then
 * measured on that plane (measure/perspectiveMeasure.ts, through `scale.plane`). The uniform
 * `scale.value` becomes the plane's average over the rectangle, so the grid and anything that
 * reads one number keep a sensible size. Pure functions.
 */
import { PIXELS_PER_UNIT, SCALE_MIN } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { PerspectivePlane, Scale } from '../../shared/schemas';
import { convertLength, type LengthUnit } from '../../shared/units';
import { quadProblem, rectifyingHomography, type Quad, type QuadProblem } from '../geometry/homography';
import { polygonArea } from '../geometry/polygon';
import type { DrawingDocument } from './drawingDocument';
import { scaleText, unitsFrom } from './knownLengthScale';

export type PerspectiveRefusal =
  /** The corners are no rectangle seen in perspective (see `quadProblem`). */
  | QuadProblem
  /** A side that is zero, negative or not a number. */
  | 'sideNotPositive'
  /** The average scale would be below the minimum even in nanometres, or not finite. */
  | 'scaleOutOfRange';

export interface PerspectiveInput {
  /** The rectangle's corners on the image, canvas px, in order around it. */
  readonly corners: Quad;
  /** Corner 1 to 2, in `unit`. */
  readonly width: number;
  /** Corner 2 to 3, in `unit`. */
  readonly height: number;
  readonly unit: LengthUnit;
  /** The zoom the corners were placed at: their error is half a screen pixel, 0.5 / zoom canvas px. */
  readonly zoom: number;
}

export type PerspectiveResult = { ok: true; document: DrawingDocument } | { ok: false; reason: PerspectiveRefusal };

const positive = (value: number): boolean => Number.isFinite(value) && value > 0;

/** Why these corners and sides cannot make a plane, or null. */
export function perspectiveProblem(corners: Quad, width: number, height: number): PerspectiveRefusal | null {
  const problem = quadProblem(corners);
  if (problem) return problem;
  if (!positive(width) || !positive(height)) return 'sideNotPositive';
  return null;
}

/**
 * The uniform scale that is the plane's average over the rectangle: a grid square of 15 canvas px
 * covers, on average, √(rectangle area / quadrilateral area) × 15 of `unit` a side. Always in
 * `unit`, the unit the sides were typed in, so the results read in it too (issue 36: sides typed
 * in m gave results in cm). A value below the typed minimum of 0.1 is kept as it is, as the
 * system switch keeps one: it was measured, not typed, and raising it would change every result.
 */
export function averageScale(corners: Quad, width: number, height: number, unit: LengthUnit): { value: number; measure: LengthUnit } | null {
  const pixels = polygonArea(corners);
  if (!(pixels > 0)) return null;
  const value = Math.sqrt((width * height) / pixels) * PIXELS_PER_UNIT;
  if (!Number.isFinite(value)) return null;
  // Sides so small that not even nanometres give 0.1 a square are a slip, refused as before.
  const expressible = unitsFrom(unit).some((measure) => convertLength(value, unit, measure) >= SCALE_MIN);
  return expressible ? { value, measure: unit } : null;
}

const copyQuad = (corners: Quad): PerspectivePlane['corners'] => corners.map(({ x, y }) => ({ x, y })) as unknown as PerspectivePlane['corners'];

/** The scale with `plane` and its average, or the refusal. */
function planeScale(scale: Scale, plane: PerspectivePlane): { ok: true; scale: Scale } | { ok: false; reason: PerspectiveRefusal } {
  const problem = perspectiveProblem(plane.corners, plane.width, plane.height);
  if (problem) return { ok: false, reason: problem };
  const average = averageScale(plane.corners, plane.width, plane.height, plane.unit);
  if (!average) return { ok: false, reason: 'scaleOutOfRange' };
  // quadProblem passed, so no map means a numerically singular one: three corners nearly in a line.
  if (!rectifyingHomography(plane.corners, plane.width, plane.height)) return { ok: false, reason: 'collinear' };
  return {
    ok: true,
    scale: { ...scale, value: average.value, text: scaleText(average.value), measure: average.measure, manual: true, lineReady: false, plane },
  };
}

/** The document's perspective plane, or null when it has none (or an axes plane). */
export function perspectivePlaneOf(document: DrawingDocument): PerspectivePlane | null {
  const plane = document.scale.plane;
  return plane?.kind === 'perspective' ? plane : null;
}

/**
 * Sets the perspective scale from the rectangle's corners and sides. Refused, the document
 * unchanged, for a degenerate quadrilateral or a side that is not a positive number.
 */
export function setPerspective(document: DrawingDocument, input: PerspectiveInput): PerspectiveResult {
  const zoom = positive(input.zoom) ? input.zoom : 1;
  const plane: PerspectivePlane = { kind: 'perspective', corners: copyQuad(input.corners), width: input.width, height: input.height, unit: input.unit, zoom };
  const result = planeScale(document.scale, plane);
  return result.ok ? { ok: true, document: { ...document, scale: result.scale } } : result;
}

/**
 * Moves corner `index` (0 to 3) of the set perspective to `point`, keeping its sides and unit;
 * refused when the quadrilateral would be degenerate. `zoom`, the zoom the corner was moved at,
 * lowers the plane's placing zoom when smaller: the plane keeps the worst corner's error.
 */
export function movePerspectiveCorner(document: DrawingDocument, index: number, point: Point, zoom?: number): PerspectiveResult {
  const plane = perspectivePlaneOf(document);
  if (!plane || !Number.isInteger(index) || index < 0 || index > 3) return { ok: true, document };
  const corners = plane.corners.map((corner, i) => (i === index ? { x: point.x, y: point.y } : corner)) as unknown as PerspectivePlane['corners'];
  const placed = zoom !== undefined && positive(zoom) ? Math.min(plane.zoom, zoom) : plane.zoom;
  const result = planeScale(document.scale, { ...plane, corners, zoom: placed });
  return result.ok ? { ok: true, document: { ...document, scale: result.scale } } : result;
}

/** Removes the perspective plane; the average scale stays, as a known length's scale does. */
export function clearPerspective(document: DrawingDocument): DrawingDocument {
  if (!perspectivePlaneOf(document)) return document;
  const { plane: _plane, ...scale } = document.scale;
  return { ...document, scale };
}

/** Shows or hides the photo mapped onto the rectangle's plane. */
export function setRectifiedShown(document: DrawingDocument, on: boolean): DrawingDocument {
  const plane = perspectivePlaneOf(document);
  if (!plane || (plane.rectified ?? false) === on) return document;
  return { ...document, scale: { ...document.scale, plane: { ...plane, rectified: on } } };
}
