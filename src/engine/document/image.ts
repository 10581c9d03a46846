/**
 * The image under the drawing (spec drawing-core §3 "Image", §9 "a 20 pixel margin"): where it
 * sits on the canvas and how image pixels map to canvas pixels. Pure functions.
 */
import { IMAGE_MARGIN, PIXELS_PER_UNIT } from '../../shared/constants';
import type { DrawingScale } from '../../shared/api';
import { canvasPoint, type CanvasPoint, type ImagePoint, type Point } from '../../shared/geometry';
import type { ImageState, Scale } from '../../shared/schemas';
import { convertLength, DEFAULT_UNIT, type LengthUnit, type MeasurementSystem } from '../../shared/units';
import { fitToView, type Size, type Viewport } from '../viewport/viewport';
import { defaultScale, setScale, type DrawingDocument } from './drawingDocument';
import { clearDocument } from './layers';

/**
 * Places an image of `pixels` on a drawing area of `area` (canvas px at zoom 1): its top-left
 * corner 20 px in, and shrunk, never enlarged, so it fits with a 20 px margin on every side.
 * A large plan thus shows whole at zoom 1 and its detail at higher zooms; the wand still reads
 * every pixel, since `ratio` maps canvas points back to image pixels.
 */
export function placeImage(url: string, file: string, pixels: Size, area: Size): ImageState {
  const room = { width: Math.max(1, area.width - 2 * IMAGE_MARGIN), height: Math.max(1, area.height - 2 * IMAGE_MARGIN) };
  const shrink = Math.min(1, room.width / pixels.width, room.height / pixels.height);
  const realSizes = { width: pixels.width * shrink, height: pixels.height * shrink };
  return {
    url,
    file,
    position: { x: IMAGE_MARGIN, y: IMAGE_MARGIN },
    originSizes: { width: pixels.width, height: pixels.height },
    realSizes,
    ratio: pixels.width / realSizes.width,
    display: true,
  };
}

/** The image pixel coordinates (fractional) under a canvas point. */
export const canvasToImage = (image: ImageState, point: Point): ImagePoint =>
  ({ x: (point.x - image.position.x) * image.ratio, y: (point.y - image.position.y) * image.ratio }) as ImagePoint;

/** The canvas point of image pixel coordinates. */
export const imageToCanvas = (image: ImageState, point: Point): CanvasPoint =>
  canvasPoint(image.position.x + point.x / image.ratio, image.position.y + point.y / image.ratio);

/** The whole pixel under a canvas point, or null when the point is outside the image. */
export function pixelAt(image: ImageState, point: Point): { x: number; y: number } | null {
  const at = canvasToImage(image, point);
  const x = Math.floor(at.x);
  const y = Math.floor(at.y);
  if (x < 0 || y < 0 || x >= image.originSizes.width || y >= image.originSizes.height) return null;
  return { x, y };
}

/**
 * How many image pixels a length spans at the drawing's scale: `scale.value` of its unit per
 * PIXELS_PER_UNIT canvas px, and `image.ratio` image pixels per canvas px. Before a scale is set,
 * the default scale's.
 */
export const imagePixelsOfLength = (image: ImageState, scale: Scale, length: number, unit: LengthUnit): number =>
  (convertLength(length, unit, scale.measure) / scale.value) * PIXELS_PER_UNIT * image.ratio;

/**
 * The grid scale that makes the canvas measure the image at its true size, when one image pixel
 * spans `unitsPerPixel` of `unit` (a CAD drawing's units, a PDF's measure): 15 canvas px then
 * span 15 × ratio image pixels.
 */
export const scaleFromImageUnits = (image: ImageState, drawing: DrawingScale): { value: number; measure: LengthUnit } => ({
  value: PIXELS_PER_UNIT * image.ratio * drawing.unitsPerPixel,
  measure: drawing.unit,
});

/**
 * The document with `image` under it: the drawing is cleared (spec §2 "image upload canvas reset";
 * the UI confirms first when there is something to lose) and the new plan starts with its own
 * scale: the one it carries (its CAD units, a PDF's measure) when given, else the grid default of
 * the person's default system (1 cm or 1 ft), never the previous plan's: a DWG in inches must not
 * turn the next photo of a metric user into feet.
 */
export function replaceImage(
  document: DrawingDocument,
  image: ImageState,
  scale: { value: number; measure: LengthUnit } | undefined,
  system: MeasurementSystem,
): DrawingDocument {
  return { ...clearDocument(document), image, scale: newImageScale(document, scale, system) };
}

/**
 * The scale a newly placed image starts with: its own when it has one, else the system's default
 * grid. Its own is kept exactly, even below the typed minimum of 0.1 (spec §5 is about typed
 * values): a 1:20 sheet in metres is 0.0926 m a square, and raising it to 0.1 would read every
 * length on it 8 % long.
 */
export function newImageScale(document: DrawingDocument, scale: { value: number; measure: LengthUnit } | undefined, system: MeasurementSystem): Scale {
  const fresh = { ...document, scale: defaultScale(scale?.measure ?? DEFAULT_UNIT[system]) };
  if (!scale) return fresh.scale;
  if (Number.isFinite(scale.value) && scale.value > 0) return { ...fresh.scale, value: scale.value, text: String(scale.value) };
  return setScale(fresh, scale.value, scale.measure).scale;
}

/** The view a newly placed image starts with: all of it in view, centred, not enlarged. */
export const imageView = (stage: Size, image: ImageState): Viewport =>
  fitToView(stage, { ...image.position, ...image.realSizes }, 0, 1);
